import LayoutEngine
/// A recent search word of seed 004: the word, how many times it was searched and when
/// it was searched last (any increasing number: seconds, a counter).
public struct SearchWord: Sendable, Hashable {
    /// The search word.
    public var word: String
    /// How many times it was searched.
    public var count: Int
    /// When it was searched last; larger is more recent.
    public var lastSearched: Double

    /// A word searched `count` times, last at `lastSearched`.
    public init(_ word: String, count: Int, lastSearched: Double) {
        self.word = word; self.count = count; self.lastSearched = lastSearched
    }

    /// Seed 004's order: most searched first, then most recent first (two sort
    /// descriptors, count then lastTimeSearchedAt, both descending); the word breaks the
    /// remaining ties so the order never depends on the input's.
    public static func displayOrder(_ a: SearchWord, _ b: SearchWord) -> Bool {
        if a.count != b.count { return a.count > b.count }
        if a.lastSearched != b.lastSearched { return a.lastSearched > b.lastSearched }
        return a.word < b.word
    }
}

extension SearchWord: SceneConfigurable, SceneValue {
    public static var sceneKeys: SceneKeys<SearchWord> {
        SceneKeys(component: nil, prototype: SearchWord("", count: 1, lastSearched: 0), keys: [
            .value("word", \.word),
            .value("count", \.count, .atLeast(0, "searches")),
            .value("lastSearched", \.lastSearched, SceneCheck(problem: { $0.isFinite ? nil : "expected a finite time, found \($0)" }),
                   doc: "Any increasing time."),
        ])
    }
}
