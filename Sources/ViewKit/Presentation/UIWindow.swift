import Foundation
import LayoutEngine

/// A window (UIKit's `UIWindow`): the root of a screen. Its `rootViewController`'s view fills it
/// with the device's safe area; drawing the window draws the root controller with what it
/// presents on top, as the screen shows it (`PresentationDrawing`). A window made at the screen's
/// size (`UIWindow(frame: UIScreen.main.bounds)`, `UIWindow(windowScene:)`) has the device's safe
/// area: an iPhone 15's 59 points at the top and 34 at the bottom unless `UIScreen.main` is
/// another device.
///
/// A window joins `UIApplication.shared.windows`; becoming key (`makeKeyAndVisible()`) is read
/// back by `UIApplication.shared.keyWindow`; no event ever reaches it. Differs from UIKit:
/// `makeKeyAndVisible()` runs the root controller's appearance calls; there is one screen.
open class UIWindow: UIView {
    /// A window's level (UIKit's `UIWindow.Level`); kept.
    public struct Level: RawRepresentable, Hashable, Sendable, Comparable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }

    /// The controller whose view fills the window.
    public var rootViewController: UIViewController? {
        didSet {
            if let old = oldValue, old !== rootViewController, old.viewIfLoaded?.superview === self { old.view.removeFromSuperview() }
            installRoot()
        }
    }
    open private(set) var isKeyWindow = false
    open var windowLevel: Level = .normal
    open var canBecomeKey: Bool { true }
    /// The scene the window belongs to; the app's one scene unless another was given.
    open weak var windowScene: UIWindowScene? = UIWindowScene.main
    open var screen: UIScreen { windowScene?.screen ?? UIScreen.main }
    /// Draws what the root controller presents, over its view.
    private let presentations = PresentationOverlayView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        rootSafeAreaInsets = UIScreen.main.safeAreaInsets(for: frame.size)
        addSubview(presentations)
        UIApplication.shared.windowMade(self)
    }

    /// A window of `windowScene`, the size of its screen.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }

    public required init?(coder: NSCoder) { nil }

    /// Makes the window key and shown, and runs the root controller's appearance calls.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
        installRoot()
        rootViewController?.viewWillAppear(false)
        layoutIfNeeded()
        rootViewController?.viewDidAppear(false)
    }

    /// Makes the window the key window (the previous key window resigns).
    open func makeKey() {
        for window in UIApplication.shared.windows where window !== self && window.isKeyWindow { window.resignKey() }
        isKeyWindow = true
        becomeKey()
    }
    open func becomeKey() {}
    open func resignKey() { isKeyWindow = false }

    // UIKit's window notifications (never posted here).
    public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")
    public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")

    private func installRoot() {
        guard let root = rootViewController else { return }
        root.environmentTraits = nil
        hostSubview(root.view, at: 0)
        hostSubview(presentations, at: subviews.count)
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        presentations.host = self
        presentations.setFrameIfChanged(bounds)
        guard let root = rootViewController?.view else { return }
        root.setFrameIfChanged(bounds)
        let safe = givenSafeAreaInsets
        let extra = rootViewController?.additionalSafeAreaInsets ?? .zero
        root.setContainerInsetsIfChanged(UIEdgeInsets(top: safe.top + extra.top, left: safe.left + extra.left,
                                                      bottom: safe.bottom + extra.bottom, right: safe.right + extra.right))
    }
}

/// Draws, over a window's root view, what its root controller presents: the whole screen again
/// (the root's drawing, pushed back or replaced as the presentations say, and the presented
/// controllers) when it presents anything, else nothing.
final class PresentationOverlayView: UIView {
    weak var host: UIWindow?

    override func contentNodes(id: String, traits: UITraitCollection) -> [SceneNode] {
        guard let window = host, let root = window.rootViewController, root.presentedViewController != nil,
              let rootView = root.viewIfLoaded else { return [] }
        let rootNodes = ViewDrawing.nodes(for: rootView, frame: rootView.frame, path: [0], traits: rootView.traitCollection)
        let nodes = PresentationDrawing.screenNodes(over: root, presenterNodes: rootNodes, size: window.bounds.size,
                                                    safeArea: window.givenSafeAreaInsets, traits: window.traitCollection)
        // The screen's own background under it all: the presented drawing replaces the root's.
        let backdrop = SceneNode(id: id + ".screen", frame: Rect(x: 0, y: 0, width: Double(bounds.width), height: Double(bounds.height)),
                                 fill: .solid(.black))
        return [backdrop] + nodes
    }
}

extension UIScreen {
    /// The safe area of a device whose screen is `size` in portrait (the notch or Dynamic Island
    /// and the home indicator), for the iPhones ViewKit knows; none for another size.
    func safeAreaInsets(for size: CGSize) -> UIEdgeInsets {
        switch (size.width, size.height) {
        case (393, 852), (430, 932): return UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        case (390, 844), (428, 926): return UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        case (375, 812), (414, 896): return UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        case (375, 667), (414, 736), (320, 568): return UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        default: return .zero
        }
    }
}

extension UIView {
    /// The window the view is in, if any.
    public var window: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.superview
        }
        return nil
    }
}
