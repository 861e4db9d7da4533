import Foundation
import LayoutEngine
import Rasterizer

/// How big a view is drawn.
public enum ViewSize: Sendable, Hashable {
    /// Its current frame's size (laid out as it is).
    case current
    /// A fixed size.
    case fixed(CGSize)
    /// The smallest size its constraints allow (`systemLayoutSizeFitting(layoutFittingCompressedSize)`).
    case fitting
    /// A fixed width and the smallest height the constraints allow at it. A scroll view (a table)
    /// that its constraints leave no height is drawn as tall as its content, every row of it.
    case width(CGFloat)
}

extension UIView {
    /// Sizes the view as `size` says, lays it out with `traits` and returns the scene the
    /// rasterizer paints, at the traits' display scale (3 when unspecified). With `safeArea` the
    /// view is a screen's root, as a window is: its `safeAreaLayoutGuide` is inset by `safeArea`
    /// (a device's status bar and home indicator) and its subviews overlap that part of it.
    public func makeScene(size: ViewSize = .current, safeArea: UIEdgeInsets? = nil,
                          traits: UITraitCollection = UITraitCollection(), background: UIColor = .clear) -> Scene {
        traitOverrides = traitOverrides.merged(with: traits)
        if let safeArea, safeArea != rootSafeAreaInsets {
            rootSafeAreaInsets = safeArea
            setNeedsLayout()
        }
        switch size {
        case .current: setNeedsLayout()
        case let .fixed(fixed):
            if fixed != bounds.size { frame = CGRect(origin: frame.origin, size: fixed) }
            setNeedsLayout()
        case .fitting:
            layoutFitting(UIView.layoutFittingCompressedSize, PerAxis(horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel))
        case let .width(width):
            layoutFitting(CGSize(width: width, height: 0), PerAxis(horizontal: .required, vertical: .fittingSizeLevel))
            if let scroll = self as? UIScrollView, bounds.height == 0 { scroll.growToContentHeight() }
        }
        let scale = traitCollection.displayScale > 0 ? Double(traitCollection.displayScale) : 3
        let scene = ViewDrawing.scene(of: self, scale: scale, background: background.color(for: traitCollection))
        return scene
    }

    /// Sizes the view as `systemLayoutSizeFitting(target, ...)` does and lays it out: in one
    /// solve when it is the root of its tree (`ViewLayout.layout(root:fitting:)`).
    private func layoutFitting(_ target: CGSize, _ priority: PerAxis<UILayoutPriority>) {
        guard superview == nil else {
            let fitted = systemLayoutSizeFitting(target, withHorizontalFittingPriority: priority.horizontal,
                                                 verticalFittingPriority: priority.vertical)
            if fitted != bounds.size { frame = CGRect(origin: frame.origin, size: fitted) }
            setNeedsLayout()
            return
        }
        ViewLayout.layout(root: self, fitting: (target, priority))
    }

    /// The view drawn as a bitmap (see `makeScene`); a drawing error is thrown.
    public func renderBitmap(size: ViewSize = .current, traits: UITraitCollection = UITraitCollection()) throws -> Bitmap {
        try RenderPipeline.shared.draw(makeScene(size: size, traits: traits))
    }
}

extension UIViewController {
    /// The controller's view drawn full screen at `size` with the safe area `safeArea` (a
    /// device's), with what it presents drawn over it as its presentation style shows it
    /// (`PresentationDrawing`).
    public func makeScene(size: CGSize, safeArea: UIEdgeInsets, traits: UITraitCollection = UITraitCollection()) -> Scene {
        let environment = UITraitCollection.standard.merged(with: traits)
        prepareFullScreen(size: size, safeArea: safeArea, traits: environment)
        let scale = environment.displayScale > 0 ? Double(environment.displayScale) : 3
        var scene = ViewDrawing.scene(of: view, scale: scale, background: .clear)
        scene.nodes = PresentationDrawing.screenNodes(over: self, presenterNodes: scene.nodes, size: size, safeArea: safeArea,
                                                      traits: environment)
        return scene
    }
}
