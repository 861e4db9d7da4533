import Foundation
import LayoutEngine

/// What bar button items and tab bar items share (UIKit's `UIBarItem`): a title, an image,
/// whether the item is enabled, and title attributes per state. The bar that shows an item draws
/// it; an item is not a view.
@preconcurrency @MainActor
open class UIBarItem: Then {
    public init() {}

    /// The title drawn by the bar.
    open var title: String? { didSet { changed() } }
    /// The image drawn by the bar (tinted when its rendering mode is template or automatic).
    public var image: UIImage? { didSet { changed() } }
    public var landscapeImagePhone: UIImage?
    public var largeContentSizeImage: UIImage?
    public var imageInsets: UIEdgeInsets = .zero
    public var landscapeImagePhoneInsets: UIEdgeInsets = .zero
    /// A disabled item is drawn in the disabled color and ignores touches.
    public var isEnabled = true { didSet { changed() } }
    public var tag = 0
    public var accessibilityIdentifier: String?
    public var accessibilityLabel: String?

    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// `.font` and `.foregroundColor` for `state` override the bar's defaults.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        changed()
    }
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
    /// The attributes the bar applies: the state's own, else the normal state's.
    func effectiveTitleAttributes(enabled: Bool) -> [NSAttributedString.Key: Any]? {
        (enabled ? nil : titleAttributes[UIControl.State.disabled.rawValue]) ?? titleAttributes[UIControl.State.normal.rawValue]
    }

    /// The bars showing this item, told when it changes so they lay out again.
    private var observers: [WeakBarObserver] = []
    func observe(by view: UIView) {
        observers.removeAll { $0.view == nil || $0.view === view }
        observers.append(WeakBarObserver(view: view))
    }
    func changed() {
        for observer in observers { observer.view?.setNeedsLayout() }
    }
}

/// A bar that draws an item, held weakly by the item.
struct WeakBarObserver {
    weak var view: UIView?
}
