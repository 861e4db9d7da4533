import Foundation
import LayoutEngine

// The `<name>.layout.json` file: written by hand so that the same tree gives the same bytes on
// every run and machine (keys sorted, numbers through `FrameReport.number`, no dictionary whose
// order could follow a hash seed), one node per line so that a change reads well in a git diff.
extension LayoutTree {
    /// The tree as its file's text:
    /// `{"format":1,"nodes":[{"fill":..,"frame":{"height":..,"width":..,"x":..,"y":..},"id":..,"parent":..},...],"scale":..,"size":{..}}`,
    /// keys sorted, one node per line, ending in a line break.
    public var json: String {
        func number(_ value: Double) -> String { FrameReport.number(value) }
        func node(_ node: Node) -> String {
            let f = node.frame
            var fields: [(String, String)] = [
                ("frame", "{\"height\":\(number(f.height)),\"width\":\(number(f.width)),\"x\":\(number(f.x)),\"y\":\(number(f.y))}"),
                ("id", JSONText.quoted(node.key)),
            ]
            let optional: [(String, String?)] = [
                ("border", node.border.map(JSONText.quoted)), ("content", node.content.map(JSONText.quoted)),
                ("fill", node.fill.map(JSONText.quoted)), ("opacity", node.opacity.map(number)),
                ("parent", node.parent.map(JSONText.quoted)), ("text", node.text.map(JSONText.quoted)),
                ("textColor", node.textColor.map(JSONText.quoted)),
            ]
            fields += optional.compactMap { key, value in value.map { (key, $0) } }
            // Sorted by the keys' UTF-8 bytes: the same order on every platform and locale.
            fields.sort { Array($0.0.utf8).lexicographicallyPrecedes(Array($1.0.utf8)) }
            return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
        }
        let lines = nodes.map(node).joined(separator: ",\n")
        return "{\"format\":\(Self.formatVersion),\"nodes\":[\n\(lines)\n],\"scale\":\(number(scale)),"
            + "\"size\":{\"height\":\(number(size.height)),\"width\":\(number(size.width))}}\n"
    }

    /// Reads a tree from its file's bytes; `path` names the file in errors.
    public init(json bytes: [UInt8], path: String) throws(LayoutTreeError) {
        let file: TreeFile
        do {
            file = try JSONDecoder().decode(TreeFile.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw LayoutTreeError(path: path, reason: Self.describe(error))
        } catch {
            throw LayoutTreeError(path: path, reason: "\(error)")
        }
        guard file.format == Self.formatVersion else {
            throw LayoutTreeError(path: path, reason: "format \(file.format) is not the format this library reads (\(Self.formatVersion))")
        }
        var keys = Set<String>()
        var nodes: [Node] = []
        for (index, node) in file.nodes.enumerated() {
            let numbers = [node.frame.x, node.frame.y, node.frame.width, node.frame.height] + (node.opacity.map { [$0] } ?? [])
            guard numbers.allSatisfy(\.isFinite) else {
                throw LayoutTreeError(path: path, reason: "nodes[\(index)]: a number is not finite")
            }
            if let parent = node.parent, !keys.contains(parent) {
                throw LayoutTreeError(path: path, reason: "nodes[\(index)] (\"\(node.id)\"): its parent \"\(parent)\" is not listed before it")
            }
            guard keys.insert(node.id).inserted else {
                throw LayoutTreeError(path: path, reason: "nodes[\(index)]: the id \"\(node.id)\" is listed twice")
            }
            nodes.append(Node(key: node.id, parent: node.parent,
                              frame: Rect(x: node.frame.x, y: node.frame.y, width: node.frame.width, height: node.frame.height),
                              fill: node.fill, border: node.border, opacity: node.opacity, text: node.text,
                              textColor: node.textColor, content: node.content))
        }
        self.init(size: Size(width: file.size.width, height: file.size.height), scale: file.scale, nodes: nodes)
    }

    /// Where in the file and what: `nodes[2].frame.x: expected a number`.
    private static func describe(_ error: DecodingError) -> String {
        func where_(_ path: [any CodingKey]) -> String {
            let text = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return text.hasPrefix(".") ? String(text.dropFirst()) : (text.isEmpty ? "the top level" : text)
        }
        switch error {
        case let .typeMismatch(type, context): return "\(where_(context.codingPath)): expected \(type)"
        case let .valueNotFound(type, context): return "\(where_(context.codingPath)): expected \(type), found null"
        case let .keyNotFound(key, context): return "\(where_(context.codingPath + [key])): missing"
        case let .dataCorrupted(context):
            return "\(where_(context.codingPath)): not valid JSON"
                + ((context.underlyingError as NSError?).map { " (\($0.localizedDescription))" } ?? "")
        @unknown default: return "\(error)"
        }
    }

    /// The file as JSONDecoder reads it.
    private struct TreeFile: Decodable {
        struct Box: Decodable { var x, y, width, height: Double }
        struct Extent: Decodable { var width, height: Double }
        struct Entry: Decodable {
            var id: String
            var parent: String?
            var frame: Box
            var fill, border, text, textColor, content: String?
            var opacity: Double?
        }
        var format: Int
        var nodes: [Entry]
        var scale: Double
        var size: Extent
    }
}

/// A layout tree file that cannot be read: which file and why. A snapshot failure then says so
/// and compares pixels alone.
public struct LayoutTreeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file.
    public var path: String
    /// What is wrong, and where inside the file.
    public var reason: String

    public var description: String { "\(path): \(reason)" }
}
