import LayoutEngine
/// A value a scene-file key holds, with its JSON Schema (draft 2020-12).
public protocol SceneValue: Codable, Equatable, Sendable {
    /// How `docs/*.schema.json` describe this type.
    static var schema: JSONValue { get }
}

extension String: SceneValue { public static var schema: JSONValue { ["type": "string"] } }
extension Bool: SceneValue { public static var schema: JSONValue { ["type": "boolean"] } }
extension Int: SceneValue { public static var schema: JSONValue { ["type": "integer"] } }
extension Double: SceneValue { public static var schema: JSONValue { ["type": "number"] } }
extension Color: SceneValue { public static var schema: JSONValue { ["$ref": "#/$defs/color"] } }
extension FontWeight: SceneValue {}
extension TextAlignment: SceneValue {}
extension CornerStyle: SceneValue {}
extension ImageContent.ResizingMode: SceneValue {}
extension Array: SceneValue where Element: SceneValue {
    public static var schema: JSONValue { ["type": "array", "items": Element.schema] }
}

extension SceneValue where Self: CaseIterable & RawRepresentable, RawValue == String {
    /// One of the cases' names.
    public static var schema: JSONValue { ["enum": .array(allCases.map { .string($0.rawValue) })] }
}

/// What a scene file may hold under one key beyond its type: the check a present value must
/// pass (nil, or why it is unusable) and the same bounds as schema keywords.
public struct SceneCheck<Value> {
    public var problem: (Value) -> String?
    public var schema: [JSONValue.Member]

    public init(schema: [JSONValue.Member] = [], problem: @escaping (Value) -> String?) {
        self.problem = problem; self.schema = schema
    }

    /// Any value of the type.
    public static var any: SceneCheck { SceneCheck { _ in nil } }
}

extension SceneCheck where Value == Double {
    /// A length in points: finite, above zero, at most `maximum`.
    static func length(upTo maximum: Double) -> SceneCheck {
        SceneCheck(schema: [.init("exclusiveMinimum", 0), .init("maximum", .number(maximum)), .init("description", "Points.")]) {
            $0.isFinite && $0 > 0 && $0 <= maximum ? nil : "expected a length above 0 and at most \(maximum) points, found \($0)"
        }
    }

    /// A finite number from `range.lowerBound` to `range.upperBound`, named `what` in errors.
    static func range(_ range: ClosedRange<Double>, _ what: String) -> SceneCheck {
        SceneCheck(schema: [.init("minimum", .number(range.lowerBound)), .init("maximum", .number(range.upperBound))]) {
            $0.isFinite && range.contains($0) ? nil : "expected \(what) from \(JSONText.number(range.lowerBound)) to \(JSONText.number(range.upperBound)), found \($0)"
        }
    }

    /// A finite number of 0 or more, named `what` in errors.
    static func nonNegative(_ what: String) -> SceneCheck {
        SceneCheck(schema: [.init("minimum", 0)]) { $0.isFinite && $0 >= 0 ? nil : "expected \(what) of 0 or more, found \($0)" }
    }

    /// A time in seconds: finite and not negative.
    static var time: SceneCheck { nonNegative("a time in seconds") }

    /// A presentation's progress: a fraction from 0 (not yet shown) to 1 (at rest).
    static var progress: SceneCheck { range(0...1, "a progress") }
}

extension SceneCheck where Value == Int {
    /// A whole number in `range`, counting `noun`s in errors.
    static func range(_ range: ClosedRange<Int>, _ noun: String) -> SceneCheck {
        SceneCheck(schema: [.init("minimum", .number(Double(range.lowerBound))), .init("maximum", .number(Double(range.upperBound)))]) {
            range.contains($0) ? nil : "expected \(range.lowerBound) to \(range.upperBound) \(noun), found \($0)"
        }
    }

    /// A whole number of `minimum` or more, counting `noun`s in errors.
    static func atLeast(_ minimum: Int, _ noun: String) -> SceneCheck {
        SceneCheck(schema: [.init("minimum", .number(Double(minimum)))]) {
            $0 >= minimum ? nil : "expected \(minimum) or more \(noun), found \($0)"
        }
    }
}

