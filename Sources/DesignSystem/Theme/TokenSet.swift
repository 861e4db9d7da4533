import LayoutEngine
/// A set of design tokens of one kind (colors, type styles, spacing, radii), each token
/// a named stored property. Its scene-file object (`tokenKeys`) has a key per token whose default
/// is the standard set's, so a theme file lists just what it changes; an unknown name is an error
/// that lists the known ones (a misspelt token never silently does nothing).
protocol TokenSet: SceneConfigurable {
    associatedtype Value: SceneValue
    /// The set a decoded file starts from.
    static var defaults: Self { get }
    /// Every token's name in theme files, with the property it sets.
    static var tokenPaths: [(name: String, path: WritableKeyPath<Self, Value>)] { get }
    /// What every token's value must be.
    static var tokenCheck: SceneCheck<Value> { get }
}

extension TokenSet {
    static var tokenCheck: SceneCheck<Value> { .any }

    /// The set's declaration (its `sceneKeys`): a key per token of `tokenPaths`, checked by
    /// `tokenCheck`, its default the `defaults`' value.
    static func tokenKeys() -> SceneKeys<Self> {
        SceneKeys(prototype: defaults, keys: tokenPaths.map { .value($0.name, $0.path, tokenCheck) }, keyNoun: "token")
    }

    /// The value of the token called `name`, if there is one.
    public subscript(token name: String) -> Value? {
        Self.tokenPaths.first(where: { $0.name == name }).map { self[keyPath: $0.path] }
    }
}

extension TokenSet where Value == Double {
    /// Distances and radii must be finite and between 0 and 1000 points.
    static var tokenCheck: SceneCheck<Double> {
        SceneCheck(schema: [.init("minimum", 0), .init("maximum", 1000), .init("description", "Points.")]) { value in
            value.isFinite && value >= 0 && value <= 1000 ? nil : "expected a length from 0 to 1000 points, found \(value)"
        }
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
