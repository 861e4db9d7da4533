import LayoutEngine
import ViewKit

/// What a sheet or a PanModal shows: any components and raw nodes, as the layers of a screen of
/// the sheet's size (`ComponentScreen`) whose safe area keeps them below a navigation bar (its top
/// inset) and above the home indicator (its bottom inset), at the device's scale. Their view sits
/// inside the sheet's, so they are laid out and drawn with the rest of the screen's one tree.
struct SheetContent {
    var entries: [ScreenContent]

    /// The screen the entries are laid out on in a sheet of `size` on `device`, `bottomInset`
    /// above its bottom edge and `topInset` below its top (a navigation bar's height: UIKit extends
    /// a navigation controller's content under its bar and insets its safe area by the bar); nil
    /// when there is nothing to lay out or no room between the insets.
    private func screen(size: Size, topInset: Double, bottomInset: Double, device: Device) throws -> Device? {
        guard !entries.isEmpty, size.width > 0, size.height > topInset + bottomInset else { return nil }
        return try Device(name: "sheet", size: size, scale: device.scale, safeArea: EdgeInsets(top: topInset, bottom: bottomInset))
    }

    /// The content's view in a sheet of `size` (see `screen`): a layer over the sheet's bounds
    /// holding each entry's layer; nil when there is none.
    @MainActor
    func makeView(size: Size, topInset: Double = 0, bottomInset: Double, device: Device, theme: Theme) throws -> UIView? {
        guard let screen = try screen(size: size, topInset: topInset, bottomInset: bottomInset, device: device) else { return nil }
        let view = ComponentScreen.layer(UIView(), on: screen)
        for layer in try ComponentScreen.layers(of: entries, on: screen, theme: theme) { view.addSubview(layer) }
        return view
    }

    /// The content's height for a content-height detent: the bottom of its lowest node when laid
    /// out in a sheet of `size`, above the bottom inset. Measured on a screen of its own, as
    /// UIKit's detent resolver measures the content apart from the sheet it then sizes.
    func height(size: Size, topInset: Double = 0, bottomInset: Double, device: Device, theme: Theme) throws -> Double {
        guard let screen = try screen(size: size, topInset: topInset, bottomInset: bottomInset, device: device) else { return 0 }
        return try ComponentScreen.nodes(of: entries, on: screen, theme: theme).map(\.frame.maxY).max() ?? 0
    }
}
