/// Pixels in memory: premultiplied RGBA8, rows top to bottom, no padding.
/// The canvas draws into one; the PNG encoder un-premultiplies it.
public struct Bitmap: Sendable, Hashable {
    public let width: Int
    public let height: Int
    /// width * height * 4 bytes: R, G, B, A premultiplied by A.
    public var pixels: [UInt8]
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "Bitmap: pixel count does not match the size")
        self.width = width; self.height = height; self.pixels = pixels
    }
}
