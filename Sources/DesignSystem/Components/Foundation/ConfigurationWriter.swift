import LayoutEngine
/// Writes one component entry of a scene file key by key, the inverse of `ConfigurationReader`:
/// a key is left out when its value is the reader's default (or nil), so a written entry reads
/// like one a person wrote (the gallery's scene files) and decodes to the same component.
struct ConfigurationWriter {
    private var container: KeyedEncodingContainer<TokenName>

    /// A writer of a component entry whose `"component"` key is `component`, or, with nil, of an
    /// object nested in one (a journal grid's card).
    init(_ encoder: Encoder, component: String?) throws {
        container = encoder.container(keyedBy: TokenName.self)
        if let component { try container.encode(component, forKey: TokenName("component")) }
    }

    /// Writes `value` under `key` unless it equals the reader's `fallback`.
    mutating func write<T: Encodable & Equatable>(_ key: String, _ value: T, default fallback: T) throws {
        if value != fallback { try container.encode(value, forKey: TokenName(key)) }
    }

    /// Writes `value` under `key` as the object `keys` declares.
    mutating func writeObject<T>(_ key: String, _ value: T, _ keys: SceneKeys<T>) throws {
        try keys.encode(value, to: container.superEncoder(forKey: TokenName(key)))
    }

    /// Writes `value` under `key` unless it is nil.
    mutating func writeIfPresent<T: Encodable>(_ key: String, _ value: T?) throws {
        if let value { try container.encode(value, forKey: TokenName(key)) }
    }
}
