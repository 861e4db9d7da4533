import Foundation

/// How a cell's, header's or footer's background is drawn (UIKit's `UIBackgroundConfiguration`):
/// a color (or a color for the state), corners, a stroke, insets, or a custom view. The presets
/// carry iOS 17's colors: plain rows on `systemBackground`, grouped rows on
/// `secondarySystemGroupedBackground`, a selected or highlighted row on `systemGray4`, a selected
/// sidebar row on the tint color.
///
/// Differs from UIKit: `visualEffect` (a blur behind the cell) is not declared; a snapshot draws
/// the plain color. `@unchecked Sendable` as UIKit's: its custom view is used on the main actor only.
public struct UIBackgroundConfiguration: Hashable, @unchecked Sendable {
    /// The preset a configuration came from: it decides the color of each state.
    enum Preset: Hashable { case clear, plainCell, groupedCell, sidebarCell, plainHeaderFooter, groupedHeaderFooter }
    var preset: Preset

    /// The color; nil takes the preset's color for the state (`updated(for:)`).
    public var backgroundColor: UIColor?
    /// A transform of the color for the state (UIKit's color transformer).
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    public var cornerRadius: CGFloat = 0
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0
    /// Insets of the background from the cell's edges.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// A view drawn under the color, filling the background.
    public var customView: UIView?
    public var image: UIImage?

    private init(preset: Preset, color: UIColor?) {
        self.preset = preset
        backgroundColor = color
    }

    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(preset: .clear, color: .clear) }
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(preset: .plainCell, color: nil) }
    public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(preset: .groupedCell, color: nil) }
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(preset: .sidebarCell, color: nil) }
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { listSidebarCell() }
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(preset: .plainHeaderFooter, color: nil)
    }
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(preset: .groupedHeaderFooter, color: nil)
    }
    public static func listSidebarHeader() -> UIBackgroundConfiguration { listGroupedHeaderFooter() }
    /// iOS 18's names, following the list's style; here the plain list's.
    public static func listCell() -> UIBackgroundConfiguration { listPlainCell() }
    public static func listHeader() -> UIBackgroundConfiguration { listPlainHeaderFooter() }
    public static func listFooter() -> UIBackgroundConfiguration { listPlainHeaderFooter() }

    /// The configuration for `state`: its color for that state where it has none of its own.
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        var made = self
        made.stateColor = stateColor(for: state as? UICellConfigurationState)
        return made
    }
    /// The preset's color for the state the configuration was last updated for.
    private var stateColor: UIColor?

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.preset == rhs.preset && lhs.backgroundColor == rhs.backgroundColor
            && lhs.backgroundColorTransformer == rhs.backgroundColorTransformer && lhs.cornerRadius == rhs.cornerRadius
            && lhs.strokeColor == rhs.strokeColor && lhs.strokeWidth == rhs.strokeWidth && lhs.strokeOutset == rhs.strokeOutset
            && lhs.backgroundInsets == rhs.backgroundInsets && lhs.customView === rhs.customView && lhs.image == rhs.image
            && lhs.stateColor == rhs.stateColor
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(preset)
        hasher.combine(backgroundColor)
        hasher.combine(cornerRadius)
    }

    private func stateColor(for state: UICellConfigurationState?) -> UIColor? {
        let selected = state.map { $0.isSelected || $0.isHighlighted } ?? false
        switch preset {
        case .clear, .plainHeaderFooter, .groupedHeaderFooter: return .clear
        case .plainCell: return selected ? .systemGray4 : .systemBackground
        case .groupedCell: return selected ? .systemGray4 : .secondarySystemGroupedBackground
        case .sidebarCell: return selected ? .tintColor : .clear
        }
    }

    /// The color drawn: the configuration's, else the preset's for its state, through the transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? stateColor ?? stateColor(for: nil) ?? .clear
        return backgroundColorTransformer?.transform(color) ?? color
    }
}

/// A function from one color to another, applied to a configuration's color (UIKit's
/// `UIConfigurationColorTransformer`).
public struct UIConfigurationColorTransformer: Hashable, @unchecked Sendable {
    public let transform: (UIColor) -> UIColor
    private let id = UUID()
    public init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }
    public func callAsFunction(_ color: UIColor) -> UIColor { transform(color) }
    /// A grayscale version of the color.
    public static let grayscale = UIConfigurationColorTransformer { color in
        let c = color.color(for: .standard)
        let gray = (0.299 * Double(c.red) + 0.587 * Double(c.green) + 0.114 * Double(c.blue)) / 255
        return UIColor(white: CGFloat(gray), alpha: CGFloat(c.alpha) / 255)
    }
    /// UIKit's "the tint color"; a transformer here has no view to take it from, so it keeps the color.
    public static let preferredTint = UIConfigurationColorTransformer { $0 }
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
