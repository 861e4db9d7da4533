import LayoutEngine
/// Reads one component entry of a scene file key by key: each key with its default
/// when missing, an optional check of its value, and, at the end, an error for any key
/// that no one read (a misspelt key is reported, never silently ignored). Errors are
/// `DecodingError`s whose coding path names the entry and the key (`content[0].title`).
struct ConfigurationReader {
    private let container: KeyedDecodingContainer<TokenName>
    private var readKeys: Set<String>

    /// A reader of a component entry (whose `"component"` key is already known) or, with
    /// `readsComponentKey` false, of an object nested in one (a journal grid's card).
    init(_ decoder: Decoder, readsComponentKey: Bool = true) throws {
        container = try decoder.container(keyedBy: TokenName.self)
        readKeys = readsComponentKey ? ["component"] : []
    }

    /// The value of `key`, or `fallback` when the entry does not have it; `check`
    /// returns why a present value is unusable, or nil.
    mutating func read<T: Decodable>(_ key: String, default fallback: T,
                                     check: (T) -> String? = { _ in nil }) throws -> T {
        try readIfPresent(key, check: check) ?? fallback
    }

    /// The value of `key`, or nil when the entry does not have it.
    mutating func readIfPresent<T: Decodable>(_ key: String, check: (T) -> String? = { _ in nil }) throws -> T? {
        readKeys.insert(key)
        let codingKey = TokenName(key)
        guard let value = try container.decodeIfPresent(T.self, forKey: codingKey) else { return nil }
        if let problem = check(value) {
            throw DecodingError.dataCorruptedError(forKey: codingKey, in: container, debugDescription: problem)
        }
        return value
    }

    /// Throws for the first key (in alphabetical order) that was not read.
    func finish() throws {
        let unknown = container.allKeys.filter { !readKeys.contains($0.stringValue) }
        guard let first = unknown.min(by: { $0.stringValue < $1.stringValue }) else { return }
        throw DecodingError.dataCorruptedError(
            forKey: first, in: container,
            debugDescription: "unknown key \"\(first.stringValue)\"; expected one of: "
                + readKeys.subtracting(["component"]).sorted().joined(separator: ", "))
    }

    /// A check for lengths in points: finite, above zero, at most `maximum`.
    static func length(upTo maximum: Double) -> (Double) -> String? {
        { value in
            value.isFinite && value > 0 && value <= maximum
                ? nil : "expected a length above 0 and at most \(maximum) points, found \(value)"
        }
    }

    /// A check for times in seconds: finite and not negative.
    static func time(_ value: Double) -> String? {
        value.isFinite && value >= 0 ? nil : "expected a time of 0 or more seconds, found \(value)"
    }

    /// A check for a presentation's progress: a fraction from 0 (not yet shown) to 1 (at rest).
    static func progress(_ value: Double) -> String? {
        value.isFinite && value >= 0 && value <= 1 ? nil : "expected a progress from 0 to 1, found \(value)"
    }
}
