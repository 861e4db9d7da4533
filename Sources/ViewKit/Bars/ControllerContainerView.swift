import Foundation

/// A container controller that places its children's views and its bars when its view lays out
/// (a navigation, tab bar or window's root controller).
@MainActor
protocol ContainerLayout: AnyObject {
    func layoutContainer(_ view: UIView)
}

/// The root view of a container controller: it lays out its children when it lays out, as
/// UIKit's container views do in `layoutSubviews`.
final class ControllerContainerView: UIView {
    weak var owner: (any ContainerLayout)?

    init(owner: any ContainerLayout) {
        self.owner = owner
        super.init(frame: UIScreen.main.bounds)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        owner?.layoutContainer(self)
    }
}

extension UIView {
    /// The safe-area insets this view has now, read while its container lays it out: what its
    /// container gave it, or the screen's when it is the root, or its overlap with the window's.
    var givenSafeAreaInsets: UIEdgeInsets {
        containerSafeAreaInsets ?? (superview == nil ? rootSafeAreaInsets : safeAreaInsets)
    }

    /// Makes `view` this view's subview at `index` when it is not there already (a container's
    /// child or bar), without touching a tree that is as it should be.
    func hostSubview(_ view: UIView, at index: Int) {
        if view.superview === self, subviews.firstIndex(where: { $0 === view }) == min(index, subviews.count - 1) { return }
        insertSubview(view, at: index)
    }

    /// Sets the frame when it differs (a container's layout sets it on every pass).
    func setFrameIfChanged(_ frame: CGRect) {
        if self.frame != frame { self.frame = frame }
    }

    /// Sets the safe-area insets a container gives this view when they differ.
    func setContainerInsetsIfChanged(_ insets: UIEdgeInsets) {
        if containerSafeAreaInsets != insets { containerSafeAreaInsets = insets }
    }

    /// The first scroll view filling this view from its top (the view itself, or a descendant
    /// a few levels down): the content a bar's scroll-edge appearance follows.
    var edgeScrollView: UIScrollView? {
        var queue: [(UIView, Int)] = [(self, 0)]
        while !queue.isEmpty {
            let (view, depth) = queue.removeFirst()
            if let scroll = view as? UIScrollView, !scroll.isHidden { return scroll }
            if depth < 3 { queue += view.subviews.map { ($0, depth + 1) } }
        }
        return nil
    }

    /// Whether the content is at its top: no scroll view, or one scrolled to its top.
    var contentIsAtTopEdge: Bool {
        guard let scroll = edgeScrollView else { return true }
        return scroll.contentOffset.y <= -scroll.adjustedContentInset.top + 0.5 || scroll.restsAtTopEdge
    }

    /// Whether the content ends above the bottom (`bottomInset` points of bars): no scroll
    /// view, or one whose content does not reach under the bottom bar.
    func contentIsAtBottomEdge(bottomInset: CGFloat) -> Bool {
        guard let scroll = edgeScrollView else { return true }
        let visibleBottom = scroll.contentOffset.y + scroll.bounds.height - bottomInset
        return scroll.contentSize.height + scroll.adjustedContentInset.bottom <= visibleBottom + 0.5
    }
}
