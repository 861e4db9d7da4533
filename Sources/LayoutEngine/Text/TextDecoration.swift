/// A line drawn under or through glyphs (underline, strikethrough), placed by the text layout.
public struct TextDecoration: Sendable, Hashable {
    /// UIKit's `NSUnderlineStyle` patterns.
    public enum Style: Sendable, Hashable {
        /// One line of the font's underline thickness.
        case single
        /// One line twice as thick.
        case thick
        /// Two lines of the font's thickness, one thickness apart.
        case double
    }

    /// The filled area, in points relative to the layout's top left (y down); a double line is two.
    public var rect: Rect
    /// nil: the color the text node is drawn in.
    public var color: Color?

    public init(rect: Rect, color: Color?) {
        self.rect = rect; self.color = color
    }
}
