import LayoutEngine
import DesignSystem
import Rasterizer

/// How to turn a value into the image a snapshot stores: the "how to snapshot" half of a
/// strategy, after swift-snapshot-testing's `Snapshotting` (comparison is the tolerance's job).
///
/// Anything that can produce a `Bitmap`, an `RGBAImage` or a `Scene` can be asserted: start from
/// `.image` (or `.scene(drawnBy:)`) and `pullback` to your type.
public struct ImageSnapshot<Value>: Sendable {
    /// Produces the straight-alpha image for a value; a thrown error fails the assertion.
    public var render: @Sendable (Value) throws -> RGBAImage

    /// Creates a strategy from a render function.
    public init(render: @escaping @Sendable (Value) throws -> RGBAImage) {
        self.render = render
    }

    /// A strategy for another type, which first becomes a `Value`.
    public func pullback<Other>(_ transform: @escaping @Sendable (Other) throws -> Value) -> ImageSnapshot<Other> {
        let render = self.render
        return ImageSnapshot<Other> { try render(transform($0)) }
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
    /// A scene drawn by `painter` (the rasterizer's scene painter, or any function to a bitmap).
    public static func scene(drawnBy painter: @escaping @Sendable (Scene) throws -> Bitmap) -> ImageSnapshot<Scene> {
        ImageSnapshot<Bitmap>.image.pullback(painter)
    }
}
