import CPNG
import LayoutEngine

/// An image with straight (not premultiplied) alpha: RGBA8 rows, top to bottom, no padding.
///
/// This is what PNG files hold and what image comparison works on; `Bitmap` is the
/// premultiplied form the canvas draws into. The conversions between them follow one
/// documented rounding rule each (see `premultiplied(_:alpha:)` and
/// `unpremultiplied(_:alpha:)`), so a premultiplied pixel survives the round trip
/// Bitmap -> RGBAImage -> Bitmap exactly.
public struct RGBAImage: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// width * height * 4 bytes: R, G, B, A, with color not multiplied by alpha.
    public var pixels: [UInt8]

    /// Wraps straight-alpha pixels; nil when `pixels` does not hold width * height * 4 bytes
    /// or a side is negative.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard let bytes = RGBAImage.byteCount(width: width, height: height), bytes == pixels.count else {
            return nil
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Trusted initializer for sizes already validated by the caller.
    init(validatedWidth width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// True when `pixels` holds exactly width * height * 4 bytes (`pixels` is mutable, so code
    /// that hands the buffer to C or indexes it by size checks this first).
    public var hasConsistentSize: Bool {
        RGBAImage.byteCount(width: width, height: height) == pixels.count
    }

    /// width * height * 4, or nil when a side is negative or the product overflows.
    static func byteCount(width: Int, height: Int) -> Int? {
        guard width >= 0, height >= 0 else { return nil }
        let (pixelCount, overflow) = width.multipliedReportingOverflow(by: height)
        let (bytes, overflow4) = pixelCount.multipliedReportingOverflow(by: 4)
        return overflow || overflow4 ? nil : bytes
    }

    /// The straight-alpha form of a premultiplied bitmap. An opaque bitmap's pixels are already
    /// straight and are shared, not copied.
    public init(_ bitmap: Bitmap) {
        let premultiplied = bitmap.pixels
        let pixelCount = premultiplied.count / 4
        let opaque = premultiplied.withUnsafeBufferPointer { lr_rgba_is_opaque($0.baseAddress, pixelCount) != 0 }
        guard !opaque else {
            self.init(validatedWidth: bitmap.width, height: bitmap.height, pixels: premultiplied)
            return
        }
        let pixels = [UInt8](unsafeUninitializedCapacity: premultiplied.count) { output, initialized in
            premultiplied.withUnsafeBufferPointer { lr_rgba_unpremultiply($0.baseAddress, output.baseAddress, pixelCount) }
            initialized = premultiplied.count
        }
        self.init(validatedWidth: bitmap.width, height: bitmap.height, pixels: pixels)
    }

    /// The image as a scene's image content (same straight-alpha bytes).
    public var imageContent: ImageContent {
        ImageContent(width: width, height: height, rgba: pixels)
    }

    /// The image held by a scene's image content; nil when its byte count does not match its size.
    public init?(_ content: ImageContent) {
        self.init(width: content.width, height: content.height, pixels: content.rgba)
    }

    /// True when every pixel has alpha 255.
    public var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { RGBAImage.alphaIsOpaque($0) }
    }

    /// True when every fourth byte of `rgba` is 255.
    static func alphaIsOpaque(_ rgba: UnsafeBufferPointer<UInt8>) -> Bool {
        lr_rgba_is_opaque(rgba.baseAddress, rgba.count / 4) != 0
    }

    /// Straight color from premultiplied: round(c * 255 / a), clamped to 255 when the input is
    /// not a valid premultiplied value (c > a); a fully transparent pixel becomes 0. The image
    /// conversions apply this rule in C (`lr_rgba_unpremultiply`); the tests hold them equal.
    /// Rounding to nearest (rather than truncating, as some encoders do) is what makes
    /// premultiplied -> straight -> premultiplied exact: the error before rounding back is at
    /// most 0.5 * a / 255 < 0.5.
    @inlinable
    public static func unpremultiplied(_ component: UInt8, alpha: UInt8) -> UInt8 {
        guard alpha != 0 else { return 0 }
        let a = UInt32(alpha)
        return UInt8(min(255, (UInt32(component) * 255 + a / 2) / a))
    }

    /// Premultiplied color from straight: round(c * a / 255), computed exactly with the
    /// divide-by-255 identity (t + (t >> 8)) >> 8 for t = c * a + 128 (Jim Blinn, "Three Wrongs
    /// Make a Right", IEEE CG&A 1995), which equals the rounded quotient for all 8-bit inputs.
    @inlinable
    public static func premultiplied(_ component: UInt8, alpha: UInt8) -> UInt8 {
        let t = UInt32(component) * UInt32(alpha) + 128
        return UInt8((t + (t >> 8)) >> 8)
    }
}

extension Bitmap {
    /// The premultiplied form of a straight-alpha image (rounding rule: `RGBAImage.premultiplied`).
    /// An image whose buffer does not match its size gives an empty (0x0) bitmap rather than a trap.
    public init(_ image: RGBAImage) {
        guard image.hasConsistentSize else {
            self.init(checkedWidth: 0, height: 0, pixels: [])
            return
        }
        let straight = image.pixels
        let pixels = [UInt8](unsafeUninitializedCapacity: straight.count) { output, initialized in
            straight.withUnsafeBufferPointer { lr_rgba_premultiply($0.baseAddress, output.baseAddress, straight.count / 4) }
            initialized = straight.count
        }
        self.init(checkedWidth: image.width, height: image.height, pixels: pixels)
    }
}
