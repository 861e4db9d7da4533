import Foundation

/// A row of a list section (UIKit's `UICollectionViewListCell`): the list's row background (its
/// appearance's `UIBackgroundConfiguration` while the cell has none of its own, with inset-grouped
/// cards' 10-point corners on the section's first and last rows), a separator
/// below every row but a section's last, inset to the content's leading margin, and `accessories`
/// at its edges (leading: the editing controls; trailing: the others, the array's last at the
/// trailing margin, 10 points apart). The content view ends 8 points before the first trailing
/// accessory, plus its own margin.
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories, in the order they read from leading to trailing (the editing controls go
    /// to the leading edge, the others to the trailing one).
    open var accessories: [UICellAccessory] = [] { didSet { setNeedsLayout() } }
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    open var indentsAccessories = true
    /// Where the separator starts and ends (UIKit's `separatorLayoutGuide`).
    public let separatorLayoutGuide = UILayoutGuide()

    /// The row's place in its list section, from the layout.
    private var placement: ListCellPlacement?
    private let separator = UIView()
    private var accessoryViews: [CellAccessoryView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpList()
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpList()
    }

    private func setUpList() {
        separator.backgroundColor = .separator
        separator.isHidden = true
        addSubview(separator)
        addLayoutGuide(separatorLayoutGuide)
    }

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        take(layoutAttributes.listPlacement)
    }

    /// Takes the row's place; a new place may change the default configurations.
    private func take(_ newPlacement: ListCellPlacement?) {
        let changed = newPlacement?.isHeader != placement?.isHeader || newPlacement?.isFooter != placement?.isFooter
            || newPlacement?.configuration.appearance != placement?.configuration.appearance
        placement = newPlacement
        if changed { setNeedsUpdateConfiguration() } else { setNeedsLayout() }
    }

    /// The content configuration of the row's style: a row (`.cell()`, a sidebar's `.sidebarCell()`),
    /// or the header style of its list when it is a section's header row.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        guard let placement else { return .cell() }
        let appearance = placement.configuration.appearance
        if placement.isFooter { return appearance == .plain || appearance == .sidebarPlain ? .plainFooter() : .groupedFooter() }
        if placement.isHeader {
            switch appearance {
            case .plain: return .plainHeader()
            case .sidebar, .sidebarPlain: return .sidebarHeader()
            case .grouped, .insetGrouped: return .groupedHeader()
            }
        }
        return appearance == .sidebar || appearance == .sidebarPlain ? .sidebarCell() : .cell()
    }

    /// The list's row background while the cell has no configuration of its own.
    override var defaultBackgroundConfiguration: UIBackgroundConfiguration? {
        guard let placement, !placement.isBoundary, backgroundView == nil else { return nil }
        switch placement.configuration.appearance {
        case .plain, .sidebarPlain: return .listPlainCell()
        case .grouped, .insetGrouped: return .listGroupedCell()
        case .sidebar: return .listSidebarCell()
        }
    }

    /// The side margin of the list's rows: 16 points below a 414-point-wide list, 20 from it.
    private var rowMargin: CGFloat {
        UICollectionLayoutListConfiguration.insetGroupedMargin(width: superview?.bounds.width ?? bounds.width)
    }

    private var isEditingList: Bool { (superview as? UICollectionView)?.isEditing ?? false }

    open override func layoutSubviews() {
        super.layoutSubviews()
        arrangeList()
    }

    /// Arranges the accessories first, so the content is measured at the width it will have.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        take(layoutAttributes.listPlacement)
        arrangeList()
        return super.preferredLayoutAttributesFitting(layoutAttributes)
    }

    /// Places the background, corners, accessories, content view and separator for the row's place.
    private func arrangeList() {
        let size = bounds.size
        // Corners.
        var corners: CACornerMask = []
        if let placement, placement.configuration.isInset, !placement.isBoundary {
            if placement.isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if placement.isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        }
        let radius = corners.isEmpty ? 0 : UICollectionLayoutListConfiguration.insetGroupedCornerRadius
        if layer.cornerRadius != radius { layer.cornerRadius = radius }
        if layer.maskedCorners != corners, !corners.isEmpty { layer.maskedCorners = corners }
        if clipsToBounds != !corners.isEmpty { clipsToBounds = !corners.isEmpty }

        // Accessories from the edges inward.
        let editing = isEditingList
        let shown = accessories.filter { $0.isShown(editing: editing) }
        if accessoryViews.map(\.accessory.kindName) != shown.map(\.kindName) {
            for view in accessoryViews { view.removeFromSuperview() }
            accessoryViews = shown.map { CellAccessoryView($0, tint: tintColor) }
            for view in accessoryViews { addSubview(view) }
        }
        let margin = rowMargin
        let margins = contentView.directionalLayoutMargins
        if margins.leading != margin || margins.trailing != margin {
            contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: margins.top, leading: margin, bottom: margins.bottom,
                                                                           trailing: margin)
        }
        let indentation = CGFloat(indentationLevel) * indentationWidth
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        func place(_ view: UIView, leadingX: CGFloat) {
            let frame = CGRect(x: rtl ? size.width - leadingX - view.bounds.width : leadingX,
                               y: ((size.height - view.bounds.height) / 2 * 3).rounded() / 3,
                               width: view.bounds.width, height: view.bounds.height)
            if view.frame != frame { view.frame = frame }
        }
        var leading = margin + (indentsAccessories ? indentation : 0)
        for view in accessoryViews where view.accessory.isLeading {
            place(view, leadingX: leading)
            leading += view.bounds.width + 10
        }
        // Trailing accessories read leading to trailing in the array's order: the last is at the edge.
        var trailing = size.width - margin
        for view in accessoryViews.reversed() where !view.accessory.isLeading {
            trailing -= view.bounds.width
            place(view, leadingX: trailing)
            trailing -= 10
        }
        let hasLeading = accessoryViews.contains { $0.accessory.isLeading }
        let hasTrailing = accessoryViews.contains { !$0.accessory.isLeading }
        let contentStart = (hasLeading ? leading - 10 - margin + 8 : 0) + indentation
        let contentEnd = hasTrailing ? trailing + 10 - 8 + margin : size.width
        let contentFrame = CGRect(x: rtl ? size.width - contentEnd : contentStart, y: 0,
                                  width: max(0, contentEnd - contentStart), height: size.height)
        if contentView.frame != contentFrame { contentView.frame = contentFrame }

        // The separator: from the content's leading margin to the trailing edge, a pixel tall.
        let showsSeparator = placement.map { $0.configuration.showsSeparators && !$0.isLast && !$0.isBoundary } ?? false
        separator.isHidden = !showsSeparator
        if showsSeparator {
            let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 3
            let inset = contentStart + margin
            let frame = CGRect(x: rtl ? 0 : inset, y: size.height - 1 / scale, width: max(0, size.width - inset), height: 1 / scale)
            if separator.frame != frame { separator.frame = frame }
        }
    }
}

extension UICellAccessory {
    /// A name per kind, to tell whether the accessory views must be made again.
    var kindName: String {
        switch kind {
        case .disclosureIndicator: "disclosure"
        case .checkmark: "checkmark"
        case let .outlineDisclosure(style): "outline\(style.rawValue)"
        case let .label(text): "label:" + text
        case .detail: "detail"
        case .delete: "delete"
        case .insert: "insert"
        case .reorder: "reorder"
        case .multiselect: "multiselect"
        case let .customView(view, _): "custom\(ObjectIdentifier(view).hashValue)"
        }
    }
}
