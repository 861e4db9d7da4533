import Foundation

/// Shaped words by font chain, break strategy and exact UTF-8 bytes, shared by all threads; the reason
/// repeated words cost a table lookup instead of font fallback, a HarfBuzz call and a libunibreak pass
/// (Android's minikin `LayoutCache` does the same for shaping).
///
/// The entries are split over 16 independently locked shards (by key hash) so threads laying out text
/// at the same time rarely wait for each other. The shards' mutexes and tables sit in memory allocated
/// once and never moved (a pthread mutex must keep its address), each table touched only while its
/// mutex is held: a lookup retains nothing and takes no exclusivity check (a `Synchronized` per shard
/// cost both, once per word).
final class ShapedWordCache: @unchecked Sendable {
    private static let shardCount = 16
    private let locks: UnsafeMutablePointer<pthread_mutex_t>
    private let tables: UnsafeMutablePointer<WordTable>

    /// A cache of up to about `capacity` words (rounded to a power of two per shard). Shards start small
    /// and double as they fill; a shard at its limit starts over, which bounds memory (about 10 MB by
    /// default) without bookkeeping on every hit.
    init(capacity: Int = 80_000) {
        var slots = 64
        while slots * ShapedWordCache.shardCount < capacity * 2 { slots *= 2 }
        locks = .allocate(capacity: ShapedWordCache.shardCount)
        tables = .allocate(capacity: ShapedWordCache.shardCount)
        for k in 0..<ShapedWordCache.shardCount {
            pthread_mutex_init(locks + k, nil)
            (tables + k).initialize(to: WordTable(maximumSlots: slots))
        }
    }

    deinit {
        for k in 0..<ShapedWordCache.shardCount { pthread_mutex_destroy(locks + k) }
        tables.deinitialize(count: ShapedWordCache.shardCount)
        tables.deallocate()
        locks.deallocate()
    }

    /// Runs `body` on shard `k`'s table, holding its mutex.
    private func withShard<Result>(_ k: Int, _ body: (inout WordTable) -> Result) -> Result {
        pthread_mutex_lock(locks + k)
        defer { pthread_mutex_unlock(locks + k) }
        return body(&tables[k])
    }

    /// How many shaped words the cache holds (tests tell engines apart by it).
    var count: Int { (0..<ShapedWordCache.shardCount).reduce(0) { total, k in total + withShard(k) { $0.count } } }

    /// Hands the shaped form of `text` with `chain` under `strategy`, its bytes at bidi `levels` (nil:
    /// all 0), from the cache or shaped now, to `body`. The view is valid only inside `body`, which runs
    /// holding the shard's lock: it copies what it needs and must not use the cache.
    func withWord<Result>(_ text: UnsafeBufferPointer<UInt8>, levels: UnsafeBufferPointer<UInt8>? = nil, chain: FontChain,
                          strategy: LineBreakStrategy, _ body: (StoredWordView) -> Result) -> Result {
        let context = chain.id &* 2 + (strategy == .hangulWordPriority ? 1 : 0)
        guard let levels, levels.contains(where: { $0 != 0 }) else {
            return withWord(ShapedWordKey(context: context, text: text), keyBytes: text, text: text, levels: nil, chain: chain,
                            strategy: strategy, body)
        }
        // A word at other levels shapes differently: its key is its bytes, 0xFF (never in UTF-8), then
        // one byte per level.
        var keyed = Array(text)
        keyed.append(0xFF)
        keyed.append(contentsOf: levels)
        return keyed.withUnsafeBufferPointer { bytes in
            withWord(ShapedWordKey(context: context, text: bytes), keyBytes: bytes, text: text, levels: levels, chain: chain,
                     strategy: strategy, body)
        }
    }

    /// `keyBytes`: the bytes `key` was made from (the word's, and its levels when it has some).
    private func withWord<Result>(_ key: ShapedWordKey, keyBytes: UnsafeBufferPointer<UInt8>, text: UnsafeBufferPointer<UInt8>,
                                  levels: UnsafeBufferPointer<UInt8>?, chain: FontChain, strategy: LineBreakStrategy,
                                  _ body: (StoredWordView) -> Result) -> Result {
        let shard = Int(truncatingIfNeeded: key.mixed >> 60)
        let hit: Result? = withShard(shard) { table in
            table.entry(for: key, bytes: keyBytes).map { table.arena.withWord($0, body) }
        }
        if let hit { return hit }
        // Shaped outside the lock: other threads go on fetching words meanwhile.
        let shaped = ShapedWord(UTF8Text(bytes: text), levels: levels, chain: chain, strategy: strategy)
        return withShard(shard) { table in
            let entry = table.insert(shaped, for: key, bytes: keyBytes)
            return table.arena.withWord(entry, body)
        }
    }
}

/// An open-addressing hash table with linear probing on the key's premixed hash: a lookup is an index
/// computation and a comparison, without hashing the key again (Knuth, TAOCP vol. 3, 6.4 algorithm L).
/// Keys, entries and the bytes of long keys are plain values, so a lookup touches no reference counts.
struct WordTable {
    /// A slot: its key (`count` -1 when free), where the key's bytes past the first 24 are in `tails`,
    /// and where its word is in `arena`.
    private struct Slot {
        var key: ShapedWordKey
        var tail: Int
        var entry: StoredWordEntry
        static let free = Slot(key: .none, tail: 0, entry: .none)
    }

