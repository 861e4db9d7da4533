import Foundation
import LayoutEngine

/// A search field in a bar (UIKit's `UISearchBar`), drawn as iOS 13 to 17 draw it: a rounded
/// field 36 points tall (corner radius 10) in the tertiary system fill, a magnifying glass and
/// the placeholder ("Search" unless set) in the secondary label color, or the text in the label
/// color, and a "Cancel" button in the tint color when `showsCancelButton`. The bar is 56 points
/// tall (52 in a navigation bar) with the field 8 points from its sides (16 in a navigation bar).
/// Metrics are our reading of iOS 17 (Apple publishes none).
///
/// Differs from UIKit: there is no `searchTextField` until ViewKit's `UITextField` is merged;
/// the scope bar is kept, not drawn.
open class UISearchBar: UIView {
    /// UIKit's search bar styles: `.minimal` draws no background.
    public enum Style: Int, Sendable { case `default` = 0, prominent, minimal }

    /// The bar's height (UIKit's default search bar).
    public static let standardHeight: CGFloat = 56
    /// The field's height and corner radius.
    static let fieldHeight: CGFloat = 36
    static let fieldCornerRadius: CGFloat = 10

    public var text: String? { didSet { setNeedsLayout() } }
    /// The gray text shown while the field is empty; "Search" when nil, as UIKit's.
    public var placeholder: String? { didSet { setNeedsLayout() } }
    public var prompt: String?
    public var searchBarStyle: Style = .default { didSet { setNeedsLayout() } }
    public var barStyle: UIBarStyle = .default
    public var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    public var isTranslucent = true
    public var showsCancelButton = false { didSet { setNeedsLayout() } }
    public func setShowsCancelButton(_ shows: Bool, animated: Bool) { showsCancelButton = shows }
    public var showsBookmarkButton = false
    public var showsSearchResultsButton = false
    public var showsScopeBar = false
    public var scopeButtonTitles: [String]?
    public var selectedScopeButtonIndex = 0
    public var searchTextPositionAdjustment = UIOffset.zero
    /// Kept (UIKit's `UISearchBarDelegate`); never called.
    public weak var delegate: AnyObject?

    /// The field's distance from the bar's sides: 8, or 16 in a navigation bar.
    var fieldInset: CGFloat = 8 { didSet { if fieldInset != oldValue { setNeedsLayout() } } }
    /// Whether the bar draws its background (not in a navigation bar, which draws its own).
    var drawsBackground = true

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { nil }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UISearchBar.standardHeight) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: UISearchBar.standardHeight) }

    override func contentNodes(id: String, traits: UITraitCollection) -> [SceneNode] {
        var nodes: [SceneNode] = []
        let width = bounds.width, height = bounds.height
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        func mirrored(_ x: CGFloat, _ w: CGFloat) -> Double { Double(rtl ? width - x - w : x) }
        if drawsBackground, searchBarStyle != .minimal {
            let fill = barTintColor ?? .systemBackground
            nodes.append(SceneNode(id: id + ".background", frame: Rect(x: 0, y: 0, width: Double(width), height: Double(height)),
                                   fill: .solid(fill.color(for: traits))))
        }
        var fieldWidth = width - 2 * fieldInset
        if showsCancelButton {
            let cancel = BarText("Cancel", font: .systemFont(ofSize: 17), color: tintColor)
            let size = cancel.size
            fieldWidth -= size.width + 12
            let x = width - fieldInset - size.width
            nodes.append(cancel.node(id: id + ".cancel", frame: Rect(x: mirrored(x, size.width), y: Double((height - size.height) / 2),
                                                                    width: Double(size.width), height: Double(size.height)), traits: traits))
        }
        fieldWidth = max(0, fieldWidth)
        let fieldY = (height - UISearchBar.fieldHeight) / 2
        nodes.append(SceneNode(id: id + ".field", frame: Rect(x: mirrored(fieldInset, fieldWidth), y: Double(fieldY), width: Double(fieldWidth),
                                                             height: Double(UISearchBar.fieldHeight)),
                               fill: .solid(UIColor.tertiarySystemFill.color(for: traits)),
                               cornerRadii: CornerRadii(all: Double(UISearchBar.fieldCornerRadius)), cornerStyle: .continuous))
        let glass = BarGlyph.magnifyingGlass
        let glassX = fieldInset + 8
        nodes.append(glass.node(id: id + ".magnifyingGlass",
                                origin: Point(x: mirrored(glassX, CGFloat(glass.size.width)), y: Double(fieldY) + (Double(UISearchBar.fieldHeight) - glass.size.height) / 2),
                                color: UIColor.secondaryLabel.color(for: traits)))
        let showsText = !(text ?? "").isEmpty
        let string = showsText ? text ?? "" : placeholder ?? "Search"
        if !string.isEmpty {
            let label = BarText(string, font: .systemFont(ofSize: 17), color: showsText ? .label : .secondaryLabel)
            let x = glassX + CGFloat(glass.size.width) + 6
            let size = label.size
            let available = max(0, fieldInset + fieldWidth - 8 - x)
            let w = min(size.width, available)
            nodes.append(label.node(id: id + (showsText ? ".text" : ".placeholder"),
                                    frame: Rect(x: mirrored(x, w), y: Double(fieldY + (UISearchBar.fieldHeight - size.height) / 2),
                                                width: Double(w), height: Double(size.height)), traits: traits))
        }
        return nodes
    }
}
