import Foundation

/// How a bar's buttons look per state (UIKit's `UIBarButtonItemAppearance`): the normal state's
/// `titleTextAttributes` (`.font`, `.foregroundColor`) are drawn; the other states are kept.
@preconcurrency @MainActor
public final class UIBarButtonItemAppearance: Then {
    /// UIKit's button appearance styles.
    public enum Style: Int, Sendable { case plain, done }

    /// One state's look (UIKit's `UIBarButtonItemStateAppearance`).
    @preconcurrency @MainActor
    public final class StateAppearance: Then {
        public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
        public var titlePositionAdjustment = UIOffset.zero
        public var backgroundImage: UIImage?
        public var backgroundImagePositionAdjustment = UIOffset.zero
        init() {}
    }

    public let normal = StateAppearance()
    public let highlighted = StateAppearance()
    public let disabled = StateAppearance()
    public let focused = StateAppearance()

    public init(style: Style = .plain) {}

    public func configureWithDefault(for style: Style) {
        for state in [normal, highlighted, disabled, focused] { state.titleTextAttributes = [:] }
    }
}

/// A horizontal and vertical offset (UIKit's `UIOffset`).
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}
