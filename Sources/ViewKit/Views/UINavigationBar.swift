import Foundation
import LayoutEngine

/// The title and state of one screen in a navigation bar (UIKit's `UINavigationItem`).
@preconcurrency @MainActor
open class UINavigationItem {
    /// The title the bar shows, centered, when this item is on top.
    public var title: String?

    public init(title: String) { self.title = title }
}

/// A navigation bar (UIKit's `UINavigationBar`): its top item's title, one line, centered. Its
/// intrinsic height is UIKit's standard bar height, 44 points (the container sizes it otherwise:
/// a sheet's is taller); the title is `UIFont.preferredFont(forTextStyle: .headline)`, 17 pt
/// semibold, in the label color unless `titleTextAttributes` give a `.font` or a
/// `.foregroundColor`. The background is clear, as iOS 15's scroll-edge appearance draws a bar
/// over content scrolled to its top; give it a `backgroundColor` for the standard appearance.
/// The title label is named after the bar (`<bar's accessibilityIdentifier>.title`).
open class UINavigationBar: UIView {
    /// UIKit's standard navigation bar height on iPhone.
    public static let standardHeight: CGFloat = 44
    /// The title's margin from the bar's sides: a long title stops this far in.
    static let titleMargin: CGFloat = 16

    public private(set) var items: [UINavigationItem]?
    /// The item whose title the bar shows.
    public var topItem: UINavigationItem? { items?.last }
    /// `.font` and `.foregroundColor` override the title's defaults.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { updateTitle() } }

    private let titleLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.numberOfLines = 1
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        titleLabel.snp.makeConstraints {
            $0.center.equalToSuperview()
            $0.leading.greaterThanOrEqualToSuperview().offset(UINavigationBar.titleMargin)
            $0.trailing.lessThanOrEqualToSuperview().offset(-UINavigationBar.titleMargin)
        }
        updateTitle()
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var accessibilityIdentifier: String? {
        didSet { titleLabel.accessibilityIdentifier = accessibilityIdentifier.map { $0 + ".title" } }
    }

    /// Shows `items`, the last one's title.
    public func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        self.items = items
        updateTitle()
    }

    /// Pushes `item` on top: its title shows.
    public func pushItem(_ item: UINavigationItem, animated: Bool) {
        setItems((items ?? []) + [item], animated: animated)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UINavigationBar.standardHeight)
    }

    private func updateTitle() {
        titleLabel.text = topItem?.title
        titleLabel.font = titleTextAttributes?[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = titleTextAttributes?[.foregroundColor] as? UIColor ?? .label
    }
}
