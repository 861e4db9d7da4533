import LayoutEngine
extension AlertModal: Component {
    /// Seed 000's card: 270 wide, 16 around the title and between title, image, message
    /// and divider, a 1-point divider, a 44-point row of equal buttons.
    public static let cardWidth = 270.0
    /// Seed 000: `buttonStackView.heightAnchor.constraint(equalToConstant: 44)`.
    public static let buttonRowHeight = 44.0

    /// The component laid out on `device` in `theme` (see `Component`).
    public func sceneNodes(on device: Device, theme: Theme) throws -> [SceneNode] {
        let layout = ComponentLayout(device: device, theme: theme)
        let (system, screen) = (layout.system, layout.screen)
        let gap = theme.spacing.content, line = theme.spacing.hairline, type = theme.typography

        let dim = system.node("modal.dim", in: screen)
        let card = system.node("modal.card", in: screen)
        let titleNode = layout.label("modal.title", in: card, title, style: type.title, lines: 1)
        let imageNode = system.node("modal.image", in: card)
        let messageNode = layout.label("modal.message", in: card, message, style: type.body)
        let divider = system.node("modal.divider", in: card)
        let negative = system.node("modal.negative", in: card)
        let positive = system.node("modal.positive", in: card)
        negative.isHidden = !showsNegative
        let buttons = system.stack("modal.buttons", in: card, axis: .horizontal, distribution: .fillEqually,
                                   arranged: [negative, positive])
        let buttonDivider = system.node("modal.buttonDivider", in: card)

        system.constrain(dim) { $0.frame.edges(equalTo: screen.frame) }
        system.constrain(card) {
            $0.width == AlertModal.cardWidth
            $0.centerX == screen.centerX
            $0.centerY == screen.centerY
            $0.top == titleNode.top - gap
            $0.bottom == buttons.bottom
        }
        system.constrain(titleNode) {
            $0.leading == card.leading + gap
            $0.trailing == card.trailing - gap
        }
        // With no image the image has no size and adds no gap: the message sits 16 below the title.
        system.constrain(imageNode) {
            $0.top == titleNode.bottom + (image == nil ? 0 : gap)
            $0.centerX == card.centerX
            $0.width == (image?.width ?? 0)
            $0.height == (image?.height ?? 0)
        }
        system.constrain(messageNode) {
            $0.top == imageNode.bottom + gap
            $0.leading == card.leading + gap
            $0.trailing == card.trailing - gap
        }
        system.constrain(divider) {
            $0.top == messageNode.bottom + gap
            $0.leading == card.leading
            $0.trailing == card.trailing
            $0.height == line
        }
        system.constrain(buttons) {
            $0.top == divider.bottom
            $0.leading == card.leading
            $0.trailing == card.trailing
            $0.height == AlertModal.buttonRowHeight
        }
        system.constrain(buttonDivider) {
            $0.top == buttons.top
            $0.bottom == buttons.bottom
            $0.centerX == buttons.centerX
            $0.width == line
        }
        return try draw(layout.solve())
    }

    private func draw(_ solved: SolvedLayout) throws -> [SceneNode] {
        let colors = solved.theme.colors, type = solved.theme.typography
        let lines = lineColor ?? colors.gray
        var buttons: [SceneNode] = []
        if showsNegative {
            buttons.append(try solved.titledBox("modal.negative", fill: nil, title: negative, style: type.button,
                                                color: negativeColor ?? colors.blue))
        }
        buttons.append(try solved.titledBox("modal.positive", fill: nil, title: positive, style: type.button,
                                            color: positiveColor ?? colors.red))
        var content = [try solved.text("modal.title", title, style: type.title, color: titleColor ?? colors.black, lines: 1)]
        if image != nil { content.append(try solved.box("modal.image", fill: colors.systemGray5)) }
        content += [
            try solved.text("modal.message", message, style: type.body, color: messageColor ?? colors.black),
            try solved.box("modal.divider", fill: lines),
            try solved.box("modal.buttons", children: buttons),
        ]
        if showsNegative { content.append(try solved.box("modal.buttonDivider", fill: lines)) }
        let card = try solved.box("modal.card", fill: backgroundColor ?? colors.white, radius: solved.theme.radii.card,
                                  clips: true, children: content)
        return [try solved.box("modal.dim", fill: colors.dim), card.relativeToParents()]
    }
}
