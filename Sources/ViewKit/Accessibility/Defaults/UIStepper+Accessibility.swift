import Foundation

/// A stepper is a container of its two buttons, "Decrement" and "Increment", each valued with
/// the stepper's value and dimmed at the end of its range (UIKit's). The minus is at the
/// leading side (at the right in right to left); the halves are of the stepper's fixed size,
/// which it draws at whatever frame it has.
extension UIStepper: AccessibilityDefaults {
    var kitAccessibilityElements: [Any]? {
        let half = UIStepper.size.width / 2, height = UIStepper.size.height
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let leading = CGRect(x: rtl ? half : 0, y: 0, width: half, height: height)
        let trailing = CGRect(x: rtl ? 0 : half, y: 0, width: half, height: height)
        let number = value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
        func traits(_ canStep: Bool) -> UIAccessibilityTraits { canStep && isEnabled ? .button : [.button, .notEnabled] }
        return [
            UIAccessibilityElement(partOf: self, frame: leading, label: "Decrement", value: number,
                                   traits: traits(wraps || value > minimumValue)),
            UIAccessibilityElement(partOf: self, frame: trailing, label: "Increment", value: number,
                                   traits: traits(wraps || value < maximumValue)),
        ]
    }
}
