import LayoutEngine
import DesignSystem
import Yams

/// Parses YAML text (through Yams, over libyaml) into a `DocumentValue` tree with source positions.
/// Scalars are typed by YAML 1.1's core resolver, as Yams resolves them: `true`, `3`, `2.5`, `~`.
struct YAMLDocumentParser {
    let text: String
    let file: String

    func parse() throws(SceneFileError) -> DocumentValue {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw describe(error)
        } catch {
            throw SceneFileError(file: file, position: nil, path: "(syntax)", message: "\(error)")
        }
        guard let root else {
            throw SceneFileError(file: file, position: SourcePosition(line: 1, column: 1), path: "(root)",
                                 message: "the document is empty")
        }
        var budget = YAMLDocumentParser.valueBudget(forTextOf: text.utf8.count)
        do { return try convert(root, depth: 0, budget: &budget) } catch { throw error.rooted }
    }

    /// The most values a document may hold once its aliases are expanded: ten per byte of text, and
    /// at least 100,000. A document without aliases holds far fewer values than bytes; a "billion
    /// laughs" file, whose aliases of aliases expand exponentially, is refused as soon as it passes
    /// the limit, in bounded time and memory.
    static func valueBudget(forTextOf bytes: Int) -> Int { max(100_000, 10 * bytes) }

    private func position(_ mark: Mark?) -> SourcePosition {
        guard let mark else { return SourcePosition(line: 1, column: 1) }
        return SourcePosition(line: mark.line, column: mark.column)
    }

    private func describe(_ error: YamlError) -> SceneFileError {
        switch error {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            return SceneFileError(file: file, position: position(mark), path: "(syntax)", message: problem)
        case let .duplicatedKeysInMapping(duplicates, context):
            // Yams's own text of this error holds the whole document; its mark is the key's first
            // occurrence. The error names the second, where the editor should jump.
            let key = duplicates.first ?? ""
            let first = position(context.mark)
            return SceneFileError(file: file, position: repeated(key, after: first) ?? first, path: "(syntax)",
                                  message: "duplicate key \"\(key)\" (first at line \(first.line), column \(first.column)); "
                                    + "a key appears once in a mapping")
        default:
            return SceneFileError(file: file, position: nil, path: "(syntax)", message: "\(error)")
        }
    }

    /// Where `key` appears again in the block mapping whose earlier occurrence is at `first`: the
    /// next line starting at the same column with `key:` (plain or quoted), before a line less
    /// indented ends the mapping. Nil for a flow mapping or a key spelled another way; the error
    /// then names the first occurrence.
    private func repeated(_ key: String, after first: SourcePosition) -> SourcePosition? {
        let indent = first.column - 1
        let spellings = [key, "\"\(key)\"", "'\(key)'"].map { Substring($0 + ":") }
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            guard number > first.line else { continue }
            let leading = line.prefix { $0 == " " }.count
            let content = line.dropFirst(leading)
            if content.isEmpty || content.hasPrefix("#") { continue }
            if leading < indent { return nil }
            if leading == indent, spellings.contains(where: { content.hasPrefix($0) }) {
                return SourcePosition(line: number, column: first.column)
            }
        }
        return nil
    }

    private func convert(_ node: Node, depth: Int, budget: inout Int) throws(SceneFileError) -> DocumentValue {
        guard depth < JSONDocumentParser.maximumDepth else {
            throw SceneFileError(file: file, position: position(node.mark), path: "(syntax)",
                                 message: "nesting deeper than \(JSONDocumentParser.maximumDepth) levels")
        }
        budget -= 1
        guard budget >= 0 else {
            throw SceneFileError(file: file, position: position(node.mark), path: "(syntax)",
                                 message: "the document expands to more than \(YAMLDocumentParser.valueBudget(forTextOf: text.utf8.count)) "
                                    + "values (through YAML aliases, each copying what its anchor names); expand fewer aliases")
        }
        let at = position(node.mark)
        switch node {
        case .scalar(let scalar):
            let tag = Resolver.default.resolveTag(of: node)
            switch tag {
            case .null:
                return DocumentValue(.null, at: at)
            case .bool:
                return DocumentValue(.bool(Bool.construct(from: scalar) ?? false), at: at)
            case .int, .float:
                let integer = tag == .int ? Int.construct(from: scalar).map(Double.init) : nil
                guard let value = integer ?? Double.construct(from: scalar), value.isFinite else {
                    throw SceneFileError(file: file, position: at, path: SceneFileError.pendingPath,
                                         message: "number \(scalar.string) is out of range")
                }
                return DocumentValue(.number(value, text: scalar.string), at: at)
            default:
                return DocumentValue(.string(scalar.string), at: at)
            }
        case .sequence(let sequence):
            var items: [DocumentValue] = []
            for item in sequence {
                do { items.append(try convert(item, depth: depth + 1, budget: &budget)) } catch { throw error.within(.index(items.count)) }
            }
            return DocumentValue(.array(items), at: at)
        case .mapping(let mapping):
            var members: [(key: String, value: DocumentValue)] = []
            var keys = Set<String>()
            for (key, value) in mapping {
                guard case .scalar(let keyScalar) = key else {
                    throw SceneFileError(file: file, position: position(key.mark), path: "(syntax)",
                                         message: "a mapping key must be a plain string")
                }
                if !keys.insert(keyScalar.string).inserted {
                    throw SceneFileError(file: file, position: position(key.mark), path: "(syntax)",
                                         message: "duplicate key \"\(keyScalar.string)\"")
                }
                do {
                    members.append((keyScalar.string, try convert(value, depth: depth + 1, budget: &budget)))
                } catch {
                    throw error.within(.key(keyScalar.string))
                }
            }
            return DocumentValue(.object(members), at: at)
        case .alias:
            throw SceneFileError(file: file, position: at, path: "(syntax)", message: "YAML aliases are not supported")
        }
    }
}
