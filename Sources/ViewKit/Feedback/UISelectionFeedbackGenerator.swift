import Foundation

/// A selection-change haptic (UIKit's `UISelectionFeedbackGenerator`); inert, recorded in
/// `events` (see `UIFeedbackGenerator`).
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() { record(.selectionChanged) }
    open func selectionChanged(at location: CGPoint) { selectionChanged() }
}
