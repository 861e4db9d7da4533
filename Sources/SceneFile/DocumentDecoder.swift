import LayoutEngine
import DesignSystem
// A `Decoder` over a `DocumentValue` tree. Any `Decodable` type decodes from JSON or YAML scene
// files through it, and every failure becomes a `SceneFileError` with the file, the line and
// column, and the path inside the document. Members that nothing read are reported as unknown
// keys, with the nearest known key as a suggestion: a misspelt "titel" must not pass silently.

import Foundation

/// Decodes `Decodable` values from scene documents with positioned errors.
public struct DocumentDecoder: Sendable {
    /// Reject object members the decoded types never look at.
    public var rejectsUnknownKeys: Bool

    public init(rejectsUnknownKeys: Bool = true) { self.rejectsUnknownKeys = rejectsUnknownKeys }

    /// Decodes `type` from a parsed document; `file` names the source in errors.
    public func decode<T: Decodable>(_ type: T.Type, from document: DocumentValue, file: String) throws(SceneFileError) -> T {
        let reads = KeyReads()
        let decoder = TreeDecoder(value: document, codingPath: [], reads: reads)
        let result: T
        do {
            result = try T(from: decoder)
        } catch let error as DecodingError {
            throw Self.describe(error, document: document, file: file)
        } catch let error as SceneFileError {
            throw error
        } catch {
            throw SceneFileError(file: file, position: document.position, path: "(root)", message: "\(error)")
        }
        if rejectsUnknownKeys, let unknown = reads.firstUnknownKey(in: document) {
            throw SceneFileError(file: file, position: unknown.position, path: unknown.path.pathDescription,
                                 message: unknown.message)
        }
        return result
    }

    static func documentPath(_ codingPath: [any CodingKey]) -> [DocumentPathComponent] {
        codingPath.map { key in
            if let position = key as? IndexKey { return .index(position.index) }
            return .key(key.stringValue)
        }
    }

    static func describe(_ error: DecodingError, document: DocumentValue, file: String) -> SceneFileError {
        func located(_ codingPath: [any CodingKey], _ message: String) -> SceneFileError {
            var path = documentPath(codingPath)
            var value = document.descendant(at: path)
            // A path that ends in a member that is missing points at the enclosing object.
            while value == nil, !path.isEmpty {
                path.removeLast()
                value = document.descendant(at: path)
            }
            return SceneFileError(file: file, position: value?.position, path: documentPath(codingPath).pathDescription,
                                  message: message)
        }
        switch error {
        case .keyNotFound(let key, let context):
            return located(context.codingPath + [key], "missing required key \"\(key.stringValue)\"")
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return located(context.codingPath, context.debugDescription)
        @unknown default:
            return SceneFileError(file: file, position: nil, path: "(root)", message: "\(error)")
        }
    }
}

/// An array position as a coding key.
struct IndexKey: CodingKey {
    var stringValue: String { "Index \(index)" }
    var intValue: Int? { index }
    let index: Int
    init(_ index: Int) { self.index = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.index = intValue }
}

/// Which members of which objects the decoded types read; shared by every container of one decode.
///
/// An object is known by where it starts in the file and how deep it is (YAML aliases copy an
/// object with its position, and the copies have the same keys). A keyed container looks its
/// object's record up once; each read then marks the member's index, or notes a key the object
/// lacks (for the "did you mean" of an unknown key), without hashing. Hashing the path of keys for
/// every read was a quarter of decoding 100,000 raw nodes, a set of key names per object another.
final class KeyReads: @unchecked Sendable {
    struct Object: Hashable { var line: Int, column: Int, depth: Int }

    /// What was read of one object.
    final class ObjectReads: @unchecked Sendable {
        private let lock = NSLock()
        private var read: [Bool]
        private var asked: [String] = []
        /// Every member read (a container listed `allKeys`).
        private(set) var readsAll = false

        init(memberCount: Int) { read = Array(repeating: false, count: memberCount) }

        func markRead(_ index: Int) { lock.lock(); read[index] = true; lock.unlock() }
        func markAsked(_ key: String) { lock.lock(); if !asked.contains(key) { asked.append(key) }; lock.unlock() }
        func markAll() { lock.lock(); readsAll = true; lock.unlock() }
        func wasRead(_ index: Int) -> Bool { lock.lock(); defer { lock.unlock() }; return readsAll || read[index] }
        /// The keys a decoder asked for, present or not.
        func known(_ members: [(key: String, value: DocumentValue)]) -> Set<String> {
            lock.lock(); defer { lock.unlock() }
            return Set(members.indices.filter { read[$0] }.map { members[$0].key } + asked)
        }
    }

    private let lock = NSLock()
    private var reads: [Object: ObjectReads] = [:]

    static func object(_ value: DocumentValue, depth: Int) -> Object {
        Object(line: value.position.line, column: value.position.column, depth: depth)
    }

