import Foundation

/// A row of a table (UIKit's `UITableViewCell`): a `contentView` for the row's content (the
/// built-in styles' `textLabel`, `detailTextLabel` and `imageView`, a content configuration, or a
/// team's own subviews with their constraints), an accessory at the trailing edge, and backgrounds
/// for the normal and selected states. Alone (`assertSnapshot(of: cell, size: .width(375))`) or in
/// a table with `rowHeight = automaticDimension`, a cell is as tall as its content's constraints
/// make it: `contentView` is pinned to the cell's edges by constraints.
///
/// Styles as iOS 17 draws them: `textLabel` in the body style (17 pt, `label`); `.subtitle`'s
/// `detailTextLabel` under it in caption 1 (12 pt, `secondaryLabel`); `.value1`'s trailing on the
/// same line in the body style and `secondaryLabel`; `.value2`'s text right-aligned in a narrow
/// column in subheadline (15 pt) and the tint color, its detail after it in subheadline and
/// `label`. 16-pt side margins (20 pt in cells 414 pt wide and wider), 11-pt top and bottom
/// margins, rows at least 44 pt tall.
///
/// Differs from UIKit: a table makes a registered class's cell through the required initializer
/// `init(dequeuedWithReuseIdentifier:)`, which every subclass inherits as long as it overrides
/// `init(style:reuseIdentifier:)` (or declares no initializer); a subclass whose only initializer
/// is a new one (`init(title:)`) must also override `init(style:reuseIdentifier:)`.
/// Editing controls (delete, reorder) and swipe actions are not drawn.
open class UITableViewCell: UIView, ListBuiltInContent {
    /// The built-in layouts of a cell's labels (UIKit's `UITableViewCell.CellStyle`).
    public enum CellStyle: Int, Sendable, Hashable { case `default`, value1, value2, subtitle }
    /// How a selected cell is drawn: `.none` draws no selection, the others the gray selection background.
    public enum SelectionStyle: Int, Sendable, Hashable { case none, blue, gray, `default` }
    /// The standard accessories (UIKit's `UITableViewCell.AccessoryType`).
    public enum AccessoryType: Int, Sendable, Hashable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }
    /// UIKit's editing styles; editing controls are not drawn.
    public enum EditingStyle: Int, Sendable, Hashable { case none, delete, insert }
    /// UIKit's focus styles (tvOS, keyboards); inert.
    public enum FocusStyle: Int, Sendable, Hashable { case `default`, custom }
    /// UIKit's drag states; inert.
    public enum DragState: Int, Sendable, Hashable { case none, lifting, dragging }

    public let reuseIdentifier: String?
    let style: CellStyle
    /// The view a cell's content goes in.
    public let contentView: UIView
    private var contentTrailing: NSLayoutConstraint!

    /// The table whose row this is, while it is one.
    weak var table: UITableView?

    /// Makes a cell of `style`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        let content = ListRowContentView()
        contentView = content
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        content.owner = self
        setUpContentView()
    }
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        let content = ListRowContentView()
        contentView = content
        super.init(coder: coder)
        content.owner = self
        setUpContentView()
    }
    /// A cell of the default style.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }
    /// Not UIKit: how a table makes a cell of a registered class (UIKit does it through the
    /// Objective-C runtime). It calls `init(style: .default, reuseIdentifier:)`, the subclass's
    /// override if it has one.
    public required convenience init(dequeuedWithReuseIdentifier identifier: String?) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    private func setUpContentView() {
        addSubview(contentView)
        // The trailing edge moves in before the accessory.
        contentTrailing = contentView.pinEdges(to: self)[1]
        applyMargins(forWidth: bounds.width)
    }

    // MARK: Built-in content

    private(set) var builtInTextLabel: UILabel?
    private(set) var builtInDetailLabel: UILabel?
    private(set) var builtInImageView: UIImageView?

    /// The style's text, made on first use (body style, `label`).
    public var textLabel: UILabel? {
        if let builtInTextLabel { return builtInTextLabel }
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: style == .value2 ? .subheadline : .body)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = style == .value2 ? tintColor : .label
        label.textAlignment = style == .value2 ? .right : .natural
        label.numberOfLines = 1
        contentView.addSubview(label)
        builtInTextLabel = label
        return label
    }
    /// The style's secondary text, made on first use; nil for `.default`, which has none.
    public var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let builtInDetailLabel { return builtInDetailLabel }
        let label = UILabel()
        label.adjustsFontForContentSizeCategory = true
        switch style {
        case .subtitle:
            label.font = .preferredFont(forTextStyle: .caption1)
            label.textColor = .secondaryLabel
        case .value1:
            label.font = .preferredFont(forTextStyle: .body)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        default:
            label.font = .preferredFont(forTextStyle: .subheadline)
            label.textColor = .label
        }
        contentView.addSubview(label)
        builtInDetailLabel = label
        if builtInTextLabel == nil { _ = textLabel }
        return label
    }
    /// The style's leading image, made on first use.
    public var imageView: UIImageView? {
        if let builtInImageView { return builtInImageView }
        let view = UIImageView()
        view.contentMode = .scaleAspectFit
        contentView.addSubview(view)
        builtInImageView = view
        return view
    }

    var builtInLayout: ListContentLayout {
        var layout = ListContentLayout(margins: .zero, arrangement: style.arrangement)
        layout.minimumHeight = 44
        layout.verticalPadding = style == .subtitle ? 1 : 3
        return layout
    }

    // MARK: Configurations

    /// A list content configuration with the metrics of the table the cell is in (UIKit's
    /// `defaultContentConfiguration()`): a plain row; a value row for `.value1`; a subtitle row for `.subtitle`.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .value1: .valueCell()
        case .subtitle: .subtitleCell()
        default: .cell()
        }
    }

    /// The content drawn in `contentView` instead of the built-in labels; its view fills `contentView`.
    public var contentConfiguration: UIContentConfiguration? {
        didSet { installContentConfiguration() }
    }
    /// The background drawn instead of `backgroundColor` and `backgroundView`.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { setNeedsLayout() }
    }
    public var automaticallyUpdatesContentConfiguration = true
    public var automaticallyUpdatesBackgroundConfiguration = true
    private var configurationSlot = ContentConfigurationSlot()
    var hasContentConfiguration: Bool { contentConfiguration != nil }

    private func installContentConfiguration() {
        builtInTextLabel?.isHidden = contentConfiguration != nil
        builtInDetailLabel?.isHidden = contentConfiguration != nil
        builtInImageView?.isHidden = contentConfiguration != nil
        var configuration = contentConfiguration
        if automaticallyUpdatesContentConfiguration { configuration = configuration?.updated(for: configurationState) }
        configurationSlot.show(configuration, in: contentView)
    }

    /// The state the configurations are drawn for.
    public var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        state.isDisabled = !isUserInteractionEnabled
        return state
    }
    /// Called when the state changes; the default applies `updated(for:)` to the configurations.
    open func updateConfiguration(using state: UICellConfigurationState) {}
    public func setNeedsUpdateConfiguration() { stateChanged() }

    private func stateChanged() {
        updateConfiguration(using: configurationState)
        if contentConfiguration != nil, automaticallyUpdatesContentConfiguration { installContentConfiguration() }
        setNeedsLayout()
    }

    // MARK: Accessories

    public var accessoryType: AccessoryType = .none { didSet { if accessoryType != oldValue { accessoryChanged() } } }
    /// A view drawn at the trailing edge instead of `accessoryType`'s glyph, at its own size (a switch).
    public var accessoryView: UIView? { didSet { if accessoryView !== oldValue { accessoryChanged() } } }
    public var editingAccessoryType: AccessoryType = .none
    public var editingAccessoryView: UIView?
    private var glyph: TableCellAccessoryGlyph?

    /// The view at the trailing edge: the accessory view, or the glyph of the accessory type.
    private var shownAccessory: UIView? {
        if let accessoryView { return accessoryView }
        return accessoryType == .none ? nil : glyph
    }

    /// The accessory now among the subviews.
    private var placedAccessory: UIView?

    private func accessoryChanged() {
        glyph = accessoryType == .none ? nil : TableCellAccessoryGlyph(type: accessoryType)
        placedAccessory?.removeFromSuperview()
        placedAccessory = shownAccessory
        if let placedAccessory { addSubview(placedAccessory) }
        applyMargins(forWidth: bounds.width)
        setNeedsLayout()
    }

    // MARK: Backgrounds and selection

    public var backgroundView: UIView? {
        didSet { replace(oldValue, with: backgroundView, at: 0) }
    }
    public var selectedBackgroundView: UIView? {
        didSet { replace(oldValue, with: selectedBackgroundView, at: 1) }
    }
    public var multipleSelectionBackgroundView: UIView?
    /// The fill of the background configuration, or of the table's style when nothing else is set.
    private let automaticBackground = UIView()

    private func replace(_ old: UIView?, with new: UIView?, at index: Int) {
        old?.removeFromSuperview()
        if let new { insertSubview(new, at: min(index, subviews.count)) }
        setNeedsLayout()
    }

    public var selectionStyle: SelectionStyle = .default
    public var isSelected = false { didSet { if isSelected != oldValue { stateChanged() } } }
    public var isHighlighted = false { didSet { if isHighlighted != oldValue { stateChanged() } } }
    public var isEditing = false
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    public var showsReorderControl = false
    public var shouldIndentWhileEditing = true
    public var indentationLevel = 0
    public var indentationWidth: CGFloat = 10
    public var focusStyle: FocusStyle = .default
    public var userInteractionEnabledWhileDragging = false
    open func dragStateDidChange(_ dragState: DragState) {}

    /// The inset of the separator under the cell; unset, the table's, or the start of the text
    /// when the cell shows an image (as iOS aligns separators with the text).
    public var separatorInset: UIEdgeInsets {
        get { explicitSeparatorInset ?? table?.separatorInset ?? UIEdgeInsets(top: 0, left: horizontalMargin, bottom: 0, right: 0) }
        set { explicitSeparatorInset = newValue }
    }
    var explicitSeparatorInset: UIEdgeInsets?

    /// Called before the table hands the cell out again; override to clear per-row state.
    open func prepareForReuse() {}

    // MARK: Layout

    /// The side margin of the cell's content: 16 pt, 20 pt in cells 414 pt wide and wider (iPhone
    /// Plus and Max widths), as iOS's readable layout margins.
    private(set) var horizontalMargin: CGFloat = 16

    /// Sets the content view's margins for a cell `width` wide, and the room the accessory takes.
    func applyMargins(forWidth width: CGFloat) {
        horizontalMargin = width >= 414 ? 20 : 16
        let accessoryWidth = shownAccessory?.bounds.width ?? 0
        let trailingInset = shownAccessory == nil ? 0 : horizontalMargin + accessoryWidth
        if contentTrailing.constant != -trailingInset { contentTrailing.constant = -trailingInset }
        let margins = NSDirectionalEdgeInsets(top: 11, leading: horizontalMargin, bottom: 11,
                                              trailing: shownAccessory == nil ? horizontalMargin : 8)
        if contentView.directionalLayoutMargins != margins { contentView.directionalLayoutMargins = margins }
    }

    /// Where the text starts in the cell, for the separator.
    var textLeading: CGFloat? {
        if let list = configurationSlot.view as? UIListContentView {
            return list.frames(width: contentView.bounds.width).textLeading
        }
        return (contentView as? ListRowContentView)?.builtInFrames(width: contentView.bounds.width)?.textLeading
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        applyMargins(forWidth: bounds.width)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        if let accessory = shownAccessory {
            let size = accessory.bounds.size
            let x = rtl ? horizontalMargin : bounds.width - horizontalMargin - size.width
            let frame = CGRect(x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            if accessory.frame != frame { accessory.frame = frame }
        }
        let full = CGRect(origin: .zero, size: bounds.size)
        let highlighted = (isSelected || isHighlighted) && selectionStyle != .none
        if automaticBackground.superview !== self { insertSubview(automaticBackground, at: 0) }
        if automaticBackground.frame != full { automaticBackground.frame = full }
        automaticBackground.backgroundColor = automaticBackgroundColor(highlighted: highlighted)
        if let configuration = backgroundConfiguration {
            let layer = automaticBackground.layer
            layer.cornerRadius = configuration.cornerRadius
            layer.borderWidth = configuration.strokeWidth
            layer.borderColor = configuration.strokeColor?.cgColor
            let insets = configuration.backgroundInsets
            let inset = CGRect(x: rtl ? insets.trailing : insets.leading, y: insets.top,
                               width: bounds.width - insets.leading - insets.trailing, height: bounds.height - insets.top - insets.bottom)
            if automaticBackground.frame != inset { automaticBackground.frame = inset }
        }
        if let backgroundView, backgroundView.frame != full { backgroundView.frame = full }
        if let selectedBackgroundView {
            if selectedBackgroundView.frame != full { selectedBackgroundView.frame = full }
            selectedBackgroundView.isHidden = !highlighted
        }
    }

    /// The fill under the content: the background configuration's for the state; else the
    /// selection gray (`systemGray4`) when selected without a `selectedBackgroundView`; else, when
    /// neither `backgroundColor` nor `backgroundView` is set, the table style's row color.
    private func automaticBackgroundColor(highlighted: Bool) -> UIColor? {
        if let configuration = backgroundConfiguration {
            let state = automaticallyUpdatesBackgroundConfiguration ? configuration.updated(for: configurationState) : configuration
            return state.resolvedBackgroundColor(for: tintColor)
        }
        if highlighted && selectedBackgroundView == nil { return .systemGray4 }
        if backgroundColor != nil || backgroundView != nil { return nil }
        return table.map { $0.style == .plain ? UIColor.systemBackground : .secondarySystemGroupedBackground } ?? .systemBackground
    }
}
