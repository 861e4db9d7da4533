/// The file formats the image decoder reads, told apart by their first bytes, never by the file's
/// name (a JPEG saved as `avatar.png` is still read; a text file named `.png` is refused).
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
    case png, jpeg, webp, gif, svg

    /// The format whose signature starts `bytes`: PNG's 8-byte signature (PNG spec 5.2), JPEG's
    /// SOI marker FF D8 FF (ITU T.81 B.1.1.3), `RIFF....WEBP` (RFC 9649 section 2.4), `GIF87a` or
    /// `GIF89a` (GIF89a section 17), or for SVG an
    /// XML declaration or an `<svg` element after whitespace and comments; nil for anything else.
    public init?(sniffing bytes: [UInt8]) {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
            self = .webp
        } else if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) {
            self = .gif
        } else if ImageFormat.looksLikeSVG(bytes) {
            self = .svg
        } else {
            return nil
        }
    }

    /// True when the text at the start of `bytes` (after a UTF-8 byte order mark and whitespace)
    /// is `<?xml`, `<!--`, `<!DOCTYPE svg` or `<svg`, and an `<svg` element appears in the first 4 KiB.
    private static func looksLikeSVG(_ bytes: [UInt8]) -> Bool {
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        let head = String(decoding: bytes[start..<min(bytes.count, start + 4096)], as: UTF8.self)
        guard head.hasPrefix("<?xml") || head.hasPrefix("<!--") || head.hasPrefix("<!DOCTYPE") || head.hasPrefix("<svg") else {
            return false
        }
        return head.contains("<svg")
    }
}
