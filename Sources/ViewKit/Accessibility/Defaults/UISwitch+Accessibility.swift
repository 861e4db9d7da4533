import Foundation

/// A switch is an element with the button and switch-button traits and the value "1" or "0"
/// (UIKit's; VoiceOver reads "Switch Button. On.").
extension UISwitch: AccessibilityDefaults {
    var kitIsAccessibilityElement: Bool { true }
    var kitAccessibilityValue: String? { isOn ? "1" : "0" }
    var kitAccessibilityTraits: UIAccessibilityTraits {
        isEnabled ? [.button, .toggleButton] : [.button, .toggleButton, .notEnabled]
    }
}
