import Foundation
import LayoutEngine

/// A team's `Assets.xcassets` folder read into plain values: its image sets (files per scale)
/// and color sets (light and dark), found by name as `UIImage(named:)` and `UIColor(named:)` find
/// them. The format is Xcode's ("Asset Catalog Format Reference", Apple): every `.imageset` and
/// `.colorset` folder holds a `Contents.json`; a folder whose `Contents.json` sets
/// `properties.provides-namespace` prefixes the names inside it with its own name and a slash.
public struct AssetCatalog: Sendable {
    /// One image file of an image set.
    public struct ImageVariant: Sendable, Hashable {
        /// The file's path.
        public var path: String
        /// Its scale (1, 2, 3), nil for a single-scale entry (a vector PDF or SVG, or one bitmap
        /// for every scale).
        public var scale: Double?
        /// `universal` or `iphone` (the idioms a phone uses; other idioms are left out).
        public var idiom: String
    }

    /// The catalog folder.
    public let path: String
    /// The image sets by name: their phone variants.
    public let images: [String: [ImageVariant]]
    /// The color sets by name: the color for any appearance, and for dark when given.
    public let colors: [String: (any: Color?, dark: Color?)]
    /// The symbol sets (`.symbolset`, a team's custom SF Symbols) by name: their template SVG's path.
    public let symbols: [String: String]

    /// Reads the catalog at `path`; a malformed `Contents.json` is an error naming it.
    public init(path: String) throws(ImageError) {
        guard PlatformPath.isFolder(path) else {
            throw ImageError(.unreadableFile, message: "no asset catalog folder here", path: path)
        }
        var images: [String: [ImageVariant]] = [:]
        var colors: [String: (any: Color?, dark: Color?)] = [:]
        var symbols: [String: String] = [:]
        try AssetCatalog.walk(path, namespace: "", images: &images, colors: &colors, symbols: &symbols)
        self.path = path
        self.images = images
        self.colors = colors
        self.symbols = symbols
    }

    /// The variant of image set `name` that iOS shows on a device of `scale`: the variant of that
    /// scale, else the nearest larger one, else the largest smaller one (Apple, "Image Size and
    /// Resolution": a missing scale is made from the next one available); an `iphone` entry over a
    /// `universal` one of the same scale. A single-scale entry serves every scale.
    public func variant(named name: String, scale: Double) throws(ImageError) -> ImageVariant {
        guard let variants = images[name], !variants.isEmpty else {
            throw ImageError(.missingAsset, message: "no image set named \"\(name)\" in the asset catalog", path: path)
        }
        let ranked = variants.sorted { a, b in
            let ka = AssetCatalog.rank(a, scale: scale), kb = AssetCatalog.rank(b, scale: scale)
            return ka != kb ? ka < kb : a.path < b.path
        }
        return ranked[0]
    }

    /// The file of image set `name` for a device of `scale` and the scale of its pixels: the
    /// variant's, 1 for a single-scale bitmap, nil for an SVG (drawn at the device's scale). A
    /// single-scale vector PDF is refused with a message saying so: PDFs are not drawn here.
    public func file(named name: String, scale: Double) throws(ImageError) -> (path: String, scale: Double?) {
        let chosen = try variant(named: name, scale: scale)
        let lower = chosen.path.lowercased()
        if lower.hasSuffix(".pdf") {
            throw ImageError(.unsupported, message: "image set \"\(name)\" is a single-scale vector PDF, which is not drawn; "
                             + "add PNGs for 1x, 2x and 3x or an SVG", path: chosen.path)
        }
        return (chosen.path, chosen.scale ?? (lower.hasSuffix(".svg") ? nil : 1))
    }

    /// Image set `name` decoded for a device of `scale` (through `cache`), with its file's scale.
    public func image(named name: String, scale: Double, placement: ImagePlacement? = nil,
                      cache: ImageCache = .shared) throws(ImageError) -> ImageContent {
        let chosen = try file(named: name, scale: scale)
        return try cache.image(atPath: chosen.path, scale: chosen.scale, placement: placement)
    }

    /// Color set `name` in the light (any) or dark appearance; dark falls back to any when the set
    /// has no dark color, as iOS does.
    public func color(named name: String, dark: Bool = false) throws(ImageError) -> Color {
        guard let entry = colors[name], let color = (dark ? entry.dark ?? entry.any : entry.any ?? entry.dark) else {
            throw ImageError(.missingAsset, message: "no color set named \"\(name)\" in the asset catalog", path: path)
        }
        return color
    }

