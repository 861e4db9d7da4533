import Foundation
import LayoutEngine

/// A control that picks a value in a range by sliding a thumb (UIKit's `UISlider`), as iOS 17
/// draws it: a 4-point rounded track across its width, the part below the value in
/// `minimumTrackTintColor` (the tint) and the rest in `maximumTrackTintColor` (the system fill),
/// and a white 28-point thumb with two soft shadows, centered vertically. Its intrinsic height is
/// 31 points (iOS 13 and later). It mirrors in right-to-left layout (the minimum at the right).
///
/// `value` stays within `minimumValue...maximumValue` as UIKit keeps it: a value past either end
/// reads back as that end, and NaN reads back as the minimum. Dragging cannot be seen in a snapshot.
open class UISlider: UIControl {
    static let thumbDiameter: CGFloat = 28
    static let trackHeight: CGFloat = 4

    public var value: Float {
        get { storedValue }
        set { storedValue = clamped(newValue) }
    }
    private var storedValue: Float = 0
    /// The least value (0 by default); a maximum below it is raised to it.
    public var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            storedValue = clamped(storedValue)
        }
    }
    /// The greatest value (1 by default); a minimum above it is lowered to it.
    public var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            storedValue = clamped(storedValue)
        }
    }
    public var isContinuous = true
    /// The track below the value; nil draws the tint.
    public var minimumTrackTintColor: UIColor?
    /// The track above the value; nil draws the system fill.
    public var maximumTrackTintColor: UIColor?
    /// The thumb's color; nil draws white.
    public var thumbTintColor: UIColor?
    /// Images drawn at the track's ends (minimum at the leading end), at their own size.
    public var minimumValueImage: UIImage? { didSet { invalidateIntrinsicContentSize() } }
    public var maximumValueImage: UIImage? { didSet { invalidateIntrinsicContentSize() } }
    private var thumbImages: [UInt: UIImage] = [:]

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Sets the value (clamped); the animation is not drawn.
    public func setValue(_ value: Float, animated: Bool) { self.value = value }
    /// A thumb image for a state (the normal one stands in for the others).
    public func setThumbImage(_ image: UIImage?, for state: State) { thumbImages[state.rawValue] = image }
    public func thumbImage(for state: State) -> UIImage? { thumbImages[state.rawValue] ?? thumbImages[State.normal.rawValue] }
    public var currentThumbImage: UIImage? { thumbImage(for: state) }

    private func clamped(_ value: Float) -> Float {
        value.isNaN ? minimumValue : min(max(value, minimumValue), maximumValue)
    }

    /// No width of its own; 31 points tall (UIKit's `UISlider` on iOS 13 and later).
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 31) }

    /// The track's rectangle: the bounds' width less the end images (and 4 points beside each),
    /// vertically centered (UIKit's `trackRect(forBounds:)`).
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let leadingImage = minimumValueImage.map { $0.size.width + 4 } ?? 0
        let trailingImage = maximumValueImage.map { $0.size.width + 4 } ?? 0
        let left = rtl ? trailingImage : leadingImage, right = rtl ? leadingImage : trailingImage
        return CGRect(x: bounds.minX + left, y: bounds.midY - UISlider.trackHeight / 2,
                      width: max(0, bounds.width - left - right), height: UISlider.trackHeight)
    }
    /// The thumb's rectangle for `value` on `rect` (UIKit's `thumbRect(forBounds:trackRect:value:)`).
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let d = currentThumbImage?.size.width ?? UISlider.thumbDiameter
        let h = currentThumbImage?.size.height ?? UISlider.thumbDiameter
        let span = maximumValue - minimumValue
        var fraction = span > 0 ? CGFloat((clamped(value) - minimumValue) / span) : 0
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { fraction = 1 - fraction }
        return CGRect(x: rect.minX + (rect.width - d) * fraction, y: bounds.midY - h / 2, width: d, height: h)
    }

    override func contentNodes(id: String, traits: UITraitCollection) -> [SceneNode] {
        let bounds = CGRect(origin: .zero, size: self.bounds.size)
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: value)
        let split = thumb.midX
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let low = rtl ? CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
                      : CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
        let high = rtl ? CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
                       : CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
        let radius = UISlider.trackHeight / 2
        var nodes = [ControlShape.fill(id + ".maximumTrack", high, color: maximumTrackTintColor ?? .systemFill, radius: radius, traits: traits),
                     ControlShape.fill(id + ".minimumTrack", low, color: minimumTrackTintColor ?? tintColor, radius: radius, traits: traits)]
        func image(_ image: UIImage?, _ name: String, atLeft: Bool) {
            guard let image else { return }
            let rect = CGRect(x: atLeft ? 0 : bounds.width - image.size.width, y: bounds.midY - image.size.height / 2,
                              width: image.size.width, height: image.size.height)
            let content = image.drawnContent(mode: .scaleToFill, viewTint: .secondaryLabel, traits: traits, bounds: rect.size)
            nodes.append(SceneNode(id: id + name, frame: rect.engineRect, content: .image(content)))
        }
        image(minimumValueImage, ".minimumValueImage", atLeft: !rtl)
        image(maximumValueImage, ".maximumValueImage", atLeft: rtl)
        if let thumbImage = currentThumbImage {
            let content = thumbImage.drawnContent(mode: .scaleToFill, viewTint: tintColor, traits: traits, bounds: thumb.size)
            nodes.append(SceneNode(id: id + ".thumb", frame: thumb.engineRect, content: .image(content)))
        } else {
            // iOS's thumb shadows (CSS terms: 0 6 13 at 12% and 0 0.5 4 at 12%).
            nodes += ControlShape.knob(id + ".thumb", thumb, color: thumbTintColor ?? .white, radius: thumb.width / 2,
                                       traits: traits, wide: (6, 6.5, 0.12), tight: (0.5, 2, 0.12))
        }
        guard !isEnabled else { return nodes }
        return [SceneNode(id: id + ".disabled", frame: bounds.engineRect, opacity: 0.5, children: nodes)]
    }
}
