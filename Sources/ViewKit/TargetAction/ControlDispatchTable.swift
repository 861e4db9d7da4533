import Foundation

/// A control's registered target-action pairs and `UIAction`s, in the order registered, with
/// UIKit's rules: one registration per target, action and events; a `UIAction` replaces one of
/// the same identifier; targets held weakly, actions strongly.
struct ControlDispatchTable {
    /// What one registration sends.
    enum Dispatch {
        case selector(Selector, target: AnyObject?)
        case action(UIAction)
    }
    private struct Entry {
        weak var target: AnyObject?
        /// False for a nil target (the responder chain), so a freed target is told from none.
        let hasTarget: Bool
        let selector: Selector?
        let action: UIAction?
        var events: UIControl.Event
    }
    private var entries: [Entry] = []

    mutating func add(target: AnyObject?, action: Selector, for events: UIControl.Event) {
        if let index = entries.firstIndex(where: { $0.selector == action && $0.hasTarget == (target != nil) && $0.target === target }) {
            entries[index].events.formUnion(events)
        } else {
            entries.append(Entry(target: target, hasTarget: target != nil, selector: action, action: nil, events: events))
        }
    }
    mutating func remove(target: AnyObject?, action: Selector?, for events: UIControl.Event) {
        for index in entries.indices where entries[index].selector != nil
            && (target == nil || entries[index].target === target) && (action == nil || entries[index].selector == action) {
            entries[index].events.subtract(events)
        }
        entries.removeAll { $0.events.isEmpty }
    }
    mutating func add(_ action: UIAction, for events: UIControl.Event) {
        if let index = entries.firstIndex(where: { $0.action?.identifier == action.identifier }) {
            let merged = entries[index].events.union(events)
            entries[index] = Entry(target: nil, hasTarget: false, selector: nil, action: action, events: merged)
        } else {
            entries.append(Entry(target: nil, hasTarget: false, selector: nil, action: action, events: events))
        }
    }
    mutating func removeAction(identifiedBy identifier: UIAction.Identifier, for events: UIControl.Event) {
        for index in entries.indices where entries[index].action?.identifier == identifier { entries[index].events.subtract(events) }
        entries.removeAll { $0.events.isEmpty }
    }

    /// What to send for `events`, in the order registered (targets freed since are skipped).
    func entries(for events: UIControl.Event) -> [Dispatch] {
        entries.compactMap { entry in
            guard !entry.events.isDisjoint(with: events) else { return nil }
            if let action = entry.action { return .action(action) }
            guard let selector = entry.selector, !entry.hasTarget || entry.target != nil else { return nil }
            return .selector(selector, target: entry.target)
        }
    }
    var allTargets: Set<AnyHashable> {
        Set(entries.compactMap { entry -> AnyHashable? in
            guard entry.selector != nil else { return nil }
            guard entry.hasTarget else { return AnyHashable(NSNull()) }
            guard let target = entry.target else { return nil }
            return (target as? NSObject).map(AnyHashable.init) ?? AnyHashable(ObjectIdentifier(target))
        })
    }
    var allEvents: UIControl.Event { entries.reduce([]) { $0.union($1.events) } }
    func actions(forTarget target: AnyObject?, for events: UIControl.Event) -> [String]? {
        let names = entries.filter { $0.selector != nil && $0.target === target && !$0.events.isDisjoint(with: events) }
            .compactMap { $0.selector?.name }
        return names.isEmpty ? nil : names
    }
}