extension SceneCheck where Value: Collection {
    /// At least `minimum` and at most `maximum` entries, named `noun` in errors.
    static func count(_ minimum: Int, upTo maximum: Int? = nil, _ noun: String) -> SceneCheck {
        var schema: [JSONValue.Member] = minimum > 0 ? [.init("minItems", .number(Double(minimum)))] : []
        if let maximum { schema.append(.init("maxItems", .number(Double(maximum)))) }
        return SceneCheck(schema: schema) { value in
            if value.count < minimum { return "expected at least \(minimum == 1 ? "one" : "\(minimum)") \(noun)" }
            if let maximum, value.count > maximum { return "expected at most \(maximum) \(noun), found \(value.count)" }
            return nil
        }
    }
}

extension SceneCheck where Value == String {
    /// At least one character.
    public static var nonEmpty: SceneCheck {
        SceneCheck(schema: [.init("minLength", 1)]) { $0.isEmpty ? "expected a non-empty string" : nil }
    }
}

/// One key of a scene-file object: how a present value is read into the configuration, what
/// is written for a configuration (nothing when it is the default), and its schema. A required key
/// has no default: an object without it is refused.
public struct SceneKey<Root> {
    public let name: String
    public let isRequired: Bool
    let read: (inout Root, inout ConfigurationReader) throws -> Void
    let write: (Root, Root, inout ConfigurationWriter) throws -> Void
    let schema: (Root) -> JSONValue

    private init(name: String, isRequired: Bool = false, read: @escaping (inout Root, inout ConfigurationReader) throws -> Void,
                 write: @escaping (Root, Root, inout ConfigurationWriter) throws -> Void, schema: @escaping (Root) -> JSONValue) {
        self.name = name; self.isRequired = isRequired; self.read = read; self.write = write; self.schema = schema
    }

    /// A screen's `content` (components and raw nodes), written when not empty.
    static func content(_ keyPath: WritableKeyPath<Root, [ScreenContent]>) -> SceneKey {
        SceneKey(name: "content", read: { root, reader in
            if let content: [ScreenContent] = try reader.readIfPresent("content") { root[keyPath: keyPath] = content }
        }, write: { root, _, writer in
            let content = root[keyPath: keyPath]
            if !content.isEmpty { try writer.writeIfPresent("content", content) }
        }, schema: { _ in
            ["type": "array", "items": ["oneOf": [["$ref": "#/$defs/component"], ["$ref": "scene.schema.json#/$defs/node"]]],
             "description": "Components and raw nodes, laid out on a screen the size of the sheet whose bottom safe-area inset is the device's."]
        })
    }

    /// A key holding a `T`: `get` is what a configuration writes (nil: nothing), `set` applies a
    /// present, checked value. A value equal to the default configuration's is not written, unless
    /// the key is `required` (then it is always written, and a missing one is an error).
    public init<T: SceneValue>(_ name: String, _ type: T.Type = T.self, check: SceneCheck<T> = .any, doc: String? = nil,
                               schema: JSONValue? = nil, required: Bool = false,
                               get: @escaping (Root) -> T?, set: @escaping (inout Root, T) -> Void) {
        self.name = name
        isRequired = required
        read = { root, reader in
            if let value: T = try reader.readIfPresent(name, check: check.problem) {
                set(&root, value)
            } else if required {
                throw reader.missing(name)
            }
        }
        write = { root, prototype, writer in
            guard let value = get(root), required || value != get(prototype) else { return }
            try writer.writeIfPresent(name, value)
        }
        self.schema = { prototype in
            var extra = check.schema
            if let doc { extra.removeAll { $0.key == "description" }; extra.append(.init("description", .string(doc))) }
            if !required, let fallback = get(prototype), check.problem(fallback) == nil, let value = try? JSONValue.encoding(fallback) {
                extra.append(.init("default", value))
            }
            return (schema ?? T.schema).adding(extra)
        }
    }

