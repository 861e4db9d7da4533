import LayoutEngine

/// Where a decoded image will be drawn: the view's bounds in points, its content mode and the
/// device scale. The decoder uses it to decode no more pixels than the drawing needs (a JPEG at
/// 1/2, 1/4 or 1/8 of its size) and to rasterize an SVG at the size it is drawn, so an icon is
/// sharp at 2x and 3x.
public struct ImagePlacement: Sendable, Hashable {
    /// The view's bounds, in points.
    public var bounds: Size
    /// How the image is placed in them.
    public var contentMode: ContentMode
    /// Device pixels per point.
    public var deviceScale: Double

    /// A placement in `bounds` by `contentMode` at `deviceScale`.
    public init(bounds: Size, contentMode: ContentMode = .scaleToFill, deviceScale: Double = 1) {
        self.bounds = bounds; self.contentMode = contentMode; self.deviceScale = deviceScale
    }

    /// The size in device pixels an image of `imageSize` points is drawn at; nil when the
    /// placement is empty or not finite (the image is then decoded whole).
    public func drawnPixelSize(of imageSize: Size) -> Size? {
        let rect = contentMode.rect(for: imageSize, in: Rect(origin: .zero, size: bounds))
        let w = rect.width * deviceScale, h = rect.height * deviceScale
        guard w.isFinite, h.isFinite, w > 0, h > 0 else { return nil }
        return Size(width: w, height: h)
    }
}
