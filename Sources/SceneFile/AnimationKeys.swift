import DesignSystem
import LayoutEngine
/// An animation's keys as a scene file and `layout-render timeline` write them, with Core
/// Animation's names, declared once (`sceneKeys`): the decoder, the encoder and the schema's
/// `animation` come from it. `AnimationDescription` makes the model of them.
struct AnimationKeys: SceneConfigurable, Equatable {
    /// The largest magnitude of a value or a time: far beyond any animation, small enough that
    /// sums stay exact to well under a millionth.
    static let limit = 1e9

    var keyPath = ""
    var values: [AnimationNumber]?
    var keyTimes: [AnimationNumber]?
    var timingFunctions: [TimingFunctionDescription]?
    var timingFunction: TimingFunctionDescription?
    var calculationMode = CalculationMode.linear
    var tensionValues: [AnimationNumber]?
    var continuityValues: [AnimationNumber]?
    var biasValues: [AnimationNumber]?
    var fromValue: Double?
    var toValue: Double?
    var byValue: Double?
    var mass: Double?
    var stiffness: Double?
    var damping: Double?
    var initialVelocity: Double?
    var duration = 0.0
    var repeatCount: RepeatCount?
    var repeatDuration: Double?
    var autoreverses = false
    var beginTime = 0.0
    var timeOffset = 0.0
    var speed = 1.0
    var fillMode = FillMode.removed
    var additive = false
    var cumulative = false
    var baseValue = 0.0

    /// Whether a spring key makes the basic animation a spring.
    var isSpring: Bool { mass != nil || stiffness != nil || damping != nil || initialVelocity != nil }

    static let sceneKeys: SceneKeys<AnimationKeys> = {
        let limit = Self.limit
        let value = SceneCheck.number(in: -limit...limit), time = SceneCheck.number(in: 0...limit)
        return SceneKeys(prototype: AnimationKeys(), keys: [
            .value("keyPath", \.keyPath, doc: "The animated property, as Core Animation names it (opacity, transform.rotation.z, position.x, ...).",
                   required: true),
            .optional("values", \.values, doc: "A keyframe animation's values."),
            .optional("keyTimes", \.keyTimes,
                      doc: "Each value's time, 0 to 1, increasing; invalid ones space the values evenly (a warning), as Core Animation does."),
            .optional("timingFunctions", \.timingFunctions),
            .optional("timingFunction", \.timingFunction),
            .value("calculationMode", \.calculationMode),
            .optional("tensionValues", \.tensionValues),
            .optional("continuityValues", \.continuityValues),
            .optional("biasValues", \.biasValues),
            .optional("fromValue", \.fromValue, value),
            .optional("toValue", \.toValue, value),
            .optional("byValue", \.byValue, value),
            .optional("mass", \.mass, .number(in: 1e-6...limit), doc: "A spring's; 1 by default."),
            .optional("stiffness", \.stiffness, .number(in: 1e-6...limit), doc: "A spring's; 100 by default."),
            .optional("damping", \.damping, .number(in: 0...limit), doc: "A spring's; 10 by default."),
            .optional("initialVelocity", \.initialVelocity, value, doc: "A spring's; 0 by default."),
            .value("duration", \.duration, time),
            .optional("repeatCount", \.repeatCount),
            .optional("repeatDuration", \.repeatDuration, time),
            .value("autoreverses", \.autoreverses),
            .value("beginTime", \.beginTime, value),
            .value("timeOffset", \.timeOffset, value),
            .value("speed", \.speed, .number(in: 0...1e6)),
            .value("fillMode", \.fillMode),
            .value("additive", \.additive),
            .value("cumulative", \.cumulative),
            .value("baseValue", \.baseValue, value,
                   doc: "The property's value where the animation has no effect, and under an additive one."),
        ], refusesUnknownKeys: false, validate: { keys in
            keys.repeatCount != nil && keys.repeatDuration != nil
                ? ("repeatDuration", "give repeatCount or repeatDuration, not both (Core Animation leaves the pair undefined)") : nil
        })
    }()
}

extension CalculationMode: SceneValue {}
extension FillMode: SceneValue {}

/// A number of a list (`values`, `keyTimes`, ...): finite and at most `AnimationKeys.limit` either
/// way, refused where it stands (`values[1]`).
struct AnimationNumber: SceneValue {
    var value: Double

    static var schema: JSONValue { .bounded(-AnimationKeys.limit...AnimationKeys.limit) }

    init(from decoder: Decoder) throws {
        let single = try decoder.singleValueContainer()
        value = try single.decode(Double.self)
        let limit = AnimationKeys.limit
        guard value.isFinite, abs(value) <= limit else {
            throw DecodingError.dataCorruptedError(in: single,
                debugDescription: "expected a number in -\(Int(limit))...\(Int(limit)), found \(value)")
        }
    }

    func encode(to encoder: Encoder) throws {
        var single = encoder.singleValueContainer()
        try single.encode(value)
    }
}

/// `repeatCount`: a number of cycles, or "infinity". Any count of 0 or more is accepted: Swift code
/// writes `Float.greatestFiniteMagnitude` (3.4e38, the seed's wobble) for "forever", and Core
/// Animation plays it as such; the count bounds no resource, since `MediaTiming` only multiplies
/// it into the active duration (an overflow there is `.infinity`, forever too).
struct RepeatCount: SceneValue {
    var cycles: Double

    static var schema: JSONValue { ["oneOf": [["type": "number", "minimum": 0], ["const": "infinity"]]] }

    init(from decoder: Decoder) throws {
        let single = try decoder.singleValueContainer()
        if let text = try? single.decode(String.self) {
            guard text == "infinity" else {
                throw DecodingError.dataCorruptedError(in: single, debugDescription: "expected a number of cycles or \"infinity\", found \"\(text)\"")
            }
            cycles = .infinity
            return
        }
        cycles = try single.decode(Double.self)
        guard cycles >= 0 else {
            throw DecodingError.dataCorruptedError(in: single,
                debugDescription: "expected a number of cycles, 0 or more, or \"infinity\", found \(cycles.formattedForMessage)")
        }
    }

    func encode(to encoder: Encoder) throws {
        var single = encoder.singleValueContainer()
        if cycles == .infinity { try single.encode("infinity") } else { try single.encode(cycles) }
    }
}
