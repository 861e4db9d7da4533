import LayoutEngine
extension ActionSheet: Component {
    /// Seed 000: every row, cancel included, `heightAnchor.constraint(equalToConstant: 56)`.
    public static let rowHeight = 56.0

    /// The component laid out on `device` in `theme` (see `Component`).
    public func sceneNodes(on device: Device, theme: Theme) throws -> [SceneNode] {
        let layout = ComponentLayout(device: device, theme: theme)
        let (system, screen) = (layout.system, layout.screen)
        let spacing = theme.spacing

        let rows = actions.indices.map { system.node("actionSheet.action.\($0)", in: screen) }
            + [system.node("actionSheet.cancel", in: screen)]
        for row in rows {
            system.constrain(row) { $0.height == ActionSheet.rowHeight }
        }
        // The stack's height, and so its top, follow from the number of rows.
        let stack = system.stack("actionSheet.stack", in: screen, axis: .vertical, spacing: spacing.stack, arranged: rows)
        // Seed 000's 38 points from the screen's bottom were written for a phone with a 34-point home
        // indicator: the stack keeps them, and keeps 4 clear above any taller bottom safe area
        // (docs/sheets.md). Its sides are 16 in from the safe area, clear of a landscape notch.
        let bottomGap = max(spacing.sheetBottom, device.safeArea.bottom + spacing.sheetSafeAreaGap)
        system.constrain(stack) {
            $0.leading == screen.safeArea.leading + spacing.content
            $0.trailing == screen.safeArea.trailing - spacing.content
            $0.bottom == screen.bottom - bottomGap
        }
        return [try draw(layout.solve())]
    }

    private func draw(_ solved: SolvedLayout) throws -> SceneNode {
        let theme = solved.theme, colors = theme.colors
        var rows = try actions.enumerated().map { index, action in
            try solved.titledBox("actionSheet.action.\(index)", fill: rowColor ?? colors.white,
                                 radius: theme.radii.sheetRow, title: action.title, style: theme.typography.button,
                                 color: action.color ?? colors.black)
        }
        rows.append(try solved.titledBox("actionSheet.cancel", fill: cancelColor ?? colors.gray,
                                         radius: theme.radii.sheetRow, title: cancel, style: theme.typography.button,
                                         color: cancelTitleColor ?? colors.black))
        return try solved.box("actionSheet.stack", children: rows).relativeToParents()
    }
}
