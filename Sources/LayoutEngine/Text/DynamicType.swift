/// UIKit's text styles (`UIFont.TextStyle`), named as UIKit names them.
public enum TextStyleName: String, Sendable, Hashable, Codable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2
}

/// The user's preferred text size (`UIContentSizeCategory`), smallest first, named as UIKit names them.
public enum ContentSizeCategory: String, Sendable, Hashable, Codable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Whether this is one of the five accessibility sizes (UIKit's `isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("accessibility") }
}

/// Dynamic Type: the font size, weight and leading of each text style at each content size category,
/// what `UIFont.preferredFont(forTextStyle:compatibleWith:)` returns on iOS.
///
/// Sources, for every number in `table`:
/// - Apple, Human Interface Guidelines, "Typography", section "Specifications", tables "iOS, iPadOS
///   Dynamic Type sizes" (xSmall, Small, Medium, Large (default), xLarge, xxLarge, xxxLarge, AX1 to
///   AX5): size and leading in points, and the weights (Headline semibold, every other style regular).
///   https://developer.apple.com/design/human-interface-guidelines/typography#Specifications
/// - The sizes agree with those UIKit itself reports (`UIFont.preferredFont(forTextStyle:compatibleWith:)`
///   on the iOS 13.3 simulator, tabulated in github.com/temoki/UIKit_DynamicType's README).
public enum DynamicType {
    /// The font of `style` at `category`: size and leading (the line height, baseline to baseline) in
    /// points, and the weight.
    public static func font(for style: TextStyleName, category: ContentSizeCategory = .large)
        -> (size: Double, weight: FontWeight, leading: Double) {
        let categoryIndex = ContentSizeCategory.allCases.firstIndex(of: category)!
        let entry = table[style]![categoryIndex]
        return (Double(entry.size), style == .headline ? .semibold : .regular, Double(entry.leading))
    }

    /// A text style ready for the text engine: `family` at the style's size and weight, lines
    /// `leading` points apart (UIKit's text styles carry their leading as the line height).
    public static func textStyle(_ style: TextStyleName, category: ContentSizeCategory = .large,
                                 family: String = TextStyle().family) -> TextStyle {
        let font = font(for: style, category: category)
        return TextStyle(family: family, size: font.size, weight: font.weight,
                         paragraph: ParagraphStyle(minimumLineHeight: font.leading, maximumLineHeight: font.leading))
    }

    /// Size / leading in points, one entry per `ContentSizeCategory` in order (xSmall ... AX5), from the
    /// HIG tables cited above.
    private static let table: [TextStyleName: [(size: Int, leading: Int)]] = [
        .largeTitle: [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48),
                      (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)],
        .title1: [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41),
                  (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)],
        .title2: [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34),
                  (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)],
        .title3: [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32),
                  (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)],
        .headline: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
                    (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .body: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
                (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .callout: [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28),
                   (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],
        .subheadline: [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28),
                       (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)],
        .footnote: [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24),
                    (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)],
        .caption1: [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23),
                    (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],
        .caption2: [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22),
                    (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)],
    ]
}
