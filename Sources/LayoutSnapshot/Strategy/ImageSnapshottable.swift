import LayoutEngine
import DesignSystem
import Rasterizer

/// A type with a natural image snapshot, so `assertSnapshot(of: value)` needs no strategy:
/// bitmaps and images as they are, scenes drawn by the rasterizer, screens of components laid
/// out and drawn. Conform your own type by pulling one of these strategies back.
public protocol ImageSnapshottable {
    /// How a value of this type becomes the image its snapshot stores.
    static var imageSnapshot: ImageSnapshot<Self> { get }
}

extension Bitmap: ImageSnapshottable {
    public static var imageSnapshot: ImageSnapshot<Bitmap> { .image }
}

extension RGBAImage: ImageSnapshottable {
    public static var imageSnapshot: ImageSnapshot<RGBAImage> { .image }
}

extension Scene: ImageSnapshottable {
    public static var imageSnapshot: ImageSnapshot<Scene> { .image }
}

extension ComponentScene: ImageSnapshottable {
    public static var imageSnapshot: ImageSnapshot<ComponentScene> { .image }
}
