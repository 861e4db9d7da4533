import LayoutEngine

/// What a sheet or a PanModal shows: any components and raw nodes, laid out as a screen of the
/// sheet's size whose bottom safe-area inset keeps them above the home indicator (and whose top
/// inset keeps them below a navigation bar), at the device's scale. The nodes come back in the
/// sheet's coordinates, ready to be its children.
struct SheetContent {
    var entries: [ScreenContent]

    /// The entries laid out in a sheet of `size` on `device`, `bottomInset` above its bottom edge
    /// and `topInset` below its top (a navigation bar's height: UIKit extends a navigation
    /// controller's content under its bar and insets its safe area by the bar); none when the
    /// sheet has no room between the insets.
    func nodes(size: Size, topInset: Double = 0, bottomInset: Double, device: Device, theme: Theme) throws -> [SceneNode] {
        guard !entries.isEmpty, size.width > 0, size.height > topInset + bottomInset else { return [] }
        let sheet = try Device(name: "sheet", size: size, scale: device.scale, safeArea: EdgeInsets(top: topInset, bottom: bottomInset))
        return try ComponentScene(device: sheet, theme: theme, entries: entries).makeScene(textEngine: .current).nodes
    }

    /// The content's height for a content-height detent: the bottom of its lowest node when laid
    /// out in a sheet of `size`, above the bottom inset.
    func height(size: Size, topInset: Double = 0, bottomInset: Double, device: Device, theme: Theme) throws -> Double {
        try nodes(size: size, topInset: topInset, bottomInset: bottomInset, device: device, theme: theme).map(\.frame.maxY).max() ?? 0
    }
}
