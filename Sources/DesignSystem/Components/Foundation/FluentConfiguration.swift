import LayoutEngine
/// A configuration built the way the seeds' `Builder` classes build theirs: each
/// setter returns a changed copy, so `AlertModal(title: "…").message("…").negative("취소")`
/// reads like the builder chain without a mutable builder object.
public protocol FluentConfiguration: Sendable {}

extension FluentConfiguration {
    /// A copy with `value` at `keyPath`; every fluent setter is this one line.
    func with<Value>(_ keyPath: WritableKeyPath<Self, Value>, _ value: Value) -> Self {
        var copy = self
        copy[keyPath: keyPath] = value
        return copy
    }
}
