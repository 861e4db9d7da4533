/// How a stack places its items across its axis (UIKit's `UIStackView.Alignment`).
public enum StackAlignment: Sendable, Hashable {
    /// Items span the stack's cross extent.
    case fill
    /// Items sit at the leading edge (horizontal: the top; vertical: the leading side).
    case leading
    /// Items are centered across the axis.
    case center
    /// Items sit at the trailing edge (horizontal: the bottom; vertical: the trailing side).
    case trailing
    /// Items' first baselines line up and the item with the tallest ascent touches the top
    /// (horizontal stacks; UIKit defines it for rows only, and a column treats it as `leading`).
    case firstBaseline
}
