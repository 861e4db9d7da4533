import LayoutEngine
/// A recent search word of seed 004: the word, how many times it was searched and when
/// it was searched last (any increasing number: seconds, a counter).
public struct SearchWord: Sendable, Hashable, Decodable {
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

    public init(from decoder: Decoder) throws {
        var reader = try ConfigurationReader(decoder)
        self.init(try reader.read("word", default: ""),
                  count: try reader.read("count", default: 1, check: { (count: Int) in
                      count >= 0 ? nil : "expected a count of 0 or more, found \(count)" }),
                  lastSearched: try reader.read("lastSearched", default: 0, check: { (time: Double) in
                      time.isFinite ? nil : "expected a finite time, found \(time)" }))
        try reader.finish()
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

extension SearchWord: Encodable {
    public func encode(to encoder: Encoder) throws {
        var writer = try ConfigurationWriter(encoder, component: nil)
        try writer.write("word", word, default: "")
        try writer.write("count", count, default: 1)
        try writer.write("lastSearched", lastSearched, default: 0)
    }
}
