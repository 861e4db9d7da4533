import Foundation
import LayoutEngine

/// A font as UIKit names it: a family (or a registered font file), a size in points, a weight
/// and a slant, laid out by the text engine (`TextEngine`).
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// UIKit's font weights (`UIFont.Weight`), with UIKit's raw values.
    public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
        /// UIKit's weight of the engine's named weight.
        public init(_ weight: FontWeight) {
            self = switch weight {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }

    /// The Dynamic Type styles (UIKit's `UIFont.TextStyle`).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The text engine's name of the style (body when unknown).
        var name: TextStyleName {
            let names: [TextStyle: TextStyleName] = [
                .largeTitle: .largeTitle, .title1: .title1, .title2: .title2, .title3: .title3, .headline: .headline,
                .subheadline: .subheadline, .body: .body, .callout: .callout, .footnote: .footnote,
                .caption1: .caption1, .caption2: .caption2,
            ]
            return names[self] ?? .body
        }
    }

    /// The family the system font names on Linux, where there is no San Francisco: DejaVu Sans,
    /// the design system's Latin face (Korean and other scripts fall back by cluster).
    public static let systemFontFamily = "DejaVu Sans"

    /// The family name or the font file's path.
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight
    /// Whether the face is italic.
    public let isItalic: Bool
    /// The Dynamic Type style it came from, if any.
    public let textStyle: TextStyle?

    /// A font of `family` (a family name or a font file's path) at `size` points and `weight`;
    /// beyond UIKit, for design systems that name their families.
    public init(family: String, size: CGFloat, weight: Weight, italic: Bool = false, textStyle: TextStyle? = nil) {
        familyName = family
        pointSize = size.isFinite && size > 0 ? size : 17
        self.weight = weight
        isItalic = italic
        self.textStyle = textStyle
    }

    /// A registered font by family name or font file path; nil when no such font can be found.
    public convenience init?(name: String, size: CGFloat) {
        let isFile = name.contains("/")
        guard (try? isFile ? FontRegistry.shared.face(path: name) : FontRegistry.shared.face(family: name, weight: .regular)) != nil else {
            return nil
        }
        self.init(family: name, size: size, weight: .regular)
    }

    public var fontName: String { familyName }

    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(family: systemFontFamily, size: fontSize, weight: weight)
    }
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: systemFontFamily, size: fontSize, weight: .regular, italic: true)
    }
    /// The system font; its digits are already of equal width in DejaVu Sans.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }
    /// The default label font: the system font at 17 points (UIKit's `UILabel` default).
    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }
    public static var systemFontSize: CGFloat { 14 }
    public static var smallSystemFontSize: CGFloat { 12 }

    /// The font of a Dynamic Type style at the traits' content size category (`large` when unspecified).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: UITraitCollection? = nil) -> UIFont {
        let category = (traits ?? UITraitCollection.current).preferredContentSizeCategory
        let metrics = DynamicType.font(for: style.name, category: category.engineCategory)
        return UIFont(family: systemFontFamily, size: CGFloat(metrics.size), weight: Weight(metrics.weight), textStyle: style)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(family: familyName, size: fontSize, weight: weight, italic: isItalic, textStyle: textStyle)
    }

    /// The text engine's style for this font with `paragraph`.
    func textStyle(paragraph: ParagraphStyle = .init()) -> LayoutEngine.TextStyle {
        LayoutEngine.TextStyle(family: familyName, size: Double(pointSize), weight: engineWeight, paragraph: paragraph,
                               italic: isItalic)
    }

    /// The text engine's weight: UIKit's nearest named weight (a weight between two names takes
    /// the nearer one).
    var engineWeight: FontWeight {
        let named: [(Weight, FontWeight)] = [(.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular),
                                             (.medium, .medium), (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy),
                                             (.black, .black)]
        return named.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }!.1
    }

    /// The height of one line of this font (ascent + descent + leading), from the text engine.
    public var lineHeight: CGFloat {
        CGFloat((try? TextEngine.current.measure("X", style: textStyle(), scale: 1000).height) ?? Double(pointSize) * 1.2)
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.familyName == rhs.familyName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
            && lhs.isItalic == rhs.isItalic
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(familyName); hasher.combine(pointSize); hasher.combine(weight); hasher.combine(isItalic)
    }
    public var description: String {
        "\(familyName) \(pointSize) pt weight \(weight.rawValue)\(isItalic ? " italic" : "")"
    }
}
