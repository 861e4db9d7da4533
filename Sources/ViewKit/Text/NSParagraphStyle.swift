import Foundation
import LayoutEngine

/// Horizontal alignment of text (UIKit's `NSTextAlignment`, with its raw values).
public enum NSTextAlignment: Int, Sendable, Hashable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4

    /// The engine's alignment in a layout of `direction`: `natural` is the leading side.
    func engineAlignment(_ direction: UIUserInterfaceLayoutDirection) -> TextAlignment {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: direction == .rightToLeft ? .right : .left
        }
    }
}

/// What a label does with text that does not fit (UIKit's `NSLineBreakMode`, with its raw values).
public enum NSLineBreakMode: Int, Sendable, Hashable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    var engineMode: LineBreakMode {
        switch self {
        case .byWordWrapping: .wordWrap
        case .byCharWrapping: .charWrap
        case .byClipping: .clip
        case .byTruncatingHead: .truncateHead
        case .byTruncatingTail: .truncateTail
        case .byTruncatingMiddle: .truncateMiddle
        }
    }
}

/// Line and paragraph settings of attributed text (UIKit's `NSParagraphStyle`).
open class NSParagraphStyle: @unchecked Sendable, Hashable {
    /// Extra line-breaking rules (UIKit's `NSParagraphStyle.LineBreakStrategy`): with
    /// `hangulWordPriority` Korean breaks at spaces, never between syllables of a word.
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
        var engineStrategy: LayoutEngine.LineBreakStrategy {
            self != .standard && contains(.hangulWordPriority) ? .hangulWordPriority : .standard
        }
    }
    public internal(set) var lineBreakStrategy: LineBreakStrategy = []
    public internal(set) var alignment: NSTextAlignment = .natural
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    public internal(set) var lineSpacing: CGFloat = 0
    public internal(set) var lineHeightMultiple: CGFloat = 0
    public internal(set) var minimumLineHeight: CGFloat = 0
    public internal(set) var maximumLineHeight: CGFloat = 0
    public internal(set) var paragraphSpacing: CGFloat = 0
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    /// Where tabs stop: by default twelve left stops every 28 points, as UIKit's default style.
    public internal(set) var tabStops: [NSTextTab] = NSParagraphStyle.defaultTextTabs
    /// The default stops, made once: a label measures with a new style on every layout, and
    /// `NSTextTab` is immutable, so every style can share them.
    private static let defaultTextTabs = ParagraphStyle.defaultTabStops.map {
        NSTextTab(textAlignment: .left, location: CGFloat($0.location))
    }
    /// Past the last stop, tabs stop at multiples of this; 0 (UIKit's default): a tab there is a space.
    public internal(set) var defaultTabInterval: CGFloat = 0
    public init() {}

    /// The default style.
    public static var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// A mutable copy.
    public func mutableCopy() -> Any { NSMutableParagraphStyle(copying: self) }

    /// The engine's paragraph for a label with `numberOfLines` in `direction`.
    func engineParagraph(numberOfLines: Int, direction: UIUserInterfaceLayoutDirection, kern: CGFloat = 0) -> ParagraphStyle {
        ParagraphStyle(alignment: alignment.engineAlignment(direction), lineBreakMode: lineBreakMode.engineMode,
                       lineBreakStrategy: lineBreakStrategy.engineStrategy, numberOfLines: max(0, numberOfLines), lineHeightMultiple: Double(lineHeightMultiple),
                       minimumLineHeight: Double(minimumLineHeight), maximumLineHeight: Double(maximumLineHeight),
                       lineSpacing: Double(lineSpacing), paragraphSpacing: Double(paragraphSpacing),
                       letterSpacing: Double(kern), firstLineHeadIndent: Double(firstLineHeadIndent),
                       tabStops: usesDefaultTabStops ? ParagraphStyle.defaultTabStops : tabStops.map(\.engineTab),
                       defaultTabInterval: Double(defaultTabInterval))
    }

    /// Whether the stops are still the default ones (the same objects), which the engine has as they are.
    private var usesDefaultTabStops: Bool {
        tabStops.count == Self.defaultTextTabs.count && zip(tabStops, Self.defaultTextTabs).allSatisfy { $0 === $1 }
    }

    public static func == (lhs: NSParagraphStyle, rhs: NSParagraphStyle) -> Bool {
        lhs.alignment == rhs.alignment && lhs.lineBreakMode == rhs.lineBreakMode && lhs.lineSpacing == rhs.lineSpacing
            && lhs.lineHeightMultiple == rhs.lineHeightMultiple && lhs.minimumLineHeight == rhs.minimumLineHeight
            && lhs.maximumLineHeight == rhs.maximumLineHeight && lhs.paragraphSpacing == rhs.paragraphSpacing
            && lhs.firstLineHeadIndent == rhs.firstLineHeadIndent && lhs.tabStops == rhs.tabStops
            && lhs.defaultTabInterval == rhs.defaultTabInterval
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(alignment); hasher.combine(lineBreakMode); hasher.combine(lineSpacing)
        hasher.combine(lineHeightMultiple); hasher.combine(paragraphSpacing)
    }
}

