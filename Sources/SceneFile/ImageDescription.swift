import LayoutEngine
import Rasterizer

/// The image of a raw node:
/// `"image": {"path": "avatar.jpg", "contentMode": "scaleAspectFill"}`, or `{"asset": "avatar"}`
/// for an image set of the asset catalog `render --assets DIR` names. Optional keys: `tint` (a
/// color: template rendering, the image's alpha in that color), `capInsets` (`{"top", "left",
/// "bottom", "right"}` in points: a resizable image) and `resizingMode` (`stretch` or `tile`).
/// A relative path is relative to the scene file's folder; the pixels are decoded once per
/// process (`ImageCache.shared`) for the node's size and the scene's scale.
public struct ImageDescription: Decodable, Sendable, Hashable {
    /// Where the pixels come from.
    public enum Source: Sendable, Hashable {
        /// A file, and the scale of its pixels (nil: from its `@2x`/`@3x` name).
        case file(String, scale: Double?)
        /// An image set of the asset catalog, not yet looked up.
        case asset(String)
    }

    public var source: Source
    public var contentMode: ContentMode
    public var tint: Color?
    public var capInsets: EdgeInsets
    public var resizingMode: ImageContent.ResizingMode

    public init(source: Source, contentMode: ContentMode = .scaleToFill, tint: Color? = nil,
                capInsets: EdgeInsets = EdgeInsets(), resizingMode: ImageContent.ResizingMode = .stretch) {
        self.source = source; self.contentMode = contentMode; self.tint = tint
        self.capInsets = capInsets; self.resizingMode = resizingMode
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case path, asset, contentMode, tint, capInsets, resizingMode }
    enum InsetKeys: String, CodingKey, CaseIterable { case top, left, bottom, right }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let path = try c.decodeIfPresent(String.self, forKey: .path)
        let asset = try c.decodeIfPresent(String.self, forKey: .asset)
        switch (path, asset) {
        case (let path?, nil) where !path.isEmpty: source = .file(path, scale: nil)
        case (nil, let asset?) where !asset.isEmpty: source = .asset(asset)
        case (.some, .some):
            throw DecodingError.dataCorruptedError(forKey: .asset, in: c, debugDescription: "an image has a \"path\" or an \"asset\", not both")
        default:
            throw DecodingError.keyNotFound(CodingKeys.path, .init(codingPath: c.codingPath,
                debugDescription: "an image needs a non-empty \"path\" (a file) or \"asset\" (an asset catalog name)"))
        }
        contentMode = try c.choice(.contentMode, default: ContentMode.scaleToFill)
        tint = try c.decodeIfPresent(Color.self, forKey: .tint)
        if c.contains(.capInsets) {
            let i = try c.nestedContainer(keyedBy: InsetKeys.self, forKey: .capInsets)
            let limit = maximumSceneCoordinate
            capInsets = EdgeInsets(top: try i.number(.top, in: 0...limit, default: 0), left: try i.number(.left, in: 0...limit, default: 0),
                                   bottom: try i.number(.bottom, in: 0...limit, default: 0),
                                   right: try i.number(.right, in: 0...limit, default: 0))
        } else {
            capInsets = EdgeInsets()
        }
        resizingMode = try c.choice(.resizingMode, default: ImageContent.ResizingMode.stretch)
    }

    /// The same image with a relative file path made relative to `folder`, and an asset looked up
    /// in `assets` for a device of `scale` (its variant's file and scale).
    func resolved(folder: String, assets: AssetCatalog?, scale: Double) throws(ImageError) -> ImageDescription {
        var copy = self
        switch source {
        case .file(let path, let fileScale):
            if !path.hasPrefix("/"), !folder.isEmpty { copy.source = .file(folder + "/" + path, scale: fileScale) }
        case .asset(let name):
            guard let assets else { throw ImageDescription.noCatalog(name) }
            let file = try assets.file(named: name, scale: scale)
            copy.source = .file(file.path, scale: file.scale)
        }
        return copy
    }

    private static func noCatalog(_ name: String) -> ImageError {
        ImageError(.missingAsset, message: "image asset \"\(name)\" needs an asset catalog (render --assets DIR)")
    }

    /// The pixels for a node of `size` points drawn at `scale`, with this description's drawing options.
    public func content(size: Size, scale: Double, cache: ImageCache = .shared) throws -> ImageContent {
        let path: String, fileScale: Double?
        switch source {
        case .asset(let name): throw ImageDescription.noCatalog(name)
        case .file(let file, let scale): (path, fileScale) = (file, scale)
        }
        // A resizable image keeps its caps at their size whatever the node's: decode it whole.
        let resizable = capInsets != EdgeInsets()
        var image = try cache.image(atPath: path, scale: fileScale, placement: resizable ? nil
                                    : ImagePlacement(bounds: size, contentMode: contentMode, deviceScale: scale))
        image.contentMode = contentMode
        image.tintColor = tint
        image.capInsets = capInsets
        image.resizingMode = resizingMode
        return image
    }
}
