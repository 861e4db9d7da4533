import Foundation

/// A string to localize (SwiftUI's `LocalizedStringKey`): `Text("Score: \(1000)")` keeps its
/// interpolated values apart and formats them for the environment's locale when the text is
/// drawn, as SwiftUI does: integers with grouping (`1,000`), floating-point values as `%lf`
/// (`3.500000`, SwiftUI's default specifier) or with the `specifier:` given, `FormatStyle`s by
/// their format. There is no strings table on Linux, so the key is the text.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    enum Segment: Hashable, Sendable {
        case literal(String)
        case integer(Int64)
        case floating(Double, specifier: String)
        case formatted(String)
    }
    let segments: [Segment]

    public init(_ value: String) { segments = [.literal(value)] }
    public init(stringLiteral value: String) { segments = [.literal(value)] }
    public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

    /// The text for `locale`.
    func resolved(locale: Locale) -> String {
        segments.map { segment in
            switch segment {
            case let .literal(text), let .formatted(text): return text
            case let .integer(value):
                let formatter = NumberFormatter()
                formatter.locale = locale
                formatter.numberStyle = .decimal
                return formatter.string(from: NSNumber(value: value)) ?? String(value)
            case let .floating(value, specifier):
                return String(format: specifier, locale: locale, value)
            }
        }.joined()
    }

    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var segments: [Segment] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { segments.append(.literal(literal)) }
        public mutating func appendInterpolation(_ string: String) { segments.append(.formatted(string)) }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            segments.append(.integer(Int64(clamping: value)))
        }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            segments.append(.floating(Double(value), specifier: "%lf"))
        }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            segments.append(.floating(Double(value), specifier: specifier))
        }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            segments.append(.formatted(String(format: specifier, Int64(clamping: value))))
        }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            segments.append(.formatted(format.format(input)))
        }
        @_disfavoredOverload
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
            segments.append(.formatted(value.description))
        }
        public mutating func appendInterpolation(_ text: Text) {
            segments.append(.formatted(text.runs.map(\.verbatim).joined()))
        }
    }
}
