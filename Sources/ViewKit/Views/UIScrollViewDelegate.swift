import Foundation

/// What a scroll view tells its delegate (UIKit's `UIScrollViewDelegate`). Every method is
/// optional in UIKit; the defaults below do what UIKit does when a delegate does not implement
/// one. Never called by itself: nothing scrolls, zooms or decelerates in a snapshot.
///
/// A table or collection view's delegate protocol refines this one, and their `delegate` is the
/// scroll view's: a `UITableViewDelegate` set as `tableView.delegate` reads back with
/// `delegate as? UITableViewDelegate`.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Nil: no zooming, as UIKit without this method.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// True: a tap on the status bar scrolls to the top, as UIKit without this method.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// Each scroll view's delegate, held weakly beside it (see `ObjectAttachments`).
private let attachedScrollDelegates = ObjectAttachments<WeakReference>()
/// Each scroll view's behaviour settings that draw nothing, beside it.
private let attachedScrollSettings = ObjectAttachments<UIScrollView.InertSettings>()

extension UIScrollView {
    /// How fast a flick slows down (UIKit's `UIScrollView.DecelerationRate`, with its raw values).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
    /// When dragging dismisses the keyboard (UIKit's `UIScrollView.KeyboardDismissMode`, with its raw values).
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }
    /// UIKit's `UIScrollView.IndicatorStyle`.
    public enum IndicatorStyle: Int, Sendable { case `default` = 0, black, white }

    /// Settings of scrolling a snapshot never does, with UIKit's defaults.
    struct InertSettings {
        var decelerationRate = DecelerationRate.normal
        var keyboardDismissMode = KeyboardDismissMode.none
        var indicatorStyle = IndicatorStyle.default
        var minimumZoomScale: CGFloat = 1
        var maximumZoomScale: CGFloat = 1
        var zoomScale: CGFloat = 1
        var scrollsToTop = true
        var isDirectionalLockEnabled = false
        var delaysContentTouches = true
        var canCancelContentTouches = true
        var bouncesZoom = true
    }
    /// One of the settings, kept beside the scroll view.
    private subscript<Value>(inert setting: WritableKeyPath<InertSettings, Value>) -> Value {
        get { (attachedScrollSettings.value(for: self) ?? InertSettings())[keyPath: setting] }
        set { attachedScrollSettings.update(self, initial: InertSettings()) { $0[keyPath: setting] = newValue } }
    }

    /// The delegate, held weakly as UIKit holds it. Never called by itself (see `UIScrollViewDelegate`).
    public var delegate: UIScrollViewDelegate? {
        get { attachedScrollDelegates.value(for: self)?.object as? UIScrollViewDelegate }
        set { attachedScrollDelegates.set(newValue.map { WeakReference(object: $0) }, for: self) }
    }
    public var decelerationRate: DecelerationRate { get { self[inert: \.decelerationRate] } set { self[inert: \.decelerationRate] = newValue } }
    public var keyboardDismissMode: KeyboardDismissMode { get { self[inert: \.keyboardDismissMode] } set { self[inert: \.keyboardDismissMode] = newValue } }
    public var indicatorStyle: IndicatorStyle { get { self[inert: \.indicatorStyle] } set { self[inert: \.indicatorStyle] = newValue } }
    public var minimumZoomScale: CGFloat { get { self[inert: \.minimumZoomScale] } set { self[inert: \.minimumZoomScale] = newValue } }
    public var maximumZoomScale: CGFloat { get { self[inert: \.maximumZoomScale] } set { self[inert: \.maximumZoomScale] = newValue } }
    /// Kept within the minimum and maximum, as UIKit keeps it; the content is not drawn scaled.
    public var zoomScale: CGFloat {
        get { self[inert: \.zoomScale] }
        set { self[inert: \.zoomScale] = min(max(newValue, minimumZoomScale), maximumZoomScale) }
    }
    public func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }
    public var scrollsToTop: Bool { get { self[inert: \.scrollsToTop] } set { self[inert: \.scrollsToTop] = newValue } }
    public var isDirectionalLockEnabled: Bool { get { self[inert: \.isDirectionalLockEnabled] } set { self[inert: \.isDirectionalLockEnabled] = newValue } }
    public var delaysContentTouches: Bool { get { self[inert: \.delaysContentTouches] } set { self[inert: \.delaysContentTouches] = newValue } }
    public var canCancelContentTouches: Bool { get { self[inert: \.canCancelContentTouches] } set { self[inert: \.canCancelContentTouches] = newValue } }
    public var bouncesZoom: Bool { get { self[inert: \.bouncesZoom] } set { self[inert: \.bouncesZoom] = newValue } }
    /// Nothing moves here: not tracking, dragging, decelerating or zooming.
    public var isTracking: Bool { false }
    public var isDragging: Bool { false }
    public var isDecelerating: Bool { false }
    public var isZooming: Bool { false }
    public var isZoomBouncing: Bool { false }
    /// The scroll view's pan: never recognized (see `UIGestureRecognizer`).
    public var panGestureRecognizer: UIPanGestureRecognizer {
        if let pan = gestureRecognizers?.first(where: { $0 is UIPanGestureRecognizer }) as? UIPanGestureRecognizer { return pan }
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        addGestureRecognizer(pan)
        return pan
    }
    /// Shows the indicators briefly: nothing is drawn for it.
    public func flashScrollIndicators() {}
    /// Scrolls the least distance that makes `rect` visible, as UIKit does, without animation.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        let maxX = max(0, contentSize.width + contentInset.right - bounds.width)
        let maxY = max(0, contentSize.height + contentInset.bottom - bounds.height)
        offset.x = min(max(offset.x, -contentInset.left), maxX)
        offset.y = min(max(offset.y, -contentInset.top), maxY)
        contentOffset = offset
    }
}
