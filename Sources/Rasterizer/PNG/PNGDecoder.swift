import CPNG

/// Reads PNG bytes with libpng into a straight-alpha `RGBAImage`.
///
/// Every PNG libpng reads is accepted: palette (with or without tRNS), gray and gray+alpha at
/// any bit depth, RGB and RGBA at 8 or 16 bits, interlaced or not. 16-bit samples are scaled
/// with rounding; gamma and color-profile chunks are ignored (samples are taken as sRGB, as
/// browsers and pixelmatch do for untagged screenshots). Corrupt or truncated data throws a
/// `PNGError` carrying libpng's message; nothing crashes.
public struct PNGDecoder: Sendable, Hashable {
    /// The largest image accepted, in pixels; past it decoding throws `.tooLarge` before any
    /// pixel memory is allocated (a hostile header can claim 2^62 pixels).
    public var maximumPixelCount: Int

    /// 2^28 pixels (1 GiB of RGBA8), the canvas's own limit.
    public static let defaultMaximumPixelCount = 1 << 28

    /// Creates a decoder with a pixel limit.
    public init(maximumPixelCount: Int = PNGDecoder.defaultMaximumPixelCount) {
        self.maximumPixelCount = maximumPixelCount
    }

    /// The width and height a PNG's header declares, without decoding pixels; the header is
    /// checked by libpng (signature, IHDR CRC and values).
    public func imageSize(_ bytes: [UInt8]) throws(PNGError) -> (width: Int, height: Int) {
        var message = [CChar](repeating: 0, count: 256)
        var width: UInt32 = 0
        var height: UInt32 = 0
        let status = bytes.withUnsafeBufferPointer { data in
            message.withUnsafeMutableBufferPointer { text in
                lr_png_read_size(data.baseAddress, data.count, &width, &height, text.baseAddress, text.count)
            }
        }
        guard status == LR_PNG_OK else { throw PNGError.fromCodec(status, message: message) }
        return (Int(width), Int(height))
    }

    /// Decodes PNG bytes.
    public func decode(_ bytes: [UInt8]) throws(PNGError) -> RGBAImage {
        let size = try imageSize(bytes)
        var message = [CChar](repeating: 0, count: 256)
        var width = UInt32(size.width)
        var height = UInt32(size.height)
        let pixelCount = Int(width) * Int(height)
        guard pixelCount <= maximumPixelCount else {
            throw PNGError(.tooLarge, message:
                "\(width)x\(height) is \(pixelCount) pixels, more than the limit of \(maximumPixelCount)")
        }
        var status = LR_PNG_OK
        let limit = UInt64(max(0, maximumPixelCount))
        let pixels = [UInt8](unsafeUninitializedCapacity: pixelCount * 4) { rgba, initialized in
            status = bytes.withUnsafeBufferPointer { data in
                message.withUnsafeMutableBufferPointer { text in
                    lr_png_decode_rgba(data.baseAddress, data.count, limit, rgba.baseAddress, rgba.count,
                                       &width, &height, text.baseAddress, text.count)
                }
            }
            initialized = status == LR_PNG_OK ? pixelCount * 4 : 0
        }
        guard status == LR_PNG_OK else { throw PNGError.fromCodec(status, message: message) }
        return RGBAImage(validatedWidth: Int(width), height: Int(height), pixels: pixels)
    }

    /// Reads and decodes the PNG file at `path`; errors name the file.
    public func decode(contentsOfFile path: String) throws(PNGError) -> RGBAImage {
        try decode(PNGDecoder.fileBytes(atPath: path), fromFile: path)
    }

    /// Decodes `bytes` read from the file at `path`; errors name the file.
    public func decode(_ bytes: [UInt8], fromFile path: String) throws(PNGError) -> RGBAImage {
        do {
            return try decode(bytes)
        } catch {
            throw error.inFile(path)
        }
    }

    /// The raw bytes of the file at `path`, failing as `.unreadableFile` with the system's reason.
    public static func fileBytes(atPath path: String) throws(PNGError) -> [UInt8] {
        do {
            return try FileBytes.read(atPath: path)
        } catch {
            throw PNGError(.unreadableFile, message: error.reason, path: path)
        }
    }
}
