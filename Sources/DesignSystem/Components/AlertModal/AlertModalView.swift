import Foundation
import LayoutEngine
import ViewKit

/// Seed 000's alert modal as a view tree (the seed builds it from UIViews with SnapKit): a dim
/// over the screen and a card 270 wide centered on it, with the title, the optional image, the
/// message, a divider and a row of equal buttons. Layout and drawing are this one tree; node ids
/// are the views' accessibility identifiers (`modal.card`, `modal.title`, ...).
public final class AlertModalView: UIView {
    public let dimView = UIView()
    public let cardView = UIView()
    public let titleLabel = UILabel()
    public let imageView = UIView()
    public let messageLabel = UILabel()
    public let divider = UIView()
    public let buttonStack = UIStackView()
    public let negativeButton = UIView()
    public let positiveButton = UIView()
    public let buttonDivider = UIView()

    /// The modal `modal` in `theme`, to be laid out at a screen's size.
    public init(_ modal: AlertModal, theme: Theme) {
        super.init(frame: .zero)
        let colors = theme.colors, type = theme.typography
        let gap = theme.spacing.content, line = theme.spacing.hairline
        let lines = UIColor(modal.lineColor ?? colors.gray)

        dimView.accessibilityIdentifier = "modal.dim"
        dimView.backgroundColor = UIColor(colors.dim)
        cardView.accessibilityIdentifier = "modal.card"
        cardView.backgroundColor = UIColor(modal.backgroundColor ?? colors.white)
        cardView.layer.cornerRadius = theme.radii.card
        cardView.clipsToBounds = true
        AlertModalView.style(titleLabel, id: "modal.title", modal.title, type.title, UIColor(modal.titleColor ?? colors.black), lines: 1)
        imageView.accessibilityIdentifier = "modal.image"
        imageView.backgroundColor = UIColor(colors.systemGray5)
        imageView.isHidden = modal.image == nil
        AlertModalView.style(messageLabel, id: "modal.message", modal.message, type.body,
                             UIColor(modal.messageColor ?? colors.black), lines: 0)
        divider.accessibilityIdentifier = "modal.divider"
        divider.backgroundColor = lines
        buttonStack.accessibilityIdentifier = "modal.buttons"
        buttonStack.axis = .horizontal
        buttonStack.distribution = .fillEqually
        for (button, id, title, color) in [(negativeButton, "modal.negative", modal.negative, modal.negativeColor ?? colors.blue),
                                           (positiveButton, "modal.positive", modal.positive, modal.positiveColor ?? colors.red)] {
            button.accessibilityIdentifier = id
            let label = UILabel()
            AlertModalView.style(label, id: id + ".title", title, type.button, UIColor(color), lines: 1)
            button.addSubview(label)
            label.snp.makeConstraints { $0.edges.equalToSuperview() }
            buttonStack.addArrangedSubview(button)
        }
        negativeButton.isHidden = !modal.showsNegative
        buttonDivider.accessibilityIdentifier = "modal.buttonDivider"
        buttonDivider.backgroundColor = lines
        buttonDivider.isHidden = !modal.showsNegative

        addSubview(dimView)
        addSubview(cardView)
        for view in [titleLabel, imageView, messageLabel, divider, buttonStack, buttonDivider] { cardView.addSubview(view) }

        dimView.snp.makeConstraints { $0.edges.equalToSuperview() }
        cardView.snp.makeConstraints {
            $0.width.equalTo(AlertModal.cardWidth)
            $0.center.equalToSuperview()
            $0.top.equalTo(titleLabel).offset(-gap)
            $0.bottom.equalTo(buttonStack)
        }
        titleLabel.snp.makeConstraints { $0.directionalHorizontalEdges.equalToSuperview().inset(gap) }
        // With no image the image has no size and adds no gap: the message sits 16 below the title.
        imageView.snp.makeConstraints {
            $0.top.equalTo(titleLabel.snp.bottom).offset(modal.image == nil ? 0 : gap)
            $0.centerX.equalToSuperview()
            $0.width.equalTo(modal.image?.width ?? 0)
            $0.height.equalTo(modal.image?.height ?? 0)
        }
        messageLabel.snp.makeConstraints {
            $0.top.equalTo(imageView.snp.bottom).offset(gap)
            $0.directionalHorizontalEdges.equalToSuperview().inset(gap)
        }
        divider.snp.makeConstraints {
            $0.top.equalTo(messageLabel.snp.bottom).offset(gap)
            $0.directionalHorizontalEdges.equalToSuperview()
            $0.height.equalTo(line)
        }
        buttonStack.snp.makeConstraints {
            $0.top.equalTo(divider.snp.bottom)
            $0.directionalHorizontalEdges.equalToSuperview()
            $0.height.equalTo(AlertModal.buttonRowHeight)
        }
        buttonDivider.snp.makeConstraints {
            $0.verticalEdges.equalTo(buttonStack)
            $0.centerX.equalTo(buttonStack)
            $0.width.equalTo(line)
        }
    }

    public required init?(coder: NSCoder) { nil }

    /// A label in a theme type style, centered, breaking Korean at spaces (`hangulWordPriority`,
    /// iOS's behavior for Korean), truncating at the tail when its lines are limited.
    static func style(_ label: UILabel, id: String, _ text: String, _ style: TypeStyle, _ color: UIColor, lines: Int) {
        label.accessibilityIdentifier = id
        label.text = text
        label.font = UIFont(family: style.family, size: style.size, weight: UIFont.Weight(style.weight))
        label.textColor = color
        label.textAlignment = .center
        label.numberOfLines = lines
        label.lineBreakMode = lines == 0 ? .byWordWrapping : .byTruncatingTail
        label.lineBreakStrategy = .hangulWordPriority
    }
}

extension AlertModal {
    /// The modal drawn from its view tree (`AlertModalView`) on `device`: the same nodes, frames
    /// and pixels as `sceneNodes(on:theme:)`.
    @MainActor
    public func viewSceneNodes(on device: Device, theme: Theme) -> [SceneNode] {
        let view = AlertModalView(self, theme: theme)
        let scene = view.makeScene(size: .fixed(CGSize(width: device.size.width, height: device.size.height)),
                                   traits: UITraitCollection(displayScale: CGFloat(device.scale)))
        return scene.nodes.first?.children ?? []
    }
}
