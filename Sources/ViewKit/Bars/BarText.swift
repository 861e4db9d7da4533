import Foundation
import LayoutEngine

/// One line of text a bar draws (a bar item's title, a tab's title, a badge's value): measured
/// and drawn by a label that is not in the view tree, so a bar draws its items without a view
/// each, as UIKit's bars draw theirs in private views.
@MainActor
struct BarText {
    private let label = UILabel()

    init(_ text: String, font: UIFont, color: UIColor, attributes: [NSAttributedString.Key: Any]? = nil) {
        label.text = text
        label.font = attributes?[.font] as? UIFont ?? font
        label.textColor = attributes?[.foregroundColor] as? UIColor ?? color
        label.numberOfLines = 1
    }

    /// The text's size on one line.
    var size: CGSize { label.sizeThatFits(.zero) }

    /// The distance from the text's top to its baseline.
    var baseline: Double { label.textLayout(width: nil)?.lines.first?.baseline ?? Double(size.height) * 0.8 }

    /// The text drawn in `frame` (truncated to its width, vertically centered in it).
    func node(id: String, frame: Rect, traits: UITraitCollection) -> SceneNode {
        label.frame = CGRect(frame)
        return SceneNode(id: id, frame: frame, children: label.contentNodes(id: id, traits: traits))
    }
}
