import Foundation
import LayoutEngine
import LayoutSnapshot
import Testing
@testable import Rasterizer

/// Every drawing primitive on one sheet, compared pixel for pixel with the reference image
/// `Snapshots/PrimitivesSheetTests/primitives.png` through LayoutSnapshot. Record it anew with
/// `LAYOUT_SNAPSHOT_RECORD=all` (and look at it before committing).
@Suite struct PrimitivesSheetTests {
    static let ink = Color(hex: "#1C1C1E")!
    static let accent = Color(hex: "#0A84FF")!
    static let warm = Color(hex: "#FF9F0A")!

    /// The sheet: 320 x 240 points at scale 2.
    static func drawSheet() throws -> Bitmap {
        var canvas = try Canvas(size: Size(width: 320, height: 240), scale: 2, background: Color(hex: "#F2F2F7")!)
        // Row 1: fills at fractional coordinates, rounded rectangles, an ellipse, a rotated square.
        canvas.fill(Rect(x: 10.25, y: 10.5, width: 30.3, height: 20.7), paint: .solid(ink))
        canvas.fill(Path(rect: Rect(x: 10.6, y: 34.15, width: 30.3, height: 10.4)), paint: .solid(accent))
        canvas.fill(Path(roundedRect: Rect(x: 50, y: 10, width: 50, height: 36), radii: CornerRadii(all: 14)), paint: .solid(accent))
        canvas.fill(Path(roundedRect: Rect(x: 110, y: 10, width: 50, height: 36), radii: CornerRadii(all: 14), style: .continuous),
                    paint: .solid(accent))
        canvas.fill(Path(roundedRect: Rect(x: 170, y: 10, width: 50, height: 36),
                         radii: CornerRadii(topLeft: 18, topRight: 2, bottomRight: 10, bottomLeft: 0)), paint: .solid(warm))
        canvas.fill(Path(ellipseIn: Rect(x: 230, y: 10, width: 36, height: 36)), paint: .solid(ink))
        canvas.save()
        canvas.translateBy(x: 293, y: 28)
        canvas.rotate(by: Double.pi / 7)
        canvas.fill(Rect(x: -12, y: -12, width: 24, height: 24), paint: .solid(warm))
        try canvas.restore()

        // Row 2: caps, joins, dashes.
        for (i, cap) in [Stroke.Cap.butt, .round, .square].enumerated() {
            let y = 62.0 + Double(i) * 14
            canvas.stroke(line(20, y, 80, y), style: Stroke(width: 8, color: ink, cap: cap))
            canvas.stroke(line(20, y, 80, y), style: Stroke(width: 0, color: warm))
        }
        for (i, join) in [Stroke.Join.miter, .round, .bevel].enumerated() {
            let x = 100.0 + Double(i) * 45
            let zigzag = Path(elements: [.move(Point(x: x, y: 100)), .line(Point(x: x + 12, y: 60)), .line(Point(x: x + 24, y: 100)),
                                         .line(Point(x: x + 36, y: 62))])
            canvas.stroke(zigzag, style: Stroke(width: 7, color: accent, join: join, miterLimit: 4))
        }
        canvas.stroke(line(240, 64, 310, 64), style: Stroke(width: 4, color: ink, cap: .round, dash: [8, 6]))
        canvas.stroke(line(240, 76, 310, 76), style: Stroke(width: 2, color: ink, dash: [2, 2, 6, 2], dashPhase: 3))
        var arc = Path()
        arc.addArc(center: Point(x: 275, y: 104), radius: 16, startAngle: Double.pi, endAngle: 2 * Double.pi)
        canvas.stroke(arc, style: Stroke(width: 3, color: warm, cap: .round, dash: [5, 4]))

        // Row 3: hairlines on the pixel grid, then gradients.
        for i in 0..<6 {
            let y = 120.25 + Double(i) * 3
            canvas.stroke(line(10, y, 90, y), style: Stroke(width: 0.5, color: ink))
        }
        canvas.stroke(line(10.75, 140, 10.75, 160), style: Stroke(width: 0.5, color: ink))
        canvas.stroke(line(20, 140, 90, 160), style: Stroke(width: 0.5, color: ink))
        canvas.fill(Path(roundedRect: Rect(x: 100, y: 120, width: 100, height: 40), radii: CornerRadii(all: 8)),
                    paint: .linearGradient(start: Point(x: 100, y: 120), end: Point(x: 200, y: 160),
                                           stops: [GradientStop(location: 0, color: accent), GradientStop(location: 0.6, color: warm),
                                                   GradientStop(location: 1, color: Color(red: 255, green: 255, blue: 255, alpha: 0))]))
        canvas.fill(Path(ellipseIn: Rect(x: 215, y: 118, width: 44, height: 44)),
                    paint: .radialGradient(center: Point(x: 230, y: 132), radius: 30,
                                           stops: [GradientStop(location: 0, color: .white), GradientStop(location: 1, color: ink)]))

        // Row 4: a shadowed card, a rounded clip, group opacity, an image.
        let card = Path(roundedRect: Rect(x: 14, y: 178, width: 70, height: 46), radii: CornerRadii(all: 12), style: .continuous)
        canvas.drawShadow(of: card, offset: Point(x: 0, y: 4), blurRadius: 6, color: Color(red: 0, green: 0, blue: 0, alpha: 90))
        canvas.fill(card, paint: .solid(.white))
        canvas.save()
        canvas.clip(to: Path(roundedRect: Rect(x: 100, y: 176, width: 56, height: 52), radii: CornerRadii(all: 20)))
        for i in 0..<10 {
            canvas.fill(Rect(x: 96 + Double(i) * 7, y: 170, width: 3.5, height: 64), paint: .solid(i % 2 == 0 ? accent : warm))
        }
        try canvas.restore()
        canvas.saveLayer(opacity: 0.5)
        canvas.fill(Path(ellipseIn: Rect(x: 166, y: 180, width: 40, height: 40)), paint: .solid(ink))
        canvas.fill(Path(ellipseIn: Rect(x: 186, y: 180, width: 40, height: 40)), paint: .solid(accent))
        try canvas.restore()
        canvas.save()
        canvas.translateBy(x: 270, y: 203)
        canvas.rotate(by: -0.2)
        try canvas.drawImage(checker, in: Rect(x: -22, y: -22, width: 44, height: 44))
        try canvas.restore()
        return canvas.bitmap
    }

    static func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Path {
        Path(elements: [.move(Point(x: x0, y: y0)), .line(Point(x: x1, y: y1))])
    }

    /// A 4 x 4 image: a checkerboard of orange and translucent blue.
    static let checker: ImageContent = {
        var rgba: [UInt8] = []
        for y in 0..<4 {
            for x in 0..<4 { rgba += (x + y) % 2 == 0 ? [255, 159, 10, 255] : [10, 132, 255, 160] }
        }
        return ImageContent(width: 4, height: 4, rgba: rgba)
    }()

    @Test func primitivesSheetMatchesItsReferenceImage() throws {
        assertSnapshot(of: try Self.drawSheet(), named: "primitives", tolerance: .identical)
    }
}
