import Foundation
import LayoutEngine
import ViewKit

/// Seed 004's empty view as a view: the message and, under it, the smaller detail line,
/// the pair centered vertically between 16-point side margins (`emptyView`,
/// `emptyView.message`, `emptyView.detail`).
public final class EmptyStateView: UIView {
    public let messageLabel: UILabel
    public let detailLabel: UILabel

    /// The empty view `empty` in `theme`.
    public init(_ empty: EmptyView, theme: Theme) {
        let type = theme.typography, colors = theme.colors, margin = theme.spacing.screenMargin
        messageLabel = UILabel(id: "emptyView.message", text: empty.message, style: type.label, color: colors.secondaryLabel)
        detailLabel = UILabel(id: "emptyView.detail", text: empty.detail, style: type.caption, color: colors.secondaryLabel)
        super.init(frame: .zero)
        accessibilityIdentifier = "emptyView"
        detailLabel.isHidden = empty.detail.isEmpty
        addSubview(messageLabel)
        addSubview(detailLabel)
        // The pair (message, gap, detail) is centered: as much room above as below.
        let pair = UILayoutGuide()
        addLayoutGuide(pair)
        pair.snp.makeConstraints {
            $0.top.equalTo(messageLabel)
            $0.bottom.equalTo(detailLabel)
            $0.centerY.equalToSuperview()
        }
        messageLabel.snp.makeConstraints { $0.directionalHorizontalEdges.equalToSuperview().inset(margin) }
        detailLabel.snp.makeConstraints {
            $0.top.equalTo(messageLabel.snp.bottom).offset(empty.detail.isEmpty ? 0 : theme.spacing.small)
            $0.directionalHorizontalEdges.equalToSuperview().inset(margin)
        }
    }

    public required init?(coder: NSCoder) { nil }
}

extension EmptyView: Component {
    /// The message centered in the safe area, the detail line under it.
    public func makeView(on device: Device, theme: Theme) throws -> UIView {
        ComponentScreen.layer(placing: EmptyStateView(self, theme: theme)) { view, screen in
            view.snp.makeConstraints { $0.edges.equalTo(screen.safeAreaLayoutGuide) }
        }
    }
}
