import Foundation
import LayoutEngine

#if !canImport(CoreGraphics)
/// CoreGraphics' affine transform, which Foundation on Linux lacks: `UIView.transform` takes one.
/// The matrix is `[a b 0; c d 0; tx ty 1]` acting on row vectors, as CoreGraphics documents.
public struct CGAffineTransform: Hashable, Sendable {
    public var a, b, c, d, tx, ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    public static let identity = CGAffineTransform()
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(rotationAngle angle: CGFloat) { self.init(LayoutEngine.AffineTransform(rotationAngle: Double(angle))) }
    public var isIdentity: Bool { self == .identity }
    /// `self` followed by `t2` (the layout engine's matrix arithmetic).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(engineTransform.concatenating(t2.engineTransform))
    }
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(engineTransform.translatedBy(x: Double(x), y: Double(y)))
    }
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(engineTransform.scaledBy(x: Double(x), y: Double(y)))
    }
    public func rotated(by angle: CGFloat) -> CGAffineTransform { CGAffineTransform(engineTransform.rotated(by: Double(angle))) }
    /// The inverse; a singular transform is returned unchanged, as Core Graphics does.
    public func inverted() -> CGAffineTransform { engineTransform.inverted().map(CGAffineTransform.init) ?? self }
    /// The transform with the layout engine's matrix.
    init(_ t: LayoutEngine.AffineTransform) {
        self.init(a: CGFloat(t.a), b: CGFloat(t.b), c: CGFloat(t.c), d: CGFloat(t.d), tx: CGFloat(t.tx), ty: CGFloat(t.ty))
    }
}

extension CGPoint {
    /// The point transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}
#endif

extension CGAffineTransform {
    /// The layout engine's transform with the same matrix.
    var engineTransform: LayoutEngine.AffineTransform {
        LayoutEngine.AffineTransform(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }
}