/// A paragraph style whose settings can be changed (UIKit's `NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    public override init() { super.init() }
    init(copying style: NSParagraphStyle) {
        super.init()
        alignment = style.alignment; lineBreakMode = style.lineBreakMode; lineSpacing = style.lineSpacing
        lineBreakStrategy = style.lineBreakStrategy
        lineHeightMultiple = style.lineHeightMultiple; minimumLineHeight = style.minimumLineHeight
        maximumLineHeight = style.maximumLineHeight; paragraphSpacing = style.paragraphSpacing
        firstLineHeadIndent = style.firstLineHeadIndent
        tabStops = style.tabStops; defaultTabInterval = style.defaultTabInterval
    }
    public override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    public override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    public override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    public override var lineBreakStrategy: LineBreakStrategy {
        get { super.lineBreakStrategy } set { super.lineBreakStrategy = newValue }
    }
    public override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue }
    }
    public override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
    public override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
    public override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    public override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue }
    }
    public override var tabStops: [NSTextTab] { get { super.tabStops } set { super.tabStops = newValue } }
    public override var defaultTabInterval: CGFloat {
        get { super.defaultTabInterval } set { super.defaultTabInterval = newValue }
    }
    /// Adds a stop (UIKit keeps them sorted by location).
    public func addTabStop(_ tab: NSTextTab) { tabStops = (tabStops + [tab]).sorted { $0.location < $1.location } }
    public func removeTabStop(_ tab: NSTextTab) { tabStops.removeAll { $0 == tab } }
}

/// A tab stop (UIKit's `NSTextTab`): left, center and right stops align the text after the tab on
/// `location`; a stop with the `columnTerminators` option aligns the text before the first terminator
/// (a right stop with `columnTerminators(for:)` is a decimal stop, AppKit's `decimalTabStopType`).
public final class NSTextTab: Hashable, @unchecked Sendable {
    /// Keys of a stop's options (UIKit's `NSTextTab.OptionKey`).
    public struct OptionKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `CharacterSet` whose first member after the tab ends the column the stop aligns.
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }

    public let alignment: NSTextAlignment
    /// Points from the text's left edge.
    public let location: CGFloat
    public let options: [OptionKey: Any]
    /// The stop for the engine; `natural` and `justified` stops are left stops, as in a left-to-right
    /// paragraph (Apple: tab alignments are absolute, not based on the line sweep direction).
    let engineTab: TextTab

    public init(textAlignment alignment: NSTextAlignment, location: CGFloat, options: [OptionKey: Any] = [:]) {
        self.alignment = alignment; self.location = location; self.options = options
        let terminators = (options[.columnTerminators] as? CharacterSet).map(NSTextTab.scalars) ?? []
        let engineAlignment: TextTab.Alignment = switch alignment {
        case .center: .center
        case .right: .right
        case .left, .natural, .justified: .left
        }
        engineTab = TextTab(location: Double(location), alignment: engineAlignment, columnTerminators: terminators)
    }

    /// The characters that end a decimal column in `locale` (UIKit's `columnTerminators(for:)`): its
    /// decimal separator ("." for nil or "en_US", "," for "de_DE").
    public class func columnTerminators(for locale: Locale?) -> CharacterSet {
        CharacterSet(charactersIn: (locale ?? Locale(identifier: "en_US_POSIX")).decimalSeparator ?? ".")
    }

    /// The members of `set`, read from its bitmap (plane 0's 8,192 bytes, then a plane byte and 8,192
    /// bytes for each other plane used): a character set cannot be enumerated otherwise.
    private static func scalars(_ set: CharacterSet) -> Set<Unicode.Scalar> {
        let bitmap = set.bitmapRepresentation
        var members = Set<Unicode.Scalar>()
        var offset = bitmap.startIndex, plane: UInt32 = 0
        while offset + 8_192 <= bitmap.endIndex {
            for byte in 0..<8_192 where bitmap[offset + byte] != 0 {
                for bit in 0..<8 where bitmap[offset + byte] & (1 << bit) != 0 {
                    if let scalar = Unicode.Scalar(plane << 16 | UInt32(byte * 8 + bit)) { members.insert(scalar) }
                }
            }
            offset += 8_192
            guard offset < bitmap.endIndex else { break }
            plane = UInt32(bitmap[offset])
            offset += 1
        }
        return members
    }

    public static func == (lhs: NSTextTab, rhs: NSTextTab) -> Bool {
        lhs.alignment == rhs.alignment && lhs.location == rhs.location && lhs.engineTab == rhs.engineTab
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(alignment); hasher.combine(location) }
}

/// Underline and strikethrough styles (UIKit's `NSUnderlineStyle`).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}

extension NSAttributedString.Key {
    /// A `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor` for the glyphs.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` behind the glyphs.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space after each character, in points (a number).
    public static let kern = NSAttributedString.Key("NSKern")
    /// An `NSUnderlineStyle` raw value (a number).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// An `NSUnderlineStyle` raw value (a number).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
}
