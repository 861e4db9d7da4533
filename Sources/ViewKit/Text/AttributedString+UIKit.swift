import Foundation

extension AttributeScopes {
    /// UIKit's attributes of a Swift `AttributedString` (`AttributeScopes.UIKitAttributes`), which
    /// Foundation on Linux lacks: `string.font = .boldSystemFont(ofSize: 17)`,
    /// `string.foregroundColor = .systemRed`, `string.kern = 2` compile and are drawn where
    /// ViewKit takes an attributed string (a button configuration's title and subtitle).
    public struct UIKitAttributes: AttributeScope {
        public let font: UIKitFontAttribute
        public let foregroundColor: UIKitForegroundColorAttribute
        public let backgroundColor: UIKitBackgroundColorAttribute
        public let kern: UIKitKernAttribute
        public let foundation: FoundationAttributes
    }
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

/// A run's font (UIKit's `AttributeScopes.UIKitAttributes.FontAttribute`).
public enum UIKitFontAttribute: AttributedStringKey {
    public typealias Value = UIFont
    public static let name = "NSFont"
}
/// A run's text color.
public enum UIKitForegroundColorAttribute: AttributedStringKey {
    public typealias Value = UIColor
    public static let name = "NSColor"
}
/// A run's background color.
public enum UIKitBackgroundColorAttribute: AttributedStringKey {
    public typealias Value = UIColor
    public static let name = "NSBackgroundColor"
}
/// A run's extra space between characters, in points.
public enum UIKitKernAttribute: AttributedStringKey {
    public typealias Value = CGFloat
    public static let name = "NSKern"
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension NSAttributedString {
    /// `string` with its UIKit attributes, `font` and `color` where a run has none.
    static func uiKit(_ string: AttributedString, font: UIFont, color: UIColor) -> NSAttributedString {
        let result = NSMutableAttributedString(string: "")
        for run in string.runs {
            var attributes: [NSAttributedString.Key: Any] = [
                .font: run[UIKitFontAttribute.self] ?? font,
                .foregroundColor: run[UIKitForegroundColorAttribute.self] ?? color,
            ]
            if let kern = run[UIKitKernAttribute.self] { attributes[.kern] = kern }
            if let background = run[UIKitBackgroundColorAttribute.self] { attributes[.backgroundColor] = background }
            result.append(NSAttributedString(string: String(string[run.range].characters), attributes: attributes))
        }
        return result
    }
}
