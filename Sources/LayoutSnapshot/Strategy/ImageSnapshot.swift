import LayoutEngine
import DesignSystem
import Rasterizer

/// How to turn a value into the image a snapshot stores: the "how to snapshot" half of a
/// strategy, after swift-snapshot-testing's `Snapshotting` (comparison is the tolerance's job).
///
/// Anything that can produce a `Bitmap`, an `RGBAImage` or a `Scene` can be asserted: start from
/// `.image` (or `.scene(drawnBy:)`) and `pullback` to your type. A strategy that starts from a
/// scene also keeps its layout tree beside the reference, so its failures say what moved.
public struct ImageSnapshot<Value>: Sendable {
    /// Produces the image for a value and, when the value is laid out, its layout tree; a thrown
    /// error fails the assertion.
    public var capture: @Sendable (Value) throws -> SnapshotCapture

    /// A strategy from a function that draws and may lay out.
    public static func capturing(_ capture: @escaping @Sendable (Value) throws -> SnapshotCapture) -> ImageSnapshot {
        ImageSnapshot(capture: capture)
    }

    // Not public, and not internal either: `ImageSnapshot { ... }` with a trailing closure must
    // keep meaning `init(render:)`, also for `@testable` importers.
    fileprivate init(capture: @escaping @Sendable (Value) throws -> SnapshotCapture) {
        self.capture = capture
    }

    /// Creates a strategy from a render function; its snapshots have no layout tree.
    public init(render: @escaping @Sendable (Value) throws -> RGBAImage) {
        self.capture = { SnapshotCapture(image: try render($0)) }
    }

    /// Produces the straight-alpha image for a value.
    public var render: @Sendable (Value) throws -> RGBAImage {
        let capture = self.capture
        return { try capture($0).image }
    }

    /// A strategy for another type, which first becomes a `Value`.
    public func pullback<Other>(_ transform: @escaping @Sendable (Other) throws -> Value) -> ImageSnapshot<Other> {
        let capture = self.capture
        return ImageSnapshot<Other>(capture: { try capture(transform($0)) })
    }
}

/// What a strategy makes of a value: the image a reference stores and, for a laid-out value,
/// the layout tree kept beside it (`<name>.layout.json`) and what drew it (kept in the PNG).
public struct SnapshotCapture: Sendable {
    /// The straight-alpha image.
    public var image: RGBAImage
    /// The laid-out node tree; nil for a plain image.
    public var layout: LayoutTree?
    /// The renderer and the fonts and images drawn; nil for a plain image.
    public var fingerprint: RenderFingerprint?
    /// The text nodes with characters no font draws, one line each naming the node and the
    /// characters (`"title: \"\u{E000}\" (U+E000)"`); the snapshot fails or warns on them
    /// (`MissingGlyphPolicy`). Empty for a plain image.
    public var missingGlyphs: [String]

    /// A capture of `image` and, if there are, its layout, fingerprint and text no font draws.
    public init(image: RGBAImage, layout: LayoutTree? = nil, fingerprint: RenderFingerprint? = nil,
                missingGlyphs: [String] = []) {
        self.image = image
        self.layout = layout
        self.fingerprint = fingerprint
        self.missingGlyphs = missingGlyphs
    }
}

extension ImageSnapshot where Value == RGBAImage {
    /// The image itself.
    public static var image: ImageSnapshot<RGBAImage> { ImageSnapshot { $0 } }
}

extension ImageSnapshot where Value == Bitmap {
    /// A premultiplied bitmap, un-premultiplied as the PNG encoder does.
    public static var image: ImageSnapshot<Bitmap> { ImageSnapshot { RGBAImage($0) } }
}

extension ImageSnapshot where Value == Scene {
    /// A scene drawn by `painter` (the rasterizer's scene painter, or any function to a bitmap),
    /// with its layout tree, fingerprint and the text nodes with characters no font draws.
    public static func scene(drawnBy painter: @escaping @Sendable (Scene) throws -> Bitmap) -> ImageSnapshot<Scene> {
        ImageSnapshot(capture: { scene in
            SnapshotCapture(image: RGBAImage(try painter(scene)), layout: LayoutTree(scene: scene),
                            fingerprint: RenderFingerprint(scene: scene), missingGlyphs: MissingGlyphs.find(in: scene))
        })
    }
}
