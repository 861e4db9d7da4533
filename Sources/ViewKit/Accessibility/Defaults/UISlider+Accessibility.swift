import Foundation

/// A slider is an adjustable element whose value is its position in its range as a whole
/// percentage ("50%"), activated at its thumb (UIKit's).
extension UISlider: AccessibilityDefaults {
    var kitIsAccessibilityElement: Bool { true }
    var kitAccessibilityValue: String? {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? (value - minimumValue) / span : 0
        return "\(Int((fraction * 100).rounded()))%"
    }
    var kitAccessibilityTraits: UIAccessibilityTraits { isEnabled ? .adjustable : [.adjustable, .notEnabled] }
    var kitAccessibilityActivationPoint: CGPoint? {
        let track = trackRect(forBounds: bounds)
        let thumb = UIAccessibility.convertToScreenCoordinates(thumbRect(forBounds: bounds, trackRect: track, value: value), in: self)
        return CGPoint(x: thumb.midX, y: thumb.midY)
    }
}
