import Foundation

extension UIImage {
    /// What an image is drawn with (UIKit's `UIImage.Configuration`): the traits it resolves
    /// against. `SymbolConfiguration` is the one that matters here.
    open class Configuration: @unchecked Sendable, Hashable {
        /// The traits the configuration carries; nil takes the drawing's.
        public var traitCollection: UITraitCollection? { carriedTraits }
        /// Set only on a copy just made (`with(traits:)`), before anyone else sees it.
        var carriedTraits: UITraitCollection?
        init() {}

        public static func == (lhs: Configuration, rhs: Configuration) -> Bool { lhs.isEqual(to: rhs) }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type(of: self))) }
        func isEqual(to other: Configuration) -> Bool { type(of: self) == type(of: other) }
    }

    /// The stroke weight of a symbol (UIKit's `UIImage.SymbolWeight`), with UIKit's raw values.
    public enum SymbolWeight: Int, Sendable, Hashable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The font weight of the same name (`regular` for `unspecified`).
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .unspecified, .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }

    /// A symbol's size relative to its point size (UIKit's `UIImage.SymbolScale`).
    public enum SymbolScale: Int, Sendable, Hashable {
        case `default` = -1, unspecified = 0, small, medium, large

        /// The factor on a medium symbol's size. SF Symbols' guide ("Symbol scales", Apple's Human
        /// Interface Guidelines, SF Symbols) sizes small and large at about 0.78 and 1.29 of medium.
        var factor: Double {
            switch self {
            case .small: 0.78
            case .large: 1.29
            default: 1
            }
        }
    }

    /// How a symbol image is drawn (UIKit's `UIImage.SymbolConfiguration`): its point size or text
    /// style, weight and scale, and its colors. Each property is unset until given; `applying(_:)`
    /// lays another configuration's set properties over this one's, as UIKit does.
    ///
    /// Hierarchical and palette colors: the open icons drawn here have one layer, so a symbol with
    /// `hierarchicalColor` is drawn in that color, and one with `paletteColors` in the first.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size; 0 when unset (a symbol then takes 17, UIKit's body size, or its text style's).
        public let pointSize: CGFloat
        public let weight: SymbolWeight
        public let scale: SymbolScale
        public let textStyle: UIFont.TextStyle?
        /// The color of a hierarchical symbol's primary layer, nil when unset.
        public let hierarchicalColor: UIColor?
        /// The colors of a palette symbol's layers, nil when unset.
        public let paletteColors: [UIColor]?
        /// Whether a multicolor symbol prefers its own colors.
        public let prefersMulticolor: Bool

        init(pointSize: CGFloat = 0, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified,
             textStyle: UIFont.TextStyle? = nil, hierarchicalColor: UIColor? = nil, paletteColors: [UIColor]? = nil,
             prefersMulticolor: Bool = false) {
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            self.hierarchicalColor = hierarchicalColor
            self.paletteColors = paletteColors
            self.prefersMulticolor = prefersMulticolor
            super.init()
        }

        /// Nothing set: every property comes from the drawing's defaults.
        public static let unspecified = SymbolConfiguration()
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight) }
        public convenience init(scale: SymbolScale) { self.init(pointSize: 0, weight: .unspecified, scale: scale) }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle)
        }
        /// The font's size and weight.
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: SymbolWeight(font.weight), scale: scale)
        }
        public convenience init(hierarchicalColor: UIColor) { self.init(pointSize: 0, hierarchicalColor: hierarchicalColor) }
        public convenience init(paletteColors: [UIColor]) { self.init(pointSize: 0, paletteColors: paletteColors) }
        public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration(prefersMulticolor: true) }
        public static func configurationPreferringMulticolor() -> SymbolConfiguration { preferringMulticolor() }
        public static func configurationWithHierarchicalColor(_ color: UIColor) -> SymbolConfiguration {
            SymbolConfiguration(hierarchicalColor: color)
        }
        public static func configurationWithPaletteColors(_ colors: [UIColor]) -> SymbolConfiguration {
            SymbolConfiguration(paletteColors: colors)
        }

        /// This configuration with `other`'s set properties over it (a symbol configuration's;
        /// any other configuration changes nothing drawn here).
        public func applying(_ other: Configuration?) -> SymbolConfiguration {
            guard let other = other as? SymbolConfiguration else { return self }
            return SymbolConfiguration(
                pointSize: other.pointSize > 0 ? other.pointSize : (other.textStyle != nil ? 0 : pointSize),
                weight: other.weight != .unspecified ? other.weight : weight,
                scale: other.scale != .unspecified ? other.scale : scale,
                textStyle: other.textStyle ?? (other.pointSize > 0 ? nil : textStyle),
                hierarchicalColor: other.hierarchicalColor ?? hierarchicalColor,
                paletteColors: other.paletteColors ?? paletteColors,
                prefersMulticolor: other.prefersMulticolor || prefersMulticolor)
        }
        /// The same configuration resolving against `traits`.
        public func withTraitCollection(_ traits: UITraitCollection?) -> SymbolConfiguration { with(traits: traits) }
        /// The same without point size and weight (UIKit's, for a configuration that should take
        /// its size from elsewhere).
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            SymbolConfiguration(scale: scale, textStyle: textStyle, hierarchicalColor: hierarchicalColor,
                                paletteColors: paletteColors, prefersMulticolor: prefersMulticolor)
        }

        /// The point size drawn: the set size, the text style's at the traits' content size, or 17.
        func resolvedPointSize(traits: UITraitCollection) -> Double {
            if pointSize > 0 { return Double(pointSize) }
            if let textStyle { return Double(UIFont.preferredFont(forTextStyle: textStyle, compatibleWith: traits).pointSize) }
            return 17
        }
        /// The weight drawn: the set weight, the text style's, or regular.
        func resolvedWeight(traits: UITraitCollection) -> SymbolWeight {
            if weight != .unspecified { return weight }
            if let textStyle { return SymbolWeight(UIFont.preferredFont(forTextStyle: textStyle, compatibleWith: traits).weight) }
            return .regular
        }
        /// The single color a one-layer icon is drawn in, when the configuration names one.
        var layerColor: UIColor? { hierarchicalColor ?? paletteColors?.first }

        public override func hash(into hasher: inout Hasher) {
            hasher.combine(pointSize); hasher.combine(weight); hasher.combine(scale); hasher.combine(textStyle)
        }
        override func isEqual(to other: Configuration) -> Bool {
            guard let other = other as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale && textStyle == other.textStyle
                && hierarchicalColor == other.hierarchicalColor && paletteColors == other.paletteColors
                && prefersMulticolor == other.prefersMulticolor
        }
    }
}

extension UIImage.SymbolWeight {
    /// The symbol weight nearest a font weight.
    init(_ weight: UIFont.Weight) {
        let named: [(UIFont.Weight, UIImage.SymbolWeight)] = [
            (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
            (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
        ]
        self = named.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }?.1 ?? .regular
    }
}
