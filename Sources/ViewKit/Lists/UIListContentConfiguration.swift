import Foundation

/// The content of a list row, header or footer: an image, a text and a secondary text with their
/// styles and the spacing between them (UIKit's `UIListContentConfiguration`). Its presets carry
/// iOS 17's metrics; `UIListContentView` draws it.
///
/// Metrics (iPhone, Large text): rows in the body style (17 pt, `label`) between 11-pt top and
/// bottom margins, at least 44 pt tall; 16-pt side margins, which follow the cell's (20 pt on
/// phones 414 pt wide and wider); a subtitle in the subheadline style (15 pt, `secondaryLabel`)
/// 3 pt below the text; a value cell's secondary text in the body style and `secondaryLabel`,
/// trailing, on the text's line while both fit. Grouped headers are footnote (13 pt) uppercased
/// in `secondaryLabel`, grouped footers footnote in `secondaryLabel`, plain headers headline
/// (17 pt semibold) in `label`, the prominent inset-grouped header title 3 (20 pt) bold in `label`.
/// The font sizes are Apple's Dynamic Type sizes (Human Interface Guidelines, "Typography");
/// the margins and paddings are read from iOS 17 screenshots of `UITableView` and
/// `UICollectionView` lists (see schmittsfn.com, "Swift Default List Content Configurations",
/// for every preset drawn in each appearance). `@unchecked Sendable`: a value whose only reference
/// types (images, colors, fonts, attributed strings) are not mutated once set, as UIKit's.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, @unchecked Sendable {
    /// How a text is styled (UIKit's `UIListContentConfiguration.TextProperties`).
    public struct TextProperties: Hashable {
        /// UIKit's text alignments for list text.
        public enum TextAlignment: Int, Sendable, Hashable { case natural, center, justified }
        /// A change of case applied when drawn (UIKit's `TextTransform`).
        public enum TextTransform: Int, Sendable, Hashable { case none, capitalized, lowercase, uppercase }

        public var font: UIFont
        public var color: UIColor
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// 0 wraps without limit (the default).
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var transform: TextTransform = .none
        /// Shown on a long press in UIKit; a snapshot never shows it.
        public var showsExpansionTextWhenTruncated = false

        public init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }
        /// The color drawn.
        public func resolvedColor() -> UIColor { color }

        /// `text` with `transform` applied.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .capitalized: text.capitalized
            case .lowercase: text.lowercased()
            case .uppercase: text.uppercased()
            }
        }
    }

    /// How the image is styled (UIKit's `UIListContentConfiguration.ImageProperties`).
    public struct ImageProperties: Hashable {
        /// UIKit's "the system's standard size" marker for `reservedLayoutSize`.
        public static let standardDimension = -CGFloat.greatestFiniteMagnitude
        /// The tint of a template image (an SF Symbol); nil takes the view's tint.
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        /// The largest size drawn; a zero length does not limit that axis.
        public var maximumSize: CGSize = .zero
        /// The size the image's column takes whatever the image's size, so rows with and without
        /// images, or with images of different widths, align their text. `standardDimension`
        /// reserves the system's column (29 pt wide for a symbol-sized image, as Settings'
        /// icons); zero reserves nothing beyond the image.
        public var reservedLayoutSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = false
        public init() {}
        /// The tint drawn, or nil for the view's.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor { self.tintColor ?? tintColor }
    }

    /// The preset a configuration came from: it decides the minimum height and the layout.
    enum Preset: Hashable {
        case cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell
        case plainHeader, plainFooter, groupedHeader, groupedFooter, prominentInsetGroupedHeader, sidebarHeader
        /// Rows are at least 44 pt tall (UIKit's minimum row height); headers and footers are not.
        var minimumHeight: CGFloat {
            switch self {
            case .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell: 44
            default: 0
            }
        }
    }
    var preset: Preset

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties: TextProperties
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties: TextProperties
    /// The margins around the content; on an axis in `axesPreservingSuperviewLayoutMargins` the
    /// containing view's margins (a cell's) are used instead.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    /// Space between the text and the secondary text stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat
    /// The least space between the text and the secondary text side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 16
    public var imageToTextPadding: CGFloat = 16
    /// Whether the secondary text sits beside the text while both fit (a value cell).
    public var prefersSideBySideTextAndSecondaryText: Bool

    private init(preset: Preset, text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets,
                 verticalPadding: CGFloat = 3, sideBySide: Bool = false) {
        self.preset = preset
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
        textToSecondaryTextVerticalPadding = verticalPadding
        prefersSideBySideTextAndSecondaryText = sideBySide
    }

    // MARK: Presets

    private static func style(_ style: UIFont.TextStyle, _ color: UIColor, weight: UIFont.Weight? = nil) -> TextProperties {
        let base = UIFont.preferredFont(forTextStyle: style)
        let font = weight.map { UIFont(family: base.familyName, size: base.pointSize, weight: $0, textStyle: style) } ?? base
        return TextProperties(font: font, color: color)
    }
    static let rowMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    /// A row: text in the body style.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(preset: .cell, text: style(.body, .label), secondary: style(.subheadline, .secondaryLabel),
                                   margins: rowMargins)
    }
    /// A row with the secondary text under the text, in the subheadline style and `secondaryLabel`.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(preset: .subtitleCell, text: style(.body, .label),
                                   secondary: style(.subheadline, .secondaryLabel), margins: rowMargins)
    }
    /// A row with the secondary text trailing on the text's line (UIKit's value cell).
    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(preset: .valueCell, text: style(.body, .label), secondary: style(.body, .secondaryLabel),
                                   margins: rowMargins, sideBySide: true)
    }
    /// A sidebar row (iPad's sidebar): body text, a tinted image.
    public static func sidebarCell() -> UIListContentConfiguration {
        UIListContentConfiguration(preset: .sidebarCell, text: style(.body, .label), secondary: style(.subheadline, .secondaryLabel),
                                   margins: rowMargins)
    }
    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(preset: .sidebarSubtitleCell, text: style(.body, .label),
                                   secondary: style(.subheadline, .secondaryLabel), margins: rowMargins)
    }
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        UIListContentConfiguration(preset: .accompaniedSidebarCell, text: style(.body, .label),
                                   secondary: style(.subheadline, .secondaryLabel), margins: rowMargins)
    }
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { sidebarSubtitleCell() }
    /// A sidebar's section header: headline text.
    public static func sidebarHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(preset: .sidebarHeader, text: style(.headline, .label), secondary: style(.subheadline, .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 6, trailing: 16))
    }
    /// A plain list's section header: headline (17 pt semibold) in `label`.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(preset: .plainHeader, text: style(.headline, .label), secondary: style(.subheadline, .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 3, leading: 16, bottom: 3, trailing: 16))
    }
    /// A plain list's section footer: footnote in `secondaryLabel`.
    public static func plainFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(preset: .plainFooter, text: style(.footnote, .secondaryLabel),
                                   secondary: style(.footnote, .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 3, leading: 16, bottom: 3, trailing: 16))
    }
    /// A grouped list's section header: footnote (13 pt) uppercased in `secondaryLabel`, aligned
    /// with the rows' text.
    public static func groupedHeader() -> UIListContentConfiguration {
        var made = UIListContentConfiguration(preset: .groupedHeader, text: style(.footnote, .secondaryLabel),
                                              secondary: style(.footnote, .secondaryLabel),
                                              margins: NSDirectionalEdgeInsets(top: 17, leading: 16, bottom: 6, trailing: 16))
        made.textProperties.transform = .uppercase
        return made
    }
    /// A grouped list's section footer: footnote in `secondaryLabel`, wrapping.
    public static func groupedFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(preset: .groupedFooter, text: style(.footnote, .secondaryLabel),
                                   secondary: style(.footnote, .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 17, trailing: 16))
    }
    /// An inset-grouped list's prominent header: title 3 (20 pt) bold in `label`, not uppercased.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var made = UIListContentConfiguration(preset: .prominentInsetGroupedHeader, text: style(.title3, .label, weight: .bold),
                                              secondary: style(.footnote, .secondaryLabel),
                                              margins: NSDirectionalEdgeInsets(top: 17, leading: 16, bottom: 8, trailing: 16))
        made.axesPreservingSuperviewLayoutMargins = .horizontal
        return made
    }
    /// Larger still (title 2 bold), as iOS 15's extra prominent header.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var made = prominentInsetGroupedHeader()
        made.textProperties = style(.title2, .label, weight: .bold)
        return made
    }
    /// iOS 18's names for the row and header and footer presets, which follow the list's style;
    /// here the plain list's.
    public static func header() -> UIListContentConfiguration { plainHeader() }
    public static func footer() -> UIListContentConfiguration { plainFooter() }

    // MARK: UIContentConfiguration

    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    /// The configuration for `state`: a selected sidebar row draws its text and image in white on
    /// the tint, as UIKit's; other presets look the same in every state.
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration {
        guard let cell = state as? UICellConfigurationState, cell.isSelected,
              preset == .sidebarCell || preset == .sidebarSubtitleCell else { return self }
        var made = self
        made.textProperties.color = .white
        made.secondaryTextProperties.color = .white
        made.imageProperties.tintColor = .white
        return made
    }
}

/// The axes of a view's layout (UIKit's `UIAxis`).
public struct UIAxis: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = UIAxis(rawValue: 1)
    public static let vertical = UIAxis(rawValue: 2)
    public static let both: UIAxis = [.horizontal, .vertical]
}
