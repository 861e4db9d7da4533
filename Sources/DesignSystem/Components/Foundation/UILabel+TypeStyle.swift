import LayoutEngine
import ViewKit

extension UILabel {
    /// A label named `id` showing `text` in a theme type style: Korean breaks at spaces
    /// (`hangulWordPriority`, iOS's behavior for Korean), a label of limited lines truncates
    /// at the tail, one of unlimited lines wraps at words.
    convenience init(id: String, text: String, style: TypeStyle, color: Color, alignment: NSTextAlignment = .center,
                     lines: Int = 0) {
        self.init(frame: .zero)
        self.style(id: id, text: text, style: style, color: color, alignment: alignment, lines: lines)
    }

    /// Styles this label as `init(id:text:style:color:alignment:lines:)` does a new one.
    func style(id: String, text: String, style: TypeStyle, color: Color, alignment: NSTextAlignment = .center, lines: Int = 0) {
        accessibilityIdentifier = id
        self.text = text
        font = UIFont(style)
        textColor = UIColor(color)
        textAlignment = alignment
        numberOfLines = lines
        lineBreakMode = lines == 0 ? .byWordWrapping : .byTruncatingTail
        lineBreakStrategy = .hangulWordPriority
    }
}

extension UIFont {
    /// The font of a theme type style.
    convenience init(_ style: TypeStyle) {
        self.init(family: style.family, size: style.size, weight: UIFont.Weight(style.weight))
    }
}

extension UIView {
    /// A plain view named `id`, filled with `color` when one is given.
    convenience init(id: String, color: Color? = nil) {
        self.init(frame: .zero)
        accessibilityIdentifier = id
        backgroundColor = color.map(UIColor.init)
    }
}
