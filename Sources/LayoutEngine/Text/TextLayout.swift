/// One laid-out line of a paragraph.
public struct TextLine: Sendable, Hashable {
    /// The line's text without its trailing whitespace and line break.
    public var text: String
    /// The width of the line's ink advance in points, trailing whitespace excluded.
    public var width: Double
    /// The baseline's distance from the top of the layout, in points.
    public var baseline: Double
    public init(text: String, width: Double, baseline: Double) {
        self.text = text; self.width = width; self.baseline = baseline
    }
}

/// A measured and shaped paragraph: its size, its lines and the glyph runs to draw.
public struct TextLayout: Sendable {
    /// Width of the widest line and sum of line heights, rounded up to the pixel grid.
    public var size: Size
    public var lines: [TextLine]
    public var runs: [GlyphRun]
    public init(size: Size, lines: [TextLine], runs: [GlyphRun]) {
        self.size = size; self.lines = lines; self.runs = runs
    }
}
