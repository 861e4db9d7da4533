import Foundation
import LayoutEngine

/// A navigation bar (UIKit's `UINavigationBar`): its top item's title, one line, centered
/// between the bar's buttons; the back button to the previous item (a chevron and the previous
/// title, or "Back", in the tint color); the leading and trailing bar button items; in a
/// navigation controller a large title and the search bar under it.
///
/// Metrics (iOS 11 to 17 on iPhone): the bar's row is 44 points (`standardHeight`); a large title
/// adds 52 (`largeTitleHeight`: 96 in all, Geoff Hackworth, "iPad Navigation Bar and Toolbar
/// Height Changes in iOS 12", 2018, measured 44 + 52); a prompt adds 30 above the row; a search
/// bar adds 52 below. The title is `UIFont.preferredFont(forTextStyle: .headline)`, 17 pt
/// semibold; the large title 34 pt bold, 16 points from the leading edge, its baseline 41 below
/// the row (our reading of iOS 17; Apple publishes no number); buttons 17 pt, 16 points from the
/// edges; the back chevron 8 from the leading edge. In right-to-left layouts the bar is mirrored
/// (the "left" items and the back button lead, on the right).
///
/// Background (iOS 15 and later): when the content is at its top edge, as a snapshot shows it,
/// the bar draws `scrollEdgeAppearance`, or when there is none the standard appearance without
/// its background and shadow (clear, as UIKit's documentation of `scrollEdgeAppearance` says);
/// scrolled content draws `standardAppearance` (the chrome material and a hairline). The
/// background reaches up under the status bar. The title label is named after the bar
/// (`<bar's accessibilityIdentifier>.title`).
open class UINavigationBar: UIView {
    /// UIKit's standard navigation bar height on iPhone.
    public static let standardHeight: CGFloat = 44
    /// What a large title adds under the row.
    public static let largeTitleHeight: CGFloat = 52
    /// What a prompt adds above the row.
    public static let promptHeight: CGFloat = 30
    /// What a navigation item's search bar adds under the titles.
    public static let searchBarHeight: CGFloat = 52
    /// The title's margin from the bar's sides: a long title stops this far in.
    static let titleMargin: CGFloat = 16
    /// The buttons' and the large title's margin from the bar's sides (the layout margin of an
    /// iPhone narrower than 414 points; 20 on wider screens).
    func itemMargin() -> CGFloat { bounds.width >= 414 ? 20 : 16 }
    /// The back chevron's distance from the leading edge, and from the chevron to its title.
    static let backChevronInset: CGFloat = 8
    static let backTitleGap: CGFloat = 6
    /// The large title's font: 34 points, bold.
    static let largeTitleFont = UIFont.systemFont(ofSize: 34, weight: .bold)
    /// The large title's baseline below the top of its area.
    static let largeTitleBaseline: Double = 41

