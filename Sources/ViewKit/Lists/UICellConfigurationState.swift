import Foundation

/// The state of a cell that its content and background configurations are updated for (UIKit's
/// `UICellConfigurationState`). A cell gives its own (`configurationState`) and applies
/// `updated(for:)` to its configurations whenever it changes. Swiping, dragging and dropping are
/// states a snapshot never sees; they are kept so code that reads them compiles. `@unchecked
/// Sendable`: its custom states are values set by the app (UIKit's are `AnyHashable` too).
public struct UICellConfigurationState: UIConfigurationState, Hashable, @unchecked Sendable {
    public var traitCollection: UITraitCollection
    public var isSelected = false
    public var isHighlighted = false
    public var isDisabled = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    /// UIKit's cell drag states; never set by drawing.
    public enum DragState: Int, Sendable, Hashable { case none, lifting, dragging }
    /// UIKit's cell drop states; never set by drawing.
    public enum DropState: Int, Sendable, Hashable { case none, notTargeted, targeted }
    public var cellDragState: DragState = .none
    public var cellDropState: DropState = .none
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}
