/// How the objects that point back at a view or a layout guide without owning it reach it: its
/// subviews (their `superview`), its layer (`owner`), its guides (`owningView`) and the
/// constraints that name it or are installed on it.
///
/// They hold this small object instead of a weak reference to the item. A weak reference gives
/// its target a side table, and every retain and release of an object with a side table takes
/// Swift's slow path: every view of a tree has one (its subviews and constraints point at it),
/// and in an alert modal's layout that reference counting was about 12 % of the time (perf).
/// The item clears the reference when it is deallocated (its `deinit`), so a reader then finds
/// nil, as it would through a weak reference.
final class ItemReference {
    /// The view or guide, until it is deallocated.
    unowned(unsafe) var item: (any LayoutItem)?
    /// The same item when it is a view.
    unowned(unsafe) var view: UIView?
}
