/// A layout axis: horizontal (x, widths) or vertical (y, heights).
public enum Axis: Sendable, Hashable, CaseIterable {
    /// Along x.
    case horizontal
    /// Along y.
    case vertical
}

/// A value for each axis: content hugging and compression resistance priorities.
public struct PerAxis<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The value along x.
    public var horizontal: Value
    /// The value along y.
    public var vertical: Value

    /// Both values.
    public init(horizontal: Value, vertical: Value) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The value along `axis`.
    public subscript(axis: Axis) -> Value {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}
