import Foundation
import LayoutEngine
import ViewKit

/// The combinations one snapshot assertion, gallery or render covers: a matrix built from axes
/// with `*` (`.devices([.iphone15, .iphoneSE]) * .appearances(.all) * .layoutDirections(.all)`,
/// eight combinations, the left axis varying slowest), or a list (`--variants dark,rtl,ax5`).
public struct Variants: Sendable, Hashable {
    /// Every combination, in order; names are unique.
    public private(set) var combinations: [Variant]

    /// These combinations, in this order (a combination given twice is kept once).
    public init(_ combinations: [Variant]) {
        var seen = Set<Variant>()
        self.combinations = combinations.filter { seen.insert($0).inserted }
    }

    /// One combination per device.
    public static func devices(_ devices: [Device]) -> Variants { Variants(devices.map { Variant(device: $0) }) }
    /// One combination per appearance (`.all`: light and dark).
    public static func appearances(_ styles: [UIUserInterfaceStyle]) -> Variants { Variants(styles.map { Variant(appearance: $0) }) }
    /// One combination per content size category.
    public static func contentSizes(_ sizes: [UIContentSizeCategory]) -> Variants { Variants(sizes.map { Variant(contentSize: $0) }) }
    /// One combination per layout direction (`.all`: left to right and right to left).
    public static func layoutDirections(_ directions: [UIUserInterfaceLayoutDirection]) -> Variants {
        Variants(directions.map { Variant(layoutDirection: $0) })
    }
    /// One combination per locale (BCP 47 tags such as `en`, `ko`, `ar-EG`).
    public static func locales(_ locales: [String]) -> Variants { Variants(locales.map { Variant(locale: $0) }) }

    /// Every combination of the left's with the right's: the left varies slowest.
    public static func * (lhs: Variants, rhs: Variants) -> Variants {
        Variants(lhs.combinations.flatMap { left in rhs.combinations.map { left.combined(with: $0) } })
    }
}

extension Variants {
    /// Why a variant list or matrix file cannot be used.
    public struct ParseError: Error, Hashable, CustomStringConvertible {
        public var description: String
    }

    /// A comma-separated list of combinations, each one or more axis values joined by "+":
    /// `dark,rtl,ax5` is three combinations, `dark+ax5,iphoneSE` two. Values: a device preset
    /// (`iphone15`), `light` or `dark`, a content size (`xs` ... `xxxl`, `ax1` ... `ax5`), `ltr` or
    /// `rtl`, or a locale (`ko`, `ar-EG`). An unknown value is an error naming it and the choices.
    public init(parsing list: String) throws(ParseError) {
        var combinations: [Variant] = []
        for item in list.split(separator: ",", omittingEmptySubsequences: false) {
            var variant = Variant()
            for token in item.split(separator: "+", omittingEmptySubsequences: false) {
                let value = token.trimmingCharacters(in: .whitespaces)
                guard let axis = Self.axisValue(value) else {
                    throw ParseError(description: "unknown variant \"\(value)\" in \"\(list)\"; expected " + Self.choices)
                }
                if Self.setsSameAxis(variant, axis) {
                    throw ParseError(description: "\"\(item)\" sets the same axis twice; a combination has one value per axis")
                }
                variant = variant.combined(with: axis)
            }
            combinations.append(variant)
        }
        self.init(combinations)
    }

    private static func setsSameAxis(_ a: Variant, _ b: Variant) -> Bool {
        (a.device != nil && b.device != nil) || (a.appearance != nil && b.appearance != nil)
            || (a.contentSize != nil && b.contentSize != nil) || (a.layoutDirection != nil && b.layoutDirection != nil)
            || (a.locale != nil && b.locale != nil)
    }

    static let choices = "a device (" + Device.presets.map(\.name).joined(separator: ", ") + "), light or dark, a content size ("
        + Variant.contentSizeNames.joined(separator: ", ") + "), ltr or rtl, or a locale such as ko or ar-EG"

    /// The one-axis combination a list value names, or nil.
    static func axisValue(_ value: String) -> Variant? {
        if let device = Device.preset(named: value) { return Variant(device: device) }
        switch value {
        case "light": return Variant(appearance: .light)
        case "dark": return Variant(appearance: .dark)
        case "ltr": return Variant(layoutDirection: .leftToRight)
        case "rtl": return Variant(layoutDirection: .rightToLeft)
        default: break
        }
        if let index = Variant.contentSizeNames.firstIndex(of: value) {
            return Variant(contentSize: UIContentSizeCategory.allCases[index])
        }
        return isLocale(value) ? Variant(locale: value) : nil
    }

    /// A language of two or three lower-case letters, then optional subtags of letters and digits
    /// (`ko`, `ar-EG`, `zh-Hant-TW`): BCP 47's shape, enough to keep file names readable and safe.
    static func isLocale(_ value: String) -> Bool {
        let parts = value.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count),
              language.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) }) else { return false }
        return parts.dropFirst().allSatisfy { part in
            (2...8).contains(part.count) && part.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0) }
        }
    }
}

extension Variants: Decodable {
    /// The most combinations a matrix file makes: every device, appearance, content size and
    /// direction (240) in 41 locales.
    public static let maximumMatrixCombinations = 10_000

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case devices, appearances, contentSizes, layoutDirections, locales
    }

    /// A matrix file: `{"devices": ["iphone15", "iphoneSE"], "appearances": ["light", "dark"],
    /// "contentSizes": ["l", "ax5"], "layoutDirections": ["ltr", "rtl"], "locales": ["en", "ko"]}`,
    /// every key optional, each a list of the values `init(parsing:)` takes for that axis; the
    /// combinations are every product, in the keys' order above, at most `maximumMatrixCombinations`
    /// (the product grows with the lists' lengths multiplied: 100 KB of locales once made 2.4
    /// million combinations before anything was checked).
    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(allowed: CodingKeys.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var matrix = Variants([Variant()])
        for key in CodingKeys.allCases where container.contains(key) {
            let values = try container.decode([String].self, forKey: key)
            guard !values.isEmpty else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "expected at least one value")
            }
            var axis: [Variant] = []
            for value in values {
                guard let variant = Self.axisValue(value), Self.axis(of: variant) == key.rawValue else {
                    throw DecodingError.dataCorruptedError(forKey: key, in: container,
                        debugDescription: "\"\(value)\" is not one of the \(key.rawValue); expected " + Self.choices)
                }
                axis.append(variant)
            }
            let axisValues = Variants(axis)
            let count = matrix.combinations.count.multipliedReportingOverflow(by: axisValues.combinations.count)
            guard !count.overflow, count.partialValue <= Self.maximumMatrixCombinations else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription:
                    "the matrix makes \(count.overflow ? "more than \(Int.max)" : "\(count.partialValue)") combinations "
                    + "with these \(axisValues.combinations.count) \(key.rawValue); at most \(Self.maximumMatrixCombinations)")
            }
            matrix = matrix * axisValues
        }
        self = matrix
    }

    /// The matrix key of the one axis `variant` sets.
    private static func axis(of variant: Variant) -> String {
        if variant.device != nil { return CodingKeys.devices.rawValue }
        if variant.appearance != nil { return CodingKeys.appearances.rawValue }
        if variant.contentSize != nil { return CodingKeys.contentSizes.rawValue }
        if variant.layoutDirection != nil { return CodingKeys.layoutDirections.rawValue }
        return CodingKeys.locales.rawValue
    }
}