    /// The record of `object`, which has `memberCount` members, made on first use: an object opened
    /// by a keyed container is checked for unknown keys.
    func reads(of object: Object, memberCount: Int) -> ObjectReads {
        lock.lock(); defer { lock.unlock() }
        if let found = reads[object] { return found }
        let made = ObjectReads(memberCount: memberCount)
        reads[object] = made
        return made
    }

    struct Unknown { var position: SourcePosition; var path: [DocumentPathComponent]; var message: String }

    /// The first member, in document order, of an object that was opened as a keyed container
    /// but whose member nothing read. The path is built only for the one found.
    func firstUnknownKey(in value: DocumentValue, depth: Int = 0) -> Unknown? {
        switch value.kind {
        case .object(let members):
            if let record = reads[Self.object(value, depth: depth)] {
                for (index, member) in members.enumerated() where !record.wasRead(index) {
                    var message = "unknown key \"\(member.key)\""
                    if let suggestion = Self.nearest(member.key, among: record.known(members)) { message += "; did you mean \"\(suggestion)\"?" }
                    return Unknown(position: member.value.position, path: [.key(member.key)], message: message)
                }
            }
        for member in members {
                if var found = firstUnknownKey(in: member.value, depth: depth + 1) {
                    found.path.insert(.key(member.key), at: 0)
                    return found
                }
            }
        case .array(let items):
            for (i, item) in items.enumerated() {
                if var found = firstUnknownKey(in: item, depth: depth + 1) {
                    found.path.insert(.index(i), at: 0)
                    return found
                }
            }
        default:
            break
        }
        return nil
    }

    /// The known key within edit distance 2 of `key`, if one is that close.
    static func nearest(_ key: String, among known: Set<String>) -> String? {
        // At most two edits, and fewer than half the longer key's letters: "k0" is not a typo of "".
        let lowered = key.lowercased()
        let candidates: [(String, Int)] = known.filter { !$0.isEmpty }.map { ($0, editDistance(lowered, $0.lowercased())) }
        return candidates.filter { name, distance in distance <= Swift.min(2, Swift.max(key.count, name.count) / 2) }
            .min { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }?.0
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

struct TreeDecoder: Decoder {
    let value: DocumentValue
    let codingPath: [any CodingKey]
    let reads: KeyReads
    /// Raw nodes inside component content (a sheet's) are this module's `NodeDescription`s.
    var userInfo: [CodingUserInfoKey: Any] { [.rawNodeReader: RawNodeReader { try NodeDescription(from: $0) }] }

    /// This decoder's value as an object `KeyReads` records reads of.
    var readsObject: KeyReads.Object { KeyReads.object(value, depth: codingPath.count) }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value.kind else {
            throw DecodingError.typeMismatch([String: Any].self, .init(
                codingPath: codingPath, debugDescription: "expected an object, found \(value.typeDescription)"))
        }
        let record = reads.reads(of: readsObject, memberCount: members.count)
        return KeyedDecodingContainer(KeyedContainer<Key>(members: members, decoder: self, record: record))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = value.kind else {
            throw DecodingError.typeMismatch([Any].self, .init(
                codingPath: codingPath, debugDescription: "expected an array, found \(value.typeDescription)"))
        }
        return UnkeyedContainer(items: items, decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleValueContainer(decoder: self) }

    func child(_ value: DocumentValue, key: any CodingKey) -> TreeDecoder {
        TreeDecoder(value: value, codingPath: codingPath + [key], reads: reads)
    }

    // MARK: Scalars

    func mismatch(_ expected: String) -> DecodingError {
        let found: String
        switch value.kind {
        case .string(let s): found = "the string \"\(s.count > 40 ? String(s.prefix(40)) + "…" : s)\""
        case .number(_, let text): found = "the number \(text)"
        case .bool(let b): found = "\(b)"
        default: found = value.typeDescription
        }
        return DecodingError.typeMismatch(Any.self, .init(codingPath: codingPath, debugDescription: "expected \(expected), found \(found)"))
    }

    func decodeNil() -> Bool { if case .null = value.kind { return true } else { return false } }

    func decodeBool() throws -> Bool {
        guard case .bool(let b) = value.kind else { throw mismatch("true or false") }
        return b
    }

    func decodeString() throws -> String {
        guard case .string(let s) = value.kind else { throw mismatch("a string") }
        return s
    }

    func decodeDouble() throws -> Double {
        guard case .number(let d, _) = value.kind else { throw mismatch("a number") }
        return d
    }

    func decodeInteger<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        guard case .number(let d, let text) = value.kind else { throw mismatch("an integer") }
        if let exact = T(text) { return exact }
        guard d.rounded() == d else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "expected a whole number, found \(text)"))
        }
        guard let exact = T(exactly: d) else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath,
                debugDescription: "expected a whole number from \(T.min) to \(T.max), found \(text)"))
        }
        return exact
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        switch type {
        case is Bool.Type: return try decodeBool() as! T
        case is String.Type: return try decodeString() as! T
        case is Double.Type: return try decodeDouble() as! T
        case is Float.Type: return Float(try decodeDouble()) as! T
        case is Int.Type: return try decodeInteger(Int.self) as! T
        default:
            do {
                return try T(from: self)
            } catch DecodingError.dataCorrupted(let context) where context.codingPath.count == codingPath.count {
                // A string enum's synthesized init says only "Cannot initialize T from invalid String
                // value"; name the values it takes instead.
                guard let choices = choiceNames(T.self), case .string(let text) = value.kind else { throw DecodingError.dataCorrupted(context) }
                throw DecodingError.dataCorrupted(.init(codingPath: codingPath,
                    debugDescription: "expected one of \(choices.map { "\"\($0)\"" }.joined(separator: ", ")), found \"\(text)\""))
            }
        }
    }
}

