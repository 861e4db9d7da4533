import Foundation

/// What a container lists for VoiceOver: a view, or a `UIAccessibilityElement` (a part of a view).
/// One vocabulary for both, so the parser reads them alike.
@MainActor
enum AccessibilityItem {
    case view(UIView)
    case element(UIAccessibilityElement)

    /// The item a container's `accessibilityElements` entry is, or nil for anything else.
    init?(_ entry: Any) {
        if let view = entry as? UIView { self = .view(view) }
        else if let element = entry as? UIAccessibilityElement { self = .element(element) }
        else { return nil }
    }

    var identity: ObjectIdentifier { ObjectIdentifier(readable) }

    /// What VoiceOver reads of it: the view or the element itself.
    var readable: AccessibilityReadable {
        switch self {
        case let .view(view): return view
        case let .element(element): return element
        }
    }
    var isAccessibilityElement: Bool { readable.isAccessibilityElement }
    var label: String? { readable.accessibilityLabel }
    var value: String? { readable.accessibilityValue }
    var hint: String? { readable.accessibilityHint }
    var identifier: String? { readable.accessibilityIdentifier }
    var traits: UIAccessibilityTraits { readable.accessibilityTraits }
    var customActions: [UIAccessibilityCustomAction]? { readable.accessibilityCustomActions }
    /// The frame in screen coordinates.
    var frame: CGRect { readable.accessibilityFrame }
    var path: UIBezierPath? { readable.accessibilityPath }
    var activationPoint: CGPoint { readable.accessibilityActivationPoint }
    /// Where the activation point is when no one moved it.
    var defaultActivationPoint: CGPoint {
        switch self {
        case let .view(view): return view.defaultAccessibilityActivationPoint
        case let .element(element): return CGPoint(x: element.accessibilityFrame.midX, y: element.accessibilityFrame.midY)
        }
    }
    var userInputLabels: [String]? {
        if case let .view(view) = self { return view.accessibilityUserInputLabels }
        return nil
    }
    var language: String? {
        if case let .view(view) = self { return view.accessibilityLanguage }
        return nil
    }
    var respondsToUserInteraction: Bool {
        if case let .view(view) = self { return view.accessibilityRespondsToUserInteraction }
        return false
    }

    /// `UILabel(identifier) "label"`, or `UIAccessibilityElement "label" of UISegmentedControl`:
    /// enough to find it in the test's code.
    var name: String {
        let quoted = label.map { " \"\($0)\"" } ?? ""
        switch self {
        case let .view(view): return view.layoutDebugName + quoted
        case let .element(element):
            let container = (element.accessibilityContainer as? UIView).map { " of \($0.layoutDebugName)" } ?? ""
            return "UIAccessibilityElement" + (element.accessibilityIdentifier.map { "(\($0))" } ?? "") + quoted + container
        }
    }
}

/// The properties VoiceOver reads, which a view and a `UIAccessibilityElement` both have
/// (UIKit's informal `UIAccessibility` protocol).
@MainActor
protocol AccessibilityReadable: AnyObject {
    var isAccessibilityElement: Bool { get }
    var accessibilityLabel: String? { get }
    var accessibilityValue: String? { get }
    var accessibilityHint: String? { get }
    var accessibilityIdentifier: String? { get }
    var accessibilityTraits: UIAccessibilityTraits { get }
    var accessibilityCustomActions: [UIAccessibilityCustomAction]? { get }
    var accessibilityFrame: CGRect { get }
    var accessibilityPath: UIBezierPath? { get }
    var accessibilityActivationPoint: CGPoint { get }
}

extension UIView: AccessibilityReadable {}
extension UIAccessibilityElement: AccessibilityReadable {}
