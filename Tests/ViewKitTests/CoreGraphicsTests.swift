import Foundation
import Testing
import ViewKit

/// Core Graphics' transform on Linux keeps Core Graphics' order: a transform made by
/// `scaledBy` scales first, then applies the original.
struct CoreGraphicsTests {
    @Test func scaledByScalesBeforeTheOriginalTransform() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
    }

    @Test func anInvertedTransformUndoesIt() {
        let t = CGAffineTransform(rotationAngle: .pi / 2).translatedBy(x: 3, y: 4)
        let p = CGPoint(x: 5, y: -7).applying(t).applying(t.inverted())
        #expect(abs(p.x - 5) < 1e-9 && abs(p.y + 7) < 1e-9)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }
}
