import Foundation
import LayoutEngine
import Rasterizer

extension UIImage {
    /// The symbol `name` (UIKit's SF Symbols), drawn from a team's asset catalog `.symbolset` of
    /// that name, else from the open icon `SymbolCatalog` maps it to, else as a rounded-rectangle
    /// outline of the symbol's size with a warning naming it on standard error. Never nil here
    /// (UIKit returns nil only for a name SF Symbols lacks, which cannot be told apart from one
    /// the table lacks). Sized for 17 points (UIKit's default, the body style) at the medium
    /// scale unless `configuration` says otherwise; drawn in the tint color.
    @preconcurrency @MainActor
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration? = nil) {
        let traits = configuration?.traitCollection ?? UITraitCollection.current
        let symbolConfiguration = (configuration as? SymbolConfiguration) ?? .unspecified
        self.init(symbol: UIImage.symbolSource(named: name), name: name, configuration: symbolConfiguration, traits: traits)
    }

    /// The symbol `name` for `traits` (their content size sets a text style's point size).
    @preconcurrency @MainActor
    public convenience init?(systemName name: String, compatibleWith traits: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: SymbolConfiguration.unspecified.with(traits: traits))
    }

    /// A symbol image drawn from `source`.
    convenience init(symbol source: SymbolImage.Source, name: String, configuration: SymbolConfiguration,
                     traits: UITraitCollection, renderingMode: RenderingMode = .automatic, tint: UIColor? = nil) {
        let symbol = SymbolImage(name: name, source: source, configuration: configuration, traits: traits)
        let scale = traits.displayScale > 0 ? Double(traits.displayScale) : 3
        var content = ImageContent(width: Int((Double(symbol.size.width) * scale).rounded()),
                                   height: Int((Double(symbol.size.height) * scale).rounded()), rgba: [], scale: scale)
        let file = symbol.svgFile()
        if let file, let drawn = try? ImageCache.shared.image(
            atPath: file, placement: ImagePlacement(bounds: symbol.size.engineSize, deviceScale: scale)) {
            content = drawn
        } else {
            content.rgba = [UInt8](repeating: 0, count: content.width * content.height * 4)
        }
        self.init(content: content, renderingMode: renderingMode, capInsets: .zero, resizingMode: .tile, tint: tint,
                  sourcePath: file, symbol: symbol)
    }

    /// Where symbol `name` is drawn from; an unknown name is reported once.
    @MainActor
    static func symbolSource(named name: String) -> SymbolImage.Source {
        for catalog in UIImage.assetCatalogs {
            if let path = catalog.symbols[name] { return .symbolSet(path: path) }
        }
        guard let icon = SymbolCatalog.iconNames[name] else {
            SymbolCatalog.warnUnknown(name, reason: "no symbol of this name in the icon table or the asset catalogs")
            return .placeholder
        }
        guard let path = SymbolCatalog.iconPath(icon) else {
            SymbolCatalog.warnUnknown(name, reason: "its icon \"\(icon)\" is not installed (apt-get install bootstrap-icons)")
            return .placeholder
        }
        return .icon(path: path)
    }

    /// Whether the image is a symbol (`UIImage(systemName:)`, or a symbol set by name).
    public var isSymbolImage: Bool { symbol != nil }
    /// A symbol's configuration; nil for any other image.
    public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }
    /// A symbol's configuration (UIKit's `configuration`).
    public var configuration: Configuration? { symbol?.configuration }
    /// Whether the image has a baseline to align with text (symbols do).
    public var hasBaseline: Bool { symbol != nil }
    /// A symbol's distance from its bottom to the baseline of text it sits with; nil otherwise.
    public var baselineOffsetFromBottom: CGFloat? { symbol?.baselineOffsetFromBottom }

    /// The same symbol with `configuration` over its own, drawn again at its new size; an image
    /// that is not a symbol is returned as it is.
    @preconcurrency @MainActor
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard let symbol else { return self }
        let merged = symbol.configuration.applying(configuration)
        return UIImage(symbol: symbol.source, name: symbol.name, configuration: merged,
                       traits: configuration.traitCollection ?? UITraitCollection.current, renderingMode: renderingMode, tint: tint)
    }
    /// The same symbol with `configuration` instead of its own.
    @preconcurrency @MainActor
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let symbol else { return self }
        return UIImage(symbol: symbol.source, name: symbol.name, configuration: configuration as? SymbolConfiguration ?? .unspecified,
                       traits: configuration.traitCollection ?? UITraitCollection.current, renderingMode: renderingMode, tint: tint)
    }

    /// UIKit's standard images, drawn from their symbols.
    @preconcurrency @MainActor public static var add: UIImage { UIImage(systemName: "plus")! }
    @preconcurrency @MainActor public static var remove: UIImage { UIImage(systemName: "minus")! }
    @preconcurrency @MainActor public static var checkmark: UIImage { UIImage(systemName: "checkmark")! }
    @preconcurrency @MainActor public static var strokedCheckmark: UIImage { UIImage(systemName: "checkmark.circle")! }
    @preconcurrency @MainActor public static var actions: UIImage { UIImage(systemName: "ellipsis.circle")! }
}

extension UIImage.SymbolConfiguration {
    /// The same configuration carrying `traits`.
    func with(traits: UITraitCollection?) -> UIImage.SymbolConfiguration {
        let copy = UIImage.SymbolConfiguration(pointSize: pointSize, weight: weight, scale: scale, textStyle: textStyle,
                                               hierarchicalColor: hierarchicalColor, paletteColors: paletteColors,
                                               prefersMulticolor: prefersMulticolor)
        copy.carriedTraits = traits
        return copy
    }
}
