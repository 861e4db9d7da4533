import Foundation

/// When the picture marks an element's activation point with a crosshair.
public enum ActivationPointDisplayMode: Sendable, Hashable {
    /// Only where it is not the default (AccessibilitySnapshot's default).
    case whenOverridden
    case always
    case never
}

/// How an accessibility picture is drawn: AccessibilitySnapshot's options, and the colors'
/// source.
public struct AccessibilitySnapshotOptions: Sendable {
    /// The overlay colors, used in turn (AccessibilitySnapshot's UIKit palette when empty).
    public var markerColors: [UIColor]
    /// Draws the view in grays under the overlays, so the overlays' colors read.
    public var useMonochromeSnapshot: Bool
    public var showActivationPoints: ActivationPointDisplayMode
    /// Takes each element's color from what it is (identifier, else label, else description)
    /// rather than its place in the order, so adding an element does not recolor the ones after
    /// it (as Paparazzi's accessibility snapshots do). Not AccessibilitySnapshot's behaviour.
    public var colorsFollowElements: Bool

    public init(markerColors: [UIColor] = [], useMonochromeSnapshot: Bool = true,
                showActivationPoints: ActivationPointDisplayMode = .whenOverridden, colorsFollowElements: Bool = false) {
        self.markerColors = markerColors
        self.useMonochromeSnapshot = useMonochromeSnapshot
        self.showActivationPoints = showActivationPoints
        self.colorsFollowElements = colorsFollowElements
    }

    /// AccessibilitySnapshot's default palette: UIKit's cyan, magenta, green, blue, yellow,
    /// purple and orange.
    public static let defaultMarkerColors: [UIColor] = [.cyan, .magenta, .green, .blue, .yellow, .purple, .orange]

    /// The color of the element at `index`.
    func color(of element: AccessibilityElement, at index: Int) -> UIColor {
        let palette = markerColors.isEmpty ? Self.defaultMarkerColors : markerColors
        guard colorsFollowElements else { return palette[index % palette.count] }
        let key = element.identifier ?? element.label ?? element.description
        // FNV-1a over the UTF-8 bytes: the same element gets the same color in every process.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return palette[Int(hash % UInt64(palette.count))]
    }
}
