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

    enum CodingKeys: String, CodingKey, CaseIterable {
        case keyPath, values, keyTimes, timingFunctions, timingFunction, calculationMode
        case tensionValues, continuityValues, biasValues
        case fromValue, toValue, byValue, mass, stiffness, damping, initialVelocity
        case duration, repeatCount, repeatDuration, autoreverses, beginTime, timeOffset, speed, fillMode
        case additive, cumulative, baseValue
    }

    /// The keys an animation may have.
    static let keys = CodingKeys.allCases.map(\.rawValue)

    /// The largest magnitude of a value or a time: far beyond any animation, small enough that
    /// sums stay exact to well under a millionth.
    public static let limit = 1e9

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(allowed: Self.keys)
        try self.init(keysOf: decoder)
    }

    /// Decodes the animation keys of `decoder`, whose object may hold others (a scene file's
    /// entry names its node beside them).
    init(keysOf decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let limit = Self.limit
        let keyPath = AnimatedProperty(rawValue: try c.decode(String.self, forKey: .keyPath))
        self.keyPath = keyPath
        baseValue = try c.number(.baseValue, in: -limit...limit, default: 0)
        let timing = try Self.timing(c)
        let additive = try c.decodeIfPresent(Bool.self, forKey: .additive) ?? false
        let cumulative = try c.decodeIfPresent(Bool.self, forKey: .cumulative) ?? false
        let easing = try c.decodeIfPresent(TimingFunctionDescription.self, forKey: .timingFunction)?.function ?? .linear
        var warnings: [String] = []
        if c.contains(.values) {
            let mode = try c.choice(.calculationMode, default: CalculationMode.linear)
            let keyframes = try Self.animation(c, at: .keyTimes) {
                try KeyframeAnimation(
                    keyPath: keyPath, values: try Self.numbers(c, .values) ?? [],
                    keyTimes: try Self.numbers(c, .keyTimes),
                    timingFunctions: try c.decodeIfPresent([TimingFunctionDescription].self, forKey: .timingFunctions)?.map(\.function) ?? [],
                    timingFunction: easing, calculationMode: mode,
                    tensionValues: try Self.numbers(c, .tensionValues) ?? [],
                    continuityValues: try Self.numbers(c, .continuityValues) ?? [],
                    biasValues: try Self.numbers(c, .biasValues) ?? [],
                    isAdditive: additive, isCumulative: cumulative, timing: timing)
            }
            if let problem = keyframes.keyTimesProblem {
                warnings.append("keyTimes: \(problem); the values are spaced evenly, as Core Animation does")
            }
            animation = .keyframe(keyframes)
        } else {
            let basic = try Self.animation(c, at: .fromValue) {
                try BasicAnimation(keyPath: keyPath, fromValue: try Self.value(c, .fromValue), toValue: try Self.value(c, .toValue),
                                   byValue: try Self.value(c, .byValue), timingFunction: easing,
                                   isAdditive: additive, isCumulative: cumulative, timing: timing)
            }
            let springKeys: [CodingKeys] = [.mass, .stiffness, .damping, .initialVelocity]
            if springKeys.contains(where: c.contains) {
                animation = .spring(try Self.animation(c, at: .mass) {
                    try SpringAnimation(basic: basic, mass: try c.number(.mass, in: 1e-6...limit, default: 1),
                                        stiffness: try c.number(.stiffness, in: 1e-6...limit, default: 100),
                                        damping: try c.number(.damping, in: 0...limit, default: 10),
                                        initialVelocity: try c.number(.initialVelocity, in: -limit...limit, default: 0))
                })
            } else {
                animation = .basic(basic)
            }
        }
        self.warnings = warnings
    }

    /// The timing keys (CAMediaTiming), checked one by one so an error names its key.
    static func timing(_ c: KeyedDecodingContainer<CodingKeys>) throws -> MediaTiming {
        let limit = Self.limit
        var repetition = Repetition.once
        if c.contains(.repeatCount) {
            repetition = .count(try repeatCount(c))
        }
        if c.contains(.repeatDuration) {
            guard case .once = repetition else {
                throw DecodingError.dataCorruptedError(forKey: .repeatDuration, in: c, debugDescription:
                    "give repeatCount or repeatDuration, not both (Core Animation leaves the pair undefined)")
            }
            repetition = .duration(try c.number(.repeatDuration, in: 0...limit))
        }
        return try animation(c, at: .duration) {
            try MediaTiming(beginTime: try c.number(.beginTime, in: -limit...limit, default: 0),
                            timeOffset: try c.number(.timeOffset, in: -limit...limit, default: 0),
                            speed: try c.number(.speed, in: 0...1e6, default: 1),
                            duration: try c.number(.duration, in: 0...limit, default: 0),
                            repetition: repetition,
                            autoreverses: try c.decodeIfPresent(Bool.self, forKey: .autoreverses) ?? false,
                            fillMode: try c.choice(.fillMode, default: FillMode.removed))
        }
    }

    /// repeatCount: a number of cycles, or "infinity". Any count of 0 or more is accepted: Swift code
    /// writes `Float.greatestFiniteMagnitude` (3.4e38, the seed's wobble) for "forever", and Core
    /// Animation plays it as such; the count bounds no resource, since `MediaTiming` only multiplies
    /// it into the active duration (an overflow there is `.infinity`, forever too).
    static func repeatCount(_ c: KeyedDecodingContainer<CodingKeys>) throws -> Double {
        if let text = try? c.decode(String.self, forKey: .repeatCount) {
            guard text == "infinity" else {
                throw DecodingError.dataCorruptedError(forKey: .repeatCount, in: c,
                    debugDescription: "expected a number of cycles or \"infinity\", found \"\(text)\"")
            }
            return .infinity
        }
        let count = try c.decode(Double.self, forKey: .repeatCount)
        guard count >= 0 else {
            throw DecodingError.dataCorruptedError(forKey: .repeatCount, in: c,
                debugDescription: "expected a number of cycles, 0 or more, or \"infinity\", found \(count.formattedForMessage)")
        }
        return count
    }

    /// A list of finite numbers, each checked where it stands.
    static func numbers(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> [Double]? {
        guard c.contains(key) else { return nil }
        var list = try c.nestedUnkeyedContainer(forKey: key)
        var numbers: [Double] = []
        while !list.isAtEnd {
            let item = try list.superDecoder().singleValueContainer()
            let number = try item.decode(Double.self)
            guard number.isFinite, abs(number) <= limit else {
                throw DecodingError.dataCorruptedError(in: item,
                    debugDescription: "expected a number in -\(Int(limit))...\(Int(limit)), found \(number)")
            }
            numbers.append(number)
        }
        return numbers
    }

    static func value(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> Double? {
        c.contains(key) ? try c.number(key, in: -limit...limit) : nil
    }

    /// Runs a model constructor, reporting what it rejects at `key`.
    static func animation<T>(_ c: KeyedDecodingContainer<CodingKeys>, at key: CodingKeys,
                             _ make: () throws -> T) throws -> T {
        do {
            return try make()
        } catch let error as AnimationError {
            let place = c.contains(key) ? key : (c.contains(.values) ? .values : .keyPath)
            throw DecodingError.dataCorruptedError(forKey: place, in: c, debugDescription: error.description)
        }
    }
}

/// A timing function: a Core Animation name ("linear", "easeIn", "easeOut", "easeInEaseOut",
/// "default") or control points [x1, y1, x2, y2].
struct TimingFunctionDescription: Decodable {
    let function: TimingFunction

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
