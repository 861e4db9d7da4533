import CPNG

/// What lets a snapshot reference be matched without decoding it: XXH3-128 (xxHash) of the
/// pixels the reference decodes to, with its size, bound to the PNG's image data (XXH3-64 of its
/// IDAT chunks), so a reference whose image data another tool rewrote (an optimizer that keeps
/// text chunks) is no longer trusted and is decoded and compared as any other. Kept in the
/// reference as an iTXt chunk (`PNGTextChunk`, keyword "layout-render-pixels"):
/// `xxh3-128 <32 hex digits> size <width>x<height> idat <16 hex digits>`.
///
/// Decoding a reference was a fifth of a debug snapshot's work (libpng's inflate and unfiltering
/// of a phone-sized picture), and a test suite's references nearly all match; digesting the new
/// picture costs a hundredth of that. Two different pictures share a digest with a probability
/// of about 2^-128.
public struct PixelDigest: Sendable, Hashable {
    /// The PNG text chunk's keyword.
    public static let keyword = "layout-render-pixels"

    public var width: Int
    public var height: Int
    /// XXH3-128 of the straight-alpha RGBA pixels, 32 lowercase hex digits.
    public var pixels: String
    /// XXH3-64 of the PNG's IDAT chunks' data, 16 lowercase hex digits.
    public var imageData: String

    /// The digest of `png`, which decodes to `image`; nil when `png`'s chunks cannot be walked.
    public init?(png: [UInt8], decodedAs image: RGBAImage) {
        guard image.hasConsistentSize, let imageData = PixelDigest.imageData(of: png) else { return nil }
        self.init(width: image.width, height: image.height, pixels: PixelDigest.pixels(of: image), imageData: imageData)
    }

    init(width: Int, height: Int, pixels: String, imageData: String) {
        self.width = width
        self.height = height
        self.pixels = pixels
        self.imageData = imageData
    }

    /// The chunk's text.
    public var text: String { "xxh3-128 \(pixels) size \(width)x\(height) idat \(imageData)" }

    /// Reads `text` back; nil when it is not a digest.
    public init?(text: String) {
        let fields = text.split(separator: " ")
        guard fields.count == 6, fields[0] == "xxh3-128", fields[2] == "size", fields[4] == "idat",
              fields[1].count == 32, fields[5].count == 16 else { return nil }
        let size = fields[3].split(separator: "x")
        guard size.count == 2, let width = Int(size[0]), let height = Int(size[1]) else { return nil }
        self.init(width: width, height: height, pixels: String(fields[1]), imageData: String(fields[5]))
    }

    /// `png` with this digest in it (after its IHDR; the image data is untouched).
    public func stamped(_ png: [UInt8]) -> [UInt8] { PNGTextChunk.adding(text, keyword: Self.keyword, to: png) }

    /// Whether `png` carries a digest that still describes its image data and equals `image`'s
    /// pixels: then `png` decodes to exactly `image`. False when it has none, or anything differs
    /// (the caller decodes and compares).
    public static func png(_ png: [UInt8], matches image: RGBAImage) -> Bool {
        guard image.hasConsistentSize, let text = PNGTextChunk.text(keyword: keyword, in: png),
              let recorded = PixelDigest(text: text),
              recorded.width == image.width, recorded.height == image.height,
              recorded.imageData == imageData(of: png) else { return false }
        return recorded.pixels == pixels(of: image)
    }

    static func pixels(of image: RGBAImage) -> String {
        var halves: (UInt64, UInt64) = (0, 0)
        image.pixels.withUnsafeBufferPointer { bytes in
            withUnsafeMutableBytes(of: &halves) { out in
                lr_digest128(bytes.baseAddress, bytes.count, out.baseAddress!.assumingMemoryBound(to: UInt64.self))
            }
        }
        return hex(halves.0) + hex(halves.1)
    }

    static func imageData(of png: [UInt8]) -> String? {
        var digest: UInt64 = 0
        let walked = png.withUnsafeBufferPointer { lr_png_image_data_digest($0.baseAddress, $0.count, &digest) }
        return walked != 0 ? hex(digest) : nil
    }

    /// The render fingerprint's 64-bit digest of `bytes` (`lr_word_digest`), 16 lowercase hex
    /// digits: for telling font files and images apart, not for security. In C because a debug
    /// build's Swift loop spent about 8 ms of a test process digesting its fonts.
    public static func words(_ bytes: [UInt8]) -> String {
        hex(bytes.withUnsafeBufferPointer { lr_word_digest($0.baseAddress, $0.count) })
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
