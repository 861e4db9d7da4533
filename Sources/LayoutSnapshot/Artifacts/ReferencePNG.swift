import Rasterizer

/// A reference image's file: written by the reference encoder (as small as optipng's files),
/// stamped with what drew it (`RenderFingerprint`) and with the digest of the pixels it decodes
/// to (`PixelDigest`), so a later run that draws the same pixels matches it without decoding it.
/// The verifier's recordings and `accept`/`review` write references this one way.
public enum ReferencePNG {
    public static func encode(_ image: RGBAImage, fingerprint: RenderFingerprint?) throws -> [UInt8] {
        let png = try PNGEncoder.reference.encode(image)
        // The digest is of what the file decodes to, the pixels a comparison would read.
        let digest = PixelDigest(png: png, decodedAs: try PNGDecoder().decode(png))
        let stamped = fingerprint?.stamped(png) ?? png
        return digest?.stamped(stamped) ?? stamped
    }
}
