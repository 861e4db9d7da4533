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

    // MARK: The scene's keys

    private mutating func scene() throws(GiveUp) -> SceneDescription {
        var size: Size?, scale = 1.0, background = Color.white, nodes: [NodeDescription] = []
        try object { (reader: inout RawSceneReader, key) throws(GiveUp) in
            switch key {
            case "size":
                var width: Double?, height: Double?
                try reader.object { (reader: inout RawSceneReader, key) throws(GiveUp) in
                    switch key {
                    case "width": width = try reader.number(in: SceneRanges.sceneSide)
                    case "height": height = try reader.number(in: SceneRanges.sceneSide)
                    default: throw GiveUp()
                    }
                }
                guard let width, let height else { throw GiveUp() }
                size = Size(width: width, height: height)
            case "scale": scale = try reader.number(in: SceneRanges.scale)
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
        var id: String?, frame: Rect?, fill: Paint?, cornerRadii = CornerRadii.zero, cornerStyle = CornerStyle.circular
        var opacity = 1.0, border: Border?, shadow: Shadow?, clipsToBounds = false
        var rotation = 0.0, scaleX = 1.0, scaleY = 1.0, text: TextDescription?, image: ImageDescription?
        var children: [NodeDescription] = []
        try object { (reader: inout RawSceneReader, key) throws(GiveUp) in
            switch key {
            case "id": id = try reader.string()
            case "frame":
                var x: Double?, y: Double?, width: Double?, height: Double?
                try reader.object { (reader: inout RawSceneReader, key) throws(GiveUp) in
                    switch key {
                    case "x": x = try reader.number(in: SceneRanges.coordinate)
                    case "y": y = try reader.number(in: SceneRanges.coordinate)
                    case "width": width = try reader.number(in: SceneRanges.length)
                    case "height": height = try reader.number(in: SceneRanges.length)
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
                        case "topLeft": radii.topLeft = try reader.number(in: SceneRanges.length)
                        case "topRight": radii.topRight = try reader.number(in: SceneRanges.length)
                        case "bottomRight": radii.bottomRight = try reader.number(in: SceneRanges.length)
                        case "bottomLeft": radii.bottomLeft = try reader.number(in: SceneRanges.length)
                        default: throw GiveUp()
                        }
                    }
                    cornerRadii = radii
                } else {
                    cornerRadii = CornerRadii(all: try reader.number(in: SceneRanges.length))
                }
            case "cornerStyle":
                guard let style = CornerStyle(rawValue: try reader.string()) else { throw GiveUp() }
                cornerStyle = style
            case "opacity": opacity = try reader.number(in: SceneRanges.opacity)
            case "border":
                var width: Double?, color: Color?
                try reader.object { (reader: inout RawSceneReader, key) throws(GiveUp) in
                    switch key {
                    case "width": width = try reader.number(in: SceneRanges.length)
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
                    case "x": x = try reader.number(in: SceneRanges.coordinate)
                    case "y": y = try reader.number(in: SceneRanges.coordinate)
                    case "blur": blur = try reader.number(in: SceneRanges.blur)
                    case "spread": spread = try reader.number(in: SceneRanges.coordinate)
                    case "color": color = try reader.color()
                    default: throw GiveUp()
                    }
                }
                shadow = Shadow(offset: Point(x: x, y: y), blurRadius: blur, color: color, spread: spread)
            case "clipsToBounds": clipsToBounds = try reader.bool()
            case "rotation": rotation = try reader.number(in: SceneRanges.rotation)
            case "scaleX": scaleX = try reader.number(in: SceneRanges.nodeScale)
            case "scaleY": scaleY = try reader.number(in: SceneRanges.nodeScale)
            case "text": text = try reader.general(TextDescription.self)
            case "image": image = try reader.general(ImageDescription.self)
            case "children": children = try reader.nodes(depth: depth + 1)
            default: throw GiveUp()
            }
        }
        guard let frame, text == nil || image == nil else { throw GiveUp() }
        return NodeDescription(
            id: id, frame: frame, fill: fill, cornerRadii: cornerRadii, cornerStyle: cornerStyle, opacity: opacity,
            border: border, shadow: shadow, clipsToBounds: clipsToBounds,
            transform: NodeDescription.transform(rotation: rotation, scaleX: scaleX, scaleY: scaleY),
            text: text, image: image, children: children)
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
}
