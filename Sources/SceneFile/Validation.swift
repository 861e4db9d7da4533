import LayoutEngine
import DesignSystem
// Range checks shared by the scene-file descriptions: a NaN, a negative size or an absurd
// scale is reported at its path, not discovered later as a broken image.

extension KeyedDecodingContainer {
    /// Decodes a finite number in `range`, or the default when the key is absent.
    package func number(_ key: Key, in range: ClosedRange<Double>, default value: Double? = nil) throws -> Double {
        guard let number = try decodeIfPresent(Double.self, forKey: key) else {
            if let value { return value }
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "missing key \"\(key.stringValue)\""))
        }
        guard number.isFinite, range.contains(number) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self,
                debugDescription: "expected a number in \(range.lowerBound.formattedForMessage)...\(range.upperBound.formattedForMessage), found \(number.formattedForMessage)")
        }
        return number
    }

    /// Decodes a string from a fixed set of choices, or the default when absent.
    package func choice<T: RawRepresentable & CaseIterable>(_ key: Key, default value: T) throws -> T where T.RawValue == String {
        guard let text = try decodeIfPresent(String.self, forKey: key) else { return value }
        guard let result = T(rawValue: text) else {
            let options = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw DecodingError.dataCorruptedError(forKey: key, in: self,
                debugDescription: "expected one of \(options), found \"\(text)\"")
        }
        return result
    }
}

extension Double {
    /// Integers without a fraction, others as Swift prints them: for error messages.
    var formattedForMessage: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }
}

/// The largest coordinate or size a scene file may give, in points: far beyond any screen,
/// small enough that pixel arithmetic cannot overflow.
let maximumSceneCoordinate = 1_000_000.0
