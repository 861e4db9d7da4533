/// Why a Lottie file was not played: the file, and what about it.
public struct LottieError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Reason: Sendable, Hashable {
        /// The file could not be read (missing, a folder, unreadable).
        case unreadable(String)
        /// The file is larger than `LottieLimits.maxFileBytes`.
        case fileTooLarge(bytes: Int?, limit: Int)
        /// Not JSON, or JSON nested deeper than `LottieLimits.maxNesting`.
        case invalidJSON(String)
        /// JSON, but not a Lottie animation: `field` (a path like `layers[3].refId`) is missing or wrong.
        case invalidField(field: String, reason: String)
        /// Over a bound: which one, the file's value and the limit.
        case overLimit(what: String, value: Double, limit: Double)
        /// A precomposition that contains itself, through `chain`.
        case precompositionCycle(chain: [String])
        /// rlottie did not accept the animation.
        case unplayable
        /// The frame asked for cannot be rendered (a time or scale that is not finite, a zero size).
        case invalidFrame(String)
    }

    /// The Lottie file.
    public var path: String
    public var reason: Reason

    public init(path: String, reason: Reason) { self.path = path; self.reason = reason }

    public var description: String {
        let what: String
        switch reason {
        case .unreadable(let why): what = "cannot be read: \(why)"
        case let .fileTooLarge(bytes, limit):
            what = "is \(bytes.map { "\($0) bytes" } ?? "larger than the limit"), more than the \(limit) bytes a Lottie file may have"
        case .invalidJSON(let why): what = "is not Lottie JSON: \(why)"
        case let .invalidField(field, why): what = "\(field): \(why)"
        case let .overLimit(name, value, limit): what = "has \(Self.number(value)) \(name), more than the limit of \(Self.number(limit))"
        case .precompositionCycle(let chain): what = "precomposition contains itself: \(chain.joined(separator: " -> "))"
        case .unplayable: what = "rlottie could not load the animation"
        case .invalidFrame(let why): what = "no frame: \(why)"
        }
        return "\(path): Lottie \(what)"
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
