import Foundation
import LayoutEngine

/// A pair of minus and plus buttons that step a value (UIKit's `UIStepper`), as iOS 17 draws it:
/// 94 x 32, a rounded tertiary-fill background with corner radius 8, a hairline divider in the
/// middle, and a minus and a plus in the label color; the one that cannot step further (at the
/// minimum or maximum, when the stepper does not wrap) in the tertiary label color. It keeps its
/// size whatever frame it is given, as UIKit's. It mirrors in right-to-left layout (plus at the
/// left). Holding a button to repeat cannot be seen in a snapshot.
///
/// `value` stays within `minimumValue...maximumValue`; NaN reads back as the minimum. UIKit
/// raises an exception for a `stepValue` of 0 or less, or a minimum not below the maximum: here
/// the setting is refused with UIKit's reason on standard error and the old value kept.
open class UIStepper: UIControl {
    static let size = CGSize(width: 94, height: 32)

    public var value: Double {
        get { storedValue }
        set { storedValue = newValue.isNaN ? minimumValue : min(max(newValue, minimumValue), maximumValue); setNeedsLayout() }
    }
    private var storedValue = 0.0
    public var minimumValue = 0.0 {
        didSet {
            guard minimumValue < maximumValue, minimumValue.isFinite else {
                UIStepper.refuse("minimumValue \(minimumValue) must be less than maximumValue \(maximumValue)")
                minimumValue = oldValue
                return
            }
            value = storedValue
        }
    }
    public var maximumValue = 100.0 {
        didSet {
            guard maximumValue > minimumValue, maximumValue.isFinite else {
                UIStepper.refuse("maximumValue \(maximumValue) must be greater than minimumValue \(minimumValue)")
                maximumValue = oldValue
                return
            }
            value = storedValue
        }
    }
    public var stepValue = 1.0 {
        didSet {
            guard stepValue > 0, stepValue.isFinite else {
                UIStepper.refuse("stepValue \(stepValue) must be greater than 0")
                stepValue = oldValue
                return
            }
        }
    }
    public var wraps = false
    public var autorepeat = true
    public var isContinuous = true

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.size))
        // Its size is fixed: it hugs it as UIKit's fixed-size controls do (750 on both axes).
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private static func refuse(_ reason: String) {
        FileHandle.standardError.write(Data("UIStepper: \(reason) (UIKit raises NSInvalidArgumentException); the old value is kept\n".utf8))
    }

    open override var intrinsicContentSize: CGSize { UIStepper.size }
    override func hasIntrinsicSize() -> Bool { true }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.size }

    override func contentNodes(id: String, traits: UITraitCollection) -> [SceneNode] {
        let size = UIStepper.size
        let frame = CGRect(origin: .zero, size: size)
        var nodes = [ControlShape.fill(id + ".background", frame, color: .tertiarySystemFill, radius: 8, traits: traits)]
        // The divider: 1 point wide, 18 tall, centered.
        nodes.append(ControlShape.fill(id + ".divider", CGRect(x: size.width / 2 - 0.5, y: 7, width: 1, height: 18),
                                       color: .separator, radius: 0, traits: traits))
        let canDecrease = wraps || value > minimumValue, canIncrease = wraps || value < maximumValue
        func glyphColor(_ enabled: Bool) -> Color { (enabled && isEnabled ? UIColor.label : UIColor.tertiaryLabel).color(for: traits) }
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let minusX = size.width / 4 * (rtl ? 3 : 1), plusX = size.width / 4 * (rtl ? 1 : 3), midY = Double(size.height) / 2
        // The glyphs: 14-point bars, 2 points thick with round caps (iOS's minus and plus).
        var minus = Path()
        minus.move(to: Point(x: Double(minusX) - 7, y: midY)); minus.line(to: Point(x: Double(minusX) + 7, y: midY))
        var plus = Path()
        plus.move(to: Point(x: Double(plusX) - 7, y: midY)); plus.line(to: Point(x: Double(plusX) + 7, y: midY))
        plus.move(to: Point(x: Double(plusX), y: midY - 7)); plus.line(to: Point(x: Double(plusX), y: midY + 7))
        nodes.append(ControlShape.stroke(id + ".minus", minus, color: glyphColor(canDecrease), width: 2, frame: frame))
        nodes.append(ControlShape.stroke(id + ".plus", plus, color: glyphColor(canIncrease), width: 2, frame: frame))
        return nodes
    }
}
