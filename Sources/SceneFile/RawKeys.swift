import DesignSystem
import LayoutEngine
// A raw scene's objects (the scene, a node, its frame, border, shadow, text, image, gradient) are
// declared once, as components are: each key's name, type, default, check and documentation in
// one `RawKey`, from which come the general decoder, the encoder and the schema (through
// DesignSystem's `SceneKeys`) and the fast reader's key set and checks (`RawSceneReader`). A key
// the fast reader has no byte-level reading for is read by the general decoder from its bytes.

// Built once, never changed: the closures capture key paths, checks and constants only.
extension RawKey: @unchecked Sendable {}
extension RawKeys: @unchecked Sendable {}

/// One key of a raw scene object: its `SceneKey` and how the fast reader reads it from bytes,
/// both made from the same name and check. The factories are inlined where a declaration calls
/// them, so that each reading is compiled for its concrete object type.
struct RawKey<Root> {
    let key: SceneKey<Root>
    /// Reads the key's value at the reader's position into `root`; `depth` is the node depth.
    let fast: (inout Root, inout RawSceneReader, Int) throws(JSONGiveUp) -> Void

    init(_ key: SceneKey<Root>, fast: @escaping (inout Root, inout RawSceneReader, Int) throws(JSONGiveUp) -> Void) {
        self.key = key; self.fast = fast
    }

    /// A number in `range` (the message and the schema's bounds come from it).
    @inline(__always)
    static func number(_ name: String, _ keyPath: WritableKeyPath<Root, Double>, in range: ClosedRange<Double>,
                       doc: String? = nil, required: Bool = false) -> RawKey {
        RawKey(.value(name, keyPath, .number(in: range), doc: doc, required: required)) { root, reader, _ throws(JSONGiveUp) in
            root[keyPath: keyPath] = try reader.number(in: range)
        }
    }

    @inline(__always)
    static func bool(_ name: String, _ keyPath: WritableKeyPath<Root, Bool>) -> RawKey {
        RawKey(.value(name, keyPath)) { root, reader, _ throws(JSONGiveUp) in root[keyPath: keyPath] = try reader.bool() }
    }

    @inline(__always)
    static func string(_ name: String, _ keyPath: WritableKeyPath<Root, String?>, doc: String? = nil) -> RawKey {
        RawKey(.optional(name, keyPath, doc: doc)) { root, reader, _ throws(JSONGiveUp) in root[keyPath: keyPath] = try reader.string() }
    }

    @inline(__always)
    static func color(_ name: String, _ keyPath: WritableKeyPath<Root, Color>, required: Bool = false) -> RawKey {
        RawKey(.value(name, keyPath, required: required)) { root, reader, _ throws(JSONGiveUp) in root[keyPath: keyPath] = try reader.color() }
    }

    /// One of `T`'s cases by name.
    @inline(__always)
    static func choice<T: SceneValue & CaseIterable & RawRepresentable>(_ name: String, _ keyPath: WritableKeyPath<Root, T>,
                                                                       doc: String? = nil) -> RawKey where T.RawValue == String {
        RawKey(.value(name, keyPath, doc: doc)) { root, reader, _ throws(JSONGiveUp) in
            guard let value = T(rawValue: try reader.string()) else { throw JSONGiveUp() }
            root[keyPath: keyPath] = value
        }
    }

    /// An object `keys` declares.
    @inline(__always)
    static func object<T: Equatable>(_ name: String, _ keyPath: WritableKeyPath<Root, T>, _ keys: RawKeys<T>,
                                     doc: String? = nil, required: Bool = false) -> RawKey {
        RawKey(.object(name, keyPath, keys.declaration, doc: doc, required: required)) { root, reader, depth throws(JSONGiveUp) in
            root[keyPath: keyPath] = try reader.declared(keys, depth: depth)
        }
    }

    /// An object `keys` declares, nil when missing.
    @inline(__always)
    static func optionalObject<T>(_ name: String, _ keyPath: WritableKeyPath<Root, T?>, _ keys: RawKeys<T>,
                                  doc: String? = nil) -> RawKey {
        RawKey(.optionalObject(name, keyPath, keys.declaration, doc: doc)) { root, reader, depth throws(JSONGiveUp) in
            root[keyPath: keyPath] = try reader.declared(keys, depth: depth)
        }
    }

