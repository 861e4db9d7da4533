import Foundation
import LayoutEngine

/// A color as UIKit has it: fixed components, or a provider resolved against the traits
/// (`UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }`). Components
/// are sRGB, 0...1, and become 8-bit channels (rounded to nearest) when drawn.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    private enum Storage: Sendable {
        case fixed(red: Double, green: Double, blue: Double, alpha: Double)
        case dynamic(@Sendable (UITraitCollection) -> UIColor)
    }
    private let storage: Storage
    /// What the color was made from, for messages and equality of dynamic colors.
    private let name: String?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ v: CGFloat) -> Double { v.isNaN ? 0 : min(max(Double(v), 0), 1) }
        storage = .fixed(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha))
        name = nil
    }
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    /// HSB components, each 0...1, as UIKit's `init(hue:saturation:brightness:alpha:)`.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue) - Foundation.floor(Double(hue))) * 6, s = Double(saturation), v = Double(brightness)
        let sector = Int(h) % 6, f = h - Foundation.floor(h)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }
    /// A color resolved against the traits of whatever draws it.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        storage = .dynamic(dynamicProvider)
        name = nil
    }
    private init(name: String, light: UIColor, dark: UIColor) {
        storage = .dynamic { $0.userInterfaceStyle == .dark ? dark : light }
        self.name = name
    }
    /// A color from the layout engine's 8-bit color.
    public convenience init(_ color: Color) {
        self.init(red: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255, blue: CGFloat(color.blue) / 255,
                  alpha: CGFloat(color.alpha) / 255)
    }

    /// The fixed color for `traits`.
    public func resolvedColor(with traits: UITraitCollection) -> UIColor {
        switch storage {
        case .fixed: return self
        case let .dynamic(provider): return provider(traits).resolvedColor(with: traits)
        }
    }

    /// The 8-bit color drawn for `traits`.
    public func color(for traits: UITraitCollection) -> Color {
        guard case let .fixed(r, g, b, a) = resolvedColor(with: traits).storage else { return .clear }
        func channel(_ v: Double) -> UInt8 { UInt8((v * 255).rounded()) }
        return Color(red: channel(r), green: channel(g), blue: channel(b), alpha: channel(a))
    }

    /// The same color with `alpha` as its opacity (each appearance of a dynamic color).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case let .fixed(r, g, b, _): return UIColor(red: r, green: g, blue: b, alpha: alpha)
        case let .dynamic(provider): return UIColor { provider($0).withAlphaComponent(alpha) }
        }
    }

    /// The components for the current traits; false for none (never: every color here is RGB).
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard case let .fixed(r, g, b, a) = resolvedColor(with: UITraitCollection.current).storage else { return false }
        red?.pointee = r; green?.pointee = g; blue?.pointee = b; alpha?.pointee = a
        return true
    }

    /// The color resolved for the current traits, as Core Graphics takes it (`layer.borderColor`).
    public var cgColor: CGColor { CGColor(resolvedColor(with: UITraitCollection.current)) }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case let (.fixed(a, b, c, d), .fixed(e, f, g, h)): return a == e && b == f && c == g && d == h
        default: return lhs === rhs || (lhs.name != nil && lhs.name == rhs.name)
        }
    }
    public func hash(into hasher: inout Hasher) {
        switch storage {
        case let .fixed(r, g, b, a): hasher.combine(r); hasher.combine(g); hasher.combine(b); hasher.combine(a)
        case .dynamic: hasher.combine(name ?? "\(ObjectIdentifier(self))")
        }
    }
    public var description: String {
        switch storage {
        case .fixed: return color(for: .standard).hexString
        case .dynamic: return name ?? "dynamic color"
        }
    }

    /// A system color with Apple's light and dark values.
    private static func system(_ name: String, _ light: String, _ dark: String) -> UIColor {
        UIColor(name: name, light: UIColor(hex: light), dark: UIColor(hex: dark))
    }
    /// `#RRGGBB` or `#RRGGBBAA`.
    private convenience init(hex: String) {
        self.init(Color(hex: hex) ?? .clear)
    }

    // Fixed colors: UIKit's documented components.
    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)

    // System colors: light and dark values from Apple's Human Interface Guidelines, "Color"
    // (the iOS system colors and the dynamic system background, label, separator and fill colors).
    public static let systemBlue = system("systemBlue", "#007AFF", "#0A84FF")
    public static let systemRed = system("systemRed", "#FF3B30", "#FF453A")
    public static let systemGreen = system("systemGreen", "#34C759", "#30D158")
    public static let systemOrange = system("systemOrange", "#FF9500", "#FF9F0A")
    public static let systemYellow = system("systemYellow", "#FFCC00", "#FFD60A")
    public static let systemPink = system("systemPink", "#FF2D55", "#FF375F")
    public static let systemPurple = system("systemPurple", "#AF52DE", "#BF5AF2")
    public static let systemTeal = system("systemTeal", "#30B0C7", "#40C8E0")
    public static let systemIndigo = system("systemIndigo", "#5856D6", "#5E5CE6")
    public static let systemBrown = system("systemBrown", "#A2845E", "#AC8E68")
    public static let systemMint = system("systemMint", "#00C7BE", "#63E6E2")
    public static let systemCyan = system("systemCyan", "#32ADE6", "#64D2FF")
    public static let systemGray = system("systemGray", "#8E8E93", "#8E8E93")
    public static let systemGray2 = system("systemGray2", "#AEAEB2", "#636366")
    public static let systemGray3 = system("systemGray3", "#C7C7CC", "#48484A")
    public static let systemGray4 = system("systemGray4", "#D1D1D6", "#3A3A3C")
    public static let systemGray5 = system("systemGray5", "#E5E5EA", "#2C2C2E")
    public static let systemGray6 = system("systemGray6", "#F2F2F7", "#1C1C1E")
    public static let systemBackground = system("systemBackground", "#FFFFFF", "#000000")
    public static let secondarySystemBackground = system("secondarySystemBackground", "#F2F2F7", "#1C1C1E")
    public static let tertiarySystemBackground = system("tertiarySystemBackground", "#FFFFFF", "#2C2C2E")
    public static let systemGroupedBackground = system("systemGroupedBackground", "#F2F2F7", "#000000")
    public static let secondarySystemGroupedBackground = system("secondarySystemGroupedBackground", "#FFFFFF", "#1C1C1E")
    public static let tertiarySystemGroupedBackground = system("tertiarySystemGroupedBackground", "#F2F2F7", "#2C2C2E")
    public static let label = system("label", "#000000FF", "#FFFFFFFF")
    /// rgba(60, 60, 67, 0.6) and rgba(235, 235, 245, 0.6).
    public static let secondaryLabel = system("secondaryLabel", "#3C3C4399", "#EBEBF599")
    /// rgba(60, 60, 67, 0.3) and rgba(235, 235, 245, 0.3).
    public static let tertiaryLabel = system("tertiaryLabel", "#3C3C434D", "#EBEBF54D")
    /// rgba(60, 60, 67, 0.18) and rgba(235, 235, 245, 0.16).
    public static let quaternaryLabel = system("quaternaryLabel", "#3C3C432E", "#EBEBF529")
    public static let placeholderText = system("placeholderText", "#3C3C434D", "#EBEBF54D")
    public static let link = system("link", "#007AFF", "#0984FF")
    /// rgba(60, 60, 67, 0.29) and rgba(84, 84, 88, 0.6).
    public static let separator = system("separator", "#3C3C434A", "#54545899")
    public static let opaqueSeparator = system("opaqueSeparator", "#C6C6C8", "#38383A")
    /// rgba(120, 120, 128, 0.2) and rgba(120, 120, 128, 0.36).
    public static let systemFill = system("systemFill", "#78788033", "#7878805C")
    public static let secondarySystemFill = system("secondarySystemFill", "#78788029", "#78788052")
    public static let tertiarySystemFill = system("tertiarySystemFill", "#7676801F", "#7676803D")
    public static let quaternarySystemFill = system("quaternarySystemFill", "#74748014", "#7676802E")
    /// The default tint of controls (UIKit's `tintColor` when no ancestor sets one).
    public static let tintColor = systemBlue
}

#if !canImport(CoreGraphics)
/// Core Graphics' color, which Foundation on Linux lacks: a resolved `UIColor` (layers take these).
public final class CGColor: Hashable, Sendable {
    let uiColor: UIColor
    init(_ color: UIColor) { uiColor = color }
    /// The opacity, 0...1.
    public var alpha: CGFloat { CGFloat(uiColor.color(for: .standard).alpha) / 255 }
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.uiColor == rhs.uiColor }
    public func hash(into hasher: inout Hasher) { hasher.combine(uiColor) }
}

extension UIColor {
    /// The color a Core Graphics color holds.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.uiColor.color(for: .standard)
        self.init(c)
    }
}
#endif
