import Foundation

/// Reads the paint graphs of a COLR version 1 table (OpenType 1.9, "COLR - Color Table": BaseGlyphList,
/// LayerList, ClipList and the 32 Paint formats) into `ColorPaint` trees, every offset and count
/// checked against the table's length.
///
/// Our own reader because Debian 12's FreeType 2.12.1 ships with its COLRv1 API switched off
/// (`disable_COLRv1.patch`, 2.12.1+dfsg-5+deb12u3: `FT_Get_Color_Glyph_Paint` always returns 0) and
/// HarfBuzz 6.0 has no paint API (`hb_font_paint_glyph` came in 7.0).
///
/// Variable paints (the odd formats 3 ... 31 but 11, and `VarColorStop`s) are read at their default values:
/// item variation deltas are not applied (the reader says so in `notes` when the face is not at its
/// default instance). A graph deeper than `maxDepth`, with more than `maxPaints` paints once
/// `PaintColrGlyph`s are resolved (a small table can describe an exponential tree), with composites
/// nested deeper than `maxCompositeDepth`, or with a cycle is malformed: the glyph draws as its outline.
struct ColorPaintReader {
    /// Nesting limit of paints (the spec asks readers to bound recursion; Skia and FreeType use 64).
    static let maxDepth = 64
    /// The most paints one glyph's tree may have after `PaintColrGlyph` and shared layers are expanded.
    static let maxPaints = 10_000
    /// The most gradient stops one glyph's tree may have once expanded: one ColorLine holds up to
    /// 65,535 and a small table can point thousands of gradients at the same long one, so the
    /// paints' bound alone would let a 450 KB font ask for hundreds of millions of stops.
    static let maxStops = 100_000
    /// The most composites nested in one another: each open one holds two layers of the glyph's size
    /// while it is drawn, so this bounds a glyph's memory (real fonts nest one or two).
    static let maxCompositeDepth = 8

    /// Why a glyph's graph could not be read (the glyph then draws as its outline).
    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    private let table: [UInt8]
    private let palette: [Color]
    private let glyphCount: Int
    private let baseGlyphList: Int
    private let layerList: Int
    private let clipList: Int
    /// Whether the face is at a non-default variation (variable paints are then read at defaults).
    private let isVaried: Bool

    /// What is drawn differently from the font's intent (variations not applied), each once per glyph
    /// read; the face turns them into warnings.
    private(set) var notes: [String] = []
    private var paintCount = 0, stopCount = 0, compositeDepth = 0

    /// A reader for `table` (the COLR table's bytes); nil when the table is not version 1 or has no
    /// BaseGlyphList. Throws when the header's offsets point outside the table.
    init?(table: [UInt8], palette: [Color], glyphCount: Int, isVaried: Bool) throws(Malformed) {
        guard table.count >= 4, ColorPaintReader.u16(table, 0) >= 1 else { return nil }
        guard table.count >= 34 else { throw Malformed(description: "a version 1 header needs 34 bytes, the table has \(table.count)") }
        func offset(_ at: Int, _ name: String) throws(Malformed) -> Int {
            let value = Int(ColorPaintReader.u32(table, at))
            guard value < table.count else { throw Malformed(description: "\(name) offset \(value) is past the table's end (\(table.count) bytes)") }
            return value
        }
        baseGlyphList = try offset(14, "BaseGlyphList")
        layerList = try offset(18, "LayerList")
        clipList = try offset(22, "ClipList")
        guard baseGlyphList > 0 else { return nil }
        self.table = table
        self.palette = palette
        self.glyphCount = glyphCount
        self.isVaried = isVaried
        _ = try count(at: baseGlyphList, recordSize: 6, "BaseGlyphList")
        if layerList > 0 { _ = try count(at: layerList, recordSize: 4, "LayerList") }
    }

    /// The paint of `glyph` and its clip box; nil when the glyph has no BaseGlyphPaintRecord.
    mutating func read(_ glyph: UInt32) throws(Malformed) -> ColorGlyphPaint? {
        guard let paint = try basePaintOffset(glyph) else { return nil }
        notes = []
        paintCount = 0
        stopCount = 0
        compositeDepth = 0
        var visiting: Set<UInt32> = [glyph]
        let tree = try self.paint(at: paint, depth: 0, visiting: &visiting)
        return ColorGlyphPaint(paint: tree, clipBox: try clipBox(glyph))
    }

    // MARK: Records

