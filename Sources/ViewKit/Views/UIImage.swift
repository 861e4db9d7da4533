import Foundation
import LayoutEngine
import Rasterizer

/// A picture (UIKit's `UIImage`): pixels, a scale (pixels per point: 1, or 2 and 3 from an
/// `@2x`/`@3x` file name), a rendering mode for template icons and cap insets for stretchable
/// images.
public final class UIImage: @unchecked Sendable, Hashable {
    /// Whether the image draws its own colors or its alpha in the view's tint (UIKit's `UIImage.RenderingMode`).
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }
    /// How a resizable image fills the middle between its caps.
    public enum ResizingMode: Int, Sendable {
        case tile, stretch
    }

    /// Straight-alpha RGBA8 pixels.
    public let content: ImageContent
    public let scale: CGFloat
    public let renderingMode: RenderingMode
    public let capInsets: UIEdgeInsets
    public let resizingMode: ResizingMode
    /// The color a template image is drawn in when set with `withTintColor`.
    let tint: UIColor?

    /// The size in points: pixels divided by the scale.
    public var size: CGSize {
        CGSize(width: CGFloat(content.width) / scale, height: CGFloat(content.height) / scale)
    }

    public init(content: ImageContent, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic,
                capInsets: UIEdgeInsets = .zero, resizingMode: ResizingMode = .tile, tint: UIColor? = nil) {
        self.content = content
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.renderingMode = renderingMode
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.tint = tint
    }

    /// A PNG file; its scale is 2 or 3 when the name ends in `@2x` or `@3x`, else 1, as
    /// `UIImage(contentsOfFile:)` gives it. Nil when the file cannot be read or decoded.
    public convenience init?(contentsOfFile path: String) {
        guard let image = try? PNGDecoder().decode(contentsOfFile: path) else { return nil }
        self.init(content: image.imageContent, scale: UIImage.scale(ofFile: path))
    }
    /// An image from encoded bytes (PNG) at `scale`.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let image = try? PNGDecoder().decode([UInt8](data)) else { return nil }
        self.init(content: image.imageContent, scale: scale)
    }

    /// Folders `UIImage(named:)` looks in, in order: each may hold `name.png`, `name@2x.png`, `name@3x.png`.
    @MainActor public static var searchDirectories: [String] = []

    /// The image `name` from `searchDirectories`, preferring the variant for the traits' display
    /// scale (3x, then 2x, then 1x on a 3x display, as iOS picks), nil when none exists.
    @MainActor
    public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traits: UITraitCollection? = nil) {
        let scale = Int((traits ?? UITraitCollection.current).displayScale)
        let order = [scale, 3, 2, 1].filter { (1...3).contains($0) }
        for directory in UIImage.searchDirectories {
            for candidate in order {
                let path = directory + "/" + name + (candidate == 1 ? "" : "@\(candidate)x") + ".png"
                if let image = try? PNGDecoder().decode(contentsOfFile: path) {
                    self.init(content: image.imageContent, scale: CGFloat(candidate))
                    return
                }
            }
        }
        return nil
    }

    static func scale(ofFile path: String) -> CGFloat {
        let base = (path as NSString).deletingPathExtension
        if base.hasSuffix("@3x") { return 3 }
        if base.hasSuffix("@2x") { return 2 }
        return 1
    }

    public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        UIImage(content: content, scale: scale, renderingMode: mode, capInsets: capInsets, resizingMode: resizingMode, tint: tint)
    }
    /// The image drawn in `color` (as a template).
    public func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(content: content, scale: scale, renderingMode: .alwaysTemplate, capInsets: capInsets,
                resizingMode: resizingMode, tint: color)
    }
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(content: content, scale: scale, renderingMode: renderingMode, capInsets: capInsets,
                resizingMode: resizingMode, tint: color)
    }
    public func resizableImage(withCapInsets insets: UIEdgeInsets, resizingMode: ResizingMode = .tile) -> UIImage {
        UIImage(content: content, scale: scale, renderingMode: renderingMode, capInsets: insets, resizingMode: resizingMode,
                tint: tint)
    }

    /// The pixels as a PNG file.
    public func pngData() -> Data? {
        guard let image = RGBAImage(content), let bytes = try? PNGEncoder.fast.encode(image) else { return nil }
        return Data(bytes)
    }

    /// The pixels drawn in `color` where the image is opaque (template rendering).
    func tinted(_ color: Color) -> ImageContent {
        var rgba = content.rgba
        var index = 0
        while index + 3 < rgba.count {
            let alpha = UInt16(rgba[index + 3]) * UInt16(color.alpha)
            rgba[index] = color.red; rgba[index + 1] = color.green; rgba[index + 2] = color.blue
            rgba[index + 3] = UInt8((alpha + 127) / 255)
            index += 4
        }
        return ImageContent(width: content.width, height: content.height, rgba: rgba)
    }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs === rhs || (lhs.content == rhs.content && lhs.scale == rhs.scale && lhs.renderingMode == rhs.renderingMode)
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(content.width); hasher.combine(content.height); hasher.combine(scale)
    }
}

