import LayoutEngine
import DesignSystem
// The fast path for the largest scene files: raw nodes in JSON, read straight from the file's
// bytes into `SceneDescription`, without the positioned `DocumentValue` tree and `Codable`'s
// containers (which cost about 16 us a node: 100,000 raw nodes took a second and a half to
// decode). It accepts only what the general path accepts with the same result, and gives up on
// anything else: a syntax error, an unknown or duplicate key, a null, a value out of range, an
// escaped key, `animations`, a component scene. Then the general path reads the file again and
// reports the error with its line, column and path, so errors and results never depend on which
// reader ran. Text and gradient fills, rare and small, are handed to the general decoder.

/// Reads a raw scene from JSON bytes, or gives up (nil) for the general path to decide.
struct RawSceneReader {
    /// Anything the fast path does not read the way the general path would.
    struct GiveUp: Error {}

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private let file: String

    private init(bytes: UnsafeBufferPointer<UInt8>, file: String) { self.bytes = bytes; self.file = file }

    /// The scene `text` describes, or nil when the general path must read it.
    static func read(_ text: String, file: String) -> SceneDescription? {
        var text = text
        return text.withUTF8 { buffer in
            var reader = RawSceneReader(bytes: buffer, file: file)
            return try? reader.scene()
        }
    }

    // MARK: The scene's keys

    private mutating func scene() throws(GiveUp) -> SceneDescription {
        var size: Size?, scale = 1.0, background = Color.white, nodes: [NodeDescription] = []
        try object { (reader: inout RawSceneReader, key) throws(GiveUp) in
            switch key {
            case "size":
                var width: Double?, height: Double?
                try reader.object { (reader: inout RawSceneReader, key) throws(GiveUp) in
                    switch key {
                    case "width": width = try reader.number(in: 1...maximumSceneCoordinate)
                    case "height": height = try reader.number(in: 1...maximumSceneCoordinate)
                    default: throw GiveUp()
                    }
                }
                guard let width, let height else { throw GiveUp() }
                size = Size(width: width, height: height)
            case "scale": scale = try reader.number(in: 0.1...8)
            case "background": background = try reader.color()
            case "nodes": nodes = try reader.nodes(depth: 1)
            default: throw GiveUp()
            }
        }
        skipWhitespace()
        guard index == bytes.count, let size else { throw GiveUp() }
        return SceneDescription(size: size, scale: scale, background: background, nodes: nodes)
    }

    private mutating func nodes(depth: Int) throws(GiveUp) -> [NodeDescription] {
        // The general parser refuses nesting past 512 levels; a node is two levels.
        guard depth < 250 else { throw GiveUp() }
        var nodes: [NodeDescription] = []
        try array { (reader: inout RawSceneReader) throws(GiveUp) in nodes.append(try reader.node(depth: depth)) }
        return nodes
    }

