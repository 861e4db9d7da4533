import Foundation
import LayoutEngine
/// A JSON value whose objects keep their members in order: the schema files this package
/// generates from its declarations (`docs/*.schema.json`) print the same bytes every time and
/// read in the order the declarations are written.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([Member])

    /// One member of an object.
    public struct Member: Sendable, Equatable {
        public var key: String
        public var value: JSONValue
        public init(_ key: String, _ value: JSONValue) { self.key = key; self.value = value }
    }

    /// The value of member `key` of an object, if it has one.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// An object's members in order; none for any other value.
    public var members: [Member] {
        guard case .object(let members) = self else { return [] }
        return members
    }

    /// An object with `extra`'s members appended after its own; a member already present is
    /// replaced in place. A value that is not an object is wrapped as `allOf` would be.
    public func adding(_ extra: [Member]) -> JSONValue {
        guard !extra.isEmpty else { return self }
        guard case .object(var members) = self else { return .object([Member("allOf", .array([self]))] + extra) }
        for member in extra {
            if let index = members.firstIndex(where: { $0.key == member.key }) {
                members[index] = member
            } else {
                members.append(member)
            }
        }
        return .object(members)
    }

    /// The value an `Encodable` encodes to (the `default` of a schema property), object members
    /// sorted by key for a stable result.
    public static func encoding<T: Encodable>(_ value: T) throws -> JSONValue {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try JSONDecoder().decode(JSONValue.self, from: try encoder.encode(value))
    }

    /// The value as JSON text, two spaces a level; arrays of scalars on one line.
    public func formatted() -> String {
        var text = ""
        write(into: &text, indent: "")
        return text + "\n"
    }

    private func write(into text: inout String, indent: String) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let value): text += JSONText.number(value)
        case .string(let value): text += JSONText.quoted(value)
        case .array(let items):
            if items.allSatisfy(\.isScalar) {
                text += "[" + items.map { $0.formatted().dropLast() }.joined(separator: ", ") + "]"
                return
            }
            let inner = indent + "  "
            text += "[\n"
            for (index, item) in items.enumerated() {
                text += inner
                item.write(into: &text, indent: inner)
                text += index == items.count - 1 ? "\n" : ",\n"
            }
            text += indent + "]"
        case .object(let members):
            if members.isEmpty { text += "{}"; return }
            let inner = indent + "  "
            text += "{\n"
            for (index, member) in members.enumerated() {
                text += inner + JSONText.quoted(member.key) + ": "
                member.value.write(into: &text, indent: inner)
                text += index == members.count - 1 ? "\n" : ",\n"
            }
            text += indent + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// An object whose members are in the literal's order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(elements.map { Member($0.0, $0.1) }) }
}

extension JSONValue: Decodable {
    /// Any JSON value; object members sorted by key (a decoder's containers keep no order).
    public init(from decoder: Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let value = try? single.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? single.decode(Double.self) {
            self = .number(value)
        } else if let value = try? single.decode(String.self) {
            self = .string(value)
        } else if let value = try? single.decode([JSONValue].self) {
            self = .array(value)
        } else {
            let members = try single.decode([String: JSONValue].self)
            self = .object(members.keys.sorted().map { Member($0, members[$0]!) })
        }
    }
}
