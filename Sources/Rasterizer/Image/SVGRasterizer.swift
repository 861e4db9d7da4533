import CRsvg
import LayoutEngine

/// Draws SVG icons with librsvg into straight-alpha RGBA8 at the size they are shown.
///
/// The SVG is read from memory with no base file, so nothing it references outside itself
/// (`<image href="file:...">`, `xi:include`, external stylesheets) is loaded: librsvg resolves
/// references only against a base location, and refuses them without one. Entity expansion
/// beyond librsvg's own limits (billion laughs) fails with librsvg's parse error; the handle is
/// created without `RSVG_HANDLE_FLAG_UNLIMITED`, which keeps libxml2's size limits.
/// The document's size in CSS pixels is its size in points; it is rasterized with the
/// placement's scale so that its pixels land one-to-one on the device (a 24 pt icon at 3x is
/// drawn from 72 x 72 pixels, not enlarged from 24).
public struct SVGRasterizer: Sendable, Hashable {
    /// The most pixels a rasterized SVG may have.
    public var maximumPixelCount: Int

    /// A rasterizer with a pixel limit.
    public init(maximumPixelCount: Int = ImageDecoder.defaultMaximumPixelCount) {
        self.maximumPixelCount = maximumPixelCount
    }

    /// The SVG `bytes` rasterized for `placement` (at 1 pixel per point without one); the result's
    /// scale is the pixels per point used.
    public func rasterize(_ bytes: [UInt8], placement: ImagePlacement?) throws(ImageError) -> ImageContent {
        var error: UnsafeMutablePointer<GError>?
        let handle = bytes.withUnsafeBufferPointer { data in
            rsvg_handle_new_from_data(data.baseAddress, gsize(data.count), &error)
        }
        guard let handle else { throw SVGRasterizer.failure(error, "librsvg could not read the document") }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        let size = try documentSize(handle)
        var pixelsPerPoint = placement?.deviceScale ?? 1
        if let placement, let drawn = placement.drawnPixelSize(of: size) {
            pixelsPerPoint = max(drawn.width / size.width, drawn.height / size.height)
        }
        // Checked as doubles before any conversion: a document 1e300 wide has no Int size.
        let pixelWidth = (size.width * pixelsPerPoint).rounded(.up), pixelHeight = (size.height * pixelsPerPoint).rounded(.up)
        guard pixelWidth >= 1, pixelHeight >= 1, pixelWidth * pixelHeight <= Double(maximumPixelCount),
              pixelWidth <= Double(Int32.max / 4), pixelHeight <= Double(Int32.max) else {
            throw ImageError(.tooLarge, format: .svg, message:
                "\(size.width)x\(size.height) at \(pixelsPerPoint)x is more than the limit of \(maximumPixelCount) pixels")
        }
        let width = Int(pixelWidth), height = Int(pixelHeight), count = width * height
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw ImageError(.tooLarge, format: .svg, message: "cairo could not allocate \(width)x\(height) pixels")
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            throw ImageError(.tooLarge, format: .svg, message: "cairo could not allocate \(width)x\(height) pixels")
        }
        defer { cairo_destroy(context) }
        var viewport = RsvgRectangle(x: 0, y: 0, width: size.width * pixelsPerPoint, height: size.height * pixelsPerPoint)
        guard rsvg_handle_render_document(handle, context, &viewport, &error) != 0 else {
            throw SVGRasterizer.failure(error, "librsvg could not draw the document")
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            throw ImageError(.corrupt, format: .svg, message: "cairo gave no pixels")
        }
        // cairo's ARGB32 is premultiplied, one native-endian 32-bit word a pixel.
        let rgba = [UInt8](unsafeUninitializedCapacity: count * 4) { out, initialized in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).bindMemory(to: UInt32.self, capacity: width)
                for x in 0..<width {
                    let argb = row[x]
                    let a = UInt8(argb >> 24)
                    let o = (y * width + x) * 4
                    out[o] = RGBAImage.unpremultiplied(UInt8(argb >> 16 & 0xFF), alpha: a)
                    out[o + 1] = RGBAImage.unpremultiplied(UInt8(argb >> 8 & 0xFF), alpha: a)
                    out[o + 2] = RGBAImage.unpremultiplied(UInt8(argb & 0xFF), alpha: a)
                    out[o + 3] = a
                }
            }
            initialized = count * 4
        }
        return ImageContent(width: width, height: height, rgba: rgba, scale: pixelsPerPoint)
    }

    /// The document's intrinsic size in CSS pixels (width and height attributes), or its viewBox
    /// when it has no absolute size.
    private func documentSize(_ handle: UnsafeMutablePointer<RsvgHandle>) throws(ImageError) -> Size {
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0, width > 0, height > 0,
           width.isFinite, height.isFinite {
            return Size(width: width, height: height)
        }
        var hasViewBox: gboolean = 0
        var viewBox = RsvgRectangle()
        rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
        guard hasViewBox != 0, viewBox.width > 0, viewBox.height > 0, viewBox.width.isFinite, viewBox.height.isFinite else {
            throw ImageError(.corrupt, format: .svg, message: "the document has neither a size nor a viewBox")
        }
        return Size(width: viewBox.width, height: viewBox.height)
    }

    /// An `ImageError` with GLib's message, freeing the error.
    private static func failure(_ error: UnsafeMutablePointer<GError>?, _ fallback: String) -> ImageError {
        defer { if let error { g_error_free(error) } }
        let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? fallback
        return ImageError(.corrupt, format: .svg, message: message)
    }
}
