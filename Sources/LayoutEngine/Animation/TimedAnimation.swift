/// An animation whose value is a function of where it is in its cycles: keyframes, basic
/// animations and springs, which share how a parent time becomes that point.
public protocol TimedAnimation: Sendable {
    associatedtype Value
    var timing: MediaTiming { get }
    /// The value at a point of the animation's cycles.
    func value(at local: LocalTime) -> Value
}

extension TimedAnimation {
    /// The value at `parentTime`, or nil where the animation has no effect.
    @inline(__always)
    public func value(at parentTime: Double) -> Value? {
        guard let local = timing.localTime(at: parentTime) else { return nil }
        return value(at: local)
    }
}
