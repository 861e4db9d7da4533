import LayoutEngine

extension Sheet: Component {
    /// The sheet's geometry on `device`: `SheetLayout` with the content's measured height for a
    /// content-height detent.
    public func layout(on device: Device, theme: Theme) throws -> SheetLayout {
        var layout = SheetLayout(screen: device.size, safeArea: device.safeArea, detents: detents,
                                 selectedDetentIdentifier: detent, largestUndimmedDetentIdentifier: largestUndimmedDetent,
                                 prefersEdgeAttachedInCompactHeight: edgeAttachedInCompactHeight)
        if detents.contains(where: { if case .contentHeight = $0.kind { true } else { false } }) {
            let tallest = Size(width: layout.frame.width, height: layout.maximumDetentValue + layout.bottomContentInset)
            layout.contentHeight = try SheetContent(entries: content).height(size: tallest, bottomInset: layout.bottomContentInset,
                                                                            device: device, theme: theme)
        }
        return layout
    }

    /// The component laid out on `device` in `theme` (see `Component`).
    public func sceneNodes(on device: Device, theme: Theme) throws -> [SceneNode] {
        let layout = try layout(on: device, theme: theme)
        let presented = PresentationSpring.uiKitSheet.value(atProgress: progress)
        let frame = layout.frame(presented: presented).roundedToPixelGrid(scale: device.scale)
        let colors = theme.colors
        let radius = cornerRadius ?? theme.radii.sheet
        // A bottom-attached sheet rounds its top corners; a form sheet floats and rounds all four.
        let corners = layout.isFormSheet ? CornerRadii(all: radius)
            : CornerRadii(topLeft: radius, topRight: radius, bottomRight: 0, bottomLeft: 0)
        var children = try SheetContent(entries: content).nodes(size: frame.size, bottomInset: layout.bottomContentInset,
                                                                device: device, theme: theme)
        if grabber {
            let grabberFrame = layout.grabberFrame(in: frame).offsetBy(dx: -frame.minX, dy: -frame.minY)
            children.append(SceneNode(id: "sheet.grabber", frame: grabberFrame, fill: .solid(colors.sheetGrabber),
                                      cornerRadii: CornerRadii(all: grabberFrame.height / 2)))
        }
        let sheet = SceneNode(id: "sheet", frame: frame, fill: .solid(colors.white), cornerRadii: corners,
                              cornerStyle: .continuous, clipsToBounds: true, children: children)
        guard layout.isDimmed else { return [sheet] }
        // The dim fades in alongside the sheet's rise, on the same spring.
        let dim = SceneNode(id: "sheet.dim", frame: device.bounds, fill: .solid(colors.sheetDim),
                            opacity: min(max(presented, 0), 1))
        return [dim, sheet]
    }
}
