import DesignSystem
import LayoutEngine

/// An animation as `layout-render timeline` and a scene file's `animations` read it, with
/// Core Animation's names:
/// ```json
/// {"keyPath": "transform.rotation.z", "values": [0, 0.0353, 0, -0.0353, 0],
///  "keyTimes": [0, 0.25, 0.5, 0.75, 1], "timingFunctions": ["linear", [0.42, 0, 0.58, 1]],
///  "calculationMode": "linear", "duration": 0.25, "repeatCount": "infinity", "autoreverses": false,
///  "beginTime": 0, "timeOffset": 0, "speed": 1, "fillMode": "removed",
///  "additive": true, "cumulative": false, "baseValue": 0}
/// ```
/// `values` makes a keyframe animation; `fromValue`/`toValue`/`byValue` instead make a basic one,
/// and `mass`, `stiffness`, `damping` or `initialVelocity` with them a spring. Invalid key times
/// do not fail: Core Animation spaces the values evenly, and `warnings` says so.
public struct AnimationDescription: Decodable, Sendable {
    public let animation: Animation
    public let keyPath: AnimatedProperty
    /// The property's value where the animation has no effect (and under an additive one).
    public let baseValue: Double
    /// Things Core Animation would silently work around, each naming its key.
    public let warnings: [String]

    /// The keys an animation may have.
    static let keys = AnimationKeys.sceneKeys.keys.map(\.name)

    /// The largest magnitude of a value or a time: far beyond any animation, small enough that
    /// sums stay exact to well under a millionth.
    public static let limit = AnimationKeys.limit

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(allowed: Self.keys)
        try self.init(keysOf: decoder)
    }

    /// Decodes the animation keys of `decoder`, whose object may hold others (a scene file's
    /// entry names its node beside them): the values its declaration (`AnimationKeys`) reads, made
    /// into a model whose refusals are reported at the key that caused them.
    init(keysOf decoder: Decoder) throws {
        let keys = try AnimationKeys.sceneKeys.decode(decoder)
        let c = try decoder.container(keyedBy: TokenName.self)
        /// Runs a model constructor, reporting what it rejects at `key` (or the key that made it an
        /// animation of its kind).
        func model<T>(at key: String, _ make: () throws -> T) throws -> T {
            do {
                return try make()
            } catch let error as AnimationError {
                let place = [key, "values", "keyPath"].first { c.contains(TokenName($0)) } ?? "keyPath"
                throw DecodingError.dataCorruptedError(forKey: TokenName(place), in: c, debugDescription: error.description)
            }
        }
        let keyPath = AnimatedProperty(rawValue: keys.keyPath)
        let timing = try model(at: "duration") {
            try MediaTiming(beginTime: keys.beginTime, timeOffset: keys.timeOffset, speed: keys.speed, duration: keys.duration,
                            repetition: keys.repeatCount.map { .count($0.cycles) } ?? keys.repeatDuration.map { .duration($0) } ?? .once,
                            autoreverses: keys.autoreverses, fillMode: keys.fillMode)
        }
        let easing = keys.timingFunction?.function ?? .linear
        var warnings: [String] = []
        if let values = keys.values {
            let keyframes = try model(at: "keyTimes") {
                try KeyframeAnimation(
                    keyPath: keyPath, values: values.map(\.value), keyTimes: keys.keyTimes?.map(\.value),
                    timingFunctions: keys.timingFunctions?.map(\.function) ?? [], timingFunction: easing,
                    calculationMode: keys.calculationMode, tensionValues: keys.tensionValues?.map(\.value) ?? [],
                    continuityValues: keys.continuityValues?.map(\.value) ?? [], biasValues: keys.biasValues?.map(\.value) ?? [],
                    isAdditive: keys.additive, isCumulative: keys.cumulative, timing: timing)
            }
            if let problem = keyframes.keyTimesProblem {
                warnings.append("keyTimes: \(problem); the values are spaced evenly, as Core Animation does")
            }
            animation = .keyframe(keyframes)
        } else {
            let basic = try model(at: "fromValue") {
                try BasicAnimation(keyPath: keyPath, fromValue: keys.fromValue, toValue: keys.toValue, byValue: keys.byValue,
                                   timingFunction: easing, isAdditive: keys.additive, isCumulative: keys.cumulative, timing: timing)
            }
            if keys.isSpring {
                animation = .spring(try model(at: "mass") {
                    try SpringAnimation(basic: basic, mass: keys.mass ?? 1, stiffness: keys.stiffness ?? 100,
                                        damping: keys.damping ?? 10, initialVelocity: keys.initialVelocity ?? 0)
                })
            } else {
                animation = .basic(basic)
            }
        }
        self.keyPath = keyPath
        baseValue = keys.baseValue
        self.warnings = warnings
    }
}

/// A timing function: a Core Animation name ("linear", "easeIn", "easeOut", "easeInEaseOut",
/// "default") or control points [x1, y1, x2, y2].
struct TimingFunctionDescription: SceneValue {
    let function: TimingFunction

    static var schema: JSONValue { ["$ref": "#/$defs/timingFunction"] }

    /// The `timingFunction` definition of docs/components.schema.json.
    static var definition: JSONValue {
        ["oneOf": [["enum": .array(TimingFunction.named.map { .string($0.name) })],
                   ["type": "array", "items": ["type": "number"], "minItems": 4, "maxItems": 4]]]
    }

    func encode(to encoder: Encoder) throws {
        var single = encoder.singleValueContainer()
        if let named = TimingFunction.named.first(where: { $0.function == function }) {
            try single.encode(named.name)
        } else {
            try single.encode([function.x1, function.y1, function.x2, function.y2])
        }
    }

    init(from decoder: Decoder) throws {
        let single = try decoder.singleValueContainer()
        if let name = try? single.decode(String.self) {
            guard let named = TimingFunction.named.first(where: { $0.name == name }) else {
                let names = TimingFunction.named.map { "\"\($0.name)\"" }.joined(separator: ", ")
                throw DecodingError.dataCorruptedError(in: single, debugDescription: "expected one of \(names) or [x1, y1, x2, y2], found \"\(name)\"")
            }
            function = named.function
            return
        }
        let points = try single.decode([Double].self)
        guard points.count == 4 else {
            throw DecodingError.dataCorruptedError(in: single, debugDescription: "expected 4 control point coordinates [x1, y1, x2, y2], found \(points.count)")
        }
        do {
            function = try TimingFunction(points[0], points[1], points[2], points[3])
        } catch {
            throw DecodingError.dataCorruptedError(in: single, debugDescription: error.description)
        }
    }
}
