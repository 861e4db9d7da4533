/// A color glyph as a font stores it (an emoji of Noto Color Emoji's CBDT table): premultiplied RGBA
/// pixels at the font's bitmap strike, placed relative to the glyph's origin on the baseline.
public struct ColorGlyph: Sendable, Hashable {
    /// Pixels per em of the strike: drawing at another size scales by size / ppem.
    public var ppem: Double
    public var width: Int
    public var height: Int
    /// From the origin to the bitmap's left edge, in strike pixels.
    public var left: Int
    /// From the baseline up to the bitmap's top edge, in strike pixels.
    public var top: Int
    /// `width * height * 4` bytes, rows top to bottom, each pixel R, G, B, A premultiplied.
    public var rgba: [UInt8]

    public init(ppem: Double, width: Int, height: Int, left: Int, top: Int, rgba: [UInt8]) {
        self.ppem = ppem; self.width = width; self.height = height; self.left = left; self.top = top; self.rgba = rgba
    }
}
