import Foundation
import LayoutEngine
import ViewKit

/// Seed 004's tag filter as a view tree: a horizontal stack of capsule buttons below the top safe
/// area. The seed names the buttons (`CustomTagButton(frame: .zero, type: .whole)`) but not their
/// look; ours: 32 high, 12 either side of the title, 8 apart, 16 in from the leading edge; the
/// selected button filled with the tint and titled in white, the others gray 5 with the label
/// color.
public final class TagFilterView: UIView {
    /// Our button height.
    public static let buttonHeight = 32.0
    /// Our padding either side of a title.
    public static let titlePadding = 12.0

    public let stackView = UIStackView()
    public private(set) var buttons: [UIView] = []

    /// The filter `filter` in `theme`, to be laid out full screen.
    public init(_ filter: TagFilter, theme: Theme) {
        super.init(frame: .zero)
        let colors = theme.colors
        stackView.accessibilityIdentifier = "tagFilter"
        stackView.axis = .horizontal
        stackView.spacing = theme.spacing.small
        for (index, title) in filter.titles.enumerated() {
            let selected = index == filter.selected, id = "tagFilter.tag.\(index)"
            let button = UIView()
            button.accessibilityIdentifier = id
            button.backgroundColor = UIColor(selected ? colors.systemBlue : colors.systemGray5)
            button.layer.cornerRadius = TagFilterView.buttonHeight / 2
            button.clipsToBounds = true
            let label = UILabel()
            label.style(id: id + ".title", text: title, style: theme.typography.caption,
                        color: selected ? colors.white : colors.black, lines: 1)
            button.addSubview(label)
            label.snp.makeConstraints {
                $0.top.bottom.equalToSuperview()
                $0.leading.trailing.equalToSuperview().inset(TagFilterView.titlePadding)
            }
            button.snp.makeConstraints { $0.height.equalTo(TagFilterView.buttonHeight) }
            stackView.addArrangedSubview(button)
            buttons.append(button)
        }
        addSubview(stackView)
        stackView.snp.makeConstraints {
            $0.top.equalTo(safeAreaLayoutGuide.snp.top).offset(theme.spacing.small)
            $0.leading.equalTo(safeAreaLayoutGuide.snp.leading).offset(theme.spacing.content)
        }
    }

    public required init?(coder: NSCoder) { nil }
}

extension TagFilter: Component {
    /// The filter laid out on `device` in `theme` (see `Component`).
    public func makeView(on device: Device, theme: Theme) throws -> UIView {
        TagFilterView(self, theme: theme)
    }
}
