import Foundation
import LayoutEngine
import ViewKit

extension Theme {
    /// iOS's dark appearance over the standard tokens: the system colors' dark values from Apple's
    /// Human Interface Guidelines ("Color", the system colors and the dark background and label
    /// colors), black and white swapped for text and cards. `examples/themes/dark.json` is the
    /// same theme as a file (a test keeps the two equal).
    public static let dark: Theme = {
        var colors = ColorTokens()
        let values = [("black", "#FFFFFF"), ("white", "#1C1C1E"), ("screenBackground", "#000000"),
                      ("system.blue", "#0A84FF"), ("system.red", "#FF453A"), ("system.gray", "#8E8E93"),
                      ("system.gray5", "#2C2C2E"), ("system.gray6", "#1C1C1E"), ("secondaryLabel", "#EBEBF599"),
                      ("separator", "#54545899"), ("dim", "#00000099"), ("lightGray", "#636366"),
                      ("sheetGrabber", "#EBEBF54D")]
        for (name, hex) in values {
            let path = ColorTokens.tokenPaths.first { $0.name == name }!.path
            colors[keyPath: path] = Color(hex: hex)!
        }
        return Theme(colors: colors)
    }()

    /// The theme with every type style scaled to `category` as `UIFontMetrics.default` scales a
    /// font: by the body style's size at that category over its size at `large` (17 pt; 53 pt at
    /// AX5, so 3.12 times), as Apple's Dynamic Type table gives them.
    public func scaled(to category: UIContentSizeCategory) -> Theme {
        let index = UIContentSizeCategory.allCases.firstIndex(of: category) ?? 3
        let factor = DynamicType.font(for: .body, category: ContentSizeCategory.allCases[index]).size
            / DynamicType.font(for: .body, category: .large).size
        guard factor != 1 else { return self }
        var scaled = self
        for (_, path) in TypeStyleTokens.tokenPaths { scaled.typography[keyPath: path].size *= factor }
        return scaled
    }
}

extension Variant {
    /// The theme this combination draws components in: `dark` when its appearance is dark,
    /// `light` otherwise, with the type scaled to its content size.
    public func theme(light: Theme, dark: Theme = .dark) -> Theme {
        let theme = appearance == .dark ? dark : light
        return contentSize.map { theme.scaled(to: $0) } ?? theme
    }

    /// Runs `body` with components laying out in this combination's direction (`leading` and
    /// `trailing` anchors, `.natural` text).
    public func layingOut<T>(_ body: () throws -> T) rethrows -> T {
        try ComponentScene.$layoutDirection.withValue(layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight, operation: body)
    }
}

extension ComponentScene {
    /// The direction components lay out in; bound by `Variant.layingOut` for a right-to-left variant.
    @TaskLocal public static var layoutDirection: LayoutDirection = .leftToRight

    /// The traits a component's view tree is laid out with on `device`: the device's scale and the
    /// direction `Variant.layingOut` binds.
    static func viewTraits(on device: Device) -> UITraitCollection {
        var traits = UITraitCollection(displayScale: CGFloat(device.scale))
        // Unspecified unless a variant asks for right to left: a plain picture keeps main's traits exactly.
        if layoutDirection == .rightToLeft { traits.layoutDirection = .rightToLeft }
        return traits
    }

    /// This screen as `variant` shows it: on the variant's device, in `darkTheme` when it is dark
    /// (this screen's own theme otherwise), type scaled to its content size, laid out in its
    /// direction. A locale does not change a screen, whose text is written in one language.
    public func makeScene(in variant: Variant, darkTheme: Theme = .dark, textEngine: TextEngine = .current) throws -> Scene {
        var screen = self
        screen.device = variant.device ?? device
        screen.theme = variant.theme(light: theme, dark: darkTheme)
        return try variant.layingOut { try screen.makeScene(textEngine: textEngine) }
    }
}
