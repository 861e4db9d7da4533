import Foundation
import LayoutEngine
import ViewKit

/// Seed 000's alert modal as a view tree (the seed builds it from UIViews with SnapKit): a dim
/// over the screen and a card 270 wide centered on it, with the title, the optional image, the
/// message, a divider and a row of equal buttons. Layout and drawing are this one tree; node ids
/// are the views' accessibility identifiers (`modal.card`, `modal.title`, ...). The view fills a
/// screen: `AlertModal.sceneNodes(on:theme:)` lays it out at a device's size.
public final class AlertModalView: UIView {
    public let dimView: UIView
    public let cardView: UIView
    public let titleLabel: UILabel
    /// The image, or a gray placeholder of the image's size when the modal has no picture.
    public let imageView: UIImageView
    public let messageLabel: UILabel
    public let divider: UIView
    public let buttonStack = UIStackView()
    public let negativeButton = UIView(id: "modal.negative")
    public let positiveButton = UIView(id: "modal.positive")
    public let buttonDivider: UIView

    /// The modal `modal` in `theme`, to be laid out at a screen's size.
    /// - Throws: `ComponentImageError` when the picture's file cannot be read.
    public init(_ modal: AlertModal, theme: Theme) throws {
        let colors = theme.colors, type = theme.typography
        let gap = theme.spacing.content, line = theme.spacing.hairline
        let lines = modal.lineColor ?? colors.gray
        dimView = UIView(id: "modal.dim", color: colors.dim)
        cardView = UIView(id: "modal.card", color: modal.backgroundColor ?? colors.white)
        titleLabel = UILabel(id: "modal.title", text: modal.title, style: type.title, color: modal.titleColor ?? colors.black, lines: 1)
        imageView = UIImageView(image: try modal.image?.picture?.uiImage())
        messageLabel = UILabel(id: "modal.message", text: modal.message, style: type.body, color: modal.messageColor ?? colors.black)
        divider = UIView(id: "modal.divider", color: lines)
        buttonDivider = UIView(id: "modal.buttonDivider", color: lines)
        super.init(frame: .zero)

        cardView.layer.cornerRadius = theme.radii.card
        cardView.clipsToBounds = true
        imageView.accessibilityIdentifier = "modal.image"
        imageView.isHidden = modal.image == nil
        if let picture = modal.image?.picture {
            imageView.contentMode = UIView.ContentMode(picture.contentMode)
            imageView.clipsToBounds = true
        } else {
            imageView.backgroundColor = UIColor(colors.systemGray5)
        }
        buttonStack.accessibilityIdentifier = "modal.buttons"
        buttonStack.axis = .horizontal
        buttonStack.distribution = .fillEqually
        for (button, title, color) in [(negativeButton, modal.negative, modal.negativeColor ?? colors.blue),
                                       (positiveButton, modal.positive, modal.positiveColor ?? colors.red)] {
            let label = UILabel(id: button.accessibilityIdentifier! + ".title", text: title, style: type.button, color: color, lines: 1)
            // The title fills its button by autoresizing (a zero frame growing with the button, as
            // UIKit's flexible width and height): four required constraints and nothing to measure,
            // where `edges.equalToSuperview()` made four and the label's hugging and compression
            // resistance four more for the solver to weigh, for the same frames.
            label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            button.addSubview(label)
            buttonStack.addArrangedSubview(button)
        }
        negativeButton.isHidden = !modal.showsNegative
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
}

extension AlertModal: Component {
    /// Seed 000's card: 270 wide, 16 around the title and between title, image, message
    /// and divider, a 1-point divider, a 44-point row of equal buttons.
    public static let cardWidth = 270.0
    /// Seed 000: `buttonStackView.heightAnchor.constraint(equalToConstant: 44)`.
    public static let buttonRowHeight = 44.0

    /// The modal's view tree (`AlertModalView`) on `device` in `theme` (see `Component`).
    public func makeView(on device: Device, theme: Theme) throws -> UIView {
        try AlertModalView(self, theme: theme)
    }
}
