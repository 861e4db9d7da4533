import Foundation
import LayoutEngine
import ViewKit

/// Seed 002's profile buttons as a view tree (`configureActionButtonUI(model:)`): a horizontal
/// button stack holding the relationship button, then the message button beside it
/// (`buttonStack.addArrangedSubview(messageButton)`), each 80 wide with a 28 / 2 corner radius
/// (`buttonStack.subviews.forEach { ... }`), the stack centered in the safe area.
///
/// Node ids: `relationship.buttons`, `relationship` with `relationship.title`,
/// `relationship.message` with `relationship.message.title` (absent when the message title is empty).
public final class RelationshipButtonView: UIView {
    public let buttonStack = UIStackView()
    public let relationshipButton = UIView()
    public let messageButton = UIView()

    /// The buttons of `button` in `theme`, to be laid out full screen.
    public init(_ button: RelationshipButton, theme: Theme) {
        super.init(frame: .zero)
        buttonStack.accessibilityIdentifier = "relationship.buttons"
        buttonStack.axis = .horizontal
        // The seed does not show the stack's spacing; ours is the theme's small gap.
        buttonStack.spacing = theme.spacing.small
        let relation = button.relationship, style = button.titleStyle(in: theme)
        for (view, id, title, fill) in [
            (relationshipButton, "relationship", relation.title, relation.backgroundColor(in: theme)),
            (messageButton, "relationship.message", button.message, theme.colors.navBack),
        ] {
            view.accessibilityIdentifier = id
            view.backgroundColor = UIColor(fill)
            view.layer.cornerRadius = RelationshipButton.size.height / 2
            view.clipsToBounds = true
            let label = UILabel()
            label.style(id: id + ".title", text: title, style: style, color: relation.titleColor(in: theme), lines: 1)
            view.addSubview(label)
            label.snp.makeConstraints { $0.edges.equalToSuperview() }
            view.snp.makeConstraints {
                // 999, as UIKit code writes it for a view a stack may hide: the stack collapses a
                // hidden arranged view's width, which a required width would contradict.
                $0.width.equalTo(RelationshipButton.size.width).priority(999)
                $0.height.equalTo(RelationshipButton.size.height)
            }
            buttonStack.addArrangedSubview(view)
        }
        messageButton.isHidden = button.message.isEmpty
        addSubview(buttonStack)
        buttonStack.snp.makeConstraints { $0.center.equalTo(safeAreaLayoutGuide) }
    }

    public required init?(coder: NSCoder) { nil }
}

extension RelationshipButton: Component {
    /// The button stack centered in the safe area, then (with `showsAlert`) its confirmation
    /// alert over the screen.
    public func makeView(on device: Device, theme: Theme) throws -> UIView {
        let screen = UIView()
        screen.addSubview(ComponentScreen.layer(RelationshipButtonView(self, theme: theme), on: device))
        if showsAlert, let alert = confirmationAlert {
            screen.addSubview(ComponentScreen.layer(try alert.makeView(on: device, theme: theme), on: device))
        }
        return screen
    }
}
