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
    public internal(set) var tabStops: [NSTextTab] = ParagraphStyle.defaultTabStops.map {
        NSTextTab(textAlignment: .left, location: CGFloat($0))
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
                       tabStops: tabStops.map { Double($0.location) }, defaultTabInterval: Double(defaultTabInterval))
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

/// A tab stop (UIKit's `NSTextTab`). Every stop is laid out as a left stop: the text after the tab
/// starts at `location`; right, center and decimal alignment are kept but not applied.
public final class NSTextTab: Hashable, @unchecked Sendable {
    public let alignment: NSTextAlignment
    /// Points from the text's left edge.
    public let location: CGFloat
    public let options: [String: Any]
    public init(textAlignment alignment: NSTextAlignment, location: CGFloat, options: [String: Any] = [:]) {
        self.alignment = alignment; self.location = location; self.options = options
    }
    public static func == (lhs: NSTextTab, rhs: NSTextTab) -> Bool {
        lhs.alignment == rhs.alignment && lhs.location == rhs.location
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
