import Foundation
import ViewKit

/// A list of rows in sections (SwiftUI's `List`, and `Form`), drawn in iOS's inset-grouped
/// style with ViewKit's `UITableView` metrics (UITableView.swift): `systemGroupedBackground`
/// behind, each section inset by the side margin (16 points, 20 when 414 wide or more), its rows
/// on `secondarySystemGroupedBackground` rounded at 10 points, at least 44 points tall with
/// their content 16 points in, one-pixel separators inset 16 points between rows, 35 points
/// between sections, headers and footers in footnote `secondaryLabel` (headers uppercased).
/// Views outside a `Section` form a section of their own. It takes the height offered (drawn
/// from the top, at rest), or as tall as its rows when offered none.
public struct List<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
    public var body: Never { primitiveBody(self) }
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        nodes.append(ListNode.make(content: content, context: context))
    }
}

/// A form: a list of controls, drawn as `List` is.
public struct Form<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody(self) }
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        nodes.append(ListNode.make(content: content, context: context))
    }
}

/// Rows under a header and over a footer (SwiftUI's `Section`).
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }
    public var body: Never { primitiveBody(self) }
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let secondary = context.with {
            $0.font = .footnote
            $0.foregroundStyle = AnyShapeStyle(Color(uiColor: .secondaryLabel))
        }
        var rows: [LayoutNode] = []
        context.resolve(content, into: &rows)
        nodes.append(SectionNode(header: secondary.single(HeaderCase(content: header)), rows: rows.filter { !($0 is EmptyNode) },
                                 footer: secondary.single(footer), environment: context.environment))
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content, header: { EmptyView() }, footer: { EmptyView() }) }
}
extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}
extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}
extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

/// A header's text, uppercased as a grouped list's headers are.
struct HeaderCase<Content: View>: View, PrimitiveView {
    let content: Content
    var body: Never { primitiveBody(self) }
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        var made: [LayoutNode] = []
        context.resolve(content, into: &made)
        for case let text as TextNode in made {
            if let string = text.label.attributedText {
                let upper = NSMutableAttributedString(string: "")
                string.enumerateAttributes(in: NSRange(location: 0, length: string.length)) { attributes, range, _ in
                    upper.append(NSAttributedString(string: (string.string as NSString).substring(with: range).uppercased(),
                                                    attributes: attributes))
                }
                text.label.attributedText = upper
            }
        }
        nodes += made
    }
}

/// One section: header, rows in a rounded box with separators, footer; as wide as offered.
final class SectionNode: LayoutNode {
    let header: LayoutNode, rows: [LayoutNode], footer: LayoutNode
    let background: UIColor, separator: UIColor, scale: CGFloat
    private var stack: LayoutNode!

    init(header: LayoutNode, rows: [LayoutNode], footer: LayoutNode, environment: EnvironmentValues) {
        self.header = header
        self.rows = rows
        self.footer = footer
        background = UIColor.secondarySystemGroupedBackground.resolvedColor(with: environment.traits)
        separator = UIColor.separator.resolvedColor(with: environment.traits)
        scale = environment.displayScale
        super.init(typeName: "Section")
        var cells: [LayoutNode] = []
        for (k, row) in rows.enumerated() {
            if k > 0 {
                cells.append(PaddingNode(child: DividerNode(thickness: 1 / max(1, scale), color: separator),
                                         insets: EdgeInsets(leading: 16), rightToLeft: false))
            }
            let padded = PaddingNode(child: row, insets: EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16), rightToLeft: false)
            cells.append(FlexibleFrameNode(child: padded, bounds: .init(minimum: [nil, 44], ideal: [nil, nil], maximum: [.infinity, nil]),
                                           alignment: .leading))
        }
        let box = StackNode(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: 0, children: cells,
                            typeName: "rows", environment: environment)
        let rounded = ClipNode(child: SecondaryViewNode(child: box, secondary: ShapeNode(shape: Rectangle(), fill: background, stroke: nil,
                                                                                         shadow: nil, typeName: "Color"),
                                                        alignment: .center, isOverlay: false),
                               shape: RoundedRectangle(cornerRadius: 10), shadow: nil)
        var parts: [LayoutNode] = []
        if !(header is EmptyNode) { parts.append(PaddingNode(child: header, insets: EdgeInsets(leading: 16, bottom: 7, trailing: 16), rightToLeft: false)) }
        if !rows.isEmpty { parts.append(rounded) }
        if !(footer is EmptyNode) { parts.append(PaddingNode(child: footer, insets: EdgeInsets(top: 7, leading: 16, trailing: 16), rightToLeft: false)) }
        stack = FlexibleFrameNode(child: StackNode(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: 0, children: parts,
                                                   typeName: "section", environment: environment),
                                  bounds: .init(minimum: [nil, nil], ideal: [nil, nil], maximum: [.infinity, nil]), alignment: .leading)
    }

    override var children: [LayoutNode] { [stack] }
    override func measure(_ proposal: ProposedViewSize) -> CGSize { stack.sizeThatFits(proposal) }
    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) { stack.place(rect, proposal: proposal) }
}

/// The list: its sections 35 points apart inside the side margins, over the grouped background.
@MainActor
enum ListNode {
    static func make<Content: View>(content: Content, context: ResolveContext) -> LayoutNode {
        var made: [LayoutNode] = []
        context.resolve(content, into: &made)
        var sections: [LayoutNode] = []
        var loose: [LayoutNode] = []
        func closeLoose() {
            guard !loose.isEmpty else { return }
            sections.append(SectionNode(header: EmptyNode(), rows: loose, footer: EmptyNode(), environment: context.environment))
            loose = []
        }
        for node in made where !(node is EmptyNode) {
            if node is SectionNode { closeLoose(); sections.append(node) } else { loose.append(node) }
        }
        closeLoose()
        let column = StackNode(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: 35, children: sections,
                               typeName: "List", environment: context.environment)
        let margins = ListMarginsNode(child: column)
        let background = UIColor.systemGroupedBackground.resolvedColor(with: context.environment.traits)
        return SecondaryViewNode(child: margins, secondary: ShapeNode(shape: Rectangle(), fill: background, stroke: nil, shadow: nil,
                                                                      typeName: "Color"),
                                 alignment: .center, isOverlay: false)
    }
}

/// The list's side margins (16 points, 20 from 414 wide) and 35 points above and below.
final class ListMarginsNode: WrapperNode {
    init(child: LayoutNode) { super.init(child: child, typeName: "List") }
    private func margin(_ width: CGFloat?) -> CGFloat { (width ?? 0) >= 414 ? 20 : 16 }
    override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - 2 * margin($0)) }, height: nil)
    }
    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let inner = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? inner.width + 32,
                      height: max(inner.height + 70, proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? 0))
    }
    /// The sections from the top, as a list at rest shows them; the background fills the rest.
    override func childFrame(in rect: CGRect, proposal: ProposedViewSize) -> CGRect {
        let side = margin(rect.width)
        let inner = child.sizeThatFits(childProposal(proposal))
        return CGRect(x: rect.minX + side, y: rect.minY + 35, width: max(0, rect.width - 2 * side), height: inner.height)
    }
}
