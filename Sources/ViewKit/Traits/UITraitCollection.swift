import Foundation
import LayoutEngine

/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Sendable, Hashable, CaseIterable {
    case unspecified, light, dark
}

/// Which way the interface reads (UIKit's `UIUserInterfaceLayoutDirection`).
public enum UIUserInterfaceLayoutDirection: Int, Sendable, Hashable {
    case leftToRight, rightToLeft
    var engineDirection: LayoutDirection { self == .leftToRight ? .leftToRight : .rightToLeft }
}

/// UIKit's `UITraitEnvironmentLayoutDirection` (the trait's value; `unspecified` reads as left to right).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    case unspecified = -1, leftToRight, rightToLeft
}

/// How a view's content flips in right-to-left layouts (UIKit's `UISemanticContentAttribute`).
public enum UISemanticContentAttribute: Int, Sendable, Hashable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// The user's preferred text size (UIKit's `UIContentSizeCategory`), from `extraSmall` to
/// `accessibilityExtraExtraExtraLarge`; `large` is the default.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable, CaseIterable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The twelve categories from smallest to largest (UIKit's order).
    public static let allCases: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]
    /// Position in `allCases`; `unspecified` reads as `large`.
    var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }
    /// The text engine's category (`large` when unspecified).
    var engineCategory: ContentSizeCategory { ContentSizeCategory.allCases[index] }
    public var isAccessibilityCategory: Bool { index >= 7 }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
}

/// The environment a view draws in (UIKit's `UITraitCollection`): appearance, text size, layout
/// direction and display scale. Views inherit their superview's; a view controller or a
/// snapshot sets them for a whole tree.
public struct UITraitCollection: Hashable, Sendable {
    public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    public var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    public var displayScale: CGFloat = 0

    public init() {}
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }
    public init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.layoutDirection = layoutDirection }
    public init(displayScale: CGFloat) { self.displayScale = displayScale }
    /// The traits of `traitCollections` merged: each specified trait of a later one wins.
    public init(traitsFrom traitCollections: [UITraitCollection]) {
        for traits in traitCollections { self = self.merged(with: traits) }
    }

    /// `self` with every trait `other` specifies taken from `other`.
    func merged(with other: UITraitCollection) -> UITraitCollection {
        var result = self
        if other.userInterfaceStyle != .unspecified { result.userInterfaceStyle = other.userInterfaceStyle }
        if other.preferredContentSizeCategory != .unspecified {
            result.preferredContentSizeCategory = other.preferredContentSizeCategory
        }
        if other.layoutDirection != .unspecified { result.layoutDirection = other.layoutDirection }
        if other.displayScale != 0 { result.displayScale = other.displayScale }
        return result
    }

    /// Whether any trait that changes how colors resolve differs from `other`'s.
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != other?.userInterfaceStyle
    }

    /// The traits a view sees when nothing sets them: light, large text, left to right, 3x (an iPhone).
    public static let standard: UITraitCollection = {
        var traits = UITraitCollection()
        traits.userInterfaceStyle = .light
        traits.preferredContentSizeCategory = .large
        traits.layoutDirection = .leftToRight
        traits.displayScale = 3
        return traits
    }()

    /// Per thread, as UIKit's is per thread: the package's own components lay out private view
    /// trees on many threads at once (`withDetachedViewTree`), each with its own traits. A
    /// pthread key holding a box, read for every view drawn: no dictionary or string bridging.
    private static let currentTraitsKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { box in
            guard let box else { return }
            Unmanaged<TraitsBox>.fromOpaque(box).release()
        }
        return key
    }()

    private final class TraitsBox {
        var traits: UITraitCollection
        init(_ traits: UITraitCollection) { self.traits = traits }
    }

    /// The traits dynamic colors resolve against outside a drawing (`UIColor.cgColor`); a view
    /// tree sets it to its own traits while it is laid out and drawn, as UIKit does.
    public static var current: UITraitCollection {
        get {
            guard let box = pthread_getspecific(currentTraitsKey) else { return .standard }
            return Unmanaged<TraitsBox>.fromOpaque(box).takeUnretainedValue().traits
        }
        set {
            if let box = pthread_getspecific(currentTraitsKey) {
                Unmanaged<TraitsBox>.fromOpaque(box).takeUnretainedValue().traits = newValue
            } else {
                pthread_setspecific(currentTraitsKey, Unmanaged.passRetained(TraitsBox(newValue)).toOpaque())
            }
        }
    }

    /// Runs `body` with `current` set to `traits`, then restores it.
    static func with<T>(_ traits: UITraitCollection, _ body: () throws -> T) rethrows -> T {
        let saved = current
        current = traits
        defer { current = saved }
        return try body()
    }
}