    public private(set) var items: [UINavigationItem]?
    /// The item whose title the bar shows.
    public var topItem: UINavigationItem? { items?.last }
    /// The item under the top one: the back button returns to it.
    public var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }
    /// Kept (UIKit's `UINavigationBarDelegate`); never called.
    public weak var delegate: AnyObject?
    /// Whether a navigation controller shows its items' large titles.
    public var prefersLargeTitles = false { didSet { setNeedsLayout() } }
    /// `.font` and `.foregroundColor` override the title's defaults.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { setNeedsLayout() } }
    /// `.font` and `.foregroundColor` override the large title's defaults.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { setNeedsLayout() } }
    public var standardAppearance = UINavigationBarAppearance() { didSet { setNeedsLayout() } }
    public var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { setNeedsLayout() } }
    public var compactAppearance: UINavigationBarAppearance?
    public var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// Drawn as the background color of every appearance (UIKit's pre-iOS 13 customization).
    public var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    public var isTranslucent = true
    public var barStyle: UIBarStyle = .default
    public var shadowImage: UIImage?
    public var backIndicatorImage: UIImage?
    public var backIndicatorTransitionMaskImage: UIImage?
    private var backgroundImages: [Int: UIImage] = [:]
    public func setBackgroundImage(_ image: UIImage?, for barMetrics: UIBarMetrics) { backgroundImages[barMetrics.rawValue] = image }
    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics.rawValue] }

    /// Set by a navigation controller: whether the top item's large title shows.
    var showsLargeTitle = false { didSet { if showsLargeTitle != oldValue { setNeedsLayout() } } }
    /// Set by a navigation controller: whether its content is at its top edge (the scroll-edge
    /// appearance); a standalone bar is.
    var isAtScrollEdge = true
    /// How far the background reaches above the bar (under the status bar).
    var backgroundTopExtension: CGFloat = 0
    /// The row's height: 44, or 56 in a sheet (set by a navigation controller presented as one).
    var rowHeight: CGFloat = UINavigationBar.standardHeight { didSet { if rowHeight != oldValue { setNeedsLayout() } } }
    /// A sheet's navigation bar row on iPhone (iOS 16 and 17): 12 points taller than the
    /// full-screen bar (Geoff Hackworth, "View Controller Presentation Changes in iOS and iPadOS
    /// 16", 2022; DesignSystem's `Sheet.navigationBarHeight`).
    public static let sheetHeight: CGFloat = 56

    private let titleLabel = UILabel()
    private var titleLeading: NSLayoutConstraint!
    private var titleTrailing: NSLayoutConstraint!
    private var titleCenterY: NSLayoutConstraint!
    /// The custom views, title view and search bar the bar holds as subviews.
    private var hostedViews: [UIView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.numberOfLines = 1
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLeading = titleLabel.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor, constant: UINavigationBar.titleMargin)
        titleTrailing = titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -UINavigationBar.titleMargin)
        let centerX = titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor)
        // Centered unless the buttons leave too little room on one side (then it moves aside).
        centerX.priority = UILayoutPriority(999)
        // A bar not yet given its width (a container places it after the first solve) keeps its
        // title at no width rather than a negative one.
        titleLeading.priority = UILayoutPriority(999)
        titleTrailing.priority = UILayoutPriority(999)
        titleCenterY = titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor)
        NSLayoutConstraint.activate([centerX, titleCenterY, titleLeading, titleTrailing,
                                     titleLabel.widthAnchor.constraint(greaterThanOrEqualToConstant: 0)])
        updateTitle()
    }
    public required init?(coder: NSCoder) { nil }

    open override var accessibilityIdentifier: String? {
        didSet { titleLabel.accessibilityIdentifier = accessibilityIdentifier.map { $0 + ".title" } }
    }

    /// Shows `items`, the last one's title.
    public func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        self.items = items
        for item in items ?? [] { item.observe(by: self) }
        updateTitle()
        setNeedsLayout()
    }

    /// Pushes `item` on top: its title shows.
    public func pushItem(_ item: UINavigationItem, animated: Bool) {
        setItems((items ?? []) + [item], animated: animated)
    }

    /// Pops the top item.
    @discardableResult
    public func popItem(animated: Bool) -> UINavigationItem? {
        guard var items, let top = items.popLast() else { return nil }
        setItems(items, animated: animated)
        return top
    }

    /// The height the bar's content takes: the row, a prompt above it, a large title and a
    /// search bar under it.
    var contentHeight: CGFloat {
        var height = rowHeight
        if topItem?.prompt != nil { height += UINavigationBar.promptHeight }
        if showsLargeTitle { height += UINavigationBar.largeTitleHeight }
        if topItem?.searchController != nil { height += UINavigationBar.searchBarHeight }
        return height
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: contentHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: contentHeight) }

    /// The appearance drawn now (see the type's documentation).
    var resolvedAppearance: UINavigationBarAppearance {
        let standard = topItem?.standardAppearance ?? standardAppearance
        guard isAtScrollEdge else { return standard }
        if let edge = topItem?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
        let clear = standard.copy()
        clear.configureWithTransparentBackground()
        return clear
    }

    /// The row's top: under the prompt, if any.
    private var rowTop: CGFloat { topItem?.prompt != nil ? UINavigationBar.promptHeight : 0 }

    private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The row's items measured: the back button's parts, the leading and trailing items.
    private struct Row {
        var back: (chevronX: CGFloat, title: BarText?, titleX: CGFloat, end: CGFloat)?
        var leading: [BarButtonLayout] = []
        var leadingXs: [CGFloat] = []
        var trailing: [BarButtonLayout] = []
        var trailingXs: [CGFloat] = []
        /// Where the leading items end and the trailing ones start (leading coordinates).
        var leadingEnd: CGFloat = 0
        var trailingStart: CGFloat = 0
    }

    private func measureRow() -> Row {
        var row = Row()
        let width = bounds.width
        let margin = itemMargin()
        let appearance = resolvedAppearance
        let tint: UIColor = tintColor
        guard let top = topItem else { return row }
        let leftItems = top.leftBarButtonItems ?? []
        var start = margin
        if let back = backItem, !top.hidesBackButton, leftItems.isEmpty || top.leftItemsSupplementBackButton {
            let chevronX = UINavigationBar.backChevronInset
            var end = chevronX + CGFloat(BarGlyph.chevronBackward.size.width)
            var text: BarText?
            var titleX = end
            let attributes = appearance.backButtonAppearance.normal.titleTextAttributes
            if var title = back.backTitle(mode: top.backButtonDisplayMode) {
                var measured = BarText(title, font: .systemFont(ofSize: 17), color: tint, attributes: attributes)
                // A title longer than a third of the bar is "Back", as UIKit shortens it.
                if measured.size.width > width / 3, back.backBarButtonItem?.title == nil, back.backButtonTitle == nil {
                    title = "Back"
                    measured = BarText(title, font: .systemFont(ofSize: 17), color: tint, attributes: attributes)
                }
                titleX = end + UINavigationBar.backTitleGap
                end = titleX + measured.size.width
                text = measured
            }
            row.back = (chevronX, text, titleX, end)
            start = end + BarButtonLayout.spacing
        }
        let buttonAttributes = appearance.buttonAppearance.normal.titleTextAttributes
        row.leading = leftItems.compactMap { BarButtonLayout($0, tint: tint, attributes: buttonAttributes) }
        let leading = BarButtonLayout.row(row.leading, start: start)
        row.leadingXs = leading.xs
        row.leadingEnd = row.leading.isEmpty ? (row.back?.end ?? 0) : leading.end
        // Trailing items: the first is outermost, at the trailing margin.
        row.trailing = (top.rightBarButtonItems ?? []).compactMap { BarButtonLayout($0, tint: tint, attributes: buttonAttributes) }
        var x = width - margin
        for (index, item) in row.trailing.enumerated() {
            if index > 0, !item.isSpace, !row.trailing[index - 1].isSpace { x -= BarButtonLayout.spacing }
            x -= item.width
            row.trailingXs.append(x)
        }
        row.trailingStart = row.trailing.isEmpty ? width : x
        return row
    }

    /// A rectangle given in leading coordinates, in the bar's (mirrored in right to left).
    private func rect(leadingX: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) -> Rect {
        let x = isRightToLeft ? bounds.width - leadingX - width : leadingX
        return Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateTitle()
        let row = measureRow()
        // The title stays clear of the buttons.
        let leadingInset = max(UINavigationBar.titleMargin, row.leadingEnd + 8)
        let trailingInset = max(UINavigationBar.titleMargin, bounds.width - row.trailingStart + 8)
        if titleLeading.constant != leadingInset { titleLeading.constant = leadingInset }
        if titleTrailing.constant != -trailingInset { titleTrailing.constant = -trailingInset }
        // In a bar as tall as its content the title is in the middle of the row (under a prompt);
        // a bar made taller (a sheet's) centers it.
        let centerOffset = abs(bounds.height - contentHeight) < 0.5 ? rowTop + rowHeight / 2 - bounds.height / 2 : 0
        if titleCenterY.constant != centerOffset { titleCenterY.constant = centerOffset }
        var hosted: [UIView] = []
        let rowTop = self.rowTop
        for (item, x) in zip(row.leading + row.trailing, row.leadingXs + row.trailingXs) {
            guard case .custom(let view) = item.content else { continue }
            let height = min(view.bounds.height > 0 ? view.bounds.height : view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height,
                             rowHeight)
            hosted.append(view)
            place(view, CGRect(rect(leadingX: x, y: rowTop + (rowHeight - height) / 2, width: item.width, height: height)))
        }
        if let titleView = topItem?.titleView {
            var size = titleView.bounds.size
            if size == .zero { size = titleView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) }
            let available = max(0, min(row.trailingStart - 8, bounds.width - leadingInset) - max(leadingInset, 0))
            size.width = min(size.width, available)
            size.height = min(size.height, rowHeight)
            var x = (bounds.width - size.width) / 2
            x = min(max(x, leadingInset), bounds.width - trailingInset - size.width)
            hosted.append(titleView)
            place(titleView, CGRect(rect(leadingX: x, y: rowTop + (rowHeight - size.height) / 2,
                                         width: size.width, height: size.height)))
        }
        if let searchBar = topItem?.searchController?.searchBar {
            let y = rowTop + rowHeight + (showsLargeTitle ? UINavigationBar.largeTitleHeight : 0)
            searchBar.fieldInset = itemMargin()
            searchBar.drawsBackground = false
            hosted.append(searchBar)
            place(searchBar, CGRect(x: 0, y: y, width: bounds.width, height: UINavigationBar.searchBarHeight))
        }
        for view in hostedViews where !hosted.contains(where: { $0 === view }) && view.superview === self { view.removeFromSuperview() }
        hostedViews = hosted
    }

    /// Adds `view` if needed and sets its frame when it changed.
    private func place(_ view: UIView, _ frame: CGRect) {
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = true
        if view.frame != frame { view.frame = frame }
    }

    override func contentNodes(id: String, traits: UITraitCollection) -> [SceneNode] {
        var nodes: [SceneNode] = []
        let appearance = barTintColor == nil ? resolvedAppearance : resolvedAppearance.copy()
        let width = Double(bounds.width), height = Double(bounds.height)
        if let barTintColor {
            appearance.backgroundEffect = nil
            appearance.backgroundColor = barTintColor
        }
        let extensionTop = Double(backgroundTopExtension)
        nodes += appearance.backgroundNodes(id: id, rect: Rect(x: 0, y: -extensionTop, width: width, height: height + extensionTop),
                                            shadowEdgeY: height, shadowAbove: false, traits: traits)
        guard let top = topItem else { return nodes }
        let row = measureRow()
        let rowTop = self.rowTop
        let tint: UIColor = tintColor
        if let prompt = top.prompt {
            let text = BarText(prompt, font: .systemFont(ofSize: 13), color: .secondaryLabel)
            let size = text.size
            nodes.append(text.node(id: id + ".prompt", frame: Rect(x: (width - Double(size.width)) / 2, y: 8, width: Double(size.width),
                                                                  height: Double(size.height)), traits: traits))
        }
        if let back = row.back {
            let glyph = BarGlyph.chevronBackward
            let chevron = rect(leadingX: back.chevronX, y: rowTop + (rowHeight - CGFloat(glyph.size.height)) / 2,
                               width: CGFloat(glyph.size.width), height: CGFloat(glyph.size.height))
            nodes.append(glyph.node(id: id + ".back.chevron", origin: chevron.origin, color: tint.color(for: traits), mirrored: isRightToLeft))
            if let text = back.title {
                let size = text.size
                nodes.append(text.node(id: id + ".back.title", frame: rect(leadingX: back.titleX, y: rowTop + (rowHeight - size.height) / 2,
                                                                           width: size.width, height: size.height), traits: traits))
            }
        }
        for (index, (item, x)) in zip(row.leading + row.trailing, row.leadingXs + row.trailingXs).enumerated() {
            let frame = rect(leadingX: x, y: rowTop, width: item.width, height: rowHeight)
            nodes += item.nodes(id: id + ".item\(index)", frame: frame, tint: tint, traits: traits, mirrored: isRightToLeft)
        }
        if showsLargeTitle, let title = top.title, !title.isEmpty {
            let attributes = (largeTitleTextAttributes ?? [:]).merging(appearance.largeTitleTextAttributes) { $1 }
            let text = BarText(title, font: UINavigationBar.largeTitleFont, color: .label, attributes: attributes)
            let margin = itemMargin()
            let size = text.size
            let y = rowTop + rowHeight + CGFloat(UINavigationBar.largeTitleBaseline - text.baseline)
            nodes.append(text.node(id: id + ".largeTitle", frame: rect(leadingX: margin, y: y, width: min(size.width, bounds.width - 2 * margin),
                                                                      height: size.height), traits: traits))
        }
        return nodes
    }

    private func updateTitle() {
        let appearance = resolvedAppearance
        let attributes = (titleTextAttributes ?? [:]).merging(appearance.titleTextAttributes) { $1 }
        let text = topItem?.titleView == nil ? topItem?.title : nil
        if titleLabel.text != text { titleLabel.text = text }
        let font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)
        if titleLabel.font != font { titleLabel.font = font }
        titleLabel.textColor = attributes[.foregroundColor] as? UIColor ?? .label
        // At the top of the content a large title replaces the row's title.
        titleLabel.alpha = showsLargeTitle ? 0 : 1
    }
}

/// UIKit's bar styles; kept.
public enum UIBarStyle: Int, Sendable { case `default` = 0, black = 1 }

/// UIKit's bar metrics for background images; kept.
public enum UIBarMetrics: Int, Sendable { case `default` = 0, compact = 1, defaultPrompt = 101, compactPrompt = 102 }

/// A bar's place on screen (UIKit's `UIBarPosition`); kept.
public enum UIBarPosition: Int, Sendable { case any = 0, bottom, top, topAttached }
