import LayoutEngine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads PNG, JPEG, WebP, GIF (the first frame) and SVG files into straight-alpha RGBA8 `ImageContent`, the format found
/// from the bytes (`ImageFormat`), the image scale from the file name (`@2x`, `@3x`).
///
/// Decoding is bounded: the header's size is checked against `maximumPixelCount` before any
/// pixel memory is allocated, and every library error (a truncated stream, a bad chunk) is an
/// `ImageError` naming the file. An embedded ICC profile other than sRGB is converted to sRGB
/// (`ColorProfile`, lcms2). Given a placement, a JPEG much larger than its drawing is decoded
/// by libjpeg-turbo at 1/2, 1/4 or 1/8 of its size in the DCT domain (never below the drawn
/// size), and an SVG is rasterized at the size it is drawn.
public struct ImageDecoder: Sendable, Hashable {
    /// The most pixels an image may have, stored or decoded.
    public var maximumPixelCount: Int
    /// The most bytes read from a file.
    public var maximumFileBytes: Int

    /// 2^26 pixels (256 MiB of RGBA8, a 8192 x 8192 image), the canvas's own limit.
    public static let defaultMaximumPixelCount = Canvas.maxPixels
    /// 256 MiB, the scene files' own limit.
    public static let defaultMaximumFileBytes = 256 << 20

    /// A decoder with limits.
    public init(maximumPixelCount: Int = ImageDecoder.defaultMaximumPixelCount,
                maximumFileBytes: Int = ImageDecoder.defaultMaximumFileBytes) {
        self.maximumPixelCount = maximumPixelCount
        self.maximumFileBytes = maximumFileBytes
    }

    /// Reads and decodes the image file at `path`, with the scale its name gives
    /// (`ImageDecoder.scale(fromFileName:)`) unless `scale` is given; errors name the file.
    public func decode(contentsOfFile path: String, scale: Double? = nil,
                       placement: ImagePlacement? = nil) throws(ImageError) -> ImageContent {
        let bytes: [UInt8]
        do {
            bytes = try FileContents.read(atPath: path, limit: maximumFileBytes, regularFilesOnly: true)
        } catch {
            throw ImageError(.unreadableFile, message: error.description, path: path)
        }
        do {
            return try decode(bytes, scale: scale ?? ImageDecoder.scale(fromFileName: path), placement: placement)
        } catch {
            throw error.inFile(path)
        }
    }

    /// Decodes image bytes whose pixels are `scale` per point, converted to sRGB from an embedded
    /// ICC profile (`ColorProfile`).
    public func decode(_ bytes: [UInt8], scale: Double = 1, placement: ImagePlacement? = nil) throws(ImageError) -> ImageContent {
        guard let format = ImageFormat(sniffing: bytes) else {
            let head = bytes.prefix(8).map { String($0, radix: 16, uppercase: true) }.joined(separator: " ")
            throw ImageError(.unknownFormat, message: bytes.isEmpty ? "the file is empty" : "it starts with bytes \(head)")
        }
        // The profile is found once: a CMYK JPEG's decoder takes it (and leaves nil), any other
        // image's pixels are converted with it after decoding.
        var profile = ColorProfile.embedded(in: bytes, format: format)
        var image = try decodePixels(bytes, format: format, scale: scale, placement: placement, profile: &profile)
        if let profile { ColorProfile.convertToSRGB(&image.rgba, from: profile) }
        return image
    }

    /// The pixels of `bytes` as their codec gives them.
    private func decodePixels(_ bytes: [UInt8], format: ImageFormat, scale: Double,
                              placement: ImagePlacement?, profile: inout [UInt8]?) throws(ImageError) -> ImageContent {
        switch format {
        case .png:
            do {
                let image = try PNGDecoder(maximumPixelCount: maximumPixelCount).decode(bytes)
                return ImageContent(width: image.width, height: image.height, rgba: image.pixels, scale: scale)
            } catch {
                throw ImageDecoder.imageError(error)
            }
        case .jpeg:
            return try decodeJPEG(bytes, scale: scale, placement: placement, profile: &profile)
        case .webp:
            return try decodeWebP(bytes, scale: scale)
        case .gif:
            return try decodeGIF(bytes, scale: scale)
        case .svg:
            return try SVGRasterizer(maximumPixelCount: maximumPixelCount).rasterize(bytes, placement: placement)
        }
    }

    /// The image scale a file name says, as `UIImage(named:)` reads it: `name@2x.png` is 2,
    /// `name@3x.jpg` 3, anything else 1 (`UIImage(contentsOfFile:)` gives a plain file scale 1).
    /// A device suffix after the scale (`name@2x~iphone.png`) is allowed.
    public static func scale(fromFileName path: String) -> Double {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let stem = name.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
        let base = stem.split(separator: "~").first.map(String.init) ?? stem
        for factor in [2, 3] where base.hasSuffix("@\(factor)x") { return Double(factor) }
        return 1
    }

    /// Throws `.tooLarge` when `width` x `height` is past the pixel limit (or either is 0).
    func checkSize(_ width: Int, _ height: Int, format: ImageFormat, what: String = "") throws(ImageError) {
        guard width > 0, height > 0 else {
            throw ImageError(.corrupt, format: format, message: "the header declares \(width)x\(height) pixels")
        }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, count <= maximumPixelCount else {
            throw ImageError(.tooLarge, format: format, message:
                "\(width)x\(height)\(what) is more than the limit of \(maximumPixelCount) pixels")
        }
    }

    /// The C codecs' message buffer as a Swift string.
    static func text(_ message: [CChar]) -> String {
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func imageError(_ error: PNGError) -> ImageError {
        let kind: ImageError.Kind
        switch error.kind {
        case .tooLarge: kind = .tooLarge
        case .unreadableFile: kind = .unreadableFile
        case .notPNG: kind = .unknownFormat
        default: kind = .corrupt
        }
        return ImageError(kind, format: .png, message: error.message)
    }
}