    /// The number of records of `recordSize` bytes after a uint32 count at `start`, all inside the table.
    private func count(at start: Int, recordSize: Int, _ name: String) throws(Malformed) -> Int {
        try need(start, 4, name)
        let n = Int(ColorPaintReader.u32(table, start))
        guard n <= (table.count - start - 4) / recordSize else {
            throw Malformed(description: "\(name) has \(n) records, more than its \(table.count - start - 4) bytes hold")
        }
        return n
    }

    /// Binary search of BaseGlyphList (records sorted by glyph ID, as the spec requires).
    private func basePaintOffset(_ glyph: UInt32) throws(Malformed) -> Int? {
        let n = try count(at: baseGlyphList, recordSize: 6, "BaseGlyphList")
        var low = 0, high = n
        while low < high {
            let mid = (low + high) / 2
            let record = baseGlyphList + 4 + mid * 6
            let id = UInt32(ColorPaintReader.u16(table, record))
            if id < glyph { low = mid + 1 } else if id > glyph { high = mid } else {
                return try target(baseGlyphList, Int(ColorPaintReader.u32(table, record + 2)), "BaseGlyphPaintRecord of glyph \(glyph)")
            }
        }
        return nil
    }

    /// The clip box of `glyph` from ClipList (format 1; a ClipBox of format 1 or 2, the variable one at
    /// its default values).
    private func clipBox(_ glyph: UInt32) throws(Malformed) -> Rect? {
        guard clipList > 0 else { return nil }
        try need(clipList, 5, "ClipList")
        let n = Int(ColorPaintReader.u32(table, clipList + 1))
        guard n <= (table.count - clipList - 5) / 7 else { throw Malformed(description: "ClipList has \(n) clips, more than the table holds") }
        for k in 0..<n {
            let record = clipList + 5 + k * 7
            let first = UInt32(ColorPaintReader.u16(table, record)), last = UInt32(ColorPaintReader.u16(table, record + 2))
            guard (first...max(first, last)).contains(glyph) else { continue }
            let box = try target(clipList, Int(ColorPaintReader.u24(table, record + 4)), "ClipBox of glyph \(glyph)")
            try need(box, 9, "ClipBox of glyph \(glyph)")
            let xMin = Double(ColorPaintReader.s16(table, box + 1)), yMin = Double(ColorPaintReader.s16(table, box + 3))
            let xMax = Double(ColorPaintReader.s16(table, box + 5)), yMax = Double(ColorPaintReader.s16(table, box + 7))
            return Rect(x: xMin, y: yMin, width: max(0, xMax - xMin), height: max(0, yMax - yMin))
        }
        return nil
    }

    // MARK: Paints

