import Foundation
import LayoutEngine

/// A view that applies a visual effect to what is behind it (UIKit's `UIVisualEffectView`):
/// subviews go in `contentView`, which fills it. A blur blurs what is drawn behind it and lays
/// its material's tint over that (see `UIBlurEffect`), within the view's corner radius; a vibrancy
/// effect draws its content as it is. A nil effect draws nothing but the content.
open class UIVisualEffectView: UIView {
    /// The effect drawn; nil draws none.
    public var effect: UIVisualEffect? { didSet { setNeedsLayout() } }
    /// Where subviews go: it fills the effect view.
    public let contentView = UIView()

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    override func contentNodes(id: String, traits: UITraitCollection) -> [SceneNode] {
        guard let blur = effect as? UIBlurEffect else { return [] }
        return [SceneNode(id: id + ".blur", frame: Rect(x: 0, y: 0, width: Double(bounds.width), height: Double(bounds.height)),
                          fill: .solid(blur.tint.color(for: traits)), cornerRadii: layer.radii(for: bounds.size),
                          cornerStyle: layer.cornerCurve == .continuous ? .continuous : .circular,
                          backdropBlur: Double(UIBlurEffect.backdropBlurRadius))]
    }
}
