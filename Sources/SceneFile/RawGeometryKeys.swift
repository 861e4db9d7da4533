import DesignSystem
import LayoutEngine
// The small objects of a raw node, declared once (`RawKeys`): a scene's size, a frame, a point, a
// node's corner radii, border and shadow, an image's cap insets. LayoutEngine's types carry no
// scene-file form of their own; these declarations are it.

extension Size {
    /// A scene's `size`: both sides required, from 1 point.
    static let sceneSideKeys = RawKeys<Size>(prototype: .zero, [
        .number("width", \.width, in: SceneRanges.sceneSide, required: true),
        .number("height", \.height, in: SceneRanges.sceneSide, required: true),
    ])
}

extension Rect {
    /// A node's `frame`: every member required.
    static let frameKeys = RawKeys<Rect>(prototype: .zero, [
        .number("x", \.origin.x, in: SceneRanges.coordinate, required: true),
        .number("y", \.origin.y, in: SceneRanges.coordinate, required: true),
        .number("width", \.size.width, in: SceneRanges.length, required: true),
        .number("height", \.size.height, in: SceneRanges.length, required: true),
    ])
}

extension Point {
    /// A gradient's point, in the node's coordinates.
    static let keys = RawKeys<Point>(prototype: .zero, [
        .number("x", \.x, in: SceneRanges.coordinate, required: true),
        .number("y", \.y, in: SceneRanges.coordinate, required: true),
    ])
}

extension Border {
    static let keys = RawKeys<Border>(prototype: Border(width: 0, color: .black), [
        .number("width", \.width, in: SceneRanges.length, required: true),
        .color("color", \.color, required: true),
    ])
}

extension Shadow {
    /// CALayer's shadow; a missing color is black at a third (0x55), as the seeds' cards use.
    static let keys = RawKeys<Shadow>(prototype: Shadow(blurRadius: 0, color: Color(red: 0, green: 0, blue: 0, alpha: 85)), [
        .number("x", \.offset.x, in: SceneRanges.coordinate),
        .number("y", \.offset.y, in: SceneRanges.coordinate),
        .number("blur", \.blurRadius, in: SceneRanges.blur),
        .color("color", \.color),
        .number("spread", \.spread, in: SceneRanges.coordinate),
    ])
}

extension EdgeInsets {
    /// An image's `capInsets`, in points.
    static let capKeys = RawKeys<EdgeInsets>(prototype: EdgeInsets(), [
        .number("top", \.top, in: SceneRanges.length), .number("left", \.left, in: SceneRanges.length),
        .number("bottom", \.bottom, in: SceneRanges.length), .number("right", \.right, in: SceneRanges.length),
    ])
}

extension CornerRadii {
    /// Each corner's radius, missing ones 0.
    static let keys = RawKeys<CornerRadii>(prototype: .zero, [
        .number("topLeft", \.topLeft, in: SceneRanges.length), .number("topRight", \.topRight, in: SceneRanges.length),
        .number("bottomRight", \.bottomRight, in: SceneRanges.length), .number("bottomLeft", \.bottomLeft, in: SceneRanges.length),
    ])

    /// A node's `cornerRadius`: one radius for all corners, or an object of `keys`.
    static func key<Root>(_ name: String, _ keyPath: WritableKeyPath<Root, CornerRadii>) -> RawKey<Root> {
        RawKey(SceneKey(name, CornerRadiusValue.self, get: { CornerRadiusValue(radii: $0[keyPath: keyPath]) },
                        set: { $0[keyPath: keyPath] = $1.radii })) { root, reader, depth throws(JSONGiveUp) in
            root[keyPath: keyPath] = reader.peek == UInt8(ascii: "{") ? try reader.declared(keys, depth: depth)
                : CornerRadii(all: try reader.number(in: SceneRanges.length))
        }
    }
}

/// A `cornerRadius` value: a number when the corners are equal, else an object.
struct CornerRadiusValue: SceneValue {
    var radii: CornerRadii

    static var schema: JSONValue {
        ["oneOf": [JSONValue.bounded(SceneRanges.length), CornerRadii.keys.declaration.schema]]
    }

    init(radii: CornerRadii) { self.radii = radii }

    /// A single radius's check, made once rather than per value read.
    private static let singleRadius = SceneCheck.number(in: SceneRanges.length)

    init(from decoder: Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let radius = try? single.decode(Double.self) {
            if let problem = Self.singleRadius.problem(radius) {
                throw DecodingError.dataCorruptedError(in: single, debugDescription: problem)
            }
            radii = CornerRadii(all: radius)
        } else {
            radii = try CornerRadii.keys.declaration.decode(decoder)
        }
    }

    func encode(to encoder: Encoder) throws {
        if radii == CornerRadii(all: radii.topLeft) {
            var single = encoder.singleValueContainer()
            try single.encode(radii.topLeft)
        } else {
            try CornerRadii.keys.declaration.encode(radii, to: encoder)
        }
    }
}

extension JSONValue {
    /// A number's schema bounded by `range`.
    static func bounded(_ range: ClosedRange<Double>) -> JSONValue {
        ["type": "number", "minimum": .number(range.lowerBound), "maximum": .number(range.upperBound)]
    }
}
