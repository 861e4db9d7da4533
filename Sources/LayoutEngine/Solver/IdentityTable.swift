/// A table from identities (`Constraint.id`, `Variable.id`) to values, for the solver's
/// per-constraint and per-variable lookups: the subset of `Dictionary<Int, Value>` the solver
/// uses, without `Hasher`. A layout looks a variable up for every term of every constraint and
/// every value it reads; with `Dictionary`'s seeded hashing those lookups and the constraint
/// table's insertions were about 4% of an alert modal's release layout.
///
/// The entries are kept densely; an open-addressing index (linear probing over a power-of-two
/// array of positions, at most half full, keys spread by a Fibonacci multiply) finds them, and a
/// removal shifts the probe run after it back (no tombstones). Iteration order (`values`) is the
/// table's and means nothing: callers that need an order sort.
struct IdentityTable<Value> {
    /// Per bucket, the position of its key in `keys` and `entries`, or -1.
    private var buckets: [Int32] = []
    /// The keys and values, densely (a removal moves the last one into the gap).
    private var keys: [Int] = []
    private var entries: [Value] = []

    /// An empty table.
    init() {}

    /// How many keys the table holds.
    var count: Int { entries.count }

    private var mask: Int { buckets.count - 1 }

    @inline(__always)
    private func home(of key: Int) -> Int {
        // The top bits of the product: identities handed out in order land far apart.
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// The bucket holding `key`, or nil.
    @inline(__always)
    private func bucket(of key: Int) -> Int? {
        guard !buckets.isEmpty else { return nil }
        var index = home(of: key)
        while true {
            let position = buckets[index]
            if position < 0 { return nil }
            if keys[Int(position)] == key { return index }
            index = (index + 1) & mask
        }
    }

    /// The value for `key`; setting nil removes it.
    subscript(key: Int) -> Value? {
        get {
            guard let index = bucket(of: key) else { return nil }
            return entries[Int(buckets[index])]
        }
        set {
            if let newValue {
                insert(newValue, for: key)
            } else if let index = bucket(of: key) {
                remove(at: index)
            }
        }
    }

    /// Every value held, in the table's order.
    var values: [Value] { entries }

    /// Makes room for `capacity` keys in all without growing.
    mutating func reserveCapacity(_ capacity: Int) {
        keys.reserveCapacity(capacity)
        entries.reserveCapacity(capacity)
        var size = max(8, buckets.count)
        while size < 2 * capacity { size *= 2 }
        if size > buckets.count { rehash(to: size) }
    }

    private mutating func insert(_ value: Value, for key: Int) {
        if let index = bucket(of: key) {
            entries[Int(buckets[index])] = value
            return
        }
        if 2 * (count + 1) > buckets.count { rehash(to: max(8, 2 * buckets.count)) }
        var index = home(of: key)
        while buckets[index] >= 0 { index = (index + 1) & mask }
        buckets[index] = Int32(entries.count)
        keys.append(key)
        entries.append(value)
    }

    /// Empties bucket `index`, moves back the keys after it that probed past it, and moves the
    /// last entry into the removed one's place.
    private mutating func remove(at index: Int) {
        let position = Int(buckets[index])
        buckets[index] = -1
        var hole = index, next = index
        while true {
            next = (next + 1) & mask
            let moved = buckets[next]
            if moved < 0 { break }
            let wanted = home(of: keys[Int(moved)])
            // The key at `next` may fill the hole unless its home lies cyclically in (hole, next].
            let staysPut = hole <= next ? (wanted > hole && wanted <= next) : (wanted > hole || wanted <= next)
            if staysPut { continue }
            buckets[hole] = moved
            buckets[next] = -1
            hole = next
        }
        let last = entries.count - 1
        if position != last, let lastBucket = bucket(of: keys[last]) {
            buckets[lastBucket] = Int32(position)
            keys.swapAt(position, last)
            entries.swapAt(position, last)
        }
        keys.removeLast()
        entries.removeLast()
    }

    private mutating func rehash(to size: Int) {
        buckets = Array(repeating: -1, count: size)
        for (position, key) in keys.enumerated() {
            var index = home(of: key)
            while buckets[index] >= 0 { index = (index + 1) & mask }
            buckets[index] = Int32(position)
        }
    }
}

extension IdentityTable: Sendable where Value: Sendable {}
