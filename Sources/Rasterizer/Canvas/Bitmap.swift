/// Pixels in memory: premultiplied RGBA8, rows top to bottom, no padding.
/// The canvas draws into one; the PNG encoder un-premultiplies it.
public struct Bitmap: Sendable, Hashable {
    public let width: Int
    public let height: Int
    /// width * height * 4 bytes: R, G, B, A premultiplied by A. Code that reads a bitmap it did
    /// not make checks the count again, since the array can be replaced.
    public var pixels: [UInt8]

    /// A bitmap of these pixels; nil when the sizes are negative or the count is not
    /// width * height * 4.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, width.multipliedReportingOverflow(by: height).overflow == false,
              pixels.count == width * height * 4 else { return nil }
        self.init(checkedWidth: width, height: height, pixels: pixels)
    }

    /// A bitmap whose pixel count the caller has already made right (the canvas).
    init(checkedWidth width: Int, height: Int, pixels: [UInt8]) {
        self.width = width; self.height = height; self.pixels = pixels
    }
}
