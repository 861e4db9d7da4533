/// Shaped words by font chain, break strategy and exact UTF-8 bytes, shared by all threads; the reason
/// repeated words cost a table lookup instead of font fallback, a HarfBuzz call and a libunibreak pass
/// (Android's minikin `LayoutCache` does the same for shaping).
///
/// The entries are split over 16 independently locked shards (by key hash) so threads laying out text
/// at the same time rarely wait for each other.
final class ShapedWordCache: Sendable {
    private let shards: [Synchronized<WordTable>]

    /// A cache of up to about `capacity` words (rounded to a power of two per shard). Shards start small
    /// and double as they fill; a shard at its limit starts over, which bounds memory (about 10 MB by
    /// default) without bookkeeping on every hit.
    init(capacity: Int = 80_000) {
        var slots = 64
        while slots * 16 < capacity * 2 { slots *= 2 }
        shards = (0..<16).map { _ in Synchronized(WordTable(maximumSlots: slots)) }
    }

    /// How many shaped words the cache holds (tests tell engines apart by it).
    var count: Int { shards.reduce(0) { total, shard in total + shard.withLock { $0.count } } }

    /// The shaped form of `text` with `chain` under `strategy`, its bytes at bidi `levels` (nil: all 0),
    /// from the cache or computed now.
    func word(_ text: UnsafeBufferPointer<UInt8>, levels: UnsafeBufferPointer<UInt8>? = nil, chain: FontChain,
              strategy: LineBreakStrategy) -> ShapedWord {
        let context = chain.id &* 2 + (strategy == .hangulWordPriority ? 1 : 0)
        guard let levels, levels.contains(where: { $0 != 0 }) else {
            return word(ShapedWordKey(context: context, text: text), text: text, levels: nil, chain: chain, strategy: strategy)
        }
        // A word at other levels shapes differently: its key is its bytes, 0xFF (never in UTF-8), then
        // one byte per level.
        var keyed = Array(text)
        keyed.append(0xFF)
        keyed.append(contentsOf: levels)
        return keyed.withUnsafeBufferPointer { bytes in
            word(ShapedWordKey(context: context, text: bytes), text: text, levels: levels, chain: chain, strategy: strategy)
        }
    }

    private func word(_ key: ShapedWordKey, text: UnsafeBufferPointer<UInt8>, levels: UnsafeBufferPointer<UInt8>?,
                      chain: FontChain, strategy: LineBreakStrategy) -> ShapedWord {
        let shard = shards[Int(truncatingIfNeeded: key.mixed >> 60)]
        if let hit = shard.withLock({ $0.word(for: key) }) { return hit }
        let shaped = ShapedWord(UTF8Text(bytes: text), levels: levels, chain: chain, strategy: strategy)
        shard.withLock { $0.insert(shaped, for: key) }
        return shaped
    }
}

/// An open-addressing hash table with linear probing on the key's premixed hash: a lookup is an index
/// computation and a comparison, without hashing the key again (Knuth, TAOCP vol. 3, 6.4 algorithm L).
struct WordTable {
    private var keys: [ShapedWordKey?]
    private var words: [ShapedWord?]
    private(set) var count = 0
    private var mask: Int
    private let maximumSlots: Int

    /// An empty table that grows to at most `maximumSlots` entries (a power of two).
    init(maximumSlots: Int) {
        self.maximumSlots = maximumSlots
        let slots = min(64, maximumSlots)
        keys = Array(repeating: nil, count: slots)
        words = Array(repeating: nil, count: slots)
        mask = slots - 1
    }

    func word(for key: ShapedWordKey) -> ShapedWord? {
        var slot = Int(truncatingIfNeeded: key.mixed) & mask
        while let stored = keys[slot] {
            if stored == key { return words[slot] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Stores `word`. A table half full doubles, or at its maximum size is emptied: at most half full,
    /// probe sequences stay short.
    mutating func insert(_ word: ShapedWord, for key: ShapedWordKey) {
        if count * 2 >= keys.count {
            let oldKeys = keys, oldWords = words
            let slots = keys.count < maximumSlots ? keys.count * 2 : keys.count
            keys = Array(repeating: nil, count: slots)
            words = Array(repeating: nil, count: slots)
            mask = slots - 1
            count = 0
            // Growing keeps every entry; a table already at its maximum size starts over instead.
            if slots > oldKeys.count {
                for (oldKey, oldWord) in zip(oldKeys, oldWords) {
                    if let oldKey, let oldWord { place(oldWord, for: oldKey) }
                }
            }
        }
        place(word, for: key)
    }

    private mutating func place(_ word: ShapedWord, for key: ShapedWordKey) {
        var slot = Int(truncatingIfNeeded: key.mixed) & mask
        while let stored = keys[slot] {
            if stored == key { return }
            slot = (slot + 1) & mask
        }
        keys[slot] = key
        words[slot] = word
        count += 1
    }
}

/// A cache key: the font chain and strategy, and the word's exact bytes (and bidi levels). Bytes, not `String`, because `String` equality is
/// canonical equivalence and "é" precomposed and decomposed shape differently. The first 24 bytes are
/// stored inline so a typical word costs no allocation.
struct ShapedWordKey: Equatable {
    let context: Int
    let count: Int
    let head: (UInt64, UInt64, UInt64)
    let tail: [UInt8]
    /// All of the above mixed into 64 bits once (multiply-xorshift, as in splitmix64): the shard comes from
    /// its top bits and the table slot from its low bits.
    let mixed: UInt64

    init(context: Int, text: UnsafeBufferPointer<UInt8>) {
        self.context = context
        count = text.count
        var head: (UInt64, UInt64, UInt64) = (0, 0, 0)
        let inline = min(text.count, 24)
        withUnsafeMutableBytes(of: &head) { raw in
            if inline > 0, let base = text.baseAddress { raw.copyMemory(from: UnsafeRawBufferPointer(start: base, count: inline)) }
        }
        self.head = head
        tail = text.count > 24 ? Array(text[24...]) : []
        var mixed = UInt64(truncatingIfNeeded: context) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(count)
        mixed = ShapedWordKey.mix(mixed ^ head.0)
        mixed = ShapedWordKey.mix(mixed ^ head.1)
        mixed = ShapedWordKey.mix(mixed ^ head.2)
        for byte in tail { mixed = ShapedWordKey.mix(mixed ^ UInt64(byte)) }
        self.mixed = mixed
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    static func == (a: ShapedWordKey, b: ShapedWordKey) -> Bool {
        a.mixed == b.mixed && a.context == b.context && a.count == b.count && a.head == b.head && a.tail == b.tail
    }
}
