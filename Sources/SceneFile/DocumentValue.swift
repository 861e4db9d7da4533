import LayoutEngine
import DesignSystem
/// A place in a scene file: 1-based line and column (columns count Unicode scalars).
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) { self.line = line; self.column = column }
    public var description: String { "\(line):\(column)" }
}

/// A parsed JSON or YAML document that remembers where each value came from, so a decoding
/// error can name the line and column as well as the path inside the document.
public struct DocumentValue: Sendable {
    public indirect enum Kind: Sendable {
        case null
        case bool(Bool)
        /// A number with the text it was written as (so integers keep every digit).
        case number(Double, text: String)
        case string(String)
        case array([DocumentValue])
        /// Members in document order.
        case object([(key: String, value: DocumentValue)])
    }

    public var kind: Kind
    public var position: SourcePosition
    public init(_ kind: Kind, at position: SourcePosition) { self.kind = kind; self.position = position }

    /// The member named `key` of an object, nil for a missing member or a non-object.
    public subscript(key: String) -> DocumentValue? {
        guard case .object(let members) = kind else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// What kind of value this is, in words for error messages.
    public var typeDescription: String {
        switch kind {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The value at `path` below this one (keys and indices), nil when the path leaves the tree.
    public func descendant(at path: [DocumentPathComponent]) -> DocumentValue? {
        var value = self
        for component in path {
            switch (component, value.kind) {
            case (.key(let key), .object):
                guard let next = value[key] else { return nil }
                value = next
            case (.index(let index), .array(let items)):
                guard items.indices.contains(index) else { return nil }
                value = items[index]
            default:
                return nil
            }
        }
        return value
    }
}

/// One step of a path inside a document: a member name or an array index.
public enum DocumentPathComponent: Hashable, Sendable {
    case key(String)
    case index(Int)
}

extension Array where Element == DocumentPathComponent {
    /// The path as a person writes it: `content[2].title`; `(root)` for the document itself.
    public var pathDescription: String {
        var text = ""
        for component in self {
            switch component {
            case .key(let key): text += text.isEmpty ? key : "." + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text.isEmpty ? "(root)" : text
    }
}
