/// Shaped words by face and exact UTF-8 bytes, shared by all threads; the reason repeated words cost a
/// dictionary lookup instead of a HarfBuzz call (Android's minikin `LayoutCache` does the same).
final class ShapedWordCache: Sendable {
    private let entries = Synchronized([ShapedWordKey: ShapedWord]())
    /// Entries kept before the cache starts over; words are small, so this bounds memory to a few tens of MB.
    let capacity: Int

    init(capacity: Int = 100_000) { self.capacity = capacity }

    /// The shaped form of `text` in `face`, from the cache or shaped now.
    func word(_ text: UnsafeBufferPointer<UInt8>, face: FontFace) -> ShapedWord {
        let key = ShapedWordKey(face: face.cacheKey, text: text)
        if let hit = entries.withLock({ $0[key] }) { return hit }
        let shaped = ShapedWord(face: face, text: text)
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
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
    }

    static func == (a: ShapedWordKey, b: ShapedWordKey) -> Bool {
        a.face == b.face && a.count == b.count && a.head == b.head && a.tail == b.tail
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(face); hasher.combine(count)
        hasher.combine(head.0); hasher.combine(head.1); hasher.combine(head.2)
        if !tail.isEmpty { tail.withUnsafeBytes { hasher.combine(bytes: $0) } }
    }
}
