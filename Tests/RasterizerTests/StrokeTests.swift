import LayoutEngine
import Testing
@testable import Rasterizer

/// Stroke geometry: width, caps, joins, dashes and hairlines.
@Suite struct StrokeTests {
    func stroked(_ path: Path, _ style: Stroke, size: Int = 20, scale: Double = 1) throws -> Bitmap {
        var canvas = try Canvas(width: size, height: size, scale: scale)
        canvas.stroke(path, style: style)
        return canvas.bitmap
    }

    func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Path {
        Path(elements: [.move(Point(x: x0, y: y0)), .line(Point(x: x1, y: y1))])
    }

    @Test func onePixelHairlineOnThePixelGridCoversExactlyOneRow() throws {
        let bitmap = try stroked(line(0, 5.5, 20, 5.5), Stroke(width: 1, color: .white))
        for x in 0..<20 {
            #expect(bitmap.alpha(x, 5) == 255)
            #expect(bitmap.alpha(x, 4) == 0 && bitmap.alpha(x, 6) == 0)
        }
    }

    @Test func halfPointHairlineAtScaleTwoIsOneDevicePixel() throws {
        let bitmap = try stroked(line(0, 2.75, 10, 2.75), Stroke(width: 0.5, color: .white), scale: 2)
        #expect((0..<20).allSatisfy { bitmap.alpha($0, 5) == 255 && bitmap.alpha($0, 4) == 0 && bitmap.alpha($0, 6) == 0 })
    }

    @Test func zeroWidthDrawsAOneDevicePixelHairline() throws {
        let bitmap = try stroked(line(0, 3.25, 10, 3.25), Stroke(width: 0, color: .white), scale: 2)
        #expect(bitmap.alpha(8, 6) == 255)
        #expect(bitmap.coveredArea == 20)
    }

    @Test func buttCapEndsAtTheEndpoint() throws {
        let bitmap = try stroked(line(4, 10, 16, 10), Stroke(width: 4, color: .white, cap: .butt))
        #expect(bitmap.alpha(3, 10) == 0 && bitmap.alpha(4, 10) == 255)
        #expect(bitmap.coveredArea == 48)
    }

    @Test func squareCapExtendsByHalfTheWidth() throws {
        let bitmap = try stroked(line(4, 10, 16, 10), Stroke(width: 4, color: .white, cap: .square))
        #expect(bitmap.alpha(2, 10) == 255 && bitmap.alpha(1, 10) == 0)
        #expect(bitmap.coveredArea == 64)
    }

    @Test func roundCapAddsAHalfDiskAtEachEnd() throws {
        let bitmap = try stroked(line(6, 10, 14, 10), Stroke(width: 8, color: .white, cap: .round))
        // 8 x 8 body plus two half disks of radius 4: 64 + 16π.
        #expect(abs(bitmap.coveredArea - (64 + 16 * Double.pi)) < 0.5)
    }

    /// A right angle turning up at (10, 10): its outer corner is toward the bottom right.
    let corner = Path(elements: [.move(Point(x: 2, y: 10)), .line(Point(x: 10, y: 10)), .line(Point(x: 10, y: 2))])

    @Test func miterJoinFillsTheOuterCorner() throws {
        let bitmap = try stroked(corner, Stroke(width: 4, color: .white, join: .miter))
        #expect(bitmap.alpha(11, 11) == 255)
    }

    @Test func bevelJoinCutsTheOuterCornerDiagonally() throws {
        let bitmap = try stroked(corner, Stroke(width: 4, color: .white, join: .bevel))
        // The bevel runs from (10, 12) to (12, 10): x + y = 22 halves pixel (10, 11).
        #expect(bitmap.alpha(10, 11) == 128)
        #expect(bitmap.alpha(11, 11) == 0 && bitmap.alpha(9, 11) == 255)
    }

    @Test func miterPastItsLimitBecomesABevel() throws {
        let limited = try stroked(corner, Stroke(width: 4, color: .white, join: .miter, miterLimit: 1.2))
        let bevel = try stroked(corner, Stroke(width: 4, color: .white, join: .bevel))
        #expect(limited == bevel)
    }

    @Test func roundJoinIsAQuarterDiskAtTheCorner() throws {
        let round = try stroked(corner, Stroke(width: 4, color: .white, join: .round))
        let bevel = try stroked(corner, Stroke(width: 4, color: .white, join: .bevel))
        // The quarter disk of radius 2 minus the bevel triangle: π − 2.
        #expect(abs(round.coveredArea - bevel.coveredArea - (Double.pi - 2)) < 0.05)
    }

    @Test func closedRectangleStrokeIsARingWithAnEmptyInside() throws {
        let bitmap = try stroked(Path(rect: Rect(x: 3, y: 3, width: 14, height: 14)), Stroke(width: 2, color: .white))
        #expect(bitmap.alpha(10, 10) == 0)
        #expect(bitmap.alpha(2, 10) == 255 && bitmap.alpha(3, 10) == 255 && bitmap.alpha(4, 10) == 0)
        // Outer 16 x 16 minus inner 12 x 12.
        #expect(abs(bitmap.coveredArea - 112) < 0.01)
    }

    @Test func dashesAlternateOnAndOffFromThePhase() throws {
        let bitmap = try stroked(line(0, 5.5, 20, 5.5), Stroke(width: 1, color: .white, dash: [4, 2], dashPhase: 1))
        let row = (0..<20).map { bitmap.alpha($0, 5) }
        #expect(row == [255, 255, 255, 0, 0, 255, 255, 255, 255, 0, 0, 255, 255, 255, 255, 0, 0, 255, 255, 255])
    }

    @Test func invalidDashPatternDrawsASolidStroke() throws {
        let dashed = try stroked(line(0, 5.5, 20, 5.5), Stroke(width: 1, color: .white, dash: [4, -2]))
        let solid = try stroked(line(0, 5.5, 20, 5.5), Stroke(width: 1, color: .white))
        #expect(dashed == solid)
    }

    @Test func negativeOrNonFiniteWidthDrawsNothing() throws {
        #expect(try stroked(line(0, 5, 20, 5), Stroke(width: -2, color: .white)).coveredArea == 0)
        #expect(try stroked(line(0, 5, 20, 5), Stroke(width: .nan, color: .white)).coveredArea == 0)
    }
}
