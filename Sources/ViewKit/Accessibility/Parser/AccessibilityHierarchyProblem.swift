import Foundation

/// Something in a view tree VoiceOver could not read as it is written, found while parsing: the
/// parser skips that part and goes on, and the snapshot strategies fail with these, each naming
/// the view or element.
public struct AccessibilityHierarchyProblem: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// A container's `accessibilityElements` holds a view of another view tree.
        case viewOfAnotherTree
        /// A container's `accessibilityElements` leads back to a container being read.
        case cycle
        /// An element is listed twice (by two containers, or twice by one).
        case listedTwice
        /// An element's frame or activation point is NaN or infinite.
        case nonFiniteGeometry
        /// `accessibilityElements` holds something that is neither a view nor an element.
        case notAnElement
        /// Containers nested deeper than the parser follows.
        case tooDeep
    }

    public let kind: Kind
    /// The view or element, as `UILabel(identifier) "label"`.
    public let element: String
    /// The container that lists it, when one does.
    public let container: String?

    public var description: String {
        let inContainer = container.map { " in the accessibilityElements of \($0)" } ?? ""
        switch kind {
        case .viewOfAnotherTree: return "\(element)\(inContainer) is not in the parsed view's tree; skipped"
        case .cycle: return "\(element)\(inContainer) contains itself (a cycle of accessibility containers); skipped"
        case .listedTwice: return "\(element)\(inContainer) is listed a second time; read once"
        case .nonFiniteGeometry: return "\(element) has a NaN or infinite frame or activation point; drawn as an empty frame"
        case .notAnElement: return "\(element)\(inContainer) is neither a UIView nor a UIAccessibilityElement; skipped"
        case .tooDeep: return "\(element) is nested more than \(AccessibilityHierarchyParser.maximumDepth) containers deep; skipped"
        }
    }
}

/// The problems a parse found, as one error (`AccessibilityHierarchyParser.checkedAccessibilityElements`).
public struct AccessibilityHierarchyError: Error, Hashable, Sendable, CustomStringConvertible {
    public let problems: [AccessibilityHierarchyProblem]
    public var description: String {
        "The accessibility hierarchy cannot be read as written:\n" + problems.map { "- \($0)" }.joined(separator: "\n")
    }
}
