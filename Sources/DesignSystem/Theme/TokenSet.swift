import LayoutEngine
/// A set of design tokens of one kind (colors, type styles, spacing, radii), each token
/// a named stored property. Decoding starts from the default set and replaces only the
/// tokens the file names, so a theme file lists just what it changes; an unknown name is
/// an error that lists the known ones (a misspelt token never silently does nothing).
protocol TokenSet: Sendable {
    associatedtype Value: Decodable
    /// The set a decoded file starts from.
    static var defaults: Self { get }
    /// Every token's name in theme files, with the property it sets.
    static var tokenPaths: [(name: String, path: WritableKeyPath<Self, Value>)] { get }
    /// Why `value` cannot be a token of this set, or nil when it can.
    static func problem(with value: Value) -> String?
}

extension TokenSet {
    static func problem(with value: Value) -> String? { nil }
}

extension TokenSet where Value == Double {
    /// Distances and radii must be finite and between 0 and 1000 points.
    static func problem(with value: Double) -> String? {
        value.isFinite && value >= 0 && value <= 1000
            ? nil : "expected a length from 0 to 1000 points, found \(value)"
    }
}

extension TokenSet {
    /// Decodes an object of `name: value` pairs over `defaults`.
    init(overridingDefaultsFrom decoder: Decoder) throws {
        var tokens = Self.defaults
        let container = try decoder.container(keyedBy: TokenName.self)
        let paths = Self.tokenPaths
        for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
            guard let entry = paths.first(where: { $0.name == key.stringValue }) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container,
                    debugDescription: "unknown token \"\(key.stringValue)\"; expected one of: "
                        + paths.map(\.name).joined(separator: ", "))
            }
            let value = try container.decode(Value.self, forKey: key)
            if let problem = Self.problem(with: value) {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: problem)
            }
            tokens[keyPath: entry.path] = value
        }
        self = tokens
    }

    /// The value of the token called `name`, if there is one.
    public subscript(token name: String) -> Value? {
        Self.tokenPaths.first(where: { $0.name == name }).map { self[keyPath: $0.path] }
    }
}

/// Any string as a coding key: the names in a token object, the keys of a scene entry.
package struct TokenName: CodingKey, Hashable {
    package var stringValue: String
    package var intValue: Int? { nil }
    package init(_ name: String) { stringValue = name }
    package init?(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { nil }
}
