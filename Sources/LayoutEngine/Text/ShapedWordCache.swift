/// Shaped words by face and exact UTF-8 bytes, shared by all threads; the reason repeated words cost a
/// dictionary lookup instead of a HarfBuzz call (Android's minikin `LayoutCache` does the same).
///
/// The entries are split over 16 independently locked shards (by key hash) so threads laying out text
/// at the same time rarely wait for each other.
final class ShapedWordCache: Sendable {
    private let shards = (0..<16).map { _ in Synchronized([ShapedWordKey: ShapedWord]()) }
    /// Entries kept per shard before that shard starts over; words are small, so the default bounds memory
    /// to a few tens of MB.
    let shardCapacity: Int

    init(capacity: Int = 160_000) { shardCapacity = max(1, capacity / 16) }

    /// The shaped form of `text` in `face`, from the cache or shaped now.
    func word(_ text: UnsafeBufferPointer<UInt8>, face: FontFace) -> ShapedWord {
        let key = ShapedWordKey(face: face.cacheKey, text: text)
        let shard = shards[Int(truncatingIfNeeded: key.mixed >> 60)]
        if let hit = shard.withLock({ $0[key] }) { return hit }
        let shaped = ShapedWord(face: face, text: text)
        shard.withLock { entries in
            if entries.count >= shardCapacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = shaped
        }
        return shaped
    }
}

/// A cache key: the face and the word's exact bytes. Bytes, not `String`, because `String` equality is
/// canonical equivalence and "é" precomposed and decomposed shape differently. The first 24 bytes are
/// stored inline so a typical word costs no allocation.
struct ShapedWordKey: Hashable {
    let face: Int
    let count: Int
    let head: (UInt64, UInt64, UInt64)
    let tail: [UInt8]
    /// All of the above mixed into 64 bits once (multiply-xorshift, as in splitmix64), so the dictionary's
    /// SipHash and the shard choice each read one word instead of the bytes.
    let mixed: UInt64

    init(face: Int, text: UnsafeBufferPointer<UInt8>) {
        self.face = face
        count = text.count
        var head: (UInt64, UInt64, UInt64) = (0, 0, 0)
        let inline = min(text.count, 24)
        withUnsafeMutableBytes(of: &head) { raw in
            if inline > 0, let base = text.baseAddress { raw.copyMemory(from: UnsafeRawBufferPointer(start: base, count: inline)) }
        }
        self.head = head
        tail = text.count > 24 ? Array(text[24...]) : []
        var mixed = UInt64(truncatingIfNeeded: face) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(count)
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
        a.mixed == b.mixed && a.face == b.face && a.count == b.count && a.head == b.head && a.tail == b.tail
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(mixed)
    }
}