    /// Lower is better: exact scale, then larger scales nearest first, then smaller ones largest
    /// first; single-scale entries after every scaled one; `iphone` before `universal`.
    private static func rank(_ v: ImageVariant, scale: Double) -> (Int, Double, Int) {
        let idiom = v.idiom == "iphone" ? 0 : 1
        guard let s = v.scale else { return (3, 0, idiom) }
        if s == scale { return (0, 0, idiom) }
        return s > scale ? (1, s, idiom) : (2, -s, idiom)
    }

    private static func walk(_ folder: String, namespace: String, images: inout [String: [ImageVariant]],
                             colors: inout [String: (any: Color?, dark: Color?)], symbols: inout [String: String]) throws(ImageError) {
        guard let entries = PlatformPath.entries(of: folder)?.sorted() else {
            throw ImageError(.unreadableFile, message: "cannot list the folder", path: folder)
        }
        for entry in entries {
            let child = folder + "/" + entry
            guard PlatformPath.isFolder(child) else { continue }
            if entry.hasSuffix(".imageset") {
                let name = namespace + String(entry.dropLast(".imageset".count))
                images[name] = try imageSet(at: child)
            } else if entry.hasSuffix(".colorset") {
                let name = namespace + String(entry.dropLast(".colorset".count))
                colors[name] = try colorSet(at: child)
            } else if entry.hasSuffix(".symbolset") {
                let contents = try json(at: child + "/Contents.json")
                let file = (contents["symbols"] as? [[String: Any]])?.lazy.compactMap { $0["filename"] as? String }.first
                if let file, !file.contains("/") { symbols[namespace + String(entry.dropLast(".symbolset".count))] = child + "/" + file }
            } else if !entry.contains(".") {
                let contents = try? json(at: child + "/Contents.json")
                let properties = contents?["properties"] as? [String: Any]
                let prefix = (properties?["provides-namespace"] as? Bool) == true ? namespace + entry + "/" : namespace
                try walk(child, namespace: prefix, images: &images, colors: &colors, symbols: &symbols)
            }
        }
    }

    private static func imageSet(at folder: String) throws(ImageError) -> [ImageVariant] {
        let contents = try json(at: folder + "/Contents.json")
        let entries = contents["images"] as? [[String: Any]] ?? []
        return entries.compactMap { entry -> ImageVariant? in
            guard let file = entry["filename"] as? String, !file.contains("/"),
                  let idiom = entry["idiom"] as? String, idiom == "universal" || idiom == "iphone",
                  entry["appearances"] == nil else { return nil }
            let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) }
            return ImageVariant(path: folder + "/" + file, scale: scale, idiom: idiom)
        }
    }

    private static func colorSet(at folder: String) throws(ImageError) -> (any: Color?, dark: Color?) {
        let file = folder + "/Contents.json"
        let contents = try json(at: file)
        var any: Color?, dark: Color?
        for entry in contents["colors"] as? [[String: Any]] ?? [] {
            guard let color = entry["color"] as? [String: Any] else { continue }
            guard let components = color["components"] as? [String: Any] else {
                throw ImageError(.unsupported, message: "a color without components (a system color reference) is not read",
                                 path: file)
            }
            let value = try AssetCatalog.color(components, file: file)
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let isDark = appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark" }
            if isDark { dark = value } else if appearances.isEmpty { any = value }
        }
        return (any, dark)
    }

    /// A color from Xcode's component strings: "0.502" (0...1), "128" (0...255) or "0x80".
    private static func color(_ components: [String: Any], file: String) throws(ImageError) -> Color {
        func channel(_ key: String, default fallback: Double? = nil) throws(ImageError) -> UInt8 {
            let raw = components[key]
            var value: Double?
            if let number = raw as? Double { value = number <= 1 ? number : number / 255 }
            if let text = (raw as? String)?.trimmingCharacters(in: .whitespaces) {
                if text.lowercased().hasPrefix("0x") { value = UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
                else if text.contains(".") { value = Double(text) }
                else { value = Double(text).map { $0 / 255 } }
            }
            guard let v = value ?? fallback, v.isFinite, v >= 0, v <= 1 else {
                throw ImageError(.corrupt, message: "color component \"\(key)\" is not a number in 0...1, 0...255 or 0x00...0xFF",
                                 path: file)
            }
            return UInt8((v * 255).rounded())
        }
        if components["white"] != nil {
            let white = try channel("white")
            return Color(red: white, green: white, blue: white, alpha: try channel("alpha", default: 1))
        }
        return Color(red: try channel("red"), green: try channel("green"), blue: try channel("blue"),
                     alpha: try channel("alpha", default: 1))
    }

    private static func json(at file: String) throws(ImageError) -> [String: Any] {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(atPath: file)
        } catch {
            throw ImageError(.unreadableFile, message: error.reason, path: file)
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)), let dictionary = object as? [String: Any] else {
            throw ImageError(.corrupt, message: "Contents.json is not a JSON object", path: file)
        }
        return dictionary
    }
}