/// The raw values of a string enum that lists its cases, else nil.
private func choiceNames(_ type: Any.Type) -> [String]? {
    guard let iterable = type as? any CaseIterable.Type else { return nil }
    let names = rawNames(of: iterable)
    return names.isEmpty ? nil : names
}

private func rawNames<E: CaseIterable>(of _: E.Type) -> [String] {
    E.allCases.compactMap { ($0 as? any RawRepresentable)?.rawValue as? String }
}

struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [(key: String, value: DocumentValue)]
    let decoder: TreeDecoder
    /// What this object's decoders read (see `KeyReads`).
    let record: KeyReads.ObjectReads
    var codingPath: [any CodingKey] { decoder.codingPath }

    var allKeys: [Key] {
        record.markAll()
        return members.compactMap { Key(stringValue: $0.key) }
    }

    /// The index of `key` among the members, marked as read; nil (and noted as asked) when absent.
    private func read(_ key: Key) -> Int? {
        let name = key.stringValue
        guard let index = members.firstIndex(where: { $0.key == name }) else {
            record.markAsked(name)
            return nil
        }
        record.markRead(index)
        return index
    }

    func contains(_ key: Key) -> Bool { read(key) != nil }

    private func member(_ key: Key) throws -> TreeDecoder {
        guard let index = read(key) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "missing key \"\(key.stringValue)\""))
        }
        return decoder.child(members[index].value, key: key)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try member(key).decodeNil() }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try member(key).decodeBool() }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try member(key).decodeString() }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try member(key).decodeDouble() }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { Float(try member(key).decodeDouble()) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try member(key).decodeInteger(Int.self) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try member(key).decodeInteger(Int8.self) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try member(key).decodeInteger(Int16.self) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try member(key).decodeInteger(Int32.self) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try member(key).decodeInteger(Int64.self) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try member(key).decodeInteger(UInt.self) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try member(key).decodeInteger(UInt8.self) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try member(key).decodeInteger(UInt16.self) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try member(key).decodeInteger(UInt32.self) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try member(key).decodeInteger(UInt64.self) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try member(key).decode(T.self) }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard contains(key) else { return nil }
        let child = try member(key)
        if child.decodeNil() { return nil }
        return try child.decode(T.self)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try member(key).container(keyedBy: type)
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { try member(key).unkeyedContainer() }
    func superDecoder() throws -> any Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> any Decoder { try member(key) }
}

struct UnkeyedContainer: UnkeyedDecodingContainer {
    let items: [DocumentValue]
    let decoder: TreeDecoder
    var currentIndex = 0
    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    init(items: [DocumentValue], decoder: TreeDecoder) { self.items = items; self.decoder = decoder }

    private mutating func next() throws -> TreeDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(Any.self, .init(codingPath: codingPath + [IndexKey(currentIndex)],
                                                               debugDescription: "the array has only \(items.count) items"))
        }
        defer { currentIndex += 1 }
        return decoder.child(items[currentIndex], key: IndexKey(currentIndex))
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, case .null = items[currentIndex].kind else { return false }
        currentIndex += 1
        return true
    }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decode(T.self) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }
    mutating func superDecoder() throws -> any Decoder { try next() }
}

struct SingleValueContainer: SingleValueDecodingContainer {
    let decoder: TreeDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }
    func decodeNil() -> Bool { decoder.decodeNil() }
    func decode(_ type: Bool.Type) throws -> Bool { try decoder.decodeBool() }
    func decode(_ type: String.Type) throws -> String { try decoder.decodeString() }
    func decode(_ type: Double.Type) throws -> Double { try decoder.decodeDouble() }
    func decode(_ type: Float.Type) throws -> Float { Float(try decoder.decodeDouble()) }
    func decode(_ type: Int.Type) throws -> Int { try decoder.decodeInteger(Int.self) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoder.decodeInteger(Int8.self) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoder.decodeInteger(Int16.self) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoder.decodeInteger(Int32.self) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.decodeInteger(Int64.self) }
    func decode(_ type: UInt.Type) throws -> UInt { try decoder.decodeInteger(UInt.self) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.decodeInteger(UInt8.self) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.decodeInteger(UInt16.self) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.decodeInteger(UInt32.self) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.decodeInteger(UInt64.self) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(T.self) }
}