    /// A value the fast reader hands to the general decoder (a text, an image: rare and small).
    @inline(__always)
    static func general<T: SceneValue>(_ name: String, _ keyPath: WritableKeyPath<Root, T?>) -> RawKey {
        RawKey(.optional(name, keyPath)) { root, reader, _ throws(JSONGiveUp) in root[keyPath: keyPath] = try reader.general(T.self) }
    }

    /// A list of nodes, one level deeper.
    @inline(__always)
    static func nodes(_ name: String, _ keyPath: WritableKeyPath<Root, [NodeDescription]>) -> RawKey {
        RawKey(.value(name, keyPath)) { root, reader, depth throws(JSONGiveUp) in
            root[keyPath: keyPath] = try reader.nodes(depth: depth + 1)
        }
    }
}

/// A raw scene object declared once: its keys (`RawKey`), the declaration the general decoder,
/// the encoder and the schema use, and what the fast reader needs, kept apart so that reading a
/// member touches only them (copying a whole `RawKey` or `SceneKeys` per member, with its
/// closures' references, was most of the fast reader's time).
struct RawKeys<Root> {
    let declaration: SceneKeys<Root>
    /// The value a missing key leaves as it is.
    let prototype: Root
    /// Each key's byte-level reading, by index.
    let fast: [(inout Root, inout RawSceneReader, Int) throws(JSONGiveUp) -> Void]
    /// Each key's name as bytes, for comparing with a member name in the file without a `String`.
    let names: [[UInt8]]
    /// A bit for each required key, by index.
    let requiredMask: UInt64
    /// The declaration's check across keys.
    let validate: (Root) -> (key: String, problem: String)?

    init(prototype: Root, summary: String? = nil, schemaExtra: [JSONValue.Member] = [], _ keys: [RawKey<Root>],
         validate: @escaping (Root) -> (key: String, problem: String)? = { _ in nil }) {
        precondition(keys.count <= 64, "a raw object has at most 64 keys")
        // Unknown keys are the document decoder's to report, with the nearest key as a suggestion.
        declaration = SceneKeys(prototype: prototype, summary: summary, keys: keys.map(\.key), refusesUnknownKeys: false,
                                schemaExtra: schemaExtra, validate: validate)
        self.prototype = prototype
        fast = keys.map(\.fast)
        names = keys.map { Array($0.key.name.utf8) }
        requiredMask = keys.indices.reduce(0) { keys[$1].key.isRequired ? $0 | 1 << UInt64($1) : $0 }
        self.validate = validate
    }

    /// The index of the key named by `key`'s bytes.
    func index(of key: StaticKey) -> Int? {
        names.firstIndex { $0.count == key.bytes.count && $0.withUnsafeBufferPointer { $0.elementsEqual(key.bytes) } }
    }
}

extension SceneCheck where Value == Double {
    /// A finite number in `range`; the message names the range as the raw scene's readers always have.
    static func number(in range: ClosedRange<Double>) -> SceneCheck {
        SceneCheck(schema: [.init("minimum", .number(range.lowerBound)), .init("maximum", .number(range.upperBound))]) {
            $0.isFinite && range.contains($0) ? nil
                : "expected a number in \(range.lowerBound.formattedForMessage)...\(range.upperBound.formattedForMessage), found \($0.formattedForMessage)"
        }
    }
}

extension SceneCheck where Value == Double {
    /// A whole number in `range` (`"lines": 1.5` is an error, as the schema's "integer" says).
    static func wholeNumber(in range: ClosedRange<Int>) -> SceneCheck {
        let inRange = number(in: Double(range.lowerBound)...Double(range.upperBound))
        return SceneCheck(schema: inRange.schema) { value in
            if let problem = inRange.problem(value) { return problem }
            return value.rounded() == value ? nil
                : "expected a whole number in \(range.lowerBound)...\(range.upperBound), found \(value.formattedForMessage)"
        }
    }
}
