import Foundation

/// A segmented control is a container of its segments, a series VoiceOver reads "Week. Button.
/// 2 of 3."; each segment is a button, selected when it is the selected one.
extension UISegmentedControl: AccessibilityDefaults {
    var kitAccessibilityElements: [Any]? {
        zip(0..<numberOfSegments, segmentFrames()).map { index, frame in
            var traits: UIAccessibilityTraits = .button
            if index == selectedSegmentIndex { traits.insert(.selected) }
            if !isEnabled || !isEnabledForSegment(at: index) { traits.insert(.notEnabled) }
            return UIAccessibilityElement(partOf: self, frame: frame, label: titleForSegment(at: index), traits: traits)
        }
    }
}
