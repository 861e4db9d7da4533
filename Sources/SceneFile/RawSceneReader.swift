import LayoutEngine
import DesignSystem
// The fast path for the largest scene files: raw nodes in JSON, read straight from the file's
// bytes into `SceneDescription`, without the positioned `DocumentValue` tree and `Codable`'s
// containers (which cost about 16 us a node: 100,000 raw nodes took a second and a half to
// decode). It accepts only what the general path accepts with the same result, and gives up on
// anything else: a syntax error, an unknown or duplicate key, a null, a value out of range, an
// escaped key, `animations`, a component scene. Then the general path reads the file again and
// reports the error with its line, column and path, so errors and results never depend on which
// reader ran. Which keys exist and how each is checked come from the objects' one declaration
// (`RawKeys`: `SceneDescription.rawKeys`, `NodeDescription.rawKeys`, ...); this file only walks
// bytes. Text, images and gradient fills, rare and small, are handed to the general decoder.

/// Reads a raw scene from JSON bytes, or gives up (nil) for the general path to decide.
struct RawSceneReader: JSONByteReading {
    typealias GiveUp = JSONGiveUp

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
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

    private mutating func scene() throws(GiveUp) -> SceneDescription {
        let scene = try declared(SceneDescription.rawKeys, depth: 0)
        skipWhitespace()
        guard index == bytes.count else { throw GiveUp() }
        return scene
    }

    /// The object `keys` declares: each member read by its key's byte-level reading, a member no key
    /// names, a missing required key or a failed check across keys giving up.
    mutating func declared<Root>(_ keys: RawKeys<Root>, depth: Int) throws(GiveUp) -> Root {
        var value = keys.prototype
        var seen: UInt64 = 0
        try object { (reader: inout RawSceneReader, key) throws(GiveUp) in
            guard let index = keys.index(of: key) else { throw GiveUp() }
            seen |= 1 << UInt64(index)
            try keys.fast[index](&value, &reader, depth)
        }
        guard seen & keys.requiredMask == keys.requiredMask, keys.validate(value) == nil else { throw GiveUp() }
        return value
    }

    mutating func nodes(depth: Int) throws(GiveUp) -> [NodeDescription] {
        // The general parser refuses nesting past 512 levels; a node is two levels.
        guard depth < 250 else { throw GiveUp() }
        var nodes: [NodeDescription] = []
        try array { (reader: inout RawSceneReader) throws(GiveUp) in nodes.append(try reader.declared(NodeDescription.rawKeys, depth: depth)) }
        return nodes
    }

    /// A value the general decoder reads (a text, a gradient): its bytes parsed and decoded on their own.
    mutating func general<T: Decodable>(_ type: T.Type) throws(GiveUp) -> T {
        let start = index
        try skipValue(depth: 0)
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        do {
            return try SceneFile.decode(type, text: text, format: .json, file: file)
        } catch {
            throw GiveUp()
        }
    }

    /// `#RRGGBB` or `#RRGGBBAA` in hex digits; anything else (which `Color(hex:)` may still take) gives up.
    mutating func color() throws(GiveUp) -> Color {
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
}