    private mutating func node(depth: Int) throws(GiveUp) -> NodeDescription {
        let limit = maximumSceneCoordinate
        var id: String?, frame: Rect?, fill: Paint?, cornerRadii = CornerRadii.zero, cornerStyle = CornerStyle.circular
        var opacity = 1.0, border: Border?, shadow: Shadow?, clipsToBounds = false
        var rotation = 0.0, scaleX = 1.0, scaleY = 1.0, text: TextDescription?, children: [NodeDescription] = []
        try object { (reader: inout RawSceneReader, key) throws(GiveUp) in
            switch key {
            case "id": id = try reader.string()
            case "frame":
                var x: Double?, y: Double?, width: Double?, height: Double?
                try reader.object { (reader: inout RawSceneReader, key) throws(GiveUp) in
                    switch key {
                    case "x": x = try reader.number(in: -limit...limit)
                    case "y": y = try reader.number(in: -limit...limit)
                    case "width": width = try reader.number(in: 0...limit)
                    case "height": height = try reader.number(in: 0...limit)
                    default: throw GiveUp()
                    }
                }
                guard let x, let y, let width, let height else { throw GiveUp() }
                frame = Rect(x: x, y: y, width: width, height: height)
            case "fill":
                if reader.peek == UInt8(ascii: "\"") {
                    fill = .solid(try reader.color())
                } else {
                    fill = try reader.general(PaintDescription.self).paint
                }
            case "cornerRadius":
                if reader.peek == UInt8(ascii: "{") {
                    var radii = CornerRadii.zero
                    try reader.object { (reader: inout RawSceneReader, key) throws(GiveUp) in
                        switch key {
                        case "topLeft": radii.topLeft = try reader.number(in: 0...limit)
                        case "topRight": radii.topRight = try reader.number(in: 0...limit)
                        case "bottomRight": radii.bottomRight = try reader.number(in: 0...limit)
                        case "bottomLeft": radii.bottomLeft = try reader.number(in: 0...limit)
                        default: throw GiveUp()
                        }
                    }
                    cornerRadii = radii
                } else {
                    cornerRadii = CornerRadii(all: try reader.number(in: 0...limit))
                }
            case "cornerStyle":
                guard let style = CornerStyle(rawValue: try reader.string()) else { throw GiveUp() }
                cornerStyle = style
            case "opacity": opacity = try reader.number(in: 0...1)
            case "border":
                var width: Double?, color: Color?
                try reader.object { (reader: inout RawSceneReader, key) throws(GiveUp) in
                    switch key {
                    case "width": width = try reader.number(in: 0...limit)
                    case "color": color = try reader.color()
                    default: throw GiveUp()
                    }
                }
                guard let width, let color else { throw GiveUp() }
                border = Border(width: width, color: color)
            case "shadow":
                var x = 0.0, y = 0.0, blur = 0.0, spread = 0.0, color = Color(red: 0, green: 0, blue: 0, alpha: 85)
                try reader.object { (reader: inout RawSceneReader, key) throws(GiveUp) in
                    switch key {
                    case "x": x = try reader.number(in: -limit...limit)
                    case "y": y = try reader.number(in: -limit...limit)
                    case "blur": blur = try reader.number(in: 0...1000)
                    case "spread": spread = try reader.number(in: -limit...limit)
                    case "color": color = try reader.color()
                    default: throw GiveUp()
                    }
                }
                shadow = Shadow(offset: Point(x: x, y: y), blurRadius: blur, color: color, spread: spread)
            case "clipsToBounds": clipsToBounds = try reader.bool()
            case "rotation": rotation = try reader.number(in: -36_000...36_000)
            case "scaleX": scaleX = try reader.number(in: -1000...1000)
            case "scaleY": scaleY = try reader.number(in: -1000...1000)
            case "text": text = try reader.general(TextDescription.self)
            case "children": children = try reader.nodes(depth: depth + 1)
            default: throw GiveUp()
            }
        }
        guard let frame else { throw GiveUp() }
        return NodeDescription(
            id: id, frame: frame, fill: fill, cornerRadii: cornerRadii, cornerStyle: cornerStyle, opacity: opacity,
            border: border, shadow: shadow, clipsToBounds: clipsToBounds,
            transform: NodeDescription.transform(rotation: rotation, scaleX: scaleX, scaleY: scaleY),
            text: text, children: children)
    }

    /// A value the general decoder reads (a text, a gradient): its bytes parsed and decoded on their own.
    private mutating func general<T: Decodable>(_ type: T.Type) throws(GiveUp) -> T {
        let start = index
        try skipValue(depth: 0)
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        do {
            return try SceneFile.decode(type, text: text, format: .json, file: file)
        } catch {
            throw GiveUp()
        }
    }

    // MARK: JSON, strictly

    private var peek: UInt8 { index < bytes.count ? bytes[index] : 0 }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private mutating func expect(_ byte: UInt8) throws(GiveUp) {
        skipWhitespace()
        guard peek == byte else { throw GiveUp() }
        index += 1
    }

