import DesignSystem
import LayoutEngine
import Rasterizer

/// The image of a raw node:
/// `"image": {"path": "avatar.jpg", "contentMode": "scaleAspectFill"}`, or `{"asset": "avatar"}`
/// for an image set of the asset catalog `render --assets DIR` names. Optional keys: `tint` (a
/// color: template rendering, the image's alpha in that color), `capInsets` (`{"top", "left",
/// "bottom", "right"}` in points: a resizable image) and `resizingMode` (`stretch` or `tile`).
/// A relative path is relative to the scene file's folder; the pixels are decoded once per
/// process (`ImageCache.shared`) for the node's size and the scene's scale.
public struct ImageDescription: Sendable, Hashable {
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

    /// The same image with its file found by `locations`: a relative path from the scene file's
    /// folder, an asset's variant for the scene's scale (its file and scale).
    func resolved(_ locations: SceneFileLocations) throws(ImageError) -> ImageDescription {
        var copy = self
        switch source {
        case .file(let path, let fileScale): copy.source = .file(locations.path(path), scale: fileScale)
        case .asset(let name):
            let file = try locations.asset(name)
            copy.source = .file(file.path, scale: file.scale)
        }
        return copy
    }

    /// The pixels for a node of `size` points drawn at `scale`, with this description's drawing options.
    public func content(size: Size, scale: Double, cache: ImageCache = .shared) throws -> ImageContent {
        let path: String, fileScale: Double?
        switch source {
        case .asset(let name): throw SceneFileLocations.noCatalog(name)
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

extension ImageDescription: SceneConfigurable, SceneValue {
    public static var schema: JSONValue { ["$ref": "#/$defs/image"] }

    private enum SourceKeys: String, CodingKey { case path, asset }

    /// An image with a `path` and an `asset` is refused at `asset`; otherwise `sceneKeys` read it.
    public init(from decoder: Decoder) throws {
        let sources = try decoder.container(keyedBy: SourceKeys.self)
        if sources.contains(.path), sources.contains(.asset) {
            throw DecodingError.dataCorruptedError(forKey: .asset, in: sources, debugDescription: "an image has a \"path\" or an \"asset\", not both")
        }
        self = try Self.sceneKeys.decode(decoder)
    }

    /// An image's keys: the one declaration of its decoder, encoder and schema (`image`).
    public static let sceneKeys = SceneKeys<ImageDescription>(
        prototype: ImageDescription(source: .file("", scale: nil)),
        summary: "A picture drawn in the node instead of text: PNG, JPEG (EXIF orientation applied), WebP or SVG, the format "
            + "read from the bytes. A file named name@2x.png or name@3x.png has 2 or 3 pixels a point, any other 1 "
            + "(UIImage(contentsOfFile:)). Decoded once per process.",
        keys: [
            SceneKey("path", String.self, check: .nonEmpty, doc: "An image file, relative to the scene file's folder.",
                     get: { if case .file(let path, _) = $0.source { path } else { nil } }, set: { $0.source = .file($1, scale: nil) }),
            SceneKey("asset", String.self, check: .nonEmpty,
                     doc: "An image set of the asset catalog given with `render --assets DIR`; the variant for the scene's scale is chosen as iOS does.",
                     get: { if case .asset(let name) = $0.source { name } else { nil } }, set: { $0.source = .asset($1) }),
            .value("contentMode", \.contentMode, doc: "UIView.ContentMode: where the image goes in the node's bounds."),
            .optional("tint", \.tint, doc: "Template rendering: the image's alpha in this color."),
            .object("capInsets", \.capInsets, EdgeInsets.capKeys.declaration,
                    doc: "Points of the image kept at their size when it is stretched (resizableImage(withCapInsets:))."),
            .value("resizingMode", \.resizingMode),
        ],
        refusesUnknownKeys: false,
        schemaExtra: [.init("oneOf", [["required": ["path"]], ["required": ["asset"]]])],
        validate: { image in
            switch image.source {
            case .file("", _), .asset(""):
                ("path", "an image needs a non-empty \"path\" (a file) or \"asset\" (an asset catalog name)")
            default: nil
            }
        })
}