    /// A key for the property at `keyPath`; missing, it keeps the default configuration's value.
    public static func value<T: SceneValue>(_ name: String, _ keyPath: WritableKeyPath<Root, T>, _ check: SceneCheck<T> = .any,
                                            doc: String? = nil, required: Bool = false) -> SceneKey {
        SceneKey(name, check: check, doc: doc, required: required, get: { $0[keyPath: keyPath] }, set: { $0[keyPath: keyPath] = $1 })
    }

    /// A key for an optional property at `keyPath`: missing means nil.
    public static func optional<T: SceneValue>(_ name: String, _ keyPath: WritableKeyPath<Root, T?>, _ check: SceneCheck<T> = .any,
                                               doc: String? = nil) -> SceneKey {
        SceneKey(name, check: check, doc: doc, get: { $0[keyPath: keyPath] }, set: { $0[keyPath: keyPath] = $1 })
    }

    /// A key whose value is an object that `keys` declares (a frame, a border), for a property of a
    /// type that has no scene-file form of its own; written when it differs from the default, or
    /// always when `required`.
    public static func object<T: Equatable>(_ name: String, _ keyPath: WritableKeyPath<Root, T>, _ keys: SceneKeys<T>,
                                            doc: String? = nil, required: Bool = false) -> SceneKey {
        SceneKey(name: name, isRequired: required, read: { root, reader in
            if let value = try reader.readObjectIfPresent(name, keys) {
                root[keyPath: keyPath] = value
            } else if required {
                throw reader.missing(name)
            }
        }, write: { root, prototype, writer in
            let value = root[keyPath: keyPath]
            if required || value != prototype[keyPath: keyPath] { try writer.writeObject(name, value, keys) }
        }, schema: { _ in doc.map { keys.schema.adding([.init("description", .string($0))]) } ?? keys.schema })
    }

    /// A key whose value, when present, is an object that `keys` declares; missing means nil.
    public static func optionalObject<T>(_ name: String, _ keyPath: WritableKeyPath<Root, T?>, _ keys: SceneKeys<T>,
                                         doc: String? = nil) -> SceneKey {
        SceneKey(name: name, read: { root, reader in
            if let value = try reader.readObjectIfPresent(name, keys) { root[keyPath: keyPath] = value }
        }, write: { root, _, writer in
            if let value = root[keyPath: keyPath] { try writer.writeObject(name, value, keys) }
        }, schema: { _ in doc.map { keys.schema.adding([.init("description", .string($0))]) } ?? keys.schema })
    }
}

/// A scene-file object declared once: its keys in the order they are written, each with its
/// default (the `prototype`'s value), check and documentation. The decoder, the encoder (the
/// gallery's scene files) and the schema (`docs/*.schema.json`) all come from it; so do the fast
/// raw-scene reader's keys and checks (SceneFile's `RawKeys`).
public struct SceneKeys<Root> {
    /// The `"component"` value of a component entry; nil for an object nested in one.
    let component: String?
    /// The configuration a missing key leaves as it is: every key's default.
    public let prototype: Root
    /// The schema's description of the object.
    let summary: String?
    public let keys: [SceneKey<Root>]
    /// Checks across keys, after all are read: the key to blame and why, or nil.
    public let validate: (Root) -> (key: String, problem: String)?
    /// Whether `decode` refuses keys it does not declare itself; false leaves them to a decoder
    /// that reports them with a suggestion (SceneFile's `DocumentDecoder`, for raw scenes).
    let refusesUnknownKeys: Bool
    /// Schema members beyond the properties (`"not": {"required": ["text", "image"]}`).
    let schemaExtra: [JSONValue.Member]
    /// What an unknown key is called in its error: "key", or "token" for a theme's token sets.
    let keyNoun: String