    /// Calls `member` with each key of an object; the value is then read by `member`. A key seen
    /// twice, or written with escapes, gives up.
    private mutating func object(_ member: (inout RawSceneReader, StaticKey) throws(GiveUp) -> Void) throws(GiveUp) {
        try expect(UInt8(ascii: "{"))
        skipWhitespace()
        if peek == UInt8(ascii: "}") { index += 1; return }
        // The keys seen so far, on the stack: no object of the format has more than 14 keys.
        var seen: (StaticKey?, StaticKey?, StaticKey?, StaticKey?, StaticKey?, StaticKey?, StaticKey?, StaticKey?,
                    StaticKey?, StaticKey?, StaticKey?, StaticKey?, StaticKey?, StaticKey?, StaticKey?, StaticKey?)
            = (nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil)
        var count = 0
        while true {
            skipWhitespace()
            let key = try self.key()
            guard count < 16 else { throw GiveUp() }
            let duplicate = withUnsafeMutableBytes(of: &seen) { raw in
                let keys = raw.bindMemory(to: StaticKey?.self)
                if keys[0..<count].contains(key) { return true }
                keys[count] = key
                return false
            }
            guard !duplicate else { throw GiveUp() }
            count += 1
            try expect(UInt8(ascii: ":"))
            skipWhitespace()
            try member(&self, key)
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return
            default: throw GiveUp()
            }
        }
    }

    private mutating func array(_ item: (inout RawSceneReader) throws(GiveUp) -> Void) throws(GiveUp) {
        try expect(UInt8(ascii: "["))
        skipWhitespace()
        if peek == UInt8(ascii: "]") { index += 1; return }
        while true {
            skipWhitespace()
            try item(&self)
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return
            default: throw GiveUp()
            }
        }
    }

    /// A member name between quotes, without escapes.
    private mutating func key() throws(GiveUp) -> StaticKey { StaticKey(try quoted()) }

    /// A string without escapes or control characters (the file is already valid UTF-8).
    private mutating func string() throws(GiveUp) -> String {
        skipWhitespace()
        return String(decoding: try quoted(), as: UTF8.self)
    }

    /// The bytes between the quotes of a string that has no escapes or control characters.
    private mutating func quoted() throws(GiveUp) -> UnsafeBufferPointer<UInt8> {
        guard peek == UInt8(ascii: "\"") else { throw GiveUp() }
        index += 1
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            guard bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 else { throw GiveUp() }
            index += 1
        }
        guard index < bytes.count else { throw GiveUp() }
        index += 1
        return UnsafeBufferPointer(rebasing: bytes[start..<index - 1])
    }

    private mutating func bool() throws(GiveUp) -> Bool {
        if literal("true") { return true }
        if literal("false") { return false }
        throw GiveUp()
    }

    private mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
        index += count
        return true
    }

    /// `#RRGGBB` or `#RRGGBBAA` in hex digits; anything else (which `Color(hex:)` may still take) gives up.
    private mutating func color() throws(GiveUp) -> Color {
        guard peek == UInt8(ascii: "\"") else { throw GiveUp() }
        var cursor = index + 1
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "#") { cursor += 1 }
        var value: UInt32 = 0, digits = 0
        while cursor < bytes.count, digits < 9 {
            let byte = bytes[cursor]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: digit = 16
            }
            if digit == 16 { break }
            value = value << 4 | digit
            digits += 1
            cursor += 1
        }
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\""), digits == 6 || digits == 8 else { throw GiveUp() }
        index = cursor + 1
        let v = digits == 6 ? value << 8 | 0xFF : value
        return Color(red: UInt8(v >> 24), green: UInt8(v >> 16 & 0xFF), blue: UInt8(v >> 8 & 0xFF), alpha: UInt8(v & 0xFF))
    }

    /// A JSON number in `range`, the same `Double` the general parser makes of its text.
    private mutating func number(in range: ClosedRange<Double>) throws(GiveUp) -> Double {
        let value = try number()
        guard range.contains(value) else { throw GiveUp() }
        return value
    }

    private mutating func number() throws(GiveUp) -> Double {
        let start = index
        func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
        let negative = peek == UInt8(ascii: "-")
        if negative { index += 1 }
        guard isDigit(peek) else { throw GiveUp() }
        // Up to 19 significant digits as an integer, and the power of ten to scale it by.
        var mantissa: UInt64 = 0, digits = 0, exponent = 0
        if peek == UInt8(ascii: "0") {
            index += 1
        } else {
            while isDigit(peek) {
                if digits < 19 { mantissa = mantissa * 10 + UInt64(peek - UInt8(ascii: "0")); digits += 1 } else { exponent += 1 }
                index += 1
            }
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard isDigit(peek) else { throw GiveUp() }
            while isDigit(peek) {
                if digits < 19 { mantissa = mantissa * 10 + UInt64(peek - UInt8(ascii: "0")); digits += 1; exponent -= 1 }
                index += 1
                if mantissa == 0 { digits = 0 }
            }
        }
        var exact = true
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            exact = false
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard isDigit(peek) else { throw GiveUp() }
            while isDigit(peek) { index += 1 }
        }
        // Clinger's fast path: a mantissa below 2^53 and a power of ten up to 10^22 are both exact
        // doubles, so one multiplication or division rounds once, as strtod does.
        if exact, mantissa < 1 << 53, (-22...22).contains(exponent) {
            let magnitude = exponent < 0 ? Double(mantissa) / Self.powersOfTen[-exponent] : Double(mantissa) * Self.powersOfTen[exponent]
            return negative ? -magnitude : magnitude
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw GiveUp() }
        return value
    }

    private static let powersOfTen: [Double] = (0...22).map { power in
        var value = 1.0
        for _ in 0..<power { value *= 10 }
        return value
    }

    /// Steps over any JSON value (for a member the general decoder reads).
    private mutating func skipValue(depth: Int) throws(GiveUp) {
        guard depth < 64 else { throw GiveUp() }
        skipWhitespace()
        switch peek {
        case UInt8(ascii: "{"):
            index += 1
            skipWhitespace()
            if peek == UInt8(ascii: "}") { index += 1; return }
            while true {
                skipWhitespace()
                try skipString()
                try expect(UInt8(ascii: ":"))
                try skipValue(depth: depth + 1)
                skipWhitespace()
                if peek == UInt8(ascii: ",") { index += 1; continue }
                if peek == UInt8(ascii: "}") { index += 1; return }
                throw GiveUp()
            }
        case UInt8(ascii: "["):
            index += 1
            skipWhitespace()
            if peek == UInt8(ascii: "]") { index += 1; return }
            while true {
                try skipValue(depth: depth + 1)
                skipWhitespace()
                if peek == UInt8(ascii: ",") { index += 1; continue }
                if peek == UInt8(ascii: "]") { index += 1; return }
                throw GiveUp()
            }
        case UInt8(ascii: "\""): try skipString()
        case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try bool()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try number()
        default: throw GiveUp()
        }
    }

    /// Steps over a string, escapes included (the general parser checks them).
    private mutating func skipString() throws(GiveUp) {
        guard peek == UInt8(ascii: "\"") else { throw GiveUp() }
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""): index += 1; return
            case UInt8(ascii: "\\"): index += 2
            default: index += 1
            }
        }
        throw GiveUp()
    }
}

/// A member name, compared with the literal keys of the scene format without making a `String`.
struct StaticKey: Equatable {
    let bytes: UnsafeBufferPointer<UInt8>
    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    static func == (lhs: StaticKey, rhs: StaticKey) -> Bool {
        lhs.bytes.count == rhs.bytes.count && lhs.bytes.elementsEqual(rhs.bytes)
    }

    /// Lets `switch key { case "frame": ... }` match by bytes.
    static func ~= (pattern: StaticString, key: StaticKey) -> Bool {
        let count = pattern.utf8CodeUnitCount
        guard key.bytes.count == count else { return false }
        let start = pattern.utf8Start
        for offset in 0..<count where key.bytes[offset] != start[offset] { return false }
        return true
    }
}
