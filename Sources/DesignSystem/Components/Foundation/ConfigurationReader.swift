import LayoutEngine
/// Reads one component entry of a scene file key by key: each key with its default
/// when missing, an optional check of its value, and, at the end, an error for any key
/// that no one read (a misspelt key is reported, never silently ignored). Errors are
/// `DecodingError`s whose coding path names the entry and the key (`content[0].title`).
struct ConfigurationReader {
    private let container: KeyedDecodingContainer<TokenName>
    private var readKeys: Set<String>
    /// Whether `finish` will be asked for unknown keys; without it the keys read are not recorded
    /// (a raw node's reader, whose decoder reports unknown keys: a set insertion per key was 8% more
    /// allocations on 10,000 nodes).
    private let tracksKeys: Bool

    /// A reader of a component entry (whose `"component"` key is already known) or, with
    /// `readsComponentKey` false, of an object nested in one (a journal grid's card).
    init(_ decoder: Decoder, readsComponentKey: Bool = true, tracksKeys: Bool = true) throws {
        container = try decoder.container(keyedBy: TokenName.self)
        readKeys = readsComponentKey ? ["component"] : []
        self.tracksKeys = tracksKeys
    }

    /// The value of `key`, or `fallback` when the entry does not have it; `check`
    /// returns why a present value is unusable, or nil.
    mutating func read<T: Decodable>(_ key: String, default fallback: T,
                                     check: (T) -> String? = { _ in nil }) throws -> T {
        try readIfPresent(key, check: check) ?? fallback
    }

    /// The value of `key`, or nil when the entry does not have it.
    mutating func readIfPresent<T: Decodable>(_ key: String, check: (T) -> String? = { _ in nil }) throws -> T? {
        if tracksKeys { readKeys.insert(key) }
        let codingKey = TokenName(key)
        guard let value = try container.decodeIfPresent(T.self, forKey: codingKey) else { return nil }
        if let problem = check(value) {
            throw DecodingError.dataCorruptedError(forKey: codingKey, in: container, debugDescription: problem)
        }
        return value
    }

    /// The value of `key` as the object `keys` declares, or nil when the entry does not have it.
    mutating func readObjectIfPresent<T>(_ key: String, _ keys: SceneKeys<T>) throws -> T? {
        if tracksKeys { readKeys.insert(key) }
        let codingKey = TokenName(key)
        guard container.contains(codingKey) else { return nil }
        return try keys.decode(container.superDecoder(forKey: codingKey))
    }

    /// The error for a required `key` the entry does not have.
    func missing(_ key: String) -> DecodingError {
        DecodingError.keyNotFound(TokenName(key), .init(codingPath: container.codingPath, debugDescription: "missing key \"\(key)\""))
    }

    /// Throws for the first key (in alphabetical order) that was not read, calling the object's
    /// keys `noun`s ("token" for a theme's); needs `tracksKeys`.
    func finish(noun: String = "key") throws {
        let unknown = container.allKeys.filter { !readKeys.contains($0.stringValue) }
        guard let first = unknown.min(by: { $0.stringValue < $1.stringValue }) else { return }
        throw DecodingError.dataCorruptedError(
            forKey: first, in: container,
            debugDescription: "unknown \(noun) \"\(first.stringValue)\"; expected one of: "
                + readKeys.subtracting(["component"]).sorted().joined(separator: ", "))
    }

    /// The error for a value of `key` that does not fit with the object's other keys.
    func failure(_ key: String, _ problem: String) -> DecodingError {
        DecodingError.dataCorruptedError(forKey: TokenName(key), in: container, debugDescription: problem)
    }
}
