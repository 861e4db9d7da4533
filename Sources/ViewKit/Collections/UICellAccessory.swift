import Foundation

/// A small view at the leading or trailing edge of a list cell (UIKit's `UICellAccessory`): a
/// disclosure chevron, a checkmark, an outline disclosure, a text label, the detail button, or the
/// editing accessories (delete, insert, reorder, multiselect) shown while the collection view is
/// editing. `UICollectionViewListCell.accessories` lays them out; actions are accepted and not
/// called (a snapshot is not tapped).
public struct UICellAccessory {
    /// When an accessory shows.
    public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }
    /// Where a custom accessory goes.
    public enum Placement: Sendable { case leading, trailing }
    /// An outline disclosure's look: a header's (tinted) or a cell's.
    public enum OutlineDisclosureStyle: Int, Sendable { case automatic, header, cell }

    enum Kind {
        case disclosureIndicator, checkmark, outlineDisclosure(OutlineDisclosureStyle), label(String), detail
        case delete, insert, reorder, multiselect, customView(UIView, Placement)
    }
    let kind: Kind
    let displayed: DisplayedState
    let tintColor: UIColor?
    let isHidden: Bool

    /// Options most accessories take: hidden, tint.
    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) { self.isHidden = isHidden; self.tintColor = tintColor }
    }
    public struct CheckmarkOptions {
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) { self.isHidden = isHidden; self.tintColor = tintColor }
    }
    public struct OutlineDisclosureOptions {
        public var style: OutlineDisclosureStyle
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public init(style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.style = style; self.isHidden = isHidden; self.tintColor = tintColor
        }
    }
    public struct LabelOptions {
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) { self.isHidden = isHidden; self.tintColor = tintColor }
    }
    public struct DetailOptions {
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) { self.isHidden = isHidden; self.tintColor = tintColor }
    }
    public struct EditingOptions {
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) { self.isHidden = isHidden; self.tintColor = tintColor }
    }
    /// A view of your own as an accessory.
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.customView = customView; self.placement = placement; self.isHidden = isHidden; self.tintColor = tintColor
        }
    }

    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden ?? false)
    }
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden ?? false)
    }
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure(options.style), displayed: displayed, tintColor: options.tintColor,
                        isHidden: options.isHidden ?? false)
    }
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .label(text), displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden ?? false)
    }
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(),
                              actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .detail, displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden ?? false)
    }
    public static func delete(displayed: DisplayedState = .whenEditing, options: EditingOptions = .init(),
                              actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .delete, displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden ?? false)
    }
    public static func insert(displayed: DisplayedState = .whenEditing, options: EditingOptions = .init(),
                              actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .insert, displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden ?? false)
    }
    public static func reorder(displayed: DisplayedState = .whenEditing, options: EditingOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .reorder, displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden ?? false)
    }
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: EditingOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .multiselect, displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden ?? false)
    }
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        UICellAccessory(kind: .customView(configuration.customView, configuration.placement), displayed: .always,
                        tintColor: configuration.tintColor, isHidden: configuration.isHidden ?? false)
    }

    /// Whether it shows at the cell's leading edge (the editing controls and leading custom views).
    var isLeading: Bool {
        switch kind {
        case .delete, .insert, .multiselect: true
        case let .customView(_, placement): placement == .leading
        default: false
        }
    }

    /// Whether it shows in a cell whose collection view is (or is not) editing.
    func isShown(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }
}
