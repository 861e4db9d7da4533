import Foundation

extension UILabel {
    /// The height of one line of `font` as a label lays it out (the text engine's line height on
    /// the display's pixel grid): what a text field or text view is as tall as for one line. Not
    /// `font.lineHeight`, which is measured apart from a label's layout.
    static func lineHeight(of font: UIFont) -> CGFloat {
        let label = UILabel()
        label.font = font
        label.text = "X"
        return label.intrinsicContentSize.height
    }
}
