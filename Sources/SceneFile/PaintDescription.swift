import DesignSystem
import LayoutEngine
/// A fill: a color string, or a gradient object
/// `{"linear": {"start": {"x":0,"y":0}, "end": {"x":0,"y":100}}, "stops": [{"location":0,"color":"#.."}, ...]}`
/// or `{"radial": {"center": {"x":..,"y":..}, "radius": r}, "stops": [...]}`.
struct PaintDescription: SceneValue {
    var paint: Paint

    static var schema: JSONValue { ["$ref": "#/$defs/paint"] }

    /// The `paint` definition of docs/scene.schema.json.
    static var definition: JSONValue { ["oneOf": [Color.schema, GradientDescription.rawKeys.declaration.schema]] }

    init(_ paint: Paint) { self.paint = paint }

    init(from decoder: Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let color = try? single.decode(Color.self) {
            paint = .solid(color)
            return
        }
        do {
            _ = try decoder.container(keyedBy: GradientDescription.CodingKeys.self)
        } catch {
            throw DecodingError.typeMismatch(Paint.self, .init(codingPath: decoder.codingPath,
                debugDescription: "expected a color as #RRGGBB or #RRGGBBAA, or a gradient object"))
        }
        paint = try GradientDescription(from: decoder).paint
    }

    func encode(to encoder: Encoder) throws {
        if case .solid(let color) = paint {
            var single = encoder.singleValueContainer()
            try single.encode(color)
        } else {
            try GradientDescription(paint).encode(to: encoder)
        }
    }

    /// A node's `fill`: a color the fast reader reads itself, a gradient it hands to the general decoder.
    static func key<Root>(_ name: String, _ keyPath: WritableKeyPath<Root, Paint?>) -> RawKey<Root> {
        RawKey(SceneKey(name, PaintDescription.self, get: { $0[keyPath: keyPath].map(PaintDescription.init) },
                        set: { $0[keyPath: keyPath] = $1.paint })) { root, reader, _ throws(JSONGiveUp) in
            root[keyPath: keyPath] = reader.peek == UInt8(ascii: "\"") ? .solid(try reader.color())
                : try reader.general(PaintDescription.self).paint
        }
    }
}

/// A gradient object: `linear` or `radial`, and at least two `stops`.
struct GradientDescription: SceneConfigurable {
    static var sceneKeys: SceneKeys<GradientDescription> { rawKeys.declaration }
    /// `start` to `end`.
    struct Linear: Equatable { var start = Point.zero, end = Point.zero }
    /// `center` and `radius`.
    struct Radial: Equatable { var center = Point.zero, radius = 0.0 }

    var linear: Linear?
    var radial: Radial?
    var stops: [StopDescription] = []

    enum CodingKeys: String, CodingKey { case linear, radial, stops }

    init() {}

    init(_ paint: Paint) {
        switch paint {
        case .solid: break
        case .linearGradient(let start, let end, let stops):
            linear = Linear(start: start, end: end); self.stops = stops.map(StopDescription.init)
        case .radialGradient(let center, let radius, let stops):
            radial = Radial(center: center, radius: radius); self.stops = stops.map(StopDescription.init)
        }
    }

    var paint: Paint {
        let stops = stops.map(\.stop)
        if let linear { return .linearGradient(start: linear.start, end: linear.end, stops: stops) }
        let radial = radial ?? Radial()
        return .radialGradient(center: radial.center, radius: radial.radius, stops: stops)
    }

    static let rawKeys = RawKeys<GradientDescription>(prototype: GradientDescription(), [
        .optionalObject("linear", \.linear, RawKeys(prototype: Linear(), [
            .object("start", \.start, Point.keys, required: true), .object("end", \.end, Point.keys, required: true),
        ])),
        .optionalObject("radial", \.radial, RawKeys(prototype: Radial(), [
            .object("center", \.center, Point.keys, required: true),
            .number("radius", \.radius, in: SceneRanges.length, required: true),
        ])),
        RawKey(.value("stops", \.stops, SceneCheck(schema: [.init("minItems", 2)]) {
            $0.count >= 2 ? nil : "a gradient needs at least 2 stops"
        }, required: true)) { root, reader, _ throws(JSONGiveUp) in root.stops = try reader.general([StopDescription].self) },
    ], validate: { gradient in
        if gradient.linear != nil, gradient.radial != nil { return ("radial", "a gradient is either \"linear\" or \"radial\", not both") }
        if gradient.linear == nil, gradient.radial == nil { return ("linear", "a gradient needs a \"linear\" or a \"radial\" member") }
        return nil
    })
}

/// One stop of a gradient: a `location` from 0 to 1 and a `color`.
struct StopDescription: SceneConfigurable, SceneValue {
    static var sceneKeys: SceneKeys<StopDescription> { rawKeys.declaration }
    var stop: GradientStop

    static var schema: JSONValue { rawKeys.declaration.schema }

    static let rawKeys = RawKeys<StopDescription>(prototype: StopDescription(stop: GradientStop(location: 0, color: .black)), [
        .number("location", \.stop.location, in: 0...1, required: true),
        .color("color", \.stop.color, required: true),
    ])
}
