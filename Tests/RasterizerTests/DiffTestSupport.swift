import Foundation
@testable import Rasterizer

/// Draws small UI-like straight-alpha images (rounded cards, disks, hairlines) with
/// anti-aliased edges, for comparison tests that must not depend on the rasterizer.
/// Coverage is by signed distance: clamp(0.5 - distance, 0, 1) at each pixel center.
struct SyntheticScreen {
    let width: Int
    let height: Int
    /// Straight RGBA in 0...255 as Doubles, composited source-over as shapes are added.
    private var canvas: [Double]

    init(width: Int, height: Int, background: [Double] = [255, 255, 255, 255]) {
        self.width = width
        self.height = height
        canvas = Array((0..<(width * height)).map { _ in background }.joined())
    }

    /// A rounded rectangle of `color` (RGBA 0...255).
    mutating func roundedRect(x: Double, y: Double, width w: Double, height h: Double, radius r: Double,
                              color: [Double]) {
        fill(color) { px, py in
            let qx = abs(px - (x + w / 2)) - (w / 2 - r)
            let qy = abs(py - (y + h / 2)) - (h / 2 - r)
            let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
            return outside + min(max(qx, qy), 0) - r
        }
    }

    /// A disk of `color`.
    mutating func disk(centerX: Double, centerY: Double, radius: Double, color: [Double]) {
        fill(color) { px, py in ((px - centerX) * (px - centerX) + (py - centerY) * (py - centerY)).squareRoot() - radius }
    }

    /// Source-over of `color` with coverage from a signed distance function (negative inside).
    private mutating func fill(_ color: [Double], distance: (Double, Double) -> Double) {
        for y in 0..<height {
            for x in 0..<width {
                let coverage = min(max(0.5 - distance(Double(x) + 0.5, Double(y) + 0.5), 0), 1)
                guard coverage > 0 else { continue }
                let i = (y * width + x) * 4
                let sa = color[3] / 255 * coverage, da = canvas[i + 3] / 255
                let outA = sa + da * (1 - sa)
                for c in 0..<3 {
                    canvas[i + c] = outA == 0 ? 0 : (color[c] * sa + canvas[i + c] * da * (1 - sa)) / outA
                }
                canvas[i + 3] = outA * 255
            }
        }
    }

    /// Sets one pixel exactly.
    mutating func setPixel(x: Int, y: Int, _ rgba: [Double]) {
        for c in 0..<4 { canvas[(y * width + x) * 4 + c] = rgba[c] }
    }

    var image: RGBAImage {
        RGBAImage(validatedWidth: width, height: height, pixels: canvas.map { UInt8(min(max($0.rounded(), 0), 255)) })
    }

    /// A card-list screen: cards in two columns, an avatar disk on each, offset by (dx, dy)
    /// points and tinted by `tint` (added to the card color), on an opaque or clear background.
    static func cardList(width: Int = 96, height: Int = 72, dx: Double = 0, dy: Double = 0, tint: Double = 0,
                         clearBackground: Bool = false) -> SyntheticScreen {
        var screen = SyntheticScreen(width: width, height: height,
                                     background: clearBackground ? [0, 0, 0, 0] : [242, 242, 247, 255])
        for row in 0..<3 {
            for column in 0..<2 {
                let x = 4.25 + Double(column) * 46 + dx, y = 3.5 + Double(row) * 23 + dy
                screen.roundedRect(x: x, y: y, width: 42, height: 20, radius: 6.5,
                                   color: [min(255, 40 + tint), 120, 220, clearBackground ? 180 : 255])
                screen.disk(centerX: x + 10, centerY: y + 10, radius: 5.3, color: [255, 255, 255, 230])
            }
        }
        return screen
    }
}
