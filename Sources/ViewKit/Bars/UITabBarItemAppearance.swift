import Foundation

/// How a tab bar's items look per state (UIKit's `UITabBarItemAppearance`): the normal and
/// selected states' `iconColor`, `titleTextAttributes` (`.font`, `.foregroundColor`),
/// `badgeBackgroundColor` and `badgeTextAttributes` are drawn; the others are kept.
@preconcurrency @MainActor
public final class UITabBarItemAppearance: Then {
    /// UIKit's item layout styles.
    public enum Style: Int, Sendable { case stacked, inline, compactInline }

    /// One state's look (UIKit's `UITabBarItemStateAppearance`).
    @preconcurrency @MainActor
    public final class StateAppearance: Then {
        public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
        public var titlePositionAdjustment = UIOffset.zero
        public var iconColor: UIColor?
        public var badgeBackgroundColor: UIColor?
        public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
        public var badgePositionAdjustment = UIOffset.zero
        public var badgeTitlePositionAdjustment = UIOffset.zero
        init() {}
    }

    public let normal = StateAppearance()
    public let selected = StateAppearance()
    public let disabled = StateAppearance()
    public let focused = StateAppearance()

    public init(style: Style = .stacked) {}

    public func configureWithDefault(for style: Style) {
        for state in [normal, selected, disabled, focused] {
            state.titleTextAttributes = [:]
            state.iconColor = nil
            state.badgeBackgroundColor = nil
            state.badgeTextAttributes = [:]
        }
    }
}
