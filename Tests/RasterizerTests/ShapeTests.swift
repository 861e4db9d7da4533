import Foundation
import LayoutEngine
import Testing
@testable import Rasterizer

/// The shape builders of `Path`: rounded rectangles, continuous corners, ellipses, arcs.
@Suite struct ShapeTests {
    func area(_ path: Path, size: Int = 64) throws -> Double {
        var canvas = try Canvas(width: size, height: size)
        canvas.fill(path, paint: .solid(.white))
        return canvas.bitmap.coveredArea
    }

    let box = Rect(x: 2, y: 2, width: 60, height: 40)

    @Test func circularCornersRemoveTheSquareMinusQuarterDiskAtEachCorner() throws {
        let r = 10.0
        let expected = 60 * 40 - 4 * (r * r - Double.pi * r * r / 4)
        let measured = try area(Path(roundedRect: box, radii: CornerRadii(all: r)))
        #expect(abs(measured - expected) < 1, "area \(measured), expected \(expected)")
    }

    @Test func continuousCornersCutMoreThanCircularOnesOfTheSameRadius() throws {
        let circular = try area(Path(roundedRect: box, radii: CornerRadii(all: 10)))
        let continuous = try area(Path(roundedRect: box, radii: CornerRadii(all: 10), style: .continuous))
        #expect(continuous < circular)
        #expect(continuous > circular - 40)
    }

    @Test func continuousCornerAtHalfTheSideIsACapsuleEnd() throws {
        let capsule = Rect(x: 2, y: 2, width: 60, height: 20)
        let continuous = try area(Path(roundedRect: capsule, radii: CornerRadii(all: 10), style: .continuous))
        let circular = try area(Path(roundedRect: capsule, radii: CornerRadii(all: 10)))
        #expect(abs(continuous - circular) < 0.5)
    }

    @Test func oversizedCircularRadiiAreScaledDownTogether() throws {
        let huge = try area(Path(roundedRect: box, radii: CornerRadii(topLeft: 100, topRight: 100, bottomRight: 0, bottomLeft: 0)))
        let fitted = try area(Path(roundedRect: box, radii: CornerRadii(topLeft: 30, topRight: 30, bottomRight: 0, bottomLeft: 0)))
        #expect(abs(huge - fitted) < 0.01)
    }

    @Test func negativeOrNonFiniteRadiiGiveASquareCorner() throws {
        let square = try area(Path(rect: box))
        #expect(try area(Path(roundedRect: box, radii: CornerRadii(topLeft: -5, topRight: .nan, bottomRight: .infinity, bottomLeft: 0))) == square)
    }

    @Test func emptyRectangleGivesAnEmptyPath() {
        #expect(Path(roundedRect: Rect(x: 0, y: 0, width: 0, height: 10), radii: CornerRadii(all: 3)).isEmpty)
    }

    @Test func halfTurnArcClosedByItsChordIsAHalfDisk() throws {
        var arc = Path()
        arc.addArc(center: Point(x: 32, y: 32), radius: 20, startAngle: 0, endAngle: Double.pi)
        arc.close()
        let measured = try area(arc)
        #expect(abs(measured - Double.pi * 200) / (Double.pi * 200) < 0.002, "area \(measured)")
    }
}
