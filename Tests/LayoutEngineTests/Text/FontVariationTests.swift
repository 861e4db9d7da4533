import Foundation
import Testing
@testable import LayoutEngine

/// Variable fonts: the style's weight sets a font's `wght` axis (UIKit's weights as 100 ... 900) for
/// shaping and outlines alike. The font is Tests/Fixtures/Fonts/VariableWeight.ttf (made by
/// make_font_fixtures.py): "I" advances 250, 300 and 600 units at weights 100, 400 and 900 (1000 per
/// em), linear between them, and its stem is 50, 100 and 400 units wide.
@Suite struct FontVariationTests {
    static let font = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Fonts/VariableWeight.ttf").path

    /// The advance of "I" in whole units (as HarfBuzz rounds a varied advance): linear on each side of
    /// the default (400).
    static func advance(_ weight: Double) -> Double {
        (weight <= 400 ? 300 - 50 * (400 - weight) / 300 : 300 + 300 * (weight - 400) / 500).rounded()
    }

    @Test func eachWeightSetsTheWeightAxis() throws {
        let engine = TextEngine()
        for weight in FontWeight.allCases {
            let style = TextStyle(family: Self.font, size: 10, weight: weight, fallback: [])
            let width = try engine.layout("III", style: style).lines[0].width
            #expect(abs(width - 3 * Self.advance(Double(weight.weightClass)) / 100) < 1e-9, "\(weight)")
        }
    }

    @Test func theOutlinesFollowTheAxisToo() throws {
        for (weight, right) in [(100.0, 150.0), (400, 200), (900, 500)] {
            let face = try FontFace(path: Self.font, variations: ["wght": weight])
            let glyph = try TextEngine().layout("I", style: TextStyle(family: Self.font, fallback: [])).runs[0].glyphs[0]
            // The stem is a rectangle: its corners are the moves and lines.
            let xs = face.glyphOutline(glyph).elements.compactMap { element -> Double? in
                switch element {
                case .move(let p), .line(let p): p.x
                default: nil
                }
            }
            #expect(xs.min() == 100 && xs.max() == right, "\(weight): \(xs)")
        }
    }

    @Test func valuesAreClampedToTheAxisAndUnknownAxesIgnored() throws {
        let face = try FontFace(path: Self.font, variations: ["wght": 2_000, "wdth": 50])
        #expect(face.variations == ["wght": 900])
        #expect(face.variationAxes == [FontFace.VariationAxis(tag: "wght", minimum: 100, defaultValue: 400, maximum: 900)])
    }

    @Test func aStaticFontHasNoAxes() throws {
        let face = try FontRegistry().face(family: "DejaVu Sans", weight: .semibold)
        #expect(face.variationAxes.isEmpty && face.variations.isEmpty)
    }

    @Test func eachWeightIsOneFaceOpenedOnce() throws {
        let registry = FontRegistry()
        let black = try registry.face(family: Self.font, weight: .black)
        #expect(try registry.face(family: Self.font, weight: .black) === black)
        #expect(try registry.face(family: Self.font, weight: .light) !== black)
        #expect(black.variations == ["wght": 900])
    }
}
