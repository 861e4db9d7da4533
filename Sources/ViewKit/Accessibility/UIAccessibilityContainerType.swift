import Foundation

/// What kind of container a view is for assistive technologies (UIKit's
/// `UIAccessibilityContainerType`, with its raw values).
public enum UIAccessibilityContainerType: Int, Sendable, Hashable {
    case none = 0, dataTable, list, landmark, semanticGroup
}
