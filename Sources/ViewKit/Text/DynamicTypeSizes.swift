import Foundation

/// Dynamic Type: the point size and weight of each text style at each content size category.
///
/// Source of every number: Apple's Human Interface Guidelines, "Typography", the iOS Dynamic
/// Type sizes tables (xSmall, Small, Medium, Large (default), xLarge, xxLarge, xxxLarge, and the
/// larger accessibility sizes AX1 to AX5). Headline is semibold; every other style regular.
enum DynamicTypeSizes {
    /// Sizes per style, in the order of `UIContentSizeCategory.allCases`.
    private static let sizes: [UIFont.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]

    /// The size and weight of `style` at `category` (`large` when unspecified); an unknown
    /// style is body.
    static func metrics(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> (size: CGFloat, weight: UIFont.Weight) {
        let row = sizes[style] ?? sizes[.body]!
        return (row[category.index], style == .headline ? .semibold : .regular)
    }
}
