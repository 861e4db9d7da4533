import LayoutEngine
import Testing

/// UIKit's content modes as frames: a 40 x 20 point image in 100 x 80 point bounds at (10, 5).
/// Every expected rectangle is worked out by hand from UIKit's description of the mode.
@Suite struct ImageContentModeTests {
    static let bounds = Rect(x: 10, y: 5, width: 100, height: 80)
    static let image = Size(width: 40, height: 20)

    @Test("each mode places the image where UIKit does", arguments: [
        (ContentMode.scaleToFill, Rect(x: 10, y: 5, width: 100, height: 80)),
        (.redraw, Rect(x: 10, y: 5, width: 100, height: 80)),
        // Fit: min(100 / 40, 80 / 20) = 2.5 -> 100 x 50, centered vertically: y = 5 + 15.
        (.scaleAspectFit, Rect(x: 10, y: 20, width: 100, height: 50)),
        // Fill: max(2.5, 4) = 4 -> 160 x 80, centered horizontally: x = 10 - 30.
        (.scaleAspectFill, Rect(x: -20, y: 5, width: 160, height: 80)),
        (.center, Rect(x: 40, y: 35, width: 40, height: 20)),
        (.top, Rect(x: 40, y: 5, width: 40, height: 20)),
        (.bottom, Rect(x: 40, y: 65, width: 40, height: 20)),
        (.left, Rect(x: 10, y: 35, width: 40, height: 20)),
        (.right, Rect(x: 70, y: 35, width: 40, height: 20)),
        (.topLeft, Rect(x: 10, y: 5, width: 40, height: 20)),
        (.topRight, Rect(x: 70, y: 5, width: 40, height: 20)),
        (.bottomLeft, Rect(x: 10, y: 65, width: 40, height: 20)),
        (.bottomRight, Rect(x: 70, y: 65, width: 40, height: 20)),
    ])
    func modePlacesTheImage(mode: ContentMode, expected: Rect) {
        #expect(mode.rect(for: Self.image, in: Self.bounds) == expected)
    }

    @Test("there are UIKit's thirteen modes")
    func thirteenModes() {
        #expect(ContentMode.allCases.count == 13)
    }

    @Test("aspect fit and fill keep the image's aspect ratio for random sizes")
    func aspectIsKept() {
        var seed: UInt64 = 11
        for _ in 0..<200 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let iw = Double(seed >> 40 % 500 + 1), ih = Double(seed >> 20 % 500 + 1)
            let bw = Double(seed >> 50 % 300 + 1), bh = Double(seed >> 30 % 300 + 1)
            let bounds = Rect(x: 0, y: 0, width: bw, height: bh)
            let fit = ContentMode.scaleAspectFit.rect(for: Size(width: iw, height: ih), in: bounds)
            let fill = ContentMode.scaleAspectFill.rect(for: Size(width: iw, height: ih), in: bounds)
            #expect(abs(fit.width / fit.height - iw / ih) < 1e-9)
            #expect(abs(fill.width / fill.height - iw / ih) < 1e-9)
            // Fit touches two opposite sides and stays inside; fill covers the bounds.
            #expect(abs(fit.width - bw) < 1e-9 || abs(fit.height - bh) < 1e-9)
            #expect(fit.width <= bw + 1e-9 && fit.height <= bh + 1e-9)
            #expect(fill.width >= bw - 1e-9 && fill.height >= bh - 1e-9)
            #expect(abs(fit.midX - bounds.midX) < 1e-9 && abs(fill.midX - bounds.midX) < 1e-9)
        }
    }

    @Test("an empty image or bounds scales to nothing rather than to NaN")
    func emptySizes() {
        let r = ContentMode.scaleAspectFit.rect(for: .zero, in: Self.bounds)
        #expect(r.width == 0 && r.height == 0)
        let f = ContentMode.scaleAspectFill.rect(for: Self.image, in: Rect(x: 0, y: 0, width: 0, height: 10))
        #expect(f.width == 0 && f.height == 0)
    }
}
