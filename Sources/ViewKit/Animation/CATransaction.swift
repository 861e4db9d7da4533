import Foundation

/// Groups layer changes and animations (Core Animation's `CATransaction`).
///
/// Nothing waits for a display here: `commit()` of the outermost transaction runs the
/// completion block at once (UIKit runs it when the transaction's animations finish; their
/// frames are drawn by `makeScene(at:)`, not by waiting). `setAnimationDuration` and
/// `setAnimationTimingFunction` give animations added inside the transaction without their own
/// duration or timing function theirs, as Core Animation's implicit animations take them.
@preconcurrency @MainActor
open class CATransaction: NSObject {
    /// One open transaction's settings.
    private struct Frame {
        var duration: CFTimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?
        var disableActions = false
        var completion: (@MainActor () -> Void)?
        var values: [String: Any] = [:]
        /// Animation delegates' `animationDidStop` calls, run at commit before the completion.
        var stops: [@MainActor () -> Void] = []
    }
    /// Open transactions, outermost first; an implicit one stands in when none is open.
    private static var stack: [Frame] = []
    private static var implicit = Frame()
    private static var current: Frame {
        get { stack.last ?? implicit }
        set { if stack.isEmpty { implicit = newValue } else { stack[stack.count - 1] = newValue } }
    }

    open class func begin() { stack.append(Frame(duration: current.duration, timingFunction: current.timingFunction,
                                                  disableActions: current.disableActions)) }
    /// Ends the innermost transaction and runs its completion block.
    open class func commit() {
        let frame = stack.popLast() ?? implicit
        if stack.isEmpty { implicit = Frame() }
        for stop in frame.stops { stop() }
        frame.completion?()
    }
    /// Nothing is pending: there is no render server.
    open class func flush() {}
    open class func lock() {}
    open class func unlock() {}
    open class func animationDuration() -> CFTimeInterval { current.duration }
    open class func setAnimationDuration(_ duration: CFTimeInterval) { current.duration = duration }
    open class func animationTimingFunction() -> CAMediaTimingFunction? { current.timingFunction }
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { current.timingFunction = function }
    open class func disableActions() -> Bool { current.disableActions }
    open class func setDisableActions(_ flag: Bool) { current.disableActions = flag }
    open class func completionBlock() -> (@MainActor () -> Void)? { current.completion }
    /// The block `commit()` runs (outside any transaction: at once, as nothing is in flight).
    open class func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        if stack.isEmpty { block?() } else { current.completion = block }
    }
    open class func value(forKey key: String) -> Any? { current.values[key] }
    open class func setValue(_ anObject: Any?, forKey key: String) { current.values[key] = anObject }

    /// Whether an animation is being added inside an explicit transaction (its delegate's
    /// `animationDidStop` then waits for the commit).
    static var isOpen: Bool { !stack.isEmpty }
    /// Runs `block` when the innermost transaction commits (before its completion block), or now outside one.
    static func afterCommit(_ block: @escaping @MainActor () -> Void) {
        guard isOpen else { return block() }
        current.stops.append(block)
    }
}
