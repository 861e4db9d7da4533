import Foundation
import LayoutEngine
import ViewKit

/// Seed 000's retry view (`CommonRetryView`) as a view: the title and the system-red retry
/// label 16 below it, both centered, the view as wide as the wider label
/// (`retry.view`, `retry.title`, `retry.button`).
public final class CommonRetryView: UIView {
    public let titleLabel: UILabel
    public let buttonLabel: UILabel

    /// The retry view `retry` in `theme`.
    public init(_ retry: RetryView, theme: Theme) {
        let type = theme.typography
        titleLabel = UILabel(id: "retry.title", text: retry.title, style: type.label, color: theme.colors.black)
        buttonLabel = UILabel(id: "retry.button", text: retry.button, style: type.label, color: theme.colors.systemRed)
        super.init(frame: .zero)
        accessibilityIdentifier = "retry.view"
        addSubview(titleLabel)
        addSubview(buttonLabel)
        snp.makeConstraints {
            $0.top.equalTo(titleLabel)
            $0.bottom.equalTo(buttonLabel)
            // Intrinsic width: the wider label's (the seed's `min` would clip the wider one).
            $0.width.greaterThanOrEqualTo(titleLabel)
            $0.width.greaterThanOrEqualTo(buttonLabel)
            $0.width.equalTo(0).priority(.low)
        }
        for label in [titleLabel, buttonLabel] { label.snp.makeConstraints { $0.centerX.equalToSuperview() } }
        buttonLabel.snp.makeConstraints { $0.top.equalTo(titleLabel.snp.bottom).offset(theme.spacing.content) }
    }

    public required init?(coder: NSCoder) { nil }
}

extension RetryView: Component {
    /// The retry view centered in the screen, its labels at most the screen's width less the
    /// content gap on each side.
    public func makeView(on device: Device, theme: Theme) throws -> UIView {
        ComponentScreen.layer(placing: CommonRetryView(self, theme: theme)) { view, screen in
            view.snp.makeConstraints { $0.center.equalToSuperview() }
            for label in [view.titleLabel, view.buttonLabel] {
                label.snp.makeConstraints { $0.width.lessThanOrEqualTo(screen).offset(-2 * theme.spacing.content) }
            }
        }
    }
}
