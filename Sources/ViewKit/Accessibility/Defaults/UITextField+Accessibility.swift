import Foundation

/// A text field is an element with the text-entry trait (and the secure one for a password),
/// whose value is its text, or its placeholder while empty (what VoiceOver reads); a secure
/// field's text is read as one bullet a character.
extension UITextField: AccessibilityDefaults {
    var kitIsAccessibilityElement: Bool { true }
    var kitAccessibilityValue: String? {
        guard let text, !text.isEmpty else { return placeholder }
        return isSecureTextEntry ? String(repeating: "•", count: text.count) : text
    }
    var kitAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = .textEntry
        if isSecureTextEntry { traits.insert(.secureTextField) }
        if isFirstResponder { traits.insert(.isEditing) }
        if !isEnabled { traits.insert(.notEnabled) }
        return traits
    }
}
