import Synchronization

/// The fonts one style draws with, in the order CSS's `font-family` tries them: the style's own font,
/// then its fallback list. Only the first is opened up front (a style whose font is missing fails at
/// once); the others are opened the first time a character reaches them, so a process that draws no
/// Thai never opens a Thai font. Immutable apart from those lazily filled slots; shared by all threads.
final class FontChain: Sendable {
    /// One family of the list, at the style's weight.
    struct Entry: Sendable, Hashable {
        /// A family name or a font file path (as `FontRegistry.face(family:weight:)` takes it).
        var family: String
        var weight: FontWeight
        var italic: Bool
        /// Whether emoji presentation sequences try this entry first: a family or file whose name says
        /// "emoji" (Noto Color Emoji, Apple Color Emoji, Twemoji), as Chromium prefers its emoji font.
        var isEmoji: Bool
        /// Whether Han and kana clusters try this entry first: a family named "CJK" (Noto Sans CJK,
        /// Source Han's CJK builds), as Chromium draws Han and kana from the list's CJK font even
        /// where an earlier font (NanumGothic's Hanja) has the glyph.
        var isCJK: Bool = false
    }

    /// What an entry's lookup gave: nil when the family is not installed (it then never matches).
    private final class Resolved: Sendable {
        let face: FontFace?
        init(_ face: FontFace?) { self.face = face }
    }

    private final class Slot: Sendable {
        let resolved = AtomicLazyReference<Resolved>()
    }

    /// Unique among the chains of this process: the shaped-word cache keys words by it.
    let id: Int
    let entries: [Entry]
    /// The style's own font, entry 0, always present.
    let primary: FontFace
    /// Indices of the emoji entries, in list order.
    let emojiEntries: [Int]
    /// Indices of the CJK entries, in list order.
    let cjkEntries: [Int]
    private let slots: [Slot]
    private let registry: FontRegistry

    init(primary: FontFace, entries: [Entry], registry: FontRegistry) {
        self.id = FontChain.nextID.withLock { id in id += 1; return id }
        self.primary = primary
        self.entries = entries
        self.registry = registry
        self.emojiEntries = entries.indices.filter { entries[$0].isEmoji }
        self.cjkEntries = entries.indices.filter { entries[$0].isCJK }
        self.slots = entries.map { _ in Slot() }
        _ = slots[0].resolved.storeIfNil(Resolved(primary))
    }

    private static let nextID = Mutex(0)

    var count: Int { entries.count }

    /// The face of entry `k`, opened now if this is the first time; nil when it is not installed.
    func face(_ k: Int) -> FontFace? {
        if let resolved = slots[k].resolved.load() { return resolved.face }
        let face = try? registry.face(family: entries[k].family, weight: entries[k].weight, italic: entries[k].italic)
        return slots[k].resolved.storeIfNil(Resolved(face)).face
    }

    /// The face of an entry that a run was itemized to: such entries were opened by `face(_:)` already.
    subscript(_ k: Int) -> FontFace { face(k) ?? primary }

    /// Which entries a cluster tries before the list's order.
    enum Preference { case none, emoji, cjk }

    /// The first entry whose face satisfies `covers`, trying the preferred entries first (emoji fonts
    /// for an emoji presentation sequence, CJK fonts for Han and kana); faces are opened in that
    /// order, only as far as needed.
    func firstEntry(preferring preference: Preference, where covers: (FontFace) -> Bool) -> Int? {
        let preferred = switch preference {
        case .none: [Int]()
        case .emoji: emojiEntries
        case .cjk: cjkEntries
        }
        for k in preferred { if let face = face(k), covers(face) { return k } }
        for k in entries.indices { if let face = face(k), covers(face) { return k } }
        return nil
    }

    /// Whether any entry's face satisfies `covers` (opening them all if needed).
    func anyEntry(where covers: (FontFace) -> Bool) -> Bool {
        firstEntry(preferring: .none, where: covers) != nil
    }
}
