import Foundation
import ViewKit

/// A font (SwiftUI's `Font`): a Dynamic Type text style, which follows the environment's type
/// size as UIKit's preferred fonts do, or a system font of a fixed size; with a weight, italic,
/// or bold. Resolved to ViewKit's `UIFont`, so SwiftUI text is measured and drawn as a label's is.
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case style(UIFont.TextStyle)
        case system(size: CGFloat)
        case custom(name: String, size: CGFloat, relativeTo: UIFont.TextStyle?)
    }
    var base: Base
    var weight: Weight?
    var isItalic = false

    public static let largeTitle = Font(base: .style(.largeTitle))
    public static let title = Font(base: .style(.title1))
    public static let title2 = Font(base: .style(.title2))
    public static let title3 = Font(base: .style(.title3))
    public static let headline = Font(base: .style(.headline))
    public static let subheadline = Font(base: .style(.subheadline))
    public static let body = Font(base: .style(.body))
    public static let callout = Font(base: .style(.callout))
    public static let footnote = Font(base: .style(.footnote))
    public static let caption = Font(base: .style(.caption1))
    public static let caption2 = Font(base: .style(.caption2))

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size), weight: weight)
    }
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .style(style.uiTextStyle), weight: weight)
    }
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(base: .custom(name: name, size: size, relativeTo: nil)) }
    public static func custom(_ name: String, size: CGFloat, relativeTo style: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: style.uiTextStyle))
    }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { custom(name, size: fixedSize) }

    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }
    public func monospacedDigit() -> Font { self }

    /// ViewKit's font for `traits` (their content size category scales text styles).
    func uiFont(traits: UITraitCollection) -> UIFont {
        let resolved: UIFont
        switch base {
        case let .style(style):
            resolved = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
        case let .system(size):
            resolved = UIFont.systemFont(ofSize: size)
        case let .custom(name, size, relativeTo):
            let scaled = relativeTo.map { UIFontMetrics(forTextStyle: $0).scaledValue(for: size, compatibleWith: traits) } ?? size
            resolved = UIFont(name: name, size: scaled) ?? UIFont.systemFont(ofSize: scaled)
        }
        let finalWeight = weight.map { UIFont.Weight(rawValue: $0.value) } ?? resolved.weight
        if finalWeight == resolved.weight && !isItalic { return resolved }
        return UIFont(family: resolved.familyName, size: resolved.pointSize, weight: finalWeight,
                      italic: isItalic || resolved.isItalic, textStyle: resolved.textStyle)
    }

    /// A font weight (SwiftUI's `Font.Weight`), UIKit's values.
    public struct Weight: Hashable, Sendable {
        let value: CGFloat
        public static let ultraLight = Weight(value: UIFont.Weight.ultraLight.rawValue)
        public static let thin = Weight(value: UIFont.Weight.thin.rawValue)
        public static let light = Weight(value: UIFont.Weight.light.rawValue)
        public static let regular = Weight(value: UIFont.Weight.regular.rawValue)
        public static let medium = Weight(value: UIFont.Weight.medium.rawValue)
        public static let semibold = Weight(value: UIFont.Weight.semibold.rawValue)
        public static let bold = Weight(value: UIFont.Weight.bold.rawValue)
        public static let heavy = Weight(value: UIFont.Weight.heavy.rawValue)
        public static let black = Weight(value: UIFont.Weight.black.rawValue)
    }

    /// A font design; drawn in the system family whatever it says (the text engine has one).
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// Dynamic Type's text styles (SwiftUI's `Font.TextStyle`).
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        var uiTextStyle: UIFont.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title1
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption1
            case .caption2: .caption2
            }
        }
    }
}

extension View {
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(FontTransform { font in weight.map { font.weight($0) } ?? font })
    }
    public func bold(_ isActive: Bool = true) -> some View {
        modifier(FontTransform { font in isActive ? font.bold() : font })
    }
    public func italic(_ isActive: Bool = true) -> some View {
        modifier(FontTransform { font in isActive ? font.italic() : font })
    }
}

/// Changes the environment's font (body when none is set).
struct FontTransform: PrimitiveModifier {
    let transform: (Font) -> Font
    func makeNodes(content: ContentResolver, context: ResolveContext, into nodes: inout [LayoutNode]) {
        nodes += content(context.with { $0.font = transform($0.font ?? .body) })
    }
}
