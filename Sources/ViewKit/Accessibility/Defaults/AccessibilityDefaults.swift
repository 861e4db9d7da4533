import Foundation

/// UIKit's accessibility defaults for a ViewKit class that declares them beside its
/// accessibility code, in an extension (the controls): what `UIView`'s properties answer until a
/// team sets them. Each requirement defaults to a plain view's answer.
@MainActor
protocol AccessibilityDefaults: UIView {
    var kitIsAccessibilityElement: Bool { get }
    var kitAccessibilityLabel: String? { get }
    var kitAccessibilityValue: String? { get }
    var kitAccessibilityTraits: UIAccessibilityTraits { get }
    /// The parts VoiceOver reads in order (a segmented control's segments), or nil.
    var kitAccessibilityElements: [Any]? { get }
    /// Where VoiceOver activates it in screen coordinates when not its frame's center (a slider's thumb).
    var kitAccessibilityActivationPoint: CGPoint? { get }
}

extension AccessibilityDefaults {
    var kitIsAccessibilityElement: Bool { false }
    var kitAccessibilityLabel: String? { nil }
    var kitAccessibilityValue: String? { nil }
    var kitAccessibilityTraits: UIAccessibilityTraits { .none }
    var kitAccessibilityElements: [Any]? { nil }
    var kitAccessibilityActivationPoint: CGPoint? { nil }
}

extension UIAccessibilityElement {
    /// A part of `container` at `frame` (in its bounds), read as `label` with `traits`.
    convenience init(partOf container: UIView, frame: CGRect, label: String?, value: String? = nil,
                     traits: UIAccessibilityTraits) {
        self.init(accessibilityContainer: container)
        accessibilityFrameInContainerSpace = frame
        accessibilityLabel = label
        accessibilityValue = value
        accessibilityTraits = traits
    }
}
