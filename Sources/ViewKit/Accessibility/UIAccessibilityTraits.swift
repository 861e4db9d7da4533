import Foundation

/// How an accessibility element behaves (UIKit's `UIAccessibilityTraits`): an option set of
/// `UInt64` with UIKit's bit values, so traits combined or compared by raw value (as
/// AccessibilitySnapshot does) read the same on Linux.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// A switch (iOS 17's public name for the bit `UISwitch` has long carried: 1 << 53).
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)

    /// The same bit under the name AccessibilitySnapshot gives it.
    public static let switchButton = toggleButton

    // UIKit's private bits, by the values AccessibilitySnapshot reads from real views: a text
    // field's text entry, editing and secure states, a navigation bar's back button, a tab bar's
    // items, a text view's text area. Public here so a team's custom view can carry them, as
    // UIKit's own views do.
    public static let textEntry = UIAccessibilityTraits(rawValue: 1 << 18)
    public static let isEditing = UIAccessibilityTraits(rawValue: 1 << 21)
    public static let secureTextField = UIAccessibilityTraits(rawValue: 1 << 24)
    public static let backButton = UIAccessibilityTraits(rawValue: 1 << 27)
    public static let tabBarItem = UIAccessibilityTraits(rawValue: 1 << 28)
    public static let textArea = UIAccessibilityTraits(rawValue: 1 << 47)
}
