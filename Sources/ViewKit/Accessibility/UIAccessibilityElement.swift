import Foundation

/// An accessibility element that is not a view (UIKit's `UIAccessibilityElement`): a part of a
/// view a container lists in its `accessibilityElements`, with a frame in the container's space.
@preconcurrency @MainActor
open class UIAccessibilityElement {
    /// The view (or element) that lists this element; weak, as UIKit's.
    public weak var accessibilityContainer: AnyObject?
    open var isAccessibilityElement = true
    open var accessibilityLabel: String?
    open var accessibilityValue: String?
    open var accessibilityHint: String?
    open var accessibilityIdentifier: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// The frame in the container's coordinates; `accessibilityFrame` follows it.
    open var accessibilityFrameInContainerSpace: CGRect = .zero
    private var explicitFrame: CGRect?
    /// The frame in screen coordinates: set, or the container-space frame converted through the
    /// containing view.
    open var accessibilityFrame: CGRect {
        get {
            if let explicitFrame { return explicitFrame }
            guard let view = accessibilityContainer as? UIView else { return accessibilityFrameInContainerSpace }
            return UIAccessibility.convertToScreenCoordinates(accessibilityFrameInContainerSpace, in: view)
        }
        set { explicitFrame = newValue }
    }
    private var explicitActivationPoint: CGPoint?
    /// The center of the frame unless set.
    open var accessibilityActivationPoint: CGPoint {
        get { explicitActivationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { explicitActivationPoint = newValue }
    }
    open var accessibilityPath: UIBezierPath?

    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
    }
}
