/// How a stack sizes and spaces its items along its axis (UIKit's `UIStackView.Distribution`).
public enum StackDistribution: Sendable, Hashable {
    /// Items are `spacing` apart and fill the stack; their intrinsic sizes, hugging and
    /// compression resistance decide who grows or shrinks. Ties go by index, as UIKit's:
    /// among equal hugging priorities the first item stretches, among equal compression
    /// resistances the last item shrinks first.
    case fill
    /// Items are `spacing` apart and all the same length.
    case fillEqually
    /// Items are `spacing` apart; the length left after the spacing (and after items with
    /// no intrinsic size, which keep the length their own constraints give) is shared in
    /// proportion to the items' intrinsic lengths, as UIKit documents it (UIKit itself
    /// forgets the spacing, rdar://34595752). The shares hold at priority 999, 998, ... by
    /// index, so a required length of an item wins and the last items give way first; a
    /// column's multi-line items count with the height measured at the column's width.
    case fillProportionally
    /// Items keep their lengths; the gaps between them are equal and at least `spacing`.
    case equalSpacing
    /// Items keep their lengths; their centers are equally spaced (at priority 999) and the
    /// gaps are at least `spacing` (required): when both cannot hold, the gaps win.
    case equalCentering
}
