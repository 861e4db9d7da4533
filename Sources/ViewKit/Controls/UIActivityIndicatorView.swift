import Foundation
import LayoutEngine

/// A spinning "busy" indicator (UIKit's `UIActivityIndicatorView`), as iOS 17 draws it: eight
/// round-capped spokes around the center, 20 x 20 for `.medium` and 37 x 37 for `.large`, in
/// `color` (the secondary label gray by default).
///
/// A snapshot is one moment of the spin, so it is drawn at one fixed, documented phase: the
/// spoke at 12 o'clock is fully opaque and each spoke before it (counterclockwise, the way the
/// spin has come from) is 11% more transparent, down to 23% for the eighth. When stopped with
/// `hidesWhenStopped` (the default) it is hidden, as UIKit hides it; `startAnimating()` shows it.
open class UIActivityIndicatorView: UIView {
    /// UIKit's styles; the iOS 12 names draw as their iOS 13 equivalents (`white`: medium in white).
    public enum Style: Int, Sendable {
        case whiteLarge = 0, white = 1, gray = 2, medium = 100, large = 101

        var isLarge: Bool { self == .large || self == .whiteLarge }
        /// UIKit's sizes: 20 points medium, 37 large.
        var side: CGFloat { isLarge ? 37 : 20 }
    }

    public var style: Style = .medium { didSet { invalidateIntrinsicContentSize() } }
    /// The spokes' color; nil draws the secondary label color (white for the old white styles).
    public var color: UIColor! {
        get { ownColor ?? (style == .white || style == .whiteLarge ? .white : .secondaryLabel) }
        set { ownColor = newValue }
    }
    private var ownColor: UIColor?
    public var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    public private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: CGSize(width: style.side, height: style.side)))
        settle()
    }
    public override init(frame: CGRect) {
        super.init(frame: frame)
        settle()
    }
    /// Hidden until started, and hugging its fixed size as UIKit's fixed-size controls do (750).
    private func settle() {
        isHidden = true
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// Starts the spin: the indicator shows (at its fixed phase in a snapshot).
    public func startAnimating() {
        isAnimating = true
        isHidden = false
    }
    /// Stops the spin, hiding the indicator when `hidesWhenStopped`.
    public func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }
    override func hasIntrinsicSize() -> Bool { true }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The opacity of the spoke `k` steps before the leading one (the fixed phase).
    static func spokeOpacity(_ k: Int) -> Double { 1 - 0.11 * Double(k) }

    override func contentNodes(id: String, traits: UITraitCollection) -> [SceneNode] {
        let side = style.side
        // Spokes from 0.24 to 0.48 of the side from the center, 0.1 (medium) of the side wide:
        // the proportions of iOS's indicator.
        let inner = Double(side) * 0.24, outer = Double(side) * 0.46, width = Double(side) * (style.isLarge ? 0.085 : 0.1)
        let center = Point(x: Double(bounds.width) / 2, y: Double(bounds.height) / 2)
        let base = color.color(for: traits)
        return (0..<8).map { k in
            let angle = -Double.pi / 2 - Double(k) * Double.pi / 4
            var path = Path()
            path.move(to: Point(x: center.x + cos(angle) * inner, y: center.y + sin(angle) * inner))
            path.line(to: Point(x: center.x + cos(angle) * outer, y: center.y + sin(angle) * outer))
            let alpha = UInt8((Double(base.alpha) * Self.spokeOpacity(k)).rounded())
            return ControlShape.stroke(id + ".spoke\(k)", path, color: Color(red: base.red, green: base.green, blue: base.blue, alpha: alpha),
                                       width: width, frame: CGRect(origin: .zero, size: bounds.size))
        }
    }
}