    private mutating func paint(at start: Int, depth: Int, visiting: inout Set<UInt32>) throws(Malformed) -> ColorPaint {
        guard depth < ColorPaintReader.maxDepth else { throw Malformed(description: "paints nest deeper than \(ColorPaintReader.maxDepth)") }
        paintCount += 1
        guard paintCount <= ColorPaintReader.maxPaints else { throw Malformed(description: "more than \(ColorPaintReader.maxPaints) paints") }
        try need(start, 1, "Paint")
        let format = Int(table[start])
        // Formats 3, 5, ..., 31 but 11 (PaintColrGlyph) are the variable forms of the format before them.
        let variable = format >= 3 && format <= 31 && format % 2 == 1 && format != 11
        if variable && isVaried { note("variable paints are drawn at the font's default instance") }
        // The variable formats lay out their fields as the format before them, then a varIndexBase.
        let base = variable ? format - 1 : format
        func child(_ at: Int) throws(Malformed) -> Int {
            try need(start + at, 3, "Paint format \(format)")
            return try target(start, Int(ColorPaintReader.u24(table, start + at)), "Paint format \(format)")
        }
        func fields(_ count: Int) throws(Malformed) { try need(start, count, "Paint format \(format)") }
        func s16(_ at: Int) -> Double { Double(ColorPaintReader.s16(table, start + at)) }
        func f2dot14(_ at: Int) -> Double { s16(at) / 16_384 }
        func next(_ at: Int, _ visiting: inout Set<UInt32>) throws(Malformed) -> ColorPaint {
            try paint(at: child(at), depth: depth + 1, visiting: &visiting)
        }
        func around(_ t: AffineTransform, _ cx: Double, _ cy: Double) -> AffineTransform {
            AffineTransform(translationX: -cx, y: -cy).concatenating(t).concatenating(AffineTransform(translationX: cx, y: cy))
        }
        switch base {
        case 1:
            try fields(6)
            let n = Int(table[start + 1]), first = Int(ColorPaintReader.u32(table, start + 2))
            guard layerList > 0 else { throw Malformed(description: "PaintColrLayers without a LayerList") }
            let total = try count(at: layerList, recordSize: 4, "LayerList")
            guard first <= total, n <= total - first else {
                throw Malformed(description: "PaintColrLayers names layers \(first) ..< \(first + n) of \(total)")
            }
            var layers: [ColorPaint] = []
            for k in first..<(first + n) {
                let at = try target(layerList, Int(ColorPaintReader.u32(table, layerList + 4 + 4 * k)), "LayerList paint \(k)")
                layers.append(try paint(at: at, depth: depth + 1, visiting: &visiting))
            }
            return .layers(layers)
        case 2:
            try fields(5)
            return .solid(color(Int(ColorPaintReader.u16(table, start + 1)), alpha: f2dot14(3)))
        case 4:
            try fields(16)
            return .linearGradient(p0: Point(x: s16(4), y: s16(6)), p1: Point(x: s16(8), y: s16(10)),
                                   p2: Point(x: s16(12), y: s16(14)), line: try colorLine(child(1), variable: variable))
        case 6:
            try fields(16)
            // Radii are UFWORD (unsigned).
            return .radialGradient(c0: Point(x: s16(4), y: s16(6)), r0: Double(ColorPaintReader.u16(table, start + 8)),
                                   c1: Point(x: s16(10), y: s16(12)), r1: Double(ColorPaintReader.u16(table, start + 14)),
                                   line: try colorLine(child(1), variable: variable))
        case 8:
            try fields(12)
            // Angles are F2DOT14 in units of 180 degrees with a bias of 1.0, so that 360 fits (OpenType
            // 1.9.1, PaintSweepGradient: "add 1.0 and multiply by 180° to retrieve counter-clockwise degrees").
            return .sweepGradient(center: Point(x: s16(4), y: s16(6)), startAngle: (f2dot14(8) + 1) * 180,
                                  endAngle: (f2dot14(10) + 1) * 180,
                                  line: try colorLine(child(1), variable: variable))
        case 10:
            try fields(6)
            let glyph = UInt32(ColorPaintReader.u16(table, start + 4))
            guard Int(glyph) < glyphCount else { throw Malformed(description: "PaintGlyph names glyph \(glyph) of \(glyphCount)") }
            return .glyph(glyph, try next(1, &visiting))
        case 11:
            try fields(3)
            let glyph = UInt32(ColorPaintReader.u16(table, start + 1))
            guard !visiting.contains(glyph) else { throw Malformed(description: "PaintColrGlyph \(glyph) refers to itself") }
            guard let at = try basePaintOffset(glyph) else { throw Malformed(description: "PaintColrGlyph \(glyph) has no BaseGlyphPaintRecord") }
            visiting.insert(glyph)
            defer { visiting.remove(glyph) }
            return try paint(at: at, depth: depth + 1, visiting: &visiting)
        case 12:
            try fields(7)
            let matrix = try child(4)
            try need(matrix, 24, "Affine2x3")
            func fixed(_ k: Int) -> Double { Double(Int32(bitPattern: ColorPaintReader.u32(table, matrix + 4 * k))) / 65_536 }
            // Affine2x3 is xx, yx, xy, yy, dx, dy: x' = xx·x + xy·y + dx, y' = yx·x + yy·y + dy.
            let t = AffineTransform(a: fixed(0), b: fixed(1), c: fixed(2), d: fixed(3), tx: fixed(4), ty: fixed(5))
            return .transform(t, try next(1, &visiting))
        case 14:
            try fields(8)
            return .transform(AffineTransform(translationX: s16(4), y: s16(6)), try next(1, &visiting))
        case 16, 18:
            try fields(base == 16 ? 8 : 12)
            let t = AffineTransform(scaleX: f2dot14(4), y: f2dot14(6))
            return .transform(base == 16 ? t : around(t, s16(8), s16(10)), try next(1, &visiting))
        case 20, 22:
            try fields(base == 20 ? 6 : 10)
            let t = AffineTransform(scaleX: f2dot14(4), y: f2dot14(4))
            return .transform(base == 20 ? t : around(t, s16(6), s16(8)), try next(1, &visiting))
        case 24, 26:
            try fields(base == 24 ? 6 : 10)
            // Counter-clockwise in the font's y-up space.
            let t = AffineTransform(rotationAngle: f2dot14(4) * .pi)
            return .transform(base == 24 ? t : around(t, s16(6), s16(8)), try next(1, &visiting))
        case 28, 30:
            try fields(base == 28 ? 8 : 12)
            // A positive x skew turns the y axis counter-clockwise (x' = x − tan(a)·y); a positive y
            // skew turns the x axis counter-clockwise (y' = y + tan(b)·x), as Skia's COLRv1 does.
            let t = AffineTransform(a: 1, b: Foundation.tan(f2dot14(6) * .pi), c: -Foundation.tan(f2dot14(4) * .pi), d: 1, tx: 0, ty: 0)
            return .transform(base == 28 ? t : around(t, s16(8), s16(10)), try next(1, &visiting))
        case 32:
            try fields(8)
            guard let mode = ColorPaint.CompositeMode(rawValue: Int(table[start + 4])) else {
                throw Malformed(description: "PaintComposite mode \(table[start + 4]) is not one of the spec's 28")
            }
            compositeDepth += 1
            defer { compositeDepth -= 1 }
            guard compositeDepth <= ColorPaintReader.maxCompositeDepth else {
                throw Malformed(description: "composites nest deeper than \(ColorPaintReader.maxCompositeDepth)")
            }
            return .composite(mode: mode, source: try next(1, &visiting), backdrop: try next(5, &visiting))
        default:
            throw Malformed(description: "Paint format \(format) is not defined")
        }
    }

