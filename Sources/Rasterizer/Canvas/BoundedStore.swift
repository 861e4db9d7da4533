import Synchronization

/// A thread-safe store of values made once and kept, that starts over when its values' total
/// cost would pass `capacity`: the painter's caches (glyph masks, color glyph images, blurred
/// shadow masks). Each value is a pure function of its key, so a hit gives what a miss would.
final class BoundedStore<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let state: Mutex<(entries: [Key: Value], cost: Int)>
    /// The most total cost kept; a value costing more than this is made but not kept.
    let capacity: Int
    private let cost: @Sendable (Value) -> Int

    init(capacity: Int, cost: @escaping @Sendable (Value) -> Int) {
        self.capacity = max(0, capacity)
        self.cost = cost
        self.state = Mutex(([:], 0))
    }

    /// How many values are kept.
    var count: Int { state.withLock { $0.entries.count } }

    /// Forgets every value.
    func removeAll() { state.withLock { $0 = ([:], 0) } }

    /// The value for `key`, made by `make` (outside the lock) when missing.
    func value(for key: Key, make: () -> Value) -> Value {
        if let hit = state.withLock({ $0.entries[key] }) { return hit }
        let value = make()
        let price = cost(value)
        guard price <= capacity else { return value }
        state.withLock { store in
            if store.cost + price > capacity { store = ([:], 0) }
            if store.entries.updateValue(value, forKey: key) == nil { store.cost += price }
        }
        return value
    }
}
