import Foundation
import ViewKit

/// A ViewKit view that draws a SwiftUI view (what UIKit's `_UIHostingView` is): laid out when
/// ViewKit lays it out, with an environment from its traits; the root view is proposed the
/// safe area's size and centered in it, as SwiftUI's hosting view does. Its fitting size is the
/// root's size for the size it is given (its ideal size with none).
public final class _UIHostingView<Content: View>: UIView {
    public var rootView: Content { didSet { drawnFor = nil; setNeedsLayout() } }
    /// What the last layout found wrong (see `LayoutIssue`).
    public private(set) var issues: [LayoutIssue] = []
    private var drawnFor: (size: CGSize, insets: UIEdgeInsets, traits: UITraitCollection)?
    private(set) var tree: ViewTree?

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(frame: .zero)
    }
    public required init?(coder: NSCoder) { nil }

    private func makeTree() -> ViewTree {
        let tree = ViewTree(rootView, environment: ViewTree.environment(for: traitCollection))
        self.tree = tree
        return tree
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let traits = traitCollection
        if let drawnFor, drawnFor.size == bounds.size, drawnFor.insets == safeAreaInsets, drawnFor.traits == traits { return }
        drawnFor = (bounds.size, safeAreaInsets, traits)
        for subview in subviews { subview.removeFromSuperview() }
        let tree = makeTree()
        let area = bounds.inset(by: safeAreaInsets)
        let proposal = ProposedViewSize(area.size)
        let size = tree.size(for: proposal)
        let rect = CGRect(x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height)
        tree.draw(in: rect, proposal: proposal, into: self)
        issues = tree.graph.issues
    }

    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        let tree = makeTree()
        return tree.size(for: ProposedViewSize(width: size.width > 0 ? size.width : nil, height: size.height > 0 ? size.height : nil))
    }

    public override var intrinsicContentSize: CGSize { makeTree().size(for: .unspecified) }
}

/// A view controller whose view is a SwiftUI view (UIKit's `UIHostingController`), so a UIKit
/// screen hosts SwiftUI and is drawn with it.
open class UIHostingController<Content: View>: UIViewController {
    private let hostingView: _UIHostingView<Content>

    public init(rootView: Content) {
        hostingView = _UIHostingView(rootView: rootView)
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { nil }

    public var rootView: Content {
        get { hostingView.rootView }
        set { hostingView.rootView = newValue }
    }

    open override func loadView() { view = hostingView }

    /// The root view's size for `size` (UIKit's `sizeThatFits(in:)`).
    public func sizeThatFits(in size: CGSize) -> CGSize { hostingView.sizeThatFits(size) }
}
