import Foundation
import LayoutEngine

/// An on/off switch (UIKit's `UISwitch`), drawn as iOS 17 draws it: a 51 x 31 capsule track,
/// `onTintColor` (system green by default) when on and a translucent gray fill when off, and a
/// white 27-point thumb 2 points in from the track's end, with two soft shadows. A switch keeps
/// its size whatever frame it is given (UIKit's `sizeThatFits` is 51 x 31) and draws at its top
/// left; it mirrors in right-to-left layout (on is the thumb at the left). Disabled, it is drawn
/// at half opacity. Toggling by touch and the animation of `setOn(_:animated:)` cannot be seen in
/// a snapshot: the value is set at once.
open class UISwitch: UIControl {
    /// UIKit's switch size.
    static let size = CGSize(width: 51, height: 31)
    /// The thumb's diameter and its inset from the track's edge.
    static let thumbDiameter: CGFloat = 27
    static let thumbInset: CGFloat = 2

    public var isOn = false { didSet { setNeedsLayout() } }
    /// The track's color when on; nil draws the system green (52, 199, 89; dark 48, 209, 88).
    public var onTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The thumb's color; nil draws white.
    public var thumbTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// Images iOS 7 and later ignore (kept so code that sets them compiles).
    public var onImage: UIImage?
    public var offImage: UIImage?
    /// The look (iOS 14's `preferredStyle`): on a phone it is always the sliding switch.
    public var preferredStyle: Style = .automatic
    public var style: Style { .sliding }
    /// The title a Mac-style checkbox switch shows; a phone's switch shows none.
    public var title: String?
    /// UIKit's `UISwitch.Style`.
    public enum Style: Int, Sendable { case automatic, checkbox, sliding }

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
        // Its size is fixed: it hugs it as UIKit's fixed-size controls do (750 on both axes).
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Sets the value; the animation is not drawn (a snapshot shows the end state).
    public func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var intrinsicContentSize: CGSize { UISwitch.size }
    override func hasIntrinsicSize() -> Bool { true }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.size }

    override func contentNodes(id: String, traits: UITraitCollection) -> [SceneNode] {
        let size = UISwitch.size
        let track = CGRect(origin: .zero, size: size)
        // Off: iOS's secondary system fill, rgba(120, 120, 128, 0.16) in light and 0.32 in dark.
        let trackColor = isOn ? onTintColor ?? .systemGreen : .secondarySystemFill
        let mirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let atTrailingEnd = isOn != mirrored
        let d = UISwitch.thumbDiameter, inset = UISwitch.thumbInset
        let thumb = CGRect(x: atTrailingEnd ? size.width - inset - d : inset, y: inset, width: d, height: d)
        // The thumb's shadows as iOS draws them (CSS terms: 0 3 8 at 15% and 0 3 1 at 6% black).
        var nodes = [ControlShape.fill(id + ".track", track, color: trackColor, radius: size.height / 2, traits: traits)]
        nodes += ControlShape.knob(id + ".thumb", thumb, color: thumbTintColor ?? .white, radius: d / 2, traits: traits,
                                   wide: (3, 4, 0.15), tight: (3, 0.5, 0.06))
        guard !isEnabled else { return nodes }
        return [SceneNode(id: id + ".disabled", frame: track.engineRect, opacity: 0.5, children: nodes)]
    }
}
