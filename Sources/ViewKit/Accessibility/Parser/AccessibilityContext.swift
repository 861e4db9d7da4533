import Foundation

/// Where an element sits in a container that VoiceOver announces (AccessibilitySnapshot's
/// `AccessibilityHierarchyParser.Context`, without data tables, which ViewKit has none of).
public enum AccessibilityContext: Hashable, Sendable {
    /// One of a series, as a segmented control's segments: "... 2 of 3."
    case series(index: Int, count: Int)
    /// An item of a `UITabBar`: "... Tab. 1 of 3."
    case tabBarItem(index: Int, count: Int)
    /// An element inside a view with the tab bar trait: "... Tab. 1 of 3.", without "Button."
    case tab(index: Int, count: Int)
    /// The first and last elements of a list or a landmark container.
    case listStart, listEnd, landmarkStart, landmarkEnd

    var hidesButtonTrait: Bool { if case .tab = self { return true } else { return false } }

    var showsTabTrait: Bool {
        switch self {
        case .tab, .tabBarItem: return true
        case .series, .listStart, .listEnd, .landmarkStart, .landmarkEnd: return false
        }
    }
}
