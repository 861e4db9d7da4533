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
    public private(set) var rows: [UIView] = []

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
            for label in [title, count] {
                row.addSubview(label)
                label.snp.makeConstraints {
                    $0.verticalEdges.equalToSuperview()
                    $0.directionalHorizontalEdges.equalToSuperview().inset(textInset)
                }
            }
            if index < words.count - 1 {
                // One device pixel, as UITableView's separators.
                let separator = UIView(id: id + ".separator", color: colors.separator)
                row.addSubview(separator)
                separator.snp.makeConstraints {
                    $0.leading.equalToSuperview().offset(textInset)
                    $0.trailing.bottom.equalToSuperview()
                    $0.height.equalTo(1 / scale)
                }
            }
            rows.append(row)
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
}

extension InsetGroupedList: Component {
    /// The list from the safe area's top (plus the content gap), across the screen.
    public func sceneNodes(on device: Device, theme: Theme) throws -> [SceneNode] {
        try ComponentScreen.nodes(on: device, placing: { InsetGroupedListView(self, theme: theme, scale: device.scale) }) { list, screen in
            list.snp.makeConstraints {
                $0.top.equalTo(screen.safeAreaLayoutGuide).offset(theme.spacing.content)
                $0.directionalHorizontalEdges.equalToSuperview()
            }
        }
    }
}
