import LayoutEngine
extension Skeleton: Component {
    /// Rows from the top of the safe area, between the content insets; in each row a
    /// thumbnail on the left and two text lines beside it, the second one shorter.
    public func sceneNodes(on device: Device, theme: Theme) throws -> [SceneNode] {
        let layout = ComponentLayout(device: device, theme: theme)
        let (system, screen) = (layout.system, layout.screen)
        let inset = theme.spacing.content, gap = theme.spacing.small
        let rowIDs = (0..<max(rows, 0)).map { "skeleton.row.\($0)" }

        let rowNodes = rowIDs.map { system.node($0, in: screen) }
        let list = system.stack("skeleton", in: screen, axis: .vertical, arranged: rowNodes)
        system.constrain(list) {
            $0.top == screen.safeArea.top + inset
            $0.leading == screen.leading + inset
            $0.trailing == screen.trailing - inset
        }
        for (id, row) in zip(rowIDs, rowNodes) {
            let thumbnail = system.node(id + ".thumbnail", in: row)
            let first = system.node(id + ".line.0", in: row)
            let second = system.node(id + ".line.1", in: row)
            system.constrain(row) { $0.height == Skeleton.rowHeight }
            system.constrain(thumbnail) {
                $0.leading == row.leading
                $0.centerY == row.centerY
                $0.width == Skeleton.thumbnailSide
                $0.height == Skeleton.thumbnailSide
            }
            system.constrain(first) {
                $0.leading == thumbnail.trailing + inset
                $0.trailing == row.trailing
                $0.top == thumbnail.top + gap
                $0.height == Skeleton.lineHeight
            }
            system.constrain(second) {
                $0.leading == first.leading
                $0.width == first.width * Skeleton.lastLineFraction
                $0.top == first.bottom + gap
                $0.height == Skeleton.lineHeight
            }
        }
        let solved = try layout.solve()
        let shimmer = ShimmerBand(position: shimmerPosition, screenWidth: device.size.width,
                                  base: theme.colors.systemGray5, highlight: theme.colors.systemGray6)
        let radius = theme.radii.placeholder
        let rowNodesDrawn = try rowIDs.map { id in
            try solved.box(id, children: try [".thumbnail", ".line.0", ".line.1"].map { part in
                var shape = try solved.box(id + part, radius: radius)
                shape.fill = shimmer.paint(for: shape.frame)
                return shape
            })
        }
        return [try solved.box("skeleton", children: rowNodesDrawn).relativeToParents()]
    }
}

/// The shimmer: a lighter band, a third of the screen wide, across every placeholder at
/// the same screen position, so the shapes light up together as it passes.
struct ShimmerBand {
    var position: Double
    var screenWidth: Double
    var base: Color
    var highlight: Color

    /// A horizontal gradient for a shape at `frame` (screen coordinates), in the shape's
    /// own coordinates: base, highlight at the band's center, base.
    func paint(for frame: Rect) -> Paint {
        let center = position * screenWidth - frame.minX, half = screenWidth / 6
        return .linearGradient(start: Point(x: center - half, y: 0), end: Point(x: center + half, y: 0),
                               stops: [GradientStop(location: 0, color: base),
                                       GradientStop(location: 0.5, color: highlight),
                                       GradientStop(location: 1, color: base)])
    }
}
