/// One laid-out line of a paragraph.
public struct TextLine: Sendable, Hashable {
    /// The line's text without its trailing whitespace and line break.
    public var text: String {
        get {
            switch source {
            case .string(let text): return text
            case .slice(let string, let range):
                let utf8 = string.utf8
                let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
                return String(decoding: utf8[start..<utf8.index(start, offsetBy: range.count)], as: UTF8.self)
            }
        }
        set { source = .string(newValue) }
    }
    /// Where `text` comes from: its own string, or bytes of the laid-out string copied out when read,
    /// so that laying out a paragraph makes no string per line (a third of its allocations).
    private var source: Source
    private enum Source: Sendable {
        case string(String)
        case slice(String, Range<Int>)
    }
    /// The width of the line's ink advance in points, trailing whitespace excluded.
    public var width: Double
    /// The baseline's distance from the top of the layout, in points.
    public var baseline: Double
    /// The part of the laid-out string this line shows, as UTF-8 offsets into it (trailing whitespace
    /// included, line break excluded; for a truncated line, everything the ellipsis stands for).
    public var range: Range<Int>
    /// Where the line starts, in points from the layout's left edge (alignment and indent applied).
    public var x: Double
    /// The line's ascent above its baseline: the largest ascender of the fonts on the line, in points.
    public var ascent: Double
    /// The line's descent below its baseline: the largest descender of the fonts on the line, in points (positive).
    public var descent: Double
    /// The line's height in points (ascent + descent + leading, after the line-height settings).
    public var height: Double
    /// The line's top, in points from the top of the layout (line and paragraph spacing come above it).
    public var top: Double
    /// A line from its parts; the fields added after the first three default to zero.
    public init(text: String, width: Double, baseline: Double, range: Range<Int> = 0..<0, x: Double = 0,
                ascent: Double = 0, descent: Double = 0, height: Double = 0, top: Double = 0) {
        self.init(source: .string(text), width: width, baseline: baseline, range: range, x: x, ascent: ascent,
                  descent: descent, height: height, top: top)
    }

    /// A line whose text is bytes `bytes` of `string` (whole UTF-8 sequences).
    init(text bytes: Range<Int>, of string: String, width: Double, baseline: Double, range: Range<Int>, x: Double,
         ascent: Double, descent: Double, height: Double, top: Double) {
        self.init(source: .slice(string, bytes), width: width, baseline: baseline, range: range, x: x, ascent: ascent,
                  descent: descent, height: height, top: top)
    }

    private init(source: Source, width: Double, baseline: Double, range: Range<Int>, x: Double, ascent: Double,
                 descent: Double, height: Double, top: Double) {
        self.source = source; self.width = width; self.baseline = baseline
        self.range = range; self.x = x; self.ascent = ascent; self.descent = descent; self.height = height
        self.top = top
    }

    public static func == (a: TextLine, b: TextLine) -> Bool {
        a.width == b.width && a.baseline == b.baseline && a.range == b.range && a.x == b.x && a.ascent == b.ascent
            && a.descent == b.descent && a.height == b.height && a.top == b.top && a.text == b.text
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text); hasher.combine(width); hasher.combine(baseline); hasher.combine(range); hasher.combine(x)
        hasher.combine(ascent); hasher.combine(descent); hasher.combine(height); hasher.combine(top)
    }
}

/// A measured and shaped paragraph: its size, its lines and the glyph runs to draw.
public struct TextLayout: Sendable {
    /// Width of the widest line and sum of line heights, rounded up to the pixel grid.
    public var size: Size
    /// The lines from top to bottom.
    public var lines: [TextLine]
    /// The glyphs to draw, in runs of one font, positioned relative to the layout's top left.
    public var runs: [GlyphRun]
    /// Characters (grapheme clusters) that no font in the fallback chain has, in order of first appearance;
    /// they are drawn as the primary font's .notdef box.
    public var missingCharacters: [Character]
    /// Underlines and strikethroughs, drawn over the glyphs.
    public var decorations: [TextDecoration]
    /// A layout from its parts.
    public init(size: Size, lines: [TextLine], runs: [GlyphRun], missingCharacters: [Character] = [],
                decorations: [TextDecoration] = []) {
        self.size = size; self.lines = lines; self.runs = runs; self.missingCharacters = missingCharacters
        self.decorations = decorations
    }

    /// `missingCharacters` as messages name them: each quoted with its code points, joined by
    /// commas (`"\u{E000}" (U+E000), "x" (U+0078)`); empty when there are none.
    public var missingCharactersNamed: String {
        missingCharacters.map { character in
            let points = character.unicodeScalars.map { scalar in
                let hex = String(scalar.value, radix: 16, uppercase: true)
                return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }
            return "\"\(character)\" (\(points.joined(separator: " ")))"
        }.joined(separator: ", ")
    }
}

extension TextLayout {
    /// The lines in `range` alone, moved up so the first one's top is at 0: what a page shows of a
    /// paragraph that flows across pages. The height (from the first line's top to the last one's
    /// bottom) is rounded up to 1/`scale`; the width stays the paragraph's.
    public func lines(_ range: Range<Int>, scale: Double) -> TextLayout {
        guard let first = range.first, range.upperBound <= lines.count else {
            return TextLayout(size: Size(width: size.width, height: 0), lines: [], runs: [])
        }
        let top = lines[first].top
        let bottom = lines[range.upperBound - 1].top + lines[range.upperBound - 1].height
        // A glyph belongs to the line whose baseline it sits on; lines' bands do not overlap.
        let firstBaseline = lines[first].baseline, lastBaseline = lines[range.upperBound - 1].baseline
        var kept: [GlyphRun] = []
        for run in runs {
            var glyphs: [UInt32] = [], positions: [Point] = []
            for (glyph, position) in zip(run.glyphs, run.positions)
            where position.y >= firstBaseline && position.y <= lastBaseline {
                glyphs.append(glyph)
                positions.append(Point(x: position.x, y: position.y - top))
            }
            if !glyphs.isEmpty {
                kept.append(GlyphRun(font: run.font, fontSize: run.fontSize, glyphs: glyphs, positions: positions, color: run.color))
            }
        }
        let bandTop = lines[first].top, bandBottom = bottom
        let decorations = decorations.filter { $0.rect.midY >= bandTop && $0.rect.midY <= bandBottom }.map { decoration in
            var moved = decoration
            moved.rect.origin.y -= top
            return moved
        }
        let moved = lines[range].map { line in
            var line = line
            line.top -= top; line.baseline -= top
            return line
        }
        let height = max(0, ((bottom - top) * scale - 1e-6).rounded(.up) / scale)
        return TextLayout(size: Size(width: size.width, height: height), lines: moved, runs: kept,
                          missingCharacters: missingCharacters, decorations: decorations)
    }
}
