import Foundation
import Testing
@testable import LayoutEngine

/// The nine UIKit weights, the family's faces and synthesis.
@Suite struct FontWeightTests {
    let registry = FontRegistry()

    @Test func rawValuesAreUIKitsNamesAndOldScenesKeepWorking() {
        #expect(FontWeight.allCases.map(\.rawValue) == ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"])
        #expect(FontWeight(rawValue: "regular") == .regular && FontWeight(rawValue: "bold") == .bold)
        #expect(FontWeight.allCases.map(\.weightClass) == Array(stride(from: 100, through: 900, by: 100)))
    }

    @Test func mediumFallsToTheNearestFaceWithoutSynthesis() throws {
        let medium = try registry.face(family: "DejaVu Sans", weight: .medium)
        #expect(medium.synthesis.isEmpty)
        #expect(medium.path.hasSuffix("DejaVuSans.ttf") || medium.path.hasSuffix("DejaVuSans-Bold.ttf"))
    }

    @Test func heavyUsesTheBoldFaceRatherThanSynthesizing() throws {
        let heavy = try registry.face(family: "DejaVu Sans", weight: .heavy)
        #expect(heavy.path.hasSuffix("DejaVuSans-Bold.ttf"))
        #expect(!heavy.synthesis.contains(.bold))
    }

    @Test func aFamilyWithoutABoldFaceIsEmboldened() throws {
        // The family "DejaVu Sans Light" has one face, ExtraLight (fonts-dejavu-extra).
        let lonely = try registry.face(family: "DejaVu Sans Light", weight: .regular)
        let bold = try registry.face(family: "DejaVu Sans Light", weight: .bold)
        #expect(lonely.synthesis.isEmpty)
        #expect(bold.path == lonely.path)
        #expect(bold.synthesis == .bold)
        #expect(FontWeightTests.width(of: lonely.glyphOutline(36)) < FontWeightTests.width(of: bold.glyphOutline(36)))
    }

    /// The horizontal extent of an outline's on-curve points.
    static func width(of path: Path) -> Double {
        let xs = path.elements.compactMap { element -> Double? in
            switch element {
            case .move(let p), .line(let p): p.x
            case .quad(_, let p), .cubic(_, _, let p): p.x
            case .close: nil
            }
        }
        return (xs.max() ?? 0) - (xs.min() ?? 0)
    }

    @Test func italicFindsTheObliqueFace() throws {
        let oblique = try registry.face(family: "DejaVu Sans", weight: .regular, italic: true)
        #expect(oblique.path.contains("Oblique"))
        #expect(oblique.synthesis.isEmpty)
    }

    @Test func boldWeightsChangeTheMeasuredWidth() throws {
        let engine = TextEngine(registry: registry)
        let regular = try engine.layout("Weight", style: TextStyle(weight: .regular)).lines[0].width
        let semibold = try engine.layout("Weight", style: TextStyle(weight: .semibold)).lines[0].width
        #expect(semibold > regular)
    }
}