/// A view that shows an image (UIKit's `UIImageView`): its intrinsic size is the image's size in
/// points, and `contentMode` places the image in its bounds.
open class UIImageView: UIView {
    public var image: UIImage? { didSet { invalidateIntrinsicContentSize() } }
    public var highlightedImage: UIImage?
    public var isHighlighted = false

    public convenience init(image: UIImage?) {
        self.init(frame: image.map { CGRect(origin: .zero, size: $0.size) } ?? .zero)
        self.image = image
    }
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var intrinsicContentSize: CGSize {
        guard let image = isHighlighted ? highlightedImage ?? image : image else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return image.size
    }
    override func hasIntrinsicSize() -> Bool { true }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    /// The image drawn, if any.
    var displayedImage: UIImage? { isHighlighted ? highlightedImage ?? image : image }

    override func contentNodes(id: String, traits: UITraitCollection) -> [SceneNode] {
        guard let image = displayedImage, image.content.width > 0, image.content.height > 0 else { return [] }
        let templated = image.renderingMode == .alwaysTemplate || image.tint != nil && image.renderingMode != .alwaysOriginal
        let pixels = templated ? image.tinted((image.tint ?? tintColor).color(for: traits)) : image.content
        let rect = UIImageView.imageRect(imageSize: image.size, in: CGRect(origin: .zero, size: bounds.size), mode: contentMode)
        if image.capInsets != .zero {
            return ImageSlices.nodes(id: id, pixels: pixels, scale: image.scale, capInsets: image.capInsets, in: rect.engineRect)
        }
        return [SceneNode(id: id + ".image", frame: rect.engineRect, content: .image(pixels))]
    }

    /// Where the image is drawn in the bounds for `contentMode` (UIKit's placement: aspect fit and
    /// fill keep the image's proportions and center it; the edge and corner modes keep its size).
    static func imageRect(imageSize: CGSize, in bounds: CGRect, mode: ContentMode) -> CGRect {
        let w = imageSize.width, h = imageSize.height, bw = bounds.width, bh = bounds.height
        switch mode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            guard w > 0, h > 0 else { return bounds }
            let factor = mode == .scaleAspectFit ? min(bw / w, bh / h) : max(bw / w, bh / h)
            let size = CGSize(width: w * factor, height: h * factor)
            return CGRect(x: bounds.minX + (bw - size.width) / 2, y: bounds.minY + (bh - size.height) / 2,
                          width: size.width, height: size.height)
        default:
            let x: CGFloat = switch mode {
            case .left, .topLeft, .bottomLeft: 0
            case .right, .topRight, .bottomRight: bw - w
            default: (bw - w) / 2
            }
            let y: CGFloat = switch mode {
            case .top, .topLeft, .topRight: 0
            case .bottom, .bottomLeft, .bottomRight: bh - h
            default: (bh - h) / 2
            }
            return CGRect(x: bounds.minX + x, y: bounds.minY + y, width: w, height: h)
        }
    }
}
