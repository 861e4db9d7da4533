import Foundation
import LayoutEngine
import ViewKit

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

    /// The component's view tree (`PanModalView`) on `device` in `theme`, its content's views in
    /// the presented view (see `Component`).
    public func makeView(on device: Device, theme: Theme) throws -> UIView {
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
        let content = try SheetContent(entries: content).makeView(size: frame.size, bottomInset: device.safeArea.bottom,
                                                                  device: device, theme: theme)
        return PanModalView(frame: frame, presented: presented, dragIndicator: showDragIndicator ? layout.dragIndicatorFrame(top: frame.minY) : nil,
                            screen: device.bounds, theme: theme, content: content)
    }
}

/// PanModal's presentation as views: the dim over the screen (`panModal.dim`, faded in with the
/// presentation), the presented view at `frame` (`panModal.container`: white, its top corners
/// rounded, clipping its content) and the drag indicator above it (`panModal.dragIndicator`).
/// Frames come from PanModal's geometry (`PanModalLayout`), as its presentation controller sets
/// them, not from constraints.
final class PanModalView: UIView {
    /// A presentation at `presented` of its spring (0 below the screen, 1 at rest) over `screen`.
    init(frame: Rect, presented: Double, dragIndicator: Rect?, screen: Rect, theme: Theme, content: UIView?) {
        super.init(frame: .zero)
        let colors = theme.colors, radius = theme.radii.panModal
        let dim = UIView(id: "panModal.dim", color: colors.panModalDim)
        dim.frame = CGRect(screen)
        dim.alpha = min(max(presented, 0), 1)
        let container = UIView(id: "panModal.container", color: colors.white)
        container.frame = CGRect(frame)
        container.layer.cornerRadius = radius
        container.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        container.clipsToBounds = true
        if let content { container.addSubview(content) }
        addSubview(dim)
        addSubview(container)
        if let dragIndicator {
            let indicator = UIView(id: "panModal.dragIndicator", color: colors.lightGray)
            indicator.frame = CGRect(dragIndicator)
            indicator.layer.cornerRadius = dragIndicator.height / 2
            addSubview(indicator)
        }
    }

    required init?(coder: NSCoder) { nil }
}

/// A PanModal configuration that leaves the presented view no room on the screen.
struct PanModalError: Error, CustomStringConvertible {
    var description: String
}
