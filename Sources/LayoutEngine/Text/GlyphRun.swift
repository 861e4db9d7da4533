/// What a painter needs from a font to draw its glyphs: outlines in font units.
/// The text engine's font faces conform; tests may supply simple shapes.
public protocol GlyphOutlineSource: AnyObject, Sendable {
    /// Identifies the face for glyph caches; unique among live sources.
    var cacheKey: Int { get }
    /// Font units per em: an outline scaled by size / unitsPerEm is in points.
    var unitsPerEm: Double { get }
    /// The outline of `glyph` in font units, y up (as in the font file), origin on the baseline.
    func glyphOutline(_ glyph: UInt32) -> Path
    /// The color bitmap of `glyph` when the font draws it in color (an emoji), nil to draw the outline.
    func colorGlyph(_ glyph: UInt32) -> ColorGlyph?
    /// The colored outline layers of `glyph` (a COLR font), bottom first; nil to draw its own outline.
    func colorLayers(_ glyph: UInt32) -> [ColorLayer]?
    /// The COLR version 1 paint graph of `glyph`; nil to draw its layers or its outline.
    func colorPaint(_ glyph: UInt32) -> ColorGlyphPaint?
}

extension GlyphOutlineSource {
    /// Outline fonts have no color glyphs.
    public func colorGlyph(_ glyph: UInt32) -> ColorGlyph? { nil }
    /// Outline fonts have no color layers.
    public func colorLayers(_ glyph: UInt32) -> [ColorLayer]? { nil }
    /// Outline fonts have no paint graphs.
    public func colorPaint(_ glyph: UInt32) -> ColorGlyphPaint? { nil }
}

/// A run of shaped glyphs in one font at one size, ready to draw without shaping again.
public struct GlyphRun: Sendable {
    public var font: any GlyphOutlineSource
    /// The font size in points.
    public var fontSize: Double
    public var glyphs: [UInt32]
    /// Each glyph's origin on the baseline, in points, relative to the text layout's top left (y down).
    public var positions: [Point]
    /// The glyphs' own color (an attributed run's); nil draws them in the text node's color.
    public var color: Color?
    public init(font: any GlyphOutlineSource, fontSize: Double, glyphs: [UInt32], positions: [Point], color: Color? = nil) {
        self.font = font; self.fontSize = fontSize; self.glyphs = glyphs; self.positions = positions; self.color = color
    }
}
