import LayoutEngine
extension InsetGroupedList: Component {
    /// UIKit's inset-grouped list: the header's text 16 points in from the group's edge,
    /// 8 above the group; the group between 20-point margins from the safe area's top
    /// (plus the content gap), 44-point rows, separators one pixel high and inset to the
    /// text, none under the last row.
    public func sceneNodes(on device: Device, theme: Theme) throws -> [SceneNode] {
        let layout = ComponentLayout(device: device, theme: theme)
        let (system, screen) = (layout.system, layout.screen)
        let type = theme.typography, words = sortedWords
        let margin = InsetGroupedList.sideMargin, textInset = InsetGroupedList.textInset
        let rowIDs = words.indices.map { "list.row.\($0)" }

        let list = system.node("list", in: screen)
        let headerLabel = layout.label("list.header", in: list, header, style: type.caption, alignment: .left)
        let rows = rowIDs.map { system.node($0, in: screen) }
        for row in rows {
            system.constrain(row) { $0.height == InsetGroupedList.rowHeight }
        }
        let group = system.stack("list.group", in: list, axis: .vertical, arranged: rows)
        system.constrain(list) {
            $0.top == screen.safeArea.top + theme.spacing.content
            $0.leading == screen.leading
            $0.trailing == screen.trailing
            $0.bottom == group.bottom
        }
        system.constrain(headerLabel) {
            $0.top == list.top
            $0.leading == list.leading + margin + textInset
            $0.trailing == list.trailing - margin - textInset
        }
        system.constrain(group) {
            $0.top == headerLabel.bottom + theme.spacing.small
            $0.leading == list.leading + margin
            $0.trailing == list.trailing - margin
        }
        let solved = try layout.solve()
        let colors = theme.colors, scale = device.scale
        let drawnRows = try zip(rowIDs, words).enumerated().map { index, entry in
            let (id, word) = entry
            let frame = try solved.frame(id)
            let textArea = frame.inset(by: EdgeInsets(top: 0, left: textInset, bottom: 0, right: textInset))
            var children = [
                try solved.text(id + ".title", word.word, style: type.label, color: colors.black, alignment: .left,
                                lines: 1, in: textArea),
                try solved.text(id + ".count", "\(word.count)", style: type.label, color: colors.secondaryLabel,
                                alignment: .right, lines: 1, in: textArea),
            ]
            if index < words.count - 1 {
                // One device pixel, as UITableView's separators.
                children.append(SceneNode(id: id + ".separator",
                                          frame: Rect(x: textArea.minX, y: frame.maxY - 1 / scale,
                                                      width: frame.maxX - textArea.minX, height: 1 / scale),
                                          fill: .solid(colors.separator)))
            }
            return SceneNode(id: id, frame: frame, children: children)
        }
        let groupNode = try solved.box("list.group", fill: colors.white, radius: theme.radii.group, clips: true,
                                       children: drawnRows)
        return [try solved.box("list", children: [
            try solved.text("list.header", header, style: type.caption, color: colors.secondaryLabel, alignment: .left),
            groupNode,
        ]).relativeToParents()]
    }
}
