import LayoutEngine
import DesignSystem
// A strict JSON parser (RFC 8259) that records the line and column of every value, which
// Foundation's JSONSerialization and JSONDecoder do not expose. Depth is limited so a
// hostile file cannot overflow the stack.

/// Parses JSON text into a `DocumentValue` tree with source positions.
struct JSONDocumentParser {
    /// Deeper nesting than this is rejected rather than risking the stack.
    static let maximumDepth = 512

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    private let file: String

    init(text: String, file: String) {
        self.bytes = Array(text.utf8)
        self.file = file
    }

    mutating func parse() throws(SceneFileError) -> DocumentValue {
        skipWhitespace()
        let value: DocumentValue
        do { value = try parseValue(depth: 0) } catch { throw error.rooted }
        skipWhitespace()
        if index < bytes.count { throw error("unexpected \(describeCurrent()) after the document's end") }
        return value
    }

    private var position: SourcePosition { SourcePosition(line: line, column: column) }

    private func error(_ message: String, at position: SourcePosition? = nil) -> SceneFileError {
        SceneFileError(file: file, position: position ?? self.position, path: "(syntax)", message: message)
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16)
    }

    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1; column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: advance()
            default: return
            }
        }
    }

    private mutating func expect(_ literal: String, producing kind: DocumentValue.Kind) throws(SceneFileError) -> DocumentValue {
        let start = position
        for byte in literal.utf8 {
            guard index < bytes.count, bytes[index] == byte else {
                throw error("expected '\(literal)', found \(describeCurrent())", at: start)
            }
            advance()
        }
        return DocumentValue(kind, at: start)
    }

    private mutating func parseValue(depth: Int) throws(SceneFileError) -> DocumentValue {
        guard depth < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        guard index < bytes.count else { throw error("expected a value, found end of file") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""):
            let start = position
            return DocumentValue(.string(try parseString()), at: start)
        case UInt8(ascii: "t"): return try expect("true", producing: .bool(true))
        case UInt8(ascii: "f"): return try expect("false", producing: .bool(false))
        case UInt8(ascii: "n"): return try expect("null", producing: .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("expected a value, found \(describeCurrent())")
        }
    }

    private mutating func parseObject(depth: Int) throws(SceneFileError) -> DocumentValue {
        let start = position
        advance()
        var members: [(key: String, value: DocumentValue)] = []
        var seen = Set<String>()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            advance()
            return DocumentValue(.object(members), at: start)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a member name in quotes, found \(describeCurrent())")
            }
            let keyPosition = position
            let key = try parseString()
            // A linear search for the few keys of a usual object; a set past 16, so a hostile
            // object of a million keys costs linear time, not quadratic.
            if members.count == 16 { seen = Set(members.map(\.key)) }
            if members.count < 16 ? members.contains(where: { $0.key == key }) : !seen.insert(key).inserted {
                throw error("duplicate member \"\(key)\"", at: keyPosition)
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after \"\(key)\", found \(describeCurrent())")
            }
            advance()
            skipWhitespace()
            do { members.append((key, try parseValue(depth: depth + 1))) } catch { throw error.within(.key(key)) }
            skipWhitespace()
            guard index < bytes.count else { throw error("unterminated object (opened at \(start))") }
            if bytes[index] == UInt8(ascii: ",") { advance(); continue }
            if bytes[index] == UInt8(ascii: "}") { advance(); break }
            throw error("expected ',' or '}' in object, found \(describeCurrent())")
        }
        return DocumentValue(.object(members), at: start)
    }

    private mutating func parseArray(depth: Int) throws(SceneFileError) -> DocumentValue {
        let start = position
        advance()
        var items: [DocumentValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            advance()
            return DocumentValue(.array(items), at: start)
        }
        while true {
            skipWhitespace()
            do { items.append(try parseValue(depth: depth + 1)) } catch { throw error.within(.index(items.count)) }
            skipWhitespace()
            guard index < bytes.count else { throw error("unterminated array (opened at \(start))") }
            if bytes[index] == UInt8(ascii: ",") { advance(); continue }
            if bytes[index] == UInt8(ascii: "]") { advance(); break }
            throw error("expected ',' or ']' in array, found \(describeCurrent())")
        }
        return DocumentValue(.array(items), at: start)
    }

    private mutating func parseNumber() throws(SceneFileError) -> DocumentValue {
        let start = position
        let first = index
        func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
        if bytes[index] == UInt8(ascii: "-") { advance() }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit in number", at: start) }
        if bytes[index] == UInt8(ascii: "0") {
            advance()
        } else {
            while index < bytes.count, isDigit(bytes[index]) { advance() }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            advance()
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit after '.'") }
            while index < bytes.count, isDigit(bytes[index]) { advance() }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            advance()
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { advance() }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit in exponent") }
            while index < bytes.count, isDigit(bytes[index]) { advance() }
        }
        let text = String(decoding: bytes[first..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw SceneFileError(file: file, position: start, path: SceneFileError.pendingPath,
                                 message: "number \(text) is out of range")
        }
        return DocumentValue(.number(value, text: text), at: start)
    }

    private mutating func parseString() throws(SceneFileError) -> String {
        let start = position
        advance()
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flushRun(_ end: Int) {
            if end > runStart { scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars) }
        }
        while true {
            guard index < bytes.count else { throw error("unterminated string (opened at \(start))") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                // Most strings have no escapes: made straight from their bytes, not scalar by scalar.
                if scalars.isEmpty {
                    let text = String(decoding: bytes[runStart..<index], as: UTF8.self)
                    advance()
                    return text
                }
                flushRun(index)
                advance()
                return String(scalars)
            }
            if byte < 0x20 { throw error("control character in string; escape it") }
            if byte != UInt8(ascii: "\\") { advance(); continue }
            flushRun(index)
            advance()
            guard index < bytes.count else { throw error("unterminated escape") }
            let escape = bytes[index]
            advance()
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try parseHex4()
                if (0xD800...0xDBFF).contains(code) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw error("unpaired surrogate \\u\(String(code, radix: 16))")
                    }
                    advance(); advance()
                    let low = try parseHex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid low surrogate") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw error("invalid code point \\u\(String(code, radix: 16))") }
                scalars.append(scalar)
            default:
                throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))'")
            }
            runStart = index
        }
    }

    private mutating func parseHex4() throws(SceneFileError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexDigitValue(bytes[index]) else {
                throw error("expected four hex digits after \\u")
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private func hexDigitValue(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(b - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
