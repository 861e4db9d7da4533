import Foundation
import LayoutEngine
import ViewKit

/// One combination of a snapshot or gallery matrix: a device, an appearance, a content size
/// category, a layout direction and a locale, each nil when the matrix does not vary it.
///
/// Its `name` is the combination in a fixed order, device first, with only the axes it sets
/// (`iphoneSE-dark-ax5-rtl-ko`): a reference `friend-request.iphoneSE-dark-ax5-rtl-ko.png` says
/// what it shows without opening it.
public struct Variant: Sendable, Hashable, CustomStringConvertible {
    /// The screen (a view's width and scale; a screen's size, scale and safe area).
    public var device: Device?
    /// Light or dark.
    public var appearance: UIUserInterfaceStyle?
    /// The Dynamic Type size.
    public var contentSize: UIContentSizeCategory?
    /// Left to right or right to left.
    public var layoutDirection: UIUserInterfaceLayoutDirection?
    /// A BCP 47 language tag (`ko`, `ar-EG`) that the code under test reads to choose its strings.
    public var locale: String?

    /// A combination of the given axes.
    public init(device: Device? = nil, appearance: UIUserInterfaceStyle? = nil, contentSize: UIContentSizeCategory? = nil,
                layoutDirection: UIUserInterfaceLayoutDirection? = nil, locale: String? = nil) {
        self.device = device
        self.appearance = appearance
        self.contentSize = contentSize
        self.layoutDirection = layoutDirection
        self.locale = locale
    }

    /// The axes' short names joined by "-", device first; empty when no axis is set.
    public var name: String {
        var parts: [String] = []
        if let device { parts.append(device.name) }
        if let appearance { parts.append(Self.appearanceName(appearance)) }
        if let contentSize { parts.append(Self.shortName(contentSize)) }
        if let layoutDirection { parts.append(layoutDirection == .rightToLeft ? "rtl" : "ltr") }
        if let locale { parts.append(locale) }
        return parts.joined(separator: "-")
    }

    public var description: String { name.isEmpty ? "default" : name }

    /// The traits a view is laid out and drawn with in this combination (the device's scale,
    /// the appearance, the text size and the direction); unset axes stay unspecified.
    public var traits: UITraitCollection {
        var traits = UITraitCollection()
        if let device { traits.displayScale = CGFloat(device.scale) }
        if let appearance { traits.userInterfaceStyle = appearance }
        if let contentSize { traits.preferredContentSizeCategory = contentSize }
        if let layoutDirection { traits.layoutDirection = layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight }
        return traits
    }

    /// This combination with every axis `other` sets taken from `other`.
    func combined(with other: Variant) -> Variant {
        Variant(device: other.device ?? device, appearance: other.appearance ?? appearance,
                contentSize: other.contentSize ?? contentSize, layoutDirection: other.layoutDirection ?? layoutDirection,
                locale: other.locale ?? locale)
    }

    static func appearanceName(_ style: UIUserInterfaceStyle) -> String {
        switch style {
        case .unspecified: "unspecified"
        case .light: "light"
        case .dark: "dark"
        }
    }

    /// The short name of `category` (`unspecified` reads as `large`, as UIKit's does).
    static func shortName(_ category: UIContentSizeCategory) -> String {
        contentSizeNames[UIContentSizeCategory.allCases.firstIndex(of: category) ?? 3]
    }

    /// The content size categories' short names, in `UIContentSizeCategory.allCases`' order:
    /// Apple's HIG abbreviations (xSmall ... xxxLarge, AX1 ... AX5) in lower case.
    static let contentSizeNames = ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"]
}

extension Array where Element == UIUserInterfaceStyle {
    /// Light and dark.
    public static var all: [UIUserInterfaceStyle] { [.light, .dark] }
}

extension Array where Element == UIUserInterfaceLayoutDirection {
    /// Left to right and right to left.
    public static var all: [UIUserInterfaceLayoutDirection] { [.leftToRight, .rightToLeft] }
}

extension Array where Element == UIContentSizeCategory {
    /// The twelve categories, extra small to AX5.
    public static var all: [UIContentSizeCategory] { UIContentSizeCategory.allCases }
}
