import Foundation

/// Values attached to objects from outside their class (a view's gesture recognizers, a layer's
/// animations, a scroll view's delegate), so those UIKit features need no stored property in
/// the classes layout and drawing read for every view.
///
/// An entry holds its owner weakly and reads as absent once the owner is gone, even if a new
/// object took the same address; entries of freed owners are dropped as the table grows.
final class ObjectAttachments<Value>: @unchecked Sendable {
    private struct Entry {
        weak var owner: AnyObject?
        var value: Value
    }
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The table's size after its last sweep: the next sweep comes when it has doubled.
    private var sweptCount = 16

    /// The value attached to `owner`, if any.
    func value(for owner: AnyObject) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
        return entry.value
    }

    /// Attaches `value` to `owner` (nil removes it).
    func set(_ value: Value?, for owner: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        let key = ObjectIdentifier(owner)
        guard let value else {
            entries[key] = nil
            return
        }
        entries[key] = Entry(owner: owner, value: value)
        if entries.count > 2 * sweptCount {
            entries = entries.filter { $0.value.owner != nil }
            sweptCount = max(16, entries.count)
        }
    }

    /// Changes the value attached to `owner` in place, starting from `initial` when there is none.
    func update<Result>(_ owner: AnyObject, initial: @autoclosure () -> Value, _ change: (inout Value) -> Result) -> Result {
        var value = self.value(for: owner) ?? initial()
        let result = change(&value)
        set(value, for: owner)
        return result
    }
}

/// A weak reference, for attached delegates (UIKit holds delegates weakly); read it back with `as?`.
struct WeakReference {
    weak var object: AnyObject?
}
