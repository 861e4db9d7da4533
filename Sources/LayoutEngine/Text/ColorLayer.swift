/// One layer of a color glyph from a COLR version 0 table: a glyph's outline filled with one palette
/// color, drawn over the layers before it (OpenType spec, "COLR - Color Table").
public struct ColorLayer: Sendable, Hashable {
    /// The glyph whose outline the layer fills.
    public var glyph: UInt32
    /// The palette color (CPAL palette 0); nil for the text's own color (palette index 0xFFFF).
    public var color: Color?

    public init(glyph: UInt32, color: Color?) { self.glyph = glyph; self.color = color }
}
