import Foundation
import LayoutEngine
import ViewKit

/// Text (SwiftUI's `Text`): verbatim or a `LocalizedStringKey`, styled per run and joined with
/// `+`. Measured and drawn by ViewKit's `UILabel` (the text engine's shaping, line breaking and
/// fallback fonts), so a SwiftUI text and a UIKit label of the same string and font are the same
/// pixels. It takes the width it needs up to the width offered, wraps within it (up to
/// `lineLimit` lines), and truncates what does not fit.
public struct Text: View, PrimitiveView, Equatable {
    struct Run: Equatable {
        var key: LocalizedStringKey
        var font: Font?
        var weight: Font.Weight?
        var italic = false
        var color: Color?
        var kerning: CGFloat = 0
        var underline = false
        var strikethrough = false
        var verbatim: String { key.resolved(locale: Locale(identifier: "en_US")) }
    }
    var runs: [Run]

    public init(verbatim content: String) { runs = [Run(key: LocalizedStringKey(content))] }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [Run(key: LocalizedStringKey(String(content)))] }
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = [Run(key: key)]
    }

    public var body: Never { primitiveBody(self) }

    private func map(_ change: (inout Run) -> Void) -> Text {
        var copy = self
        for k in copy.runs.indices { change(&copy.runs[k]) }
        return copy
    }
    public func font(_ font: Font?) -> Text { map { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { map { $0.weight = weight } }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { map { $0.italic = true } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func foregroundColor(_ color: Color?) -> Text { map { $0.color = color } }
    public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }
    public func kerning(_ kerning: CGFloat) -> Text { map { $0.kerning = kerning } }
    public func tracking(_ tracking: CGFloat) -> Text { kerning(tracking) }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { map { $0.underline = isActive } }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { map { $0.strikethrough = isActive } }
    public func monospacedDigit() -> Text { self }

    public static func + (lhs: Text, rhs: Text) -> Text { Text(runs: lhs.runs + rhs.runs) }
    private init(runs: [Run]) { self.runs = runs }

    /// How text that does not fit ends (SwiftUI's `Text.TruncationMode`).
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        nodes.append(TextNode(text: self, environment: context.environment))
    }

    /// The attributed string a label draws: each run in its font and color, the paragraph's
    /// alignment, truncation and line spacing from the environment.
    func attributedString(in environment: EnvironmentValues) -> NSAttributedString {
        let traits = environment.traits
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = switch environment.multilineTextAlignment {
        case .leading: .natural
        case .center: .center
        case .trailing: environment.layoutDirection == .rightToLeft ? .left : .right
        }
        paragraph.lineBreakMode = switch environment.truncationMode {
        case .head: .byTruncatingHead
        case .middle: .byTruncatingMiddle
        case .tail: .byTruncatingTail
        }
        paragraph.lineSpacing = environment.lineSpacing
        let result = NSMutableAttributedString(string: "")
        for run in runs {
            var font = run.font ?? environment.font ?? .body
            if let weight = run.weight { font = font.weight(weight) }
            if run.italic { font = font.italic() }
            var attributes: [NSAttributedString.Key: Any] = [
                .font: font.uiFont(traits: traits),
                .foregroundColor: run.color.map { $0._resolvedColor(in: environment) } ?? environment.foregroundColor,
                .paragraphStyle: paragraph,
            ]
            if run.kerning != 0 { attributes[.kern] = NSNumber(value: Double(run.kerning)) }
            if run.underline { attributes[.underlineStyle] = NSNumber(value: NSUnderlineStyle.single.rawValue) }
            if run.strikethrough { attributes[.strikethroughStyle] = NSNumber(value: NSUnderlineStyle.single.rawValue) }
            result.append(NSAttributedString(string: run.key.resolved(locale: environment.locale), attributes: attributes))
        }
        return result
    }
}

/// A text laid out by a label: proposed a width it wraps within it (a single line is measured
/// whole and cut to the width, as it truncates); proposed a height it keeps the lines that fit
/// (at least one); proposed nothing it is its one-paragraph ideal size.
final class TextNode: LayoutNode {
    let label = UILabel()
    let lineLimit: Int?
    let firstFont: UIFont

    init(text: Text, environment: EnvironmentValues) {
        let string = text.attributedString(in: environment)
        label.attributedText = string
        lineLimit = environment.lineLimit
        label.numberOfLines = max(0, environment.lineLimit ?? 0)
        label.semanticContentAttribute = environment.layoutDirection == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
        label.traitOverrides = environment.traits
        firstFont = (string.length > 0 ? string.attribute(.font, at: 0, effectiveRange: nil) as? UIFont : nil)
            ?? .preferredFont(forTextStyle: .body)
        super.init(typeName: "Text")
    }

    private func measured(width: CGFloat?, lines: Int) -> CGSize {
        label.numberOfLines = lines
        defer { label.numberOfLines = max(0, lineLimit ?? 0) }
        return label.sizeThatFits(CGSize(width: width ?? 0, height: .greatestFiniteMagnitude))
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        guard label.attributedText?.length ?? 0 > 0 else { return .zero }
        let lines = max(0, lineLimit ?? 0)
        guard let width = proposal.width, width.isFinite else { return measured(width: nil, lines: lines) }
        if width <= 0 { return CGSize(width: 0, height: measured(width: nil, lines: 1).height) }
        var size = measured(width: width, lines: lines)
        if let height = proposal.height, height.isFinite, size.height > height + 0.001, lines != 1 {
            let lineHeight = measured(width: width, lines: 1).height
            let fitting = max(1, Int((height / max(lineHeight, 1)).rounded(.down)))
            size = measured(width: width, lines: lines == 0 ? fitting : min(lines, fitting))
        }
        return CGSize(width: min(size.width, width), height: size.height)
    }

    /// The first baseline is the first line's, the last the last line's: the text engine's
    /// ascent of the first font, and its descent below the last line.
    override func explicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        guard key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        let style = LayoutEngine.TextStyle(family: firstFont.familyName, size: Double(firstFont.pointSize),
                                           weight: .regular, italic: firstFont.isItalic)
        guard let line = try? TextEngine.current.layout("X", style: style, maxWidth: nil, scale: 3).lines.first else { return nil }
        if key == VerticalAlignment.firstTextBaseline.key { return CGFloat(line.baseline) }
        return size.height - CGFloat(line.height - line.baseline)
    }

    override func render(into container: UIView, origin: CGPoint, canvas: RenderCanvas) {
        label.frame = canvas.viewFrame(frame, origin: origin)
        container.addSubview(label)
    }
}
