import Foundation
import Testing
@testable import LayoutEngine

/// The COLR version 1 reader on Tests/Fixtures/Fonts/ColorPaints.ttf (make_font_fixtures.py says what
/// each letter paints) and on every one-byte corruption of its table.
@Suite struct ColorPaintReaderTests {
    static let font = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Fonts/ColorPaints.ttf").path

    /// The bytes of table `tag` of a TrueType file, from its table directory (OpenType "Table Directory").
    static func table(_ tag: String, in font: [UInt8]) -> [UInt8]? {
        func u32(_ i: Int) -> Int { Int(font[i]) << 24 | Int(font[i + 1]) << 16 | Int(font[i + 2]) << 8 | Int(font[i + 3]) }
        let count = Int(font[4]) << 8 | Int(font[5])
        for k in 0..<count where String(decoding: font[(12 + 16 * k)..<(16 + 16 * k)], as: UTF8.self) == tag {
            let offset = u32(12 + 16 * k + 8), length = u32(12 + 16 * k + 12)
            return Array(font[offset..<(offset + length)])
        }
        return nil
    }

    static let palette = [Color(red: 255, green: 0, blue: 0), Color(red: 0, green: 0, blue: 255), Color(red: 0, green: 255, blue: 0)]

    func glyphs(_ text: String) throws -> [UInt32] {
        try TextEngine.shared.layout(text, style: TextStyle(family: Self.font, size: 10, fallback: [])).runs.flatMap(\.glyphs)
    }

    @Test func theTreeIsTheFontsPaintsInFontUnits() throws {
        let table = try #require(Self.table("COLR", in: [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.font)))))
        var reader = try #require(try ColorPaintReader(table: table, palette: Self.palette, glyphCount: 19, isVaried: false))
        let ids = try glyphs("ADF")
        let square: UInt32 = 2, bar: UInt32 = 3
        let red = ColorPaint.PaletteColor(color: Self.palette[0], alpha: 1), blue = ColorPaint.PaletteColor(color: Self.palette[1], alpha: 1)
        #expect(try reader.read(ids[0]) == ColorGlyphPaint(paint: .glyph(square, .linearGradient(
            p0: Point(x: 0, y: 0), p1: Point(x: 800, y: 0), p2: Point(x: 0, y: 800),
            line: ColorPaint.ColorLine(extend: .pad, stops: [.init(offset: 0, color: red), .init(offset: 1, color: blue)]))), clipBox: nil))
        let rotated = try #require(try reader.read(ids[1]))
        guard case .transform(let t, .glyph(bar, .solid(red))) = rotated.paint else {
            Issue.record("D is \(rotated.paint)"); return
        }
        // A quarter turn counter-clockwise around (400, 400): (700, 400) goes to (400, 700).
        let p = t.apply(Point(x: 700, y: 400))
        #expect(abs(p.x - 400) < 1e-9 && abs(p.y - 700) < 1e-9)
        #expect(try reader.read(ids[2])?.clipBox == Rect(x: 0, y: 0, width: 400, height: 800))
        #expect(try reader.read(0) == nil)
    }

    @Test func compositesNestedDeeperThanTheLimitAreMalformed() throws {
        let table = try #require(Self.table("COLR", in: [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.font)))))
        var reader = try #require(try ColorPaintReader(table: table, palette: Self.palette, glyphCount: 19, isVaried: false))
        let m = try glyphs("M")[0]
        #expect(throws: ColorPaintReader.Malformed.self) { try reader.read(m) }
        do throws(ColorPaintReader.Malformed) { _ = try reader.read(m) } catch {
            #expect(error.description == "composites nest deeper than \(ColorPaintReader.maxCompositeDepth)")
        }
    }

    /// A COLR v1 table made by hand: glyph 1 paints `gradients` linear gradients as layers, all
    /// pointing at one ColorLine of 65,535 stops (OpenType 1.9.1: header, BaseGlyphList,
    /// LayerList, PaintColrLayers, PaintLinearGradient, ColorLine).
    static func sharedLongColorLine(gradients: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        func u8(_ v: Int) { bytes.append(UInt8(v)) }
        func u16(_ v: Int) { u8(v >> 8 & 0xFF); u8(v & 0xFF) }
        func u24(_ v: Int) { u8(v >> 16 & 0xFF); u16(v & 0xFFFF) }
        func u32(_ v: Int) { u16(v >> 16 & 0xFFFF); u16(v & 0xFFFF) }
        let baseGlyphList = 34, layerList = baseGlyphList + 10, layers = layerList + 4 + 4 * gradients
        let firstGradient = layers + 6, colorLine = firstGradient + 16 * gradients
        u16(1); u16(0); u32(0); u32(0); u16(0)                         // version 1, no v0 records
        u32(baseGlyphList); u32(layerList); u32(0); u32(0); u32(0)     // lists; no clips, no variations
        u32(1); u16(1); u32(layers - baseGlyphList)                    // glyph 1 paints PaintColrLayers
        u32(gradients)
        for k in 0..<gradients { u32(firstGradient + 16 * k - layerList) }
        u8(1); u8(gradients); u32(0)                                   // PaintColrLayers: every layer
        for k in 0..<gradients {
            u8(4); u24(colorLine - (firstGradient + 16 * k))           // PaintLinearGradient
            for v in [0, 0, 100, 0, 0, 100] { u16(v) }
        }
        u8(0); u16(65_535)                                             // ColorLine: pad, 65,535 stops
        for k in 0..<65_535 { u16(k / 4); u16(k % 2); u16(16_384) }
        return bytes
    }

    @Test("gradients sharing one long ColorLine count their stops against a glyph's bound, not only their paints")
    func sharedColorLinesAreBounded() throws {
        var one = try #require(try ColorPaintReader(table: Self.sharedLongColorLine(gradients: 1), palette: Self.palette,
                                                    glyphCount: 2, isVaried: false))
        guard case .layers(let layers)? = try one.read(1)?.paint, case .linearGradient(_, _, _, let line) = layers.first else {
            Issue.record("glyph 1 is not one gradient layer"); return
        }
        #expect(line.stops.count == 65_535)
        var two = try #require(try ColorPaintReader(table: Self.sharedLongColorLine(gradients: 2), palette: Self.palette,
                                                    glyphCount: 2, isVaried: false))
        do throws(ColorPaintReader.Malformed) {
            _ = try two.read(1)
            Issue.record("two gradients of 65,535 stops each were read")
        } catch {
            #expect(error.description == "more than \(ColorPaintReader.maxStops) gradient stops")
        }
    }

    @Test("every byte of the table overwritten in turn: each glyph reads or is malformed, never a crash")
    func corruptedTablesNeverCrash() throws {
        let table = try #require(Self.table("COLR", in: [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.font)))))
        let ids = try glyphs("ABCDEFGHIJKL")
        var malformed = 0, read = 0
        for index in table.indices {
            for value: UInt8 in [0x00, 0xFF] {
                var bytes = table
                bytes[index] = value
                do throws(ColorPaintReader.Malformed) {
                    guard var reader = try ColorPaintReader(table: bytes, palette: Self.palette, glyphCount: 19, isVaried: false) else { continue }
                    for glyph in ids {
                        do throws(ColorPaintReader.Malformed) { _ = try reader.read(glyph); read += 1 } catch { malformed += 1 }
                    }
                } catch {
                    malformed += 1
                }
            }
        }
        #expect(malformed > 0 && read > 0)
    }
}
