import Foundation
import LayoutEngine
import ViewKit

/// Seed 004's recent-search list as a view, laid out as UIKit's inset-grouped list: the header
/// over a rounded group of 44-point rows, each with its word on the left and its count on the
/// right, a one-pixel separator inset to the text between rows (`list`, `list.header`,
/// `list.group`, `list.row.N` with `.title`, `.count`, `.separator`).
public final class InsetGroupedListView: UIView {
    public let headerLabel: UILabel
    public let groupStack = UIStackView()

    /// The list `list` in `theme`, its separators one pixel high at `scale`.
    public init(_ list: InsetGroupedList, theme: Theme, scale: Double) {
        let type = theme.typography, colors = theme.colors, words = list.sortedWords
        let margin = InsetGroupedList.sideMargin, textInset = InsetGroupedList.textInset
        headerLabel = UILabel(id: "list.header", text: list.header, style: type.caption, color: colors.secondaryLabel,
                              alignment: .left)
        super.init(frame: .zero)
        accessibilityIdentifier = "list"
        groupStack.accessibilityIdentifier = "list.group"
        groupStack.axis = .vertical
        groupStack.backgroundColor = UIColor(colors.white)
        groupStack.layer.cornerRadius = theme.radii.group
        groupStack.clipsToBounds = true
        addSubview(headerLabel)
        addSubview(groupStack)
        for (index, word) in words.enumerated() {
            let id = "list.row.\(index)"
            let row = UIView(id: id)
            groupStack.addArrangedSubview(row)
            row.snp.makeConstraints { $0.height.equalTo(InsetGroupedList.rowHeight) }
            let title = UILabel(id: id + ".title", text: word.word, style: type.label, color: colors.black, alignment: .left, lines: 1)
            let count = UILabel(id: id + ".count", text: "\(word.count)", style: type.label, color: colors.secondaryLabel,
                                alignment: .right, lines: 1)
            let content = index == list.swipedRow ? InsetGroupedListView.swipe(row, id: id, list: list, theme: theme) : row
            for label in [title, count] {
                content.addSubview(label)
                label.snp.makeConstraints {
                    $0.verticalEdges.equalToSuperview()
                    $0.directionalHorizontalEdges.equalToSuperview().inset(textInset)
                }
            }
            if index < words.count - 1 {
                // One device pixel, as UITableView's separators.
                let separator = UIView(id: id + ".separator", color: colors.separator)
                content.addSubview(separator)
                separator.snp.makeConstraints {
                    $0.leading.equalToSuperview().offset(textInset)
                    $0.trailing.bottom.equalToSuperview()
                    $0.height.equalTo(1 / scale)
                }
            }
        }
        snp.makeConstraints { $0.bottom.equalTo(groupStack) }
        headerLabel.snp.makeConstraints {
            $0.top.equalToSuperview()
            $0.directionalHorizontalEdges.equalToSuperview().inset(margin + textInset)
        }
        groupStack.snp.makeConstraints {
            $0.top.equalTo(headerLabel.snp.bottom).offset(theme.spacing.small)
            $0.directionalHorizontalEdges.equalToSuperview().inset(margin)
        }
    }

    public required init?(coder: NSCoder) { nil }

    /// Lays `row` out swiped: a content view as wide as the row moved left by the offset (what
    /// the row's labels go in, returned) and the destructive action filling the revealed width at
    /// the trailing edge, its title centered (UIKit's `UIContextualAction.Style.destructive`: a
    /// red background, white title).
    private static func swipe(_ row: UIView, id: String, list: InsetGroupedList, theme: Theme) -> UIView {
        let content = UIView(id: id + ".content")
        let action = UIView(id: id + ".action", color: theme.colors.systemRed)
        let title = UILabel(id: id + ".action.title", text: list.deleteTitle, style: theme.typography.label,
                            color: theme.colors.white, lines: 1)
        row.clipsToBounds = true
        row.addSubview(content)
        row.addSubview(action)
        action.addSubview(title)
        let offset = max(0, list.swipeOffset)
        content.snp.makeConstraints {
            $0.verticalEdges.width.equalToSuperview()
            $0.leading.equalToSuperview().offset(-offset).priority(999)
            // Never past the row's own width: an offset beyond it shows the action alone.
            $0.trailing.greaterThanOrEqualTo(row.snp.leading)
        }
        action.snp.makeConstraints {
            $0.verticalEdges.trailing.equalToSuperview()
            $0.leading.equalTo(content.snp.trailing)
        }
        title.snp.makeConstraints { $0.center.equalToSuperview() }
        return content
    }
}

extension InsetGroupedList: Component {
    /// The list from the safe area's top (plus the content gap), across the screen.
    public func makeView(on device: Device, theme: Theme) throws -> UIView {
        ComponentScreen.layer(placing: InsetGroupedListView(self, theme: theme, scale: device.scale)) { list, screen in
            list.snp.makeConstraints {
                $0.top.equalTo(screen.safeAreaLayoutGuide).offset(theme.spacing.content)
                $0.directionalHorizontalEdges.equalToSuperview()
            }
        }
    }
}
