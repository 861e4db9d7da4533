/// How a stack sizes and spaces its items along its axis (UIKit's `UIStackView.Distribution`).
public enum StackDistribution: Sendable, Hashable {
    /// Items are `spacing` apart and fill the stack; their intrinsic sizes, hugging and
    /// compression resistance decide who grows or shrinks.
    case fill
    /// Items are `spacing` apart and all the same length.
    case fillEqually
    /// Items are `spacing` apart with lengths proportional to their intrinsic lengths
    /// (items without an intrinsic length keep the length their own constraints give).
    case fillProportionally
    /// Items keep their lengths; the gaps between them are equal and at least `spacing`.
    case equalSpacing
    /// Items keep their lengths; their centers are equally spaced, gaps at least `spacing`.
    case equalCentering
}
