import LayoutEngine
import Rasterizer

/// Where the files a scene file names are found: one rule for raw nodes' images, components'
/// pictures and a loading overlay's Lottie file. A relative path is taken from the scene file's
/// folder (an absolute one is kept); an asset name is looked up in the asset catalog
/// (`render --assets DIR`) for the device's scale, the variant iOS would choose.
public struct SceneFileLocations: Sendable {
    /// The scene file's folder; empty for text not read from a file.
    public var folder: String
    public var assets: AssetCatalog?
    /// The device's (or raw scene's) pixels per point.
    public var scale: Double

    public init(folder: String, assets: AssetCatalog?, scale: Double) {
        self.folder = folder; self.assets = assets; self.scale = scale
    }

    /// `path` as the process opens it.
    public func path(_ path: String) -> String {
        path.hasPrefix("/") || folder.isEmpty ? path : folder + "/" + path
    }

    /// The file of image set `name` for `scale`, and the scale of its pixels.
    public func asset(_ name: String) throws(ImageError) -> (path: String, scale: Double?) {
        guard let assets else { throw Self.noCatalog(name) }
        return try assets.file(named: name, scale: scale)
    }

    /// The error for an asset no catalog was given to look up.
    public static func noCatalog(_ name: String) -> ImageError {
        ImageError(.missingAsset, message: "image asset \"\(name)\" needs an asset catalog (render --assets DIR)")
    }
}
