import Foundation
import LayoutEngine

/// A bar that fills as a task progresses (UIKit's `UIProgressView`), as iOS 17 draws it: a
/// 4-point rounded track in the system fill (120, 120, 128 at 20%; 36% in dark) and the done part
/// in `progressTintColor` (the tint), from the leading edge (the right in right-to-left).
/// `progress` is kept in 0...1 as UIKit keeps it: 5 reads back 1, -1 reads 0, NaN reads 0.
open class UIProgressView: UIView {
    /// UIKit's `UIProgressView.Style`: `bar` draws no track color of its own.
    public enum Style: Int, Sendable { case `default`, bar }

    public var progressViewStyle: Style = .default
    /// The fraction done, clamped to 0...1.
    public var progress: Float {
        get { storedProgress }
        set { storedProgress = newValue.isNaN ? 0 : min(max(newValue, 0), 1) }
    }
    private var storedProgress: Float = 0
    /// The done part's color; nil draws the tint.
    public var progressTintColor: UIColor?
    /// The rest's color; nil draws the system fill (none for the `bar` style).
    public var trackTintColor: UIColor?
    public var progressImage: UIImage?
    public var trackImage: UIImage?
    /// The progress object it follows (set its fraction into `progress` when drawn).
    public var observedProgress: Progress?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Sets the progress; the animation is not drawn.
    public func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    /// No width of its own, 4 points tall (2.5 for the bar style), as UIKit's.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle == .bar ? 2.5 : 4)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: intrinsicContentSize.height) }

    override func contentNodes(id: String, traits: UITraitCollection) -> [SceneNode] {
        let fraction = observedProgress.map { min(max(Float($0.fractionCompleted), 0), 1) } ?? progress
        let bounds = CGRect(origin: .zero, size: bounds.size)
        let radius = progressViewStyle == .bar ? 0 : bounds.height / 2
        var nodes: [SceneNode] = []
        if let track = trackTintColor ?? (progressViewStyle == .bar ? nil : .systemFill) {
            nodes.append(ControlShape.fill(id + ".track", bounds, color: track, radius: radius, traits: traits))
        }
        let width = bounds.width * CGFloat(fraction)
        guard width > 0 else { return nodes }
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.width - width : 0
        nodes.append(ControlShape.fill(id + ".progress", CGRect(x: x, y: 0, width: width, height: bounds.height),
                                       color: progressTintColor ?? tintColor, radius: radius, traits: traits))
        return nodes
    }
}
