import Foundation

/// A basic animation moved by a damped spring (Core Animation's `CASpringAnimation`): Core
/// Animation's defaults (mass 1, stiffness 100, damping 10, velocity 0), sampled by the layout
/// engine's closed-form spring.
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    open var allowsOverdamping = false
    /// How long the spring takes to settle (within 0.1% of its distance), from the engine's spring.
    open var settlingDuration: CFTimeInterval {
        guard let spring = engineSpring(keyPath: "settling", from: 0, to: 1) else { return 0 }
        return spring.settlingDuration()
    }
    public override init() { super.init() }
    /// iOS 17's spring from a perceptual duration and bounce: stiffness (2π / duration)², damping
    /// from the bounce (0 critically damped, up to 1 undamped), mass 1, as Apple documents.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let duration = perceptualDuration > 0 ? perceptualDuration : 0.5
        stiffness = pow(2 * .pi / duration, 2)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        damping = 4 * .pi * ratio / duration
    }
}
