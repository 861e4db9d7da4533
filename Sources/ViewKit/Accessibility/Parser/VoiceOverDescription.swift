import Foundation

/// The sentence VoiceOver reads for an element, and its hint, composed as AccessibilitySnapshot
/// composes them (its English strings, measured on devices): the label, then ": value", wrapped
/// as "Selected: ..." when selected, then the traits' words in VoiceOver's order ("Dimmed.
/// Button."), then the context ("2 of 3."); hints VoiceOver adds for switches, text fields and
/// adjustable elements follow the element's own.
struct VoiceOverDescription {
    let label: String?
    let value: String?
    let hint: String?
    let traits: UIAccessibilityTraits
    let context: AccessibilityContext?

    /// The English words VoiceOver uses (AccessibilitySnapshot's en.lproj).
    private enum Words {
        static let selected = "Selected."
        static let dimmed = "Dimmed."
        static let button = "Button."
        static let backButton = "Back Button."
        static let back = "Back"
        static let tab = "Tab."
        static let heading = "Heading."
        static let link = "Link."
        static let adjustable = "Adjustable."
        static let image = "Image."
        static let searchField = "Search Field."
        static let switchButton = "Switch Button."
        static let on = "On.", off = "Off.", mixed = "Mixed."
        static let textField = "Text Field."
        static let secureTextField = "Secure Text Field."
        static let isEditing = "Is editing."
        static let listStart = "List Start.", listEnd = "List End."
        static let landmarkStart = "Landmark.", landmarkEnd = "End."
        static let adjustableHint = "Swipe up or down with one finger to adjust the value."
        static let switchHint = "Double tap to toggle setting."
        static let textFieldHint = "Double tap to edit."
        static let editingHint = "Use the rotor to access Misspelled Words"
        static let textAreaHint = "Double tap to edit., Use the rotor to access Misspelled Words"
    }

    var text: (description: String, hint: String?) {
        let label = self.label.nonEmpty, value = self.value.nonEmpty
        // A back button whose label is "Back" is read once, by its trait.
        let hidesLabel = traits.contains(.backButton) && label?.lowercased() == Words.back.lowercased()
        var description = hidesLabel ? "" : (label ?? "")
        var hint = self.hint.nonEmpty

        // A switch's value is read as its state ("On."), not as a value.
        if let value, !traits.contains(.switchButton) {
            description = description.isEmpty ? value : "\(description): \(value)"
        }
        if traits.contains(.selected) {
            description = description.isEmpty ? Words.selected : "Selected: \(description)"
        }
        if description.isEmpty {
            description = hint ?? ""
            hint = nil
        }
        let words = traitWords(value: value)
        if !words.isEmpty {
            description = description.isEmpty ? words.joined(separator: " ") : "\(description.period) \(words.joined(separator: " "))"
        }
        switch context {
        case let .series(index, count), let .tabBarItem(index, count), let .tab(index, count):
            description = "\(description) \(index) of \(count)."
        case .listStart: description = "\(description.period) \(Words.listStart)"
        case .listEnd: description = "\(description.period) \(Words.listEnd)"
        case .landmarkStart: description = "\(description.period) \(Words.landmarkStart)"
        case .landmarkEnd: description = "\(description.period) \(Words.landmarkEnd)"
        case nil: break
        }
        return (description, addedHints(to: hint))
    }

    /// The traits' words, in the order VoiceOver reads them.
    private func traitWords(value: String?) -> [String] {
        var words: [String] = []
        if traits.contains(.notEnabled) { words.append(Words.dimmed) }
        let buttonHidden = context?.hidesButtonTrait ?? false
            || !traits.isDisjoint(with: [.keyboardKey, .switchButton, .tabBarItem, .backButton])
        if traits.contains(.button) && !buttonHidden { words.append(Words.button) }
        if traits.contains(.backButton) { words.append(Words.backButton) }
        if traits.contains(.switchButton) {
            // "Switch Button." only with the button trait, as on a device.
            if traits.contains(.button) { words.append(Words.switchButton) }
            switch value {
            case "1": words.append(Words.on)
            case "0": words.append(Words.off)
            case "2": words.append(Words.mixed)
            case let other?: words.append(other)
            case nil: break
            }
        }
        if traits.contains(.tabBarItem) || context?.showsTabTrait == true { words.append(Words.tab) }
        if traits.contains(.textEntry) {
            words.append(traits.contains(.secureTextField) ? Words.secureTextField : Words.textField)
            if traits.contains(.isEditing) { words.append(Words.isEditing) }
        }
        if traits.contains(.header) { words.append(Words.heading) }
        if traits.contains(.link) { words.append(Words.link) }
        if traits.contains(.adjustable) { words.append(Words.adjustable) }
        if traits.contains(.image) { words.append(Words.image) }
        if traits.contains(.searchField) { words.append(Words.searchField) }
        return words
    }

    /// The element's hint with what VoiceOver adds after it.
    private func addedHints(to hint: String?) -> String? {
        var hint = hint
        let enabled = !traits.contains(.notEnabled)
        if traits.contains(.switchButton) && enabled {
            hint = hint.nonEmpty.map { "\($0.withoutTrailingPeriod). \(Words.switchHint)" } ?? Words.switchHint
        }
        if traits.contains(.textEntry) && enabled {
            hint = traits.contains(.isEditing) ? Words.editingHint
                : traits.contains(.textArea) ? Words.textAreaHint : Words.textFieldHint
        }
        // An element read by its hint alone gets no adjustable hint.
        let hintOnly = self.hint.nonEmpty != nil && label.nonEmpty == nil && value.nonEmpty == nil
        if traits.contains(.adjustable) && enabled && !traits.contains(.switchButton) && !hintOnly {
            hint = hint.nonEmpty.map { "\($0.withoutTrailingPeriod). \(Words.adjustableHint)" } ?? Words.adjustableHint
        }
        return hint
    }
}

private extension Optional where Wrapped == String {
    var nonEmpty: String? {
        guard let self, !self.isEmpty else { return nil }
        return self
    }
}

private extension String {
    /// The text ending in a period, as VoiceOver's sentences join.
    var period: String { hasSuffix(".") ? self : self + "." }
    var withoutTrailingPeriod: String { hasSuffix(".") ? String(dropLast()) : self }
}