    private var slots: [Slot]
    /// The bytes of long keys after their first 24.
    private var tails: [UInt8] = []
    private(set) var count = 0
    private var mask: Int
    private let maximumSlots: Int
    /// The words' glyph data.
    private(set) var arena = ShapedWordArena()

    /// An empty table that grows to at most `maximumSlots` entries (a power of two).
    init(maximumSlots: Int) {
        self.maximumSlots = maximumSlots
        let count = min(64, maximumSlots)
        slots = Array(repeating: .free, count: count)
        mask = count - 1
    }

    /// Where the word of `key`, made from `bytes`, is in `arena`; nil when the table does not have it.
    func entry(for key: ShapedWordKey, bytes: UnsafeBufferPointer<UInt8>) -> StoredWordEntry? {
        var index = Int(truncatingIfNeeded: key.mixed) & mask
        while slots[index].key.count >= 0 {
            if slots[index].key.matchesInline(key), tailMatches(slots[index].tail, bytes) { return slots[index].entry }
            index = (index + 1) & mask
        }
        return nil
    }

    private func tailMatches(_ tail: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count > ShapedWordKey.inlineCount else { return true }
        return tails.withUnsafeBufferPointer { tails in
            tails[tail..<(tail + bytes.count - ShapedWordKey.inlineCount)].elementsEqual(bytes[ShapedWordKey.inlineCount...])
        }
    }

    /// Stores `word` (unless another thread stored it meanwhile) and returns where it is. A table half
    /// full doubles, or at its maximum size is emptied with its arena: at most half full, probe
    /// sequences stay short, and the arena holds at most the words of a full table.
    mutating func insert(_ word: ShapedWord, for key: ShapedWordKey, bytes: UnsafeBufferPointer<UInt8>) -> StoredWordEntry {
        if let stored = entry(for: key, bytes: bytes) { return stored }
        if count * 2 >= slots.count {
            let old = slots
            let size = slots.count < maximumSlots ? slots.count * 2 : slots.count
            slots = Array(repeating: .free, count: size)
            mask = size - 1
            count = 0
            // Growing keeps every entry; a table already at its maximum size starts over instead.
            if size > old.count {
                for slot in old where slot.key.count >= 0 { place(slot) }
            } else {
                arena.removeAll()
                tails.removeAll(keepingCapacity: true)
            }
        }
        let tail = tails.count
        if bytes.count > ShapedWordKey.inlineCount { tails.append(contentsOf: bytes[ShapedWordKey.inlineCount...]) }
        let entry = arena.append(word)
        place(Slot(key: key, tail: tail, entry: entry))
        return entry
    }

    /// Puts `slot` in the first free slot of its key's probe sequence (the key is not in the table).
    private mutating func place(_ slot: Slot) {
        var index = Int(truncatingIfNeeded: slot.key.mixed) & mask
        while slots[index].key.count >= 0 { index = (index + 1) & mask }
        slots[index] = slot
        count += 1
    }
}

/// A cache key: the font chain and strategy, and the word's exact bytes (and bidi levels). Bytes, not
/// `String`, because `String` equality is canonical equivalence and "é" precomposed and decomposed shape
/// differently. The first 24 bytes are stored inline and all of them are mixed into the hash; `WordTable`
/// keeps and compares the rest.
struct ShapedWordKey {
    let context: Int
    let count: Int
    let head: (UInt64, UInt64, UInt64)
    /// All of the above and the bytes past the head mixed into 64 bits once (multiply-xorshift, as in
    /// splitmix64): the shard comes from its top bits and the table slot from its low bits.
    let mixed: UInt64

    /// How many bytes are stored inline.
    static let inlineCount = 24

    /// The key of no word (a free table slot).
    static let none = ShapedWordKey(context: 0, count: -1, head: (0, 0, 0), mixed: 0)

    private init(context: Int, count: Int, head: (UInt64, UInt64, UInt64), mixed: UInt64) {
        self.context = context; self.count = count; self.head = head; self.mixed = mixed
    }

    init(context: Int, text: UnsafeBufferPointer<UInt8>) {
        self.context = context
        count = text.count
        // Bytes 8k to 8k + 7 as a little-endian word, zeros past the end: whole words are one load.
        func word(_ k: Int) -> UInt64 {
            let start = 8 * k, length = min(8, text.count - start)
            guard length > 0, let base = text.baseAddress else { return 0 }
            if length == 8 { return UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: start, as: UInt64.self)) }
            var value: UInt64 = 0
            for i in 0..<length { value |= UInt64(base[start + i]) << UInt64(8 * i) }
            return value
        }
        head = (word(0), word(1), word(2))
        var mixed = UInt64(truncatingIfNeeded: context) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(text.count)
        // The head's words past the text's end are zero and the count is mixed in: they are skipped.
        mixed = ShapedWordKey.mix(mixed ^ head.0)
        if text.count > 8 { mixed = ShapedWordKey.mix(mixed ^ head.1) }
        if text.count > 16 { mixed = ShapedWordKey.mix(mixed ^ head.2) }
        for byte in text.dropFirst(ShapedWordKey.inlineCount) { mixed = ShapedWordKey.mix(mixed ^ UInt64(byte)) }
        self.mixed = mixed
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Whether the keys agree in all but the bytes past the head (which the table compares).
    func matchesInline(_ other: ShapedWordKey) -> Bool {
        mixed == other.mixed && context == other.context && count == other.count && head == other.head
    }
}
