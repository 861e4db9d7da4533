import Foundation
import LayoutEngine
import Testing
@testable import Rasterizer

/// Exact-area coverage: what fraction of each pixel a filled shape covers.
@Suite struct CoverageTests {
    /// The area of pixel (x, y) inside the axis-aligned rectangle, computed by hand.
    func analyticCoverage(_ x: Int, _ y: Int, _ r: Rect) -> Double {
        let ox = max(0, min(Double(x + 1), r.maxX) - max(Double(x), r.minX))
        let oy = max(0, min(Double(y + 1), r.maxY) - max(Double(y), r.minY))
        return ox * oy
    }

    func expectAnalyticRectangle(_ draw: (inout Canvas, Rect) -> Void) throws {
        let rect = Rect(x: 2.3, y: 1.6, width: 5.55, height: 3.65)
        var canvas = try Canvas(width: 12, height: 9)
        draw(&canvas, rect)
        let bitmap = canvas.bitmap
        for y in 0..<9 {
            for x in 0..<12 {
                let expected = analyticCoverage(x, y, rect) * 255
                #expect(abs(Double(bitmap.alpha(x, y)) - expected) <= 1, "pixel \(x),\(y)")
            }
        }
    }

    /// Every run of `cover`, as (y, x, count, alpha).
    func runs(_ lines: [Polyline], _ area: PixelRect, _ rule: FillRule, bandCells: Int) -> [[Int]] {
        var accumulator = CoverageAccumulator()
        var out: [[Int]] = []
        accumulator.cover(lines, over: area, rule, bandCells: bandCells) { out.append([$0, $1, $2, Int($3)]) }
        return out
    }

    @Test("a tall path covered a band of rows at a time gives the runs of one band, bit for bit")
    func bandsGiveTheSameRuns() {
        var state: UInt64 = 0x9E3779B97F4A7C15
        func next(_ low: Double, _ high: Double) -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return low + Double(state >> 11) / Double(1 << 53) * (high - low)
        }
        for trial in 0..<40 {
            // Random closed polygons, some reaching past the area's edges, with fractional vertices.
            let lines = (0..<(1 + trial % 3)).map { _ in
                Polyline(points: (0..<(3 + trial % 17)).map { _ in Point(x: next(-20, 140), y: next(-30, 330)) }, isClosed: true)
            }
            let area = PixelRect(x: trial % 5, y: trial % 7, width: 90 + trial, height: 260)
            for rule in [FillRule.nonZero, .evenOdd] {
                let whole = runs(lines, area, rule, bandCells: 1 << 40)
                #expect(!whole.isEmpty)
                // One row a band, a few rows, a band that does not divide the height.
                for bandCells in [1, 3 * (area.width + 2), 37 * (area.width + 2) + 5] {
                    let banded = runs(lines, area, rule, bandCells: bandCells)
                    let firstDifference = zip(banded, whole).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(banded.count, whole.count)
                    let same = banded == whole
                    #expect(same, "trial \(trial), \(rule), \(bandCells) cells: runs differ from run \(firstDifference)")
                }
            }
        }
    }

    @Test func pathRectangleAtFractionalCoordinatesHasAnalyticCoverage() throws {
        try expectAnalyticRectangle { canvas, rect in canvas.fill(Path(rect: rect), paint: .solid(.white)) }
    }

    @Test func rectangleFastPathHasAnalyticCoverage() throws {
        try expectAnalyticRectangle { canvas, rect in canvas.fill(rect, paint: .solid(.white)) }
    }

    @Test func rectangleFastPathMatchesThePathRasterizer() throws {
        let rect = Rect(x: 0.37, y: 3.81, width: 10.2, height: 0.4)
        var a = try Canvas(width: 12, height: 9), b = try Canvas(width: 12, height: 9)
        a.fill(rect, paint: .solid(.white))
        b.fill(Path(rect: rect), paint: .solid(.white))
        for (p, q) in zip(a.bitmap.pixels, b.bitmap.pixels) { #expect(abs(Int(p) - Int(q)) <= 1) }
    }

    @Test func diskTotalCoverageIsWithinATenthOfAPercentOfPiRSquared() throws {
        let r = 50.0
        var canvas = try Canvas(width: 110, height: 110)
        canvas.fill(Path(ellipseIn: Rect(x: 55.3 - r, y: 54.7 - r, width: 2 * r, height: 2 * r)), paint: .solid(.white))
        let area = canvas.bitmap.coveredArea
        #expect(abs(area - Double.pi * r * r) / (Double.pi * r * r) < 0.001)
    }

    /// A five-pointed star drawn as one self-crossing line: its pentagon center winds twice.
    func star(center: Point, radius: Double) -> Path {
        var path = Path()
        for i in 0..<5 {
            let angle = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
            let p = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if i == 0 { path.move(to: p) } else { path.line(to: p) }
        }
        path.close()
        return path
    }

    @Test func nonZeroFillsTheStarsDoublyWoundCenter() throws {
        var canvas = try Canvas(width: 40, height: 40)
        canvas.fill(star(center: Point(x: 20, y: 20), radius: 18), paint: .solid(.white), fillRule: .nonZero)
        #expect(canvas.bitmap.alpha(20, 20) == 255)
        #expect(canvas.bitmap.alpha(20, 5) == 255)
    }

    @Test func evenOddLeavesTheStarsDoublyWoundCenterEmpty() throws {
        var canvas = try Canvas(width: 40, height: 40)
        canvas.fill(star(center: Point(x: 20, y: 20), radius: 18), paint: .solid(.white), fillRule: .evenOdd)
        #expect(canvas.bitmap.alpha(20, 20) == 0)
        #expect(canvas.bitmap.alpha(20, 5) == 255)
    }

    @Test func shapesReachingPastTheCanvasEdgesCoverOnlyWhatIsInside() throws {
        var canvas = try Canvas(width: 10, height: 10)
        canvas.fill(Path(rect: Rect(x: -5.5, y: -3, width: 10, height: 20)), paint: .solid(.white))
        let bitmap = canvas.bitmap
        #expect(bitmap.alpha(0, 0) == 255)
        #expect(bitmap.alpha(3, 9) == 255)
        #expect(bitmap.alpha(4, 5) == 128)
        #expect(bitmap.alpha(5, 5) == 0)
    }

    @Test func nonFiniteCoordinatesDrawNothing() throws {
        var canvas = try Canvas(width: 8, height: 8)
        var path = Path(rect: Rect(x: 1, y: 1, width: 4, height: 4))
        path.line(to: Point(x: .nan, y: 3))
        canvas.fill(path, paint: .solid(.white))
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: .infinity, height: 4)), paint: .solid(.white))
        #expect(canvas.bitmap.coveredArea == 0)
    }

    @Test func hugeCoordinatesAreClampedWithoutTrapping() throws {
        var canvas = try Canvas(width: 8, height: 8)
        canvas.fill(Path(rect: Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)), paint: .solid(.white))
        #expect(canvas.bitmap.coveredArea == 64)
    }
}
