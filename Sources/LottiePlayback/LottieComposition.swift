import Foundation

/// What a Lottie file declares, read and checked against `LottieLimits` before rlottie sees it:
/// its canvas, frame rate, in and out points, and how many layers it plays.
///
/// Field names are Bodymovin's (the Lottie JSON format, lottie-docs "Animation" and "Layer"):
/// `w`, `h` the canvas in points, `fr` frames per second, `ip`, `op` the first frame and the frame
/// after the last, `layers` (each with `ty`, 0 for a precomposition, and `refId` naming an asset),
/// `assets` (a precomposition is an asset with `layers`), `ty: "rp"` a repeater with copies `c`.
public struct LottieComposition: Sendable, Hashable {
    /// The canvas in points.
    public var width: Double
    public var height: Double
    /// Frames per second.
    public var frameRate: Double
    /// The first frame, and the frame after the last.
    public var inPoint: Double
    public var outPoint: Double
    /// Layers as played, precompositions counted once per use.
    public var layerCount: Int
    /// The deepest precomposition nesting (0 when there is none).
    public var precompositionDepth: Int

    /// The length of one play in seconds.
    public var duration: Double { (outPoint - inPoint) / frameRate }

    /// Reads the composition from `bytes`, refusing (naming `path`) anything over `limits`.
    public init(json bytes: [UInt8], path: String, limits: LottieLimits) throws(LottieError) {
        func fail(_ reason: LottieError.Reason) -> LottieError { LottieError(path: path, reason: reason) }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: Data(bytes))
        } catch {
            throw fail(.invalidJSON(Self.describe(error)))
        }
        let nesting = Self.nesting(of: root, limit: limits.maxNesting)
        guard nesting <= limits.maxNesting else {
            throw fail(.overLimit(what: "levels of JSON nesting", value: Double(nesting), limit: Double(limits.maxNesting)))
        }
        guard let top = root as? [String: Any] else { throw fail(.invalidField(field: "(root)", reason: "must be an object")) }
        func number(_ key: String, positive: Bool) throws(LottieError) -> Double {
            guard let value = (top[key] as? NSNumber)?.doubleValue, value.isFinite, !positive || value > 0 else {
                throw fail(.invalidField(field: key, reason: positive ? "must be a positive number" : "must be a number"))
            }
            return value
        }
        width = try number("w", positive: true)
        height = try number("h", positive: true)
        frameRate = try number("fr", positive: true)
        inPoint = try number("ip", positive: false)
        outPoint = try number("op", positive: false)
        for (name, side) in [("w", width), ("h", height)] where side > limits.maxCanvasSide {
            throw fail(.overLimit(what: "points of canvas \(name == "w" ? "width" : "height") (\(name))",
                                  value: side, limit: limits.maxCanvasSide))
        }
        guard outPoint > inPoint else { throw fail(.invalidField(field: "op", reason: "must be after ip (\(Self.text(inPoint)))")) }
        guard outPoint - inPoint <= limits.maxFrames else {
            throw fail(.overLimit(what: "frames (op - ip)", value: outPoint - inPoint, limit: limits.maxFrames))
        }
        if let copies = Self.largestRepeater(in: root), copies > limits.maxRepeaterCopies {
            throw fail(.overLimit(what: "repeater copies", value: copies, limit: limits.maxRepeaterCopies))
        }
        if let pattern = Self.shortestDashPattern(in: root), pattern < limits.minDashPattern {
            throw fail(.invalidField(field: "layers", reason: "a stroke's dash pattern is \(pattern) points long (dashes and gaps); "
                                     + "the shortest played is \(Self.text(limits.minDashPattern)) (one segment per dash along the path)"))
        }
        try Self.checkAssets(top, path: path)
        guard let layers = top["layers"] as? [Any] else { throw fail(.invalidField(field: "layers", reason: "must be an array")) }
        var precompositions: [String: [Any]] = [:]
        for case let asset as [String: Any] in top["assets"] as? [Any] ?? [] {
            if let id = asset["id"] as? String, let assetLayers = asset["layers"] as? [Any] { precompositions[id] = assetLayers }
        }
        var counter = LayerCounter(precompositions: precompositions, limits: limits, path: path)
        let played = try counter.count(layers, field: "layers", chain: [])
        layerCount = played
        precompositionDepth = counter.deepest
    }

    /// Image assets must be embedded (`data:` URIs): rlottie would otherwise open any path the
    /// file names, and a scene file must not read files it does not name.
    private static func checkAssets(_ top: [String: Any], path: String) throws(LottieError) {
        for (index, item) in (top["assets"] as? [Any] ?? []).enumerated() {
            guard let asset = item as? [String: Any], asset["layers"] == nil, let name = asset["p"] as? String else { continue }
            if !name.hasPrefix("data:") {
                throw LottieError(path: path, reason: .invalidField(
                    field: "assets[\(index)].p", reason: "images must be embedded as data: URIs, found \"\(name.prefix(80))\""))
            }
        }
    }

    /// Counts played layers, expanding precompositions, and measures their nesting.
    private struct LayerCounter {
        let precompositions: [String: [Any]]
        let limits: LottieLimits
        let path: String
        var deepest = 0
        /// Layers played by each precomposition, once counted.
        var counted: [String: Int] = [:]

        mutating func count(_ layers: [Any], field: String, chain: [String]) throws(LottieError) -> Int {
            guard layers.count <= limits.maxLayers else {
                throw LottieError(path: path, reason: .overLimit(what: "layers", value: Double(layers.count), limit: Double(limits.maxLayers)))
            }
            var total = layers.count
            for (index, item) in layers.enumerated() {
                guard let layer = item as? [String: Any] else {
                    throw LottieError(path: path, reason: .invalidField(field: "\(field)[\(index)]", reason: "must be an object"))
                }
                guard (layer["ty"] as? NSNumber)?.intValue == 0 else { continue }
                guard let id = layer["refId"] as? String, let inner = precompositions[id] else {
                    throw LottieError(path: path, reason: .invalidField(
                        field: "\(field)[\(index)].refId", reason: "must name a precomposition in assets"))
                }
                guard !chain.contains(id) else { throw LottieError(path: path, reason: .precompositionCycle(chain: chain + [id])) }
                guard chain.count + 1 <= limits.maxPrecompositionDepth else {
                    throw LottieError(path: path, reason: .overLimit(
                        what: "levels of precomposition", value: Double(chain.count + 1), limit: Double(limits.maxPrecompositionDepth)))
                }
                deepest = max(deepest, chain.count + 1)
                let played: Int
                if let known = counted[id] {
                    played = known
                } else {
                    played = try count(inner, field: "assets[\(id)].layers", chain: chain + [id])
                    counted[id] = played
                }
                total += played
                guard total <= limits.maxLayers else {
                    throw LottieError(path: path, reason: .overLimit(what: "layers as played (precompositions expanded)",
                                                                     value: Double(total), limit: Double(limits.maxLayers)))
                }
            }
            return total
        }
    }

    /// How deeply `value` nests, stopping once past `limit`.
    private static func nesting(of value: Any, limit: Int) -> Int {
        var deepest = 0
        var stack: [(Any, Int)] = [(value, 1)]
        while let (item, depth) = stack.popLast() {
            let children: [Any]
            if let object = item as? [String: Any] { children = Array(object.values) }
            else if let array = item as? [Any] { children = array }
            else { continue }
            deepest = max(deepest, depth)
            if deepest > limit { return deepest }
            for child in children { stack.append((child, depth + 1)) }
        }
        return deepest
    }

    /// The most copies any repeater asks for, static or in any keyframe; nil without repeaters.
    private static func largestRepeater(in value: Any) -> Double? {
        var largest: Double?
        var stack: [Any] = [value]
        while let item = stack.popLast() {
            if let object = item as? [String: Any] {
                if object["ty"] as? String == "rp", let copies = object["c"] {
                    largest = max(largest ?? 0, numbers(in: copies).max() ?? 0)
                }
                stack.append(contentsOf: object.values)
            } else if let array = item as? [Any] {
                stack.append(contentsOf: array)
            }
        }
        return largest
    }

    /// The shortest dash pattern of any stroke: the sum of its dashes and gaps (`"n": "d"` or
    /// `"g"`), each at its smallest static or keyframe value; nil without dashed strokes.
    private static func shortestDashPattern(in value: Any) -> Double? {
        func values(_ property: Any?) -> [Double] {
            guard let animated = property as? [String: Any], let k = animated["k"] else { return [] }
            if let number = k as? NSNumber { return numbers(in: number) }
            return (k as? [Any] ?? []).flatMap { key -> [Double] in
                if let number = key as? NSNumber { return numbers(in: number) }
                guard let keyframe = key as? [String: Any] else { return [] }
                return ["s", "e"].flatMap { keyframe[$0].map(numbers(in:)) ?? [] }
            }
        }
        var shortest: Double?
        var stack: [Any] = [value]
        while let item = stack.popLast() {
            if let object = item as? [String: Any] {
                if ["st", "gs"].contains(object["ty"] as? String), let dashes = object["d"] as? [Any] {
                    let lengths = dashes.compactMap { $0 as? [String: Any] }.filter { ["d", "g"].contains($0["n"] as? String) }
                    if !lengths.isEmpty {
                        let pattern = lengths.reduce(0.0) { $0 + (values($1["v"]).min() ?? 0) }
                        shortest = min(shortest ?? .infinity, pattern)
                    }
                }
                stack.append(contentsOf: object.values)
            } else if let array = item as? [Any] {
                stack.append(contentsOf: array)
            }
        }
        return shortest
    }

    /// Every number inside `value`; a number that is not finite counts as infinitely many.
    private static func numbers(in value: Any) -> [Double] {
        if let number = value as? NSNumber { return [number.doubleValue.isFinite ? abs(number.doubleValue) : .infinity] }
        if let object = value as? [String: Any] { return object.values.flatMap(numbers(in:)) }
        if let array = value as? [Any] { return array.flatMap(numbers(in:)) }
        return []
    }

    private static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private static func describe(_ error: Error) -> String {
        let ns = error as NSError
        return (ns.userInfo[NSDebugDescriptionErrorKey] as? String) ?? ns.localizedDescription
    }
}
