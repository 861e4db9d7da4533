import Foundation

#if !canImport(Darwin)
/// Undo and redo stacks (Foundation's `UndoManager`, which Foundation on Linux lacks): each
/// registration is a closure; `undo()` runs the last one, and what it registers while undoing
/// goes on the redo stack, as Foundation does. Groups of registrations made between
/// `beginUndoGrouping()` and `endUndoGrouping()` undo together.
open class UndoManager: NSObject {
    private typealias Group = (name: String, actions: [() -> Void])
    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var openGroup: Group?
    private var groupingDepth = 0
    private var isUndoingNow = false
    private var isRedoingNow = false

    public override init() { super.init() }

    open var canUndo: Bool { !undoStack.isEmpty }
    open var canRedo: Bool { !redoStack.isEmpty }
    open var isUndoing: Bool { isUndoingNow }
    open var isRedoing: Bool { isRedoingNow }
    open var undoActionName: String { undoStack.last?.name ?? "" }
    open var redoActionName: String { redoStack.last?.name ?? "" }
    open var levelsOfUndo = 0

    /// Registers `handler` to run on `target` when undone.
    open func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping (Target) -> Void) {
        record { [weak target] in if let target { handler(target) } }
    }
    open func setActionName(_ actionName: String) {
        if openGroup != nil { openGroup?.name = actionName } else if !undoStack.isEmpty { undoStack[undoStack.count - 1].name = actionName }
    }
    open func beginUndoGrouping() {
        groupingDepth += 1
        if groupingDepth == 1 { openGroup = ("", []) }
    }
    open func endUndoGrouping() {
        guard groupingDepth > 0 else { return }
        groupingDepth -= 1
        if groupingDepth == 0, let group = openGroup {
            openGroup = nil
            if !group.actions.isEmpty { push(group) }
        }
    }
    open func undo() {
        guard let group = undoStack.popLast() else { return }
        isUndoingNow = true
        run(group)
        isUndoingNow = false
    }
    open func redo() {
        guard let group = redoStack.popLast() else { return }
        isRedoingNow = true
        run(group)
        isRedoingNow = false
    }
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
    }
    open func removeAllActions(withTarget target: Any) {}

    private func record(_ action: @escaping () -> Void) {
        if openGroup != nil { openGroup?.actions.append(action) } else { push(("", [action])) }
    }
    private func push(_ group: Group) {
        if isUndoingNow {
            redoStack.append(group)
        } else {
            if !isRedoingNow { redoStack.removeAll() }
            undoStack.append(group)
            if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst() }
        }
    }
    /// Runs a group's actions, last first; what they register forms one group on the other stack.
    private func run(_ group: Group) {
        beginUndoGrouping()
        openGroup?.name = group.name
        for action in group.actions.reversed() { action() }
        endUndoGrouping()
    }
}
#endif
