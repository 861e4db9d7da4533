import Foundation

/// A tab bar is a container of its items, read as tabs: "Selected: Home. Tab. 1 of 3." Each item
/// is a button with the tab-bar-item trait, selected when it is the bar's selected item.
extension UITabBar: AccessibilityDefaults {
    var kitAccessibilityElements: [Any]? {
        zip(items ?? [], itemFrames()).map { item, frame in
            var traits: UIAccessibilityTraits = [.button, .tabBarItem]
            if item === selectedItem { traits.insert(.selected) }
            if !item.isEnabled { traits.insert(.notEnabled) }
            let element = UIAccessibilityElement(partOf: self, frame: frame, label: item.accessibilityLabel ?? item.title,
                                                 value: item.badgeValue, traits: traits)
            element.accessibilityIdentifier = item.accessibilityIdentifier
            return element
        }
    }
}
