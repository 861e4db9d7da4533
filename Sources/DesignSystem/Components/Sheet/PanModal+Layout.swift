import LayoutEngine

extension PanModal: Component {
    /// PanModal's geometry on `device` (`PanModalLayout`), its defaults filled from the device's safe
    /// area; for an `.intrinsicHeight` the content is measured at the screen's width, as PanModal's
    /// `systemLayoutSizeFitting` measures the presented view.
    public func layout(on device: Device, theme: Theme) throws -> PanModalLayout {
        var layout = PanModalLayout(screen: device.size, safeArea: device.safeArea, shortFormHeight: shortFormHeight,
                                    longFormHeight: longFormHeight, topOffset: topOffset, anchorModalToLongForm: anchorModalToLongForm)
        if [layout.shortFormHeight, layout.longFormHeight].contains(.intrinsicHeight) {
            layout.intrinsicHeight = try SheetContent(entries: content).height(size: device.size, bottomInset: device.safeArea.bottom,
                                                                             device: device, theme: theme)
        }
        return layout
    }

    /// The component laid out on `device` in `theme` (see `Component`).
    public func sceneNodes(on device: Device, theme: Theme) throws -> [SceneNode] {
        let layout = try layout(on: device, theme: theme)
        // At the screen's bottom the presented view is empty (a long form of no content); below it,
        // PanModal would give it a negative height.
        guard layout.anchoredYPosition <= device.size.height else {
            throw PanModalError(description: "the anchored position \(layout.anchoredYPosition) is below the screen's bottom "
                + "(\(device.size.height)): check topOffset and longFormHeight")
        }
        // PanModalPresentationAnimator moves the view from the container's bottom edge to its place
        // on PanModal's spring; the dim (`dimState = .max`) animates alongside on the same curve.
        let presented = PresentationSpring.panModal.value(atProgress: progress)
        let rest = layout.yPosition(of: state)
        let top = device.size.height + (rest - device.size.height) * presented
        let frame = layout.presentedFrame(top: top).roundedToPixelGrid(scale: device.scale)
        let colors = theme.colors, radius = theme.radii.panModal
        let content = try SheetContent(entries: content).nodes(size: frame.size, bottomInset: device.safeArea.bottom,
                                                               device: device, theme: theme)
        var nodes = [
            SceneNode(id: "panModal.dim", frame: device.bounds, fill: .solid(colors.panModalDim), opacity: min(max(presented, 0), 1)),
            SceneNode(id: "panModal.container", frame: frame, fill: .solid(colors.white),
                      cornerRadii: CornerRadii(topLeft: radius, topRight: radius, bottomRight: 0, bottomLeft: 0),
                      clipsToBounds: true, children: content),
        ]
        if showDragIndicator {
            let indicator = layout.dragIndicatorFrame(top: frame.minY)
            nodes.append(SceneNode(id: "panModal.dragIndicator", frame: indicator, fill: .solid(colors.lightGray),
                                   cornerRadii: CornerRadii(all: indicator.height / 2)))
        }
        return nodes
    }
}

/// A PanModal configuration that leaves the presented view no room on the screen.
struct PanModalError: Error, CustomStringConvertible {
    var description: String
}