    init(component: String?, prototype: Root, summary: String? = nil, keys: [SceneKey<Root>],
         validate: @escaping (Root) -> (key: String, problem: String)? = { _ in nil }) {
        self.init(component: component, prototype: prototype, summary: summary, keys: keys, refusesUnknownKeys: true,
                  schemaExtra: [], keyNoun: "key", validate: validate)
    }

    /// An object nested in a scene file (not a component entry) whose unknown keys the decoder in
    /// use reports (`refusesUnknownKeys` false) or `decode` does, calling them `keyNoun`s.
    public init(prototype: Root, summary: String? = nil, keys: [SceneKey<Root>], refusesUnknownKeys: Bool = true,
                schemaExtra: [JSONValue.Member] = [], keyNoun: String = "key",
                validate: @escaping (Root) -> (key: String, problem: String)? = { _ in nil }) {
        self.init(component: nil, prototype: prototype, summary: summary, keys: keys, refusesUnknownKeys: refusesUnknownKeys,
                  schemaExtra: schemaExtra, keyNoun: keyNoun, validate: validate)
    }

    private init(component: String?, prototype: Root, summary: String?, keys: [SceneKey<Root>], refusesUnknownKeys: Bool,
                 schemaExtra: [JSONValue.Member], keyNoun: String, validate: @escaping (Root) -> (key: String, problem: String)?) {
        self.component = component; self.prototype = prototype; self.summary = summary; self.keys = keys
        self.refusesUnknownKeys = refusesUnknownKeys; self.schemaExtra = schemaExtra; self.keyNoun = keyNoun; self.validate = validate
    }

    /// The configuration a scene-file object describes; unknown keys and bad values are errors
    /// whose coding path names the key.
    public func decode(_ decoder: Decoder) throws -> Root {
        var reader = try ConfigurationReader(decoder, readsComponentKey: component != nil, tracksKeys: refusesUnknownKeys)
        var value = prototype
        for key in keys { try key.read(&value, &reader) }
        if refusesUnknownKeys { try reader.finish(noun: keyNoun) }
        if let failure = validate(value) { throw reader.failure(failure.key, failure.problem) }
        return value
    }

    /// Writes `value`'s keys that differ from the defaults, `"component"` first.
    public func encode(_ value: Root, to encoder: Encoder) throws {
        var writer = try ConfigurationWriter(encoder, component: component)
        for key in keys { try key.write(value, prototype, &writer) }
    }

    /// The object's JSON Schema: its keys, nothing else, `component` and the keys without a
    /// default required.
    public var schema: JSONValue {
        var properties: [JSONValue.Member] = []
        if let component { properties.append(.init("component", ["const": .string(component)])) }
        properties += keys.map { .init($0.name, $0.schema(prototype)) }
        var members: [JSONValue.Member] = [.init("type", "object"), .init("additionalProperties", false),
                                           .init("properties", .object(properties))]
        let required = (component != nil ? ["component"] : []) + keys.filter(\.isRequired).map(\.name)
        if !required.isEmpty { members.append(.init("required", .array(required.map { .string($0) }))) }
        if let summary { members.append(.init("description", .string(summary))) }
        return .object(members + schemaExtra)
    }
}

// A declaration is built once and never changed; its closures capture only key paths, checks and
// constants. Swift cannot see that through a closure type, so the declarations say it.
extension SceneCheck: @unchecked Sendable {}
extension SceneKey: @unchecked Sendable {}
extension SceneKeys: @unchecked Sendable {}

/// A configuration read from and written to scene files by its one declaration, `sceneKeys`.
/// One that is also a `SceneValue` can be the value of another object's key.
public protocol SceneConfigurable: Codable, Sendable {
    /// The keys, defaults, checks and documentation of this type's scene-file object.
    static var sceneKeys: SceneKeys<Self> { get }
}

extension SceneConfigurable {
    public init(from decoder: Decoder) throws { self = try Self.sceneKeys.decode(decoder) }
    public func encode(to encoder: Encoder) throws { try Self.sceneKeys.encode(self, to: encoder) }
    /// The schema of the object `sceneKeys` declares.
    public static var schema: JSONValue { sceneKeys.schema }
}
