import Foundation
import LayoutEngine
import Rasterizer

/// A picture (UIKit's `UIImage`): pixels, a scale (pixels per point: 1, or 2 and 3 from an
/// `@2x`/`@3x` file name), a rendering mode for template icons and cap insets for stretchable
/// images. Files are decoded by the rasterizer's `ImageDecoder` (PNG, JPEG, WebP, GIF's first
/// frame, SVG) through the process-wide `ImageCache`, so a file shared by many views is decoded once.
public final class UIImage: @unchecked Sendable, Hashable {
    /// Whether the image draws its own colors or its alpha in the view's tint (UIKit's `UIImage.RenderingMode`).
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }
    /// How a resizable image fills the middle between its caps.
    public enum ResizingMode: Int, Sendable {
        case tile, stretch
    }

    /// Straight-alpha RGBA8 pixels and their scale.
    public let content: ImageContent
    public let renderingMode: RenderingMode
    public let capInsets: UIEdgeInsets
    public let resizingMode: ResizingMode
    /// The color a template image is drawn in when set with `withTintColor`.
    let tint: UIColor?
    /// The file it was read from: drawing decodes it again for the place it is drawn in (an SVG
    /// rasterized at the drawn size and scale, a large JPEG reduced in the DCT), through the cache.
    let sourcePath: String?
    /// The symbol it draws, for an image made by `UIImage(systemName:)` (see `SymbolCatalog`).
    let symbol: SymbolImage?

    public var scale: CGFloat { CGFloat(content.scale) }
    /// The size in points: pixels divided by the scale.
    public var size: CGSize { CGSize(content.size) }

    public convenience init(content: ImageContent, renderingMode: RenderingMode = .automatic, capInsets: UIEdgeInsets = .zero,
                            resizingMode: ResizingMode = .tile, tint: UIColor? = nil) {
        self.init(content: content, renderingMode: renderingMode, capInsets: capInsets, resizingMode: resizingMode, tint: tint,
                  sourcePath: nil)
    }
    init(content: ImageContent, renderingMode: RenderingMode, capInsets: UIEdgeInsets, resizingMode: ResizingMode,
         tint: UIColor?, sourcePath: String?, symbol: SymbolImage? = nil) {
        self.sourcePath = sourcePath
        self.symbol = symbol
        self.content = content
        self.renderingMode = renderingMode
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.tint = tint
    }
    convenience init(content: ImageContent, scale: CGFloat) {
        var scaled = content
        scaled.scale = Double(scale)
        self.init(content: scaled)
    }

    /// An image file; its scale is 2 or 3 when the name ends in `@2x` or `@3x`, else 1, as
    /// `UIImage(contentsOfFile:)` gives it. Nil when the file cannot be read or decoded (the
    /// reason goes to standard error).
    public convenience init?(contentsOfFile path: String) {
        do {
            self.init(content: try ImageCache.shared.image(atPath: path), renderingMode: .automatic, capInsets: .zero,
                      resizingMode: .tile, tint: nil, sourcePath: path)
        } catch {
            FileHandle.standardError.write(Data("UIImage(contentsOfFile:): \(error)\n".utf8))
            return nil
        }
    }
    /// An image from encoded bytes at `scale`.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let content = try? ImageDecoder().decode([UInt8](data), scale: Double(scale)) else { return nil }
        self.init(content: content)
    }

    /// Asset catalogs (`Assets.xcassets` folders) `UIImage(named:)` and `UIColor(named:)` read, in order.
    @MainActor public static var assetCatalogs: [AssetCatalog] = []
    /// Plain folders `UIImage(named:)` looks in after the catalogs: `name.png`, `name@2x.png`, `name@3x.png`.
    @MainActor public static var searchDirectories: [String] = []

    /// The image `name` from `assetCatalogs` (the variant for the traits' display scale, chosen as
    /// iOS does), then from `searchDirectories` (3x, 2x, then 1x on a 3x display); nil when none exists.
    @preconcurrency @MainActor
    public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traits: UITraitCollection? = nil) {
        let displayScale = (traits ?? UITraitCollection.current).displayScale
        let scale = displayScale > 0 ? Double(displayScale) : 3
        for catalog in UIImage.assetCatalogs where catalog.images[name] != nil {
            if let content = try? catalog.image(named: name, scale: scale) {
                self.init(content: content)
                return
            }
        }
        if let path = UIImage.assetCatalogs.lazy.compactMap({ $0.symbols[name] }).first {
            self.init(symbol: .symbolSet(path: path), name: name, configuration: .unspecified, traits: traits ?? UITraitCollection.current)
            return
        }
        let order = [Int(scale), 3, 2, 1].filter { (1...3).contains($0) }
        for directory in UIImage.searchDirectories {
            for candidate in order {
                let path = directory + "/" + name + (candidate == 1 ? "" : "@\(candidate)x") + ".png"
                guard FileManager.default.fileExists(atPath: path) else { continue }
                if let content = try? ImageCache.shared.image(atPath: path) {
                    self.init(content: content)
                    return
                }
            }
        }
        return nil
    }

    public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        UIImage(content: content, renderingMode: mode, capInsets: capInsets, resizingMode: resizingMode, tint: tint,
                sourcePath: sourcePath, symbol: symbol)
    }
    /// The image drawn in `color` (as a template).
    public func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(content: content, renderingMode: .alwaysTemplate, capInsets: capInsets, resizingMode: resizingMode, tint: color,
                sourcePath: sourcePath, symbol: symbol)
    }
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(content: content, renderingMode: renderingMode, capInsets: capInsets, resizingMode: resizingMode, tint: color,
                sourcePath: sourcePath, symbol: symbol)
    }
    public func resizableImage(withCapInsets insets: UIEdgeInsets, resizingMode: ResizingMode = .tile) -> UIImage {
        UIImage(content: content, renderingMode: renderingMode, capInsets: insets, resizingMode: resizingMode, tint: tint,
                sourcePath: sourcePath, symbol: symbol)
    }

    /// The pixels as a PNG file.
    public func pngData() -> Data? {
        guard let image = RGBAImage(content), let bytes = try? PNGEncoder.fast.encode(image) else { return nil }
        return Data(bytes)
    }

    /// The content as an image view of `mode` draws it, tinted with `viewTint` when it is a template.
    func drawnContent(mode: UIView.ContentMode, viewTint: UIColor, traits: UITraitCollection, bounds: CGSize) -> ImageContent {
        var drawn = content
        let scale = traits.displayScale > 0 ? Double(traits.displayScale) : 3
        if let sourcePath, capInsets == .zero, let placed = try? ImageCache.shared.image(
            atPath: sourcePath, placement: ImagePlacement(bounds: bounds.engineSize, contentMode: mode.engineMode, deviceScale: scale)) {
            drawn = placed
        }
        drawn.contentMode = mode.engineMode
        // A tint given with `withTintColor` is drawn whatever the mode (UIKit's `.alwaysOriginal`
        // keeps that color, not the view's tint); a symbol is otherwise a template unless drawn as
        // its original (black, as UIKit draws a monochrome symbol).
        let templated = renderingMode == .alwaysTemplate || tint != nil || (symbol != nil && renderingMode != .alwaysOriginal)
        if templated { drawn.tintColor = (tint ?? symbol?.configuration.layerColor ?? viewTint).color(for: traits) }
        drawn.capInsets = capInsets.engineInsets
        drawn.resizingMode = resizingMode == .tile ? .tile : .stretch
        return drawn
    }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs === rhs || (lhs.content == rhs.content && lhs.renderingMode == rhs.renderingMode && lhs.capInsets == rhs.capInsets)
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(content.width); hasher.combine(content.height); hasher.combine(content.scale)
    }
}

extension UIColor {
    /// Color set `name` from `UIImage.assetCatalogs`, its light and dark appearances resolved by
    /// the traits; nil when no catalog has it.
    @preconcurrency @MainActor
    public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traits: UITraitCollection? = nil) {
        guard let catalog = UIImage.assetCatalogs.first(where: { $0.colors[name] != nil }),
              let light = try? catalog.color(named: name, dark: false),
              let dark = try? catalog.color(named: name, dark: true) else { return nil }
        let lightColor = UIColor(light), darkColor = UIColor(dark)
        self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? darkColor : lightColor })
    }
}
