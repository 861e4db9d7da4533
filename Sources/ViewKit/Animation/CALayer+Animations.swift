import Foundation

/// Each layer's animations by key, in the order added, beside the layer (see `ObjectAttachments`).
private let attachedAnimations = ObjectAttachments<[(key: String, animation: CAAnimation)]>()

extension CALayer {
    /// Adds `anim` under `key` (replacing one of the same key), as Core Animation does: a copy
    /// of its settings at this moment is what draws, so changing `anim` afterwards changes
    /// nothing. The delegate hears `animationDidStart` now and `animationDidStop(_:finished: true)`
    /// now or at the enclosing transaction's commit (see `CAAnimationDelegate`). Drawn by
    /// `UIView.makeScene(at:)`; a snapshot without a time shows the model values.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let copy = anim.frozenCopy(transactionDuration: CATransaction.isOpen ? CATransaction.animationDuration() : nil,
                                   transactionTiming: CATransaction.animationTimingFunction())
        let name = key ?? "animation-\(UUID().uuidString)"
        attachedAnimations.update(self, initial: []) { list in
            list.removeAll { $0.key == name }
            list.append((name, copy))
        }
        guard let delegate = anim.delegate else { return }
        delegate.animationDidStart(anim)
        CATransaction.afterCommit { delegate.animationDidStop(anim, finished: true) }
    }
    /// The animation added under `key`, if any (a copy, as Core Animation returns).
    public func animation(forKey key: String) -> CAAnimation? {
        attachedAnimations.value(for: self)?.first { $0.key == key }?.animation
    }
    /// The keys of the layer's animations, in the order added (nil when none, as Core Animation).
    public func animationKeys() -> [String]? {
        let keys = attachedAnimations.value(for: self)?.map(\.key) ?? []
        return keys.isEmpty ? nil : keys
    }
    public func removeAnimation(forKey key: String) {
        attachedAnimations.update(self, initial: []) { $0.removeAll { $0.key == key } }
    }
    public func removeAllAnimations() { attachedAnimations.set(nil, for: self) }
    /// The layer's animations, in the order added.
    var addedAnimations: [CAAnimation] { attachedAnimations.value(for: self)?.map(\.animation) ?? [] }

    /// The layer as shown on screen: the model layer itself (a snapshot without a time shows the
    /// model values; `makeScene(at:)` draws the animated ones).
    public func presentation() -> Self? { self }
    /// The model layer: the layer itself.
    public func model() -> Self { self }
}

extension CAAnimation {
    /// A copy of the animation's settings as they are now (Core Animation copies an animation
    /// when it is added); a missing duration or timing function takes the open transaction's.
    func frozenCopy(transactionDuration: CFTimeInterval?, transactionTiming: CAMediaTimingFunction?) -> CAAnimation {
        let copy: CAAnimation
        switch self {
        case let spring as CASpringAnimation:
            let made = CASpringAnimation()
            made.mass = spring.mass; made.stiffness = spring.stiffness; made.damping = spring.damping
            made.initialVelocity = spring.initialVelocity; made.allowsOverdamping = spring.allowsOverdamping
            copy = made
        case is CABasicAnimation: copy = CABasicAnimation()
        case let keyframes as CAKeyframeAnimation:
            let made = CAKeyframeAnimation()
            made.values = keyframes.values; made.path = keyframes.path; made.keyTimes = keyframes.keyTimes
            made.timingFunctions = keyframes.timingFunctions; made.calculationMode = keyframes.calculationMode
            made.tensionValues = keyframes.tensionValues; made.continuityValues = keyframes.continuityValues
            made.biasValues = keyframes.biasValues; made.rotationMode = keyframes.rotationMode
            copy = made
        case let group as CAAnimationGroup:
            let made = CAAnimationGroup()
            made.animations = group.animations?.map { $0.frozenCopy(transactionDuration: nil, transactionTiming: nil) }
            copy = made
        case let transition as CATransition:
            let made = CATransition()
            made.type = transition.type; made.subtype = transition.subtype
            made.startProgress = transition.startProgress; made.endProgress = transition.endProgress
            copy = made
        default: copy = CAAnimation()
        }
        if let basic = self as? CABasicAnimation, let made = copy as? CABasicAnimation {
            made.fromValue = basic.fromValue; made.toValue = basic.toValue; made.byValue = basic.byValue
        }
        if let property = self as? CAPropertyAnimation, let made = copy as? CAPropertyAnimation {
            made.keyPath = property.keyPath; made.isAdditive = property.isAdditive; made.isCumulative = property.isCumulative
        }
        copy.beginTime = beginTime
        copy.duration = duration > 0 ? duration : (transactionDuration ?? duration)
        copy.speed = speed; copy.timeOffset = timeOffset
        copy.repeatCount = repeatCount; copy.repeatDuration = repeatDuration
        copy.autoreverses = autoreverses; copy.fillMode = fillMode
        copy.timingFunction = timingFunction ?? transactionTiming
        copy.delegate = delegate
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        return copy
    }
}
