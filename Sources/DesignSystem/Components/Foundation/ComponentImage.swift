import Foundation
import LayoutEngine
import Rasterizer
import ViewKit

/// A picture a component shows (seed 000's modal image, seed 004's news thumbnail), as a scene
/// file names it under the component's `image` key (issue 24): `{"path": "thumb.jpg",
/// "contentMode": "scaleAspectFill"}`, a path relative to the scene file's folder, or `{"asset":
/// "thumb"}`, an image set of the asset catalog `render --assets DIR` names. Reading a scene file
/// makes a relative path relative to the file's folder and looks an asset up for the device's
/// scale (`resolved(_:)` with `SceneFileLocations`); the file is decoded when the view is drawn, once per
/// process (`ImageCache.shared`), and a file that cannot be read is an error at the entry's
/// `image.path` (`ComponentImageError`).
public struct ComponentImage: Sendable, Hashable {
    /// Where the pixels come from.
    public enum Source: Sendable, Hashable {
        /// A file and the scale of its pixels (nil: from its `@2x`/`@3x` name, as `UIImage(contentsOfFile:)`).
        case file(String, scale: Double?)
        /// An image set of the asset catalog, looked up when the scene file is read.
        case asset(String)
        /// One of the catalog's own pictures, carried in the library; a scene file names it by its
        /// file name, which the gallery writes beside the scene file.
        case sample(SampleImage)
        /// Pixels given in code (a scene file cannot name them: it writes no `image` source).
        case pixels(ImageContent)
    }

    public var source: Source
    /// Where the picture goes in the image view's bounds (`UIImageView.contentMode`).
    public var contentMode: ContentMode

    /// A picture from `source` placed by `contentMode`.
    public init(_ source: Source, contentMode: ContentMode = .scaleAspectFill) {
        self.source = source; self.contentMode = contentMode
    }

    /// The same picture with its file found by `locations` (`SceneFileLocations`' one rule).
    public func resolved(_ locations: SceneFileLocations) throws(ImageError) -> ComponentImage {
        var copy = self
        switch source {
        case .file(let path, let fileScale): copy.source = .file(locations.path(path), scale: fileScale)
        case .asset(let name):
            let file = try locations.asset(name)
            copy.source = .file(file.path, scale: file.scale)
        case .sample, .pixels:
            break
        }
        return copy
    }

    /// The file the picture is read from, if it is one.
    public var filePath: String? {
        if case .file(let path, _) = source { return path }
        return nil
    }

    /// The picture as a `UIImage` for an image view.
    /// - Throws: `ComponentImageError` when the file cannot be read or decoded, or names an asset
    ///   no catalog resolved.
    func uiImage() throws -> UIImage {
        do {
            switch source {
            case .file(let path, nil):
                // Decoded (and cached) first for its error; the image then keeps its path, so the
                // view decodes it again for the size it is drawn at.
                _ = try ImageCache.shared.image(atPath: path)
                if let image = UIImage(contentsOfFile: path) { return image }
                throw ImageError(.unreadableFile, message: "cannot be read", path: path)
            case .file(let path, let scale?):
                return UIImage(content: try ImageCache.shared.image(atPath: path, scale: scale))
            case .asset(let name):
                throw SceneFileLocations.noCatalog(name)
            case .sample(let sample):
                return UIImage(content: try sample.content())
            case .pixels(let content):
                return UIImage(content: content)
            }
        } catch let error as ImageError {
            throw ComponentImageError(key: source.sceneKey, underlying: error)
        }
    }
}

extension ComponentImage.Source {
    /// The key of a component's `image` object that names this source.
    public var sceneKey: String {
        if case .asset = self { return "asset" }
        return "path"
    }
}

/// A component's picture that cannot be shown: the file is missing, not an image, or corrupt.
/// `key` is the key of the entry's `image` object that named it (`path` or `asset`), so that a
/// scene file's error points at it (`content[0].image.path`).
public struct ComponentImageError: Error, CustomStringConvertible {
    public var key: String
    public var underlying: ImageError
    public var description: String { "\(underlying)" }
}

extension ContentMode: SceneValue {}

extension UIView.ContentMode {
    /// UIKit's content mode of the layout engine's case of the same name (the same order).
    init(_ mode: LayoutEngine.ContentMode) {
        self = UIView.ContentMode(rawValue: LayoutEngine.ContentMode.allCases.firstIndex(of: mode) ?? 0) ?? .scaleToFill
    }
}

extension ComponentImage {
    /// The keys of an object holding a picture (`path`, `asset`, `contentMode`), reading into and
    /// writing from the optional picture at `picture`: the modal's `image` holds them beside its
    /// size, the news cell's `image` alone.
    static func keys<Root>(_ picture: WritableKeyPath<Root, ComponentImage?>) -> [SceneKey<Root>] {
        func set(_ root: inout Root, _ source: Source) {
            root[keyPath: picture] = ComponentImage(source, contentMode: root[keyPath: picture]?.contentMode ?? .scaleAspectFill)
        }
        return [
            SceneKey("path", String.self, check: .nonEmpty,
                     doc: "An image file (PNG, JPEG, WebP, GIF, SVG), relative to the scene file's folder.",
                     get: { root in
                         switch root[keyPath: picture]?.source {
                         case .file(let path, _)?: path
                         case .sample(let sample)?: sample.fileName
                         default: nil
                         }
                     }, set: { set(&$0, .file($1, scale: nil)) }),
            // Read after `path`: with both, the source becomes the empty asset `problem` reports.
            SceneKey("asset", String.self, check: .nonEmpty, doc: "An image set of the asset catalog given with `render --assets DIR`.",
                     get: { root in if case .asset(let name)? = root[keyPath: picture]?.source { name } else { nil } },
                     set: { root, name in
                         let unset = root[keyPath: picture].map { $0.source == ComponentImage.unset.source } ?? true
                         set(&root, unset ? .asset(name) : .asset(""))
                     }),
            SceneKey("contentMode", ContentMode.self, doc: "Where the picture goes in its area (UIView.ContentMode); default scaleAspectFill.",
                     get: { $0[keyPath: picture]?.contentMode },
                     set: { root, mode in
                         root[keyPath: picture] = ComponentImage(root[keyPath: picture]?.source ?? ComponentImage.unset.source, contentMode: mode)
                     }),
        ]
    }

    /// Why the keys `keys(_:)` read do not name one picture: both `path` and `asset`, or neither
    /// (a `contentMode` alone); nil when they name one picture, or none at all.
    static func problem(_ picture: ComponentImage?) -> (key: String, problem: String)? {
        switch picture?.source {
        case .file("", _)?: ("path", "an image needs a \"path\" (a file) or an \"asset\" (an asset catalog name)")
        case .asset("")?: ("asset", "an image has a \"path\" or an \"asset\", not both")
        default: nil
        }
    }
}

extension ComponentImage: SceneConfigurable, SceneValue {
    /// What the keys of an object naming no picture leave: `problem` reports it.
    static let unset = ComponentImage(.file("", scale: nil))

    /// The picture itself, as the optional `keys(_:)` reads into (never nil).
    private var some: ComponentImage? {
        get { self }
        set { if let newValue { self = newValue } }
    }

    public static var sceneKeys: SceneKeys<ComponentImage> {
        SceneKeys(component: nil, prototype: unset, summary: "A picture: a \"path\" or an \"asset\", and a \"contentMode\".",
                  keys: keys(\.some), validate: { problem($0) })
    }
}