    /// A ColorLine (or VarColorLine at its default values): extend, then stops of 6 (10) bytes.
    private mutating func colorLine(_ start: Int, variable: Bool) throws(Malformed) -> ColorPaint.ColorLine {
        try need(start, 3, "ColorLine")
        let extend: ColorPaint.ColorLine.Extend
        switch table[start] {
        case 0: extend = .pad
        case 1: extend = .repeat
        case 2: extend = .reflect
        default: throw Malformed(description: "ColorLine extend \(table[start]) is not pad, repeat or reflect")
        }
        let n = Int(ColorPaintReader.u16(table, start + 1)), size = variable ? 10 : 6
        try need(start + 3, n * size, "ColorLine")
        stopCount += n
        guard stopCount <= ColorPaintReader.maxStops else {
            throw Malformed(description: "more than \(ColorPaintReader.maxStops) gradient stops")
        }
        let stops = (0..<n).map { k in
            let stop = start + 3 + k * size
            return ColorPaint.ColorLine.Stop(offset: Double(ColorPaintReader.s16(table, stop)) / 16_384,
                                             color: color(Int(ColorPaintReader.u16(table, stop + 2)),
                                                          alpha: Double(ColorPaintReader.s16(table, stop + 4)) / 16_384))
        }
        return ColorPaint.ColorLine(extend: extend, stops: stops)
    }

    /// Palette entry `index` of CPAL palette 0 (0xFFFF: the text's color). An index past the palette
    /// draws nothing (transparent), as FreeType and Skia treat it.
    private func color(_ index: Int, alpha: Double) -> ColorPaint.PaletteColor {
        if index == 0xFFFF { return ColorPaint.PaletteColor(color: nil, alpha: alpha) }
        return ColorPaint.PaletteColor(color: palette.indices.contains(index) ? palette[index] : .clear, alpha: alpha)
    }

    private mutating func note(_ text: String) {
        if !notes.contains(text) { notes.append(text) }
    }

    // MARK: Bytes

    /// `base + offset`, which must lie inside the table and be non-zero.
    private func target(_ base: Int, _ offset: Int, _ name: String) throws(Malformed) -> Int {
        guard offset > 0, base + offset < table.count else {
            throw Malformed(description: "\(name) points to \(base + offset), outside the table (\(table.count) bytes)")
        }
        return base + offset
    }

    private func need(_ start: Int, _ length: Int, _ name: String) throws(Malformed) {
        guard start >= 0, length >= 0, start <= table.count - length else {
            throw Malformed(description: "\(name) at \(start) needs \(length) bytes past the table's end (\(table.count) bytes)")
        }
    }

    static func u16(_ b: [UInt8], _ i: Int) -> UInt16 { UInt16(b[i]) << 8 | UInt16(b[i + 1]) }
    static func s16(_ b: [UInt8], _ i: Int) -> Int16 { Int16(bitPattern: u16(b, i)) }
    static func u24(_ b: [UInt8], _ i: Int) -> UInt32 { UInt32(b[i]) << 16 | UInt32(b[i + 1]) << 8 | UInt32(b[i + 2]) }
    static func u32(_ b: [UInt8], _ i: Int) -> UInt32 { UInt32(b[i]) << 24 | u24(b, i + 1) }
}
