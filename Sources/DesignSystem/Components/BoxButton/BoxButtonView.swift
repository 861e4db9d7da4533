import Foundation
import LayoutEngine
import ViewKit

/// Seed 001's box button as a view: a rounded box in its state's colors with the title
/// centered in it (`boxButton`, `boxButton.title`).
public final class BoxButtonView: UIView {
    public let titleLabel: UILabel

    /// The button `button` in `theme`.
    public init(_ button: BoxButton, theme: Theme) {
        let look = button.appearance(in: theme)
        titleLabel = UILabel(id: "boxButton.title", text: button.title, style: theme.typography.button, color: look.title, lines: 1)
        super.init(frame: .zero)
        accessibilityIdentifier = "boxButton"
        backgroundColor = UIColor(look.background)
        layer.cornerRadius = theme.radii.control
        clipsToBounds = theme.radii.control > 0
        addSubview(titleLabel)
        titleLabel.snp.makeConstraints { $0.edges.equalToSuperview() }
    }

    public required init?(coder: NSCoder) { nil }
}

extension BoxButton: Component {
    /// A full-width button between the screen margins, centered in the safe area.
    public func makeView(on device: Device, theme: Theme) throws -> UIView {
        ComponentScreen.layer(placing: BoxButtonView(self, theme: theme)) { button, screen in
            button.snp.makeConstraints {
                $0.directionalHorizontalEdges.equalToSuperview().inset(theme.spacing.screenMargin)
                $0.centerY.equalTo(screen.safeAreaLayoutGuide)
                $0.height.equalTo(height)
            }
        }
    }
}
