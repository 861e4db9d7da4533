// Animated PNG (APNG 1.0, wiki.mozilla.org/APNG_Specification; W3C PNG Third Edition §11.3.5):
// a PNG whose acTL chunk announces the frames; each frame's fcTL gives its rectangle, delay
// and blending, the first frame's pixels are the ordinary IDAT, later ones fdAT chunks (a
// sequence number, then IDAT's payload). Pixels are compressed by PNGEncoder (libpng); this
// type takes the zlib stream out of its IDAT chunks and writes the animation chunks around
// it. One IHDR serves every frame, so the writer is told up front whether all frames are
// opaque (RGB, the case of any scene on an opaque background) or not (RGBA). A later frame carries only the
// rectangle that changed and replaces those pixels (blend_op SOURCE, dispose_op NONE), so
// the file grows with what moved. Viewers that do not know APNG show the first frame.

/// Builds an animated PNG frame by frame.
public struct APNGWriter: Sendable {
    public let width: Int, height: Int
    /// How long each frame shows, as a fraction of a second.
    public let delayNumerator: UInt16, delayDenominator: UInt16
    /// How many times the animation plays; 0 loops forever.
    public let plays: UInt32
    /// Every frame is opaque: the file stores RGB.
    public let opaque: Bool
    public var encoder: PNGEncoder
    private var body: [UInt8] = []
    private var frameCount: UInt32 = 0
    private var sequence: UInt32 = 0

    /// The longest delay a frame can have, in seconds: fcTL stores it as a fraction of two
    /// 16-bit numbers, so at most 65535 / 1.
    public static let maximumDelay = 65535.0

    /// A writer for frames of `width` x `height` pixels shown `delay` seconds each (kept as the
    /// nearest fraction with a denominator up to 1000, as APNG stores it); `opaque` promises
    /// that every frame is, and `add` holds the frames to it.
    public init(width: Int, height: Int, delay: Double, opaque: Bool, plays: UInt32 = 0,
                encoder: PNGEncoder = .fast) throws(PNGError) {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw PNGError(.invalidImage, message: "an APNG needs 1 to 2^31-1 pixels a side, got \(width)x\(height)")
        }
        guard delay.isFinite, delay >= 0, delay <= Self.maximumDelay else {
            throw PNGError(.invalidImage, message: "a frame delay must be 0 to \(Int(Self.maximumDelay)) seconds, got \(delay)")
        }
        var best = (numerator: UInt16((delay).rounded()), denominator: UInt16(1), error: abs(delay - delay.rounded()))
        for denominator in 2...1000 {
            let numerator = (delay * Double(denominator)).rounded()
            guard numerator <= 65535 else { break }
            let error = abs(numerator / Double(denominator) - delay)
            if error < best.error - 1e-12 { best = (UInt16(numerator), UInt16(denominator), error) }
        }
        self.width = width; self.height = height; self.opaque = opaque; self.plays = plays; self.encoder = encoder
        delayNumerator = best.numerator; delayDenominator = best.denominator
    }

    /// Adds a frame: `region` of `bitmap` (the whole bitmap for the first frame, which must be
    /// full size); later frames keep the pixels outside their region from the frame before.
    public mutating func add(_ bitmap: Bitmap, region: PixelRect? = nil) throws(PNGError) {
        guard bitmap.width == width, bitmap.height == height else {
            throw PNGError(.invalidImage, message: "frame of \(bitmap.width)x\(bitmap.height) in an APNG of \(width)x\(height)")
        }
        let whole = PixelRect(x: 0, y: 0, width: width, height: height)
        var area = (frameCount == 0 ? whole : region ?? whole).intersection(whole)
        // A frame where nothing changed still holds its delay: one pixel, rewritten as it was.
        if area.isEmpty { area = PixelRect(x: 0, y: 0, width: 1, height: 1) }
        // An opaque premultiplied pixel is its own straight form.
        var straight = [UInt8]()
        straight.reserveCapacity(area.area * 4)
        for row in area.y..<area.maxY {
            let start = (row * width + area.x) * 4
            straight += bitmap.pixels[start..<start + area.width * 4]
        }
        let regionIsOpaque = straight.withUnsafeBufferPointer { RGBAImage.alphaIsOpaque($0) }
        if opaque, !regionIsOpaque {
            throw PNGError(.invalidImage, message: "a frame of an APNG declared opaque has translucent pixels")
        }
        if !regionIsOpaque {
            for i in stride(from: 0, to: straight.count, by: 4) {
                let alpha = straight[i + 3]
                for c in i..<i + 3 { straight[c] = RGBAImage.unpremultiplied(straight[c], alpha: alpha) }
            }
        }
        let png = try encoder.encodeRGBA(straight, width: area.width, height: area.height, opaque: opaque)
        let data = Self.chunks(of: png).filter { $0.type == "IDAT" }.flatMap(\.data)
        var control = Self.bigEndian(sequence)
        for value in [UInt32(area.width), UInt32(area.height), UInt32(area.x), UInt32(area.y)] { control += Self.bigEndian(value) }
        control += Self.bigEndian16(delayNumerator) + Self.bigEndian16(delayDenominator)
        control += [0, 0]  // dispose_op NONE, blend_op SOURCE
        body += Self.chunk("fcTL", control)
        sequence += 1
        if frameCount == 0 {
            body += Self.chunk("IDAT", data)
        } else {
            body += Self.chunk("fdAT", Self.bigEndian(sequence) + data)
            sequence += 1
        }
        frameCount += 1
    }

    /// The file: signature, IHDR (8-bit RGB or RGBA), acTL, the frames, IEND.
    public func finish() throws(PNGError) -> [UInt8] {
        guard frameCount > 0 else { throw PNGError(.invalidImage, message: "an APNG needs at least one frame") }
        return head(frames: frameCount) + body + Self.tail
    }

    /// The start of the file for an animation of `frames` frames: signature, IHDR, acTL. A caller
    /// that streams the file to disk writes it first, then each frame's `takeChunks()`, then `tail`,
    /// holding one frame's chunks at a time instead of the whole animation.
    public func head(frames: UInt32) -> [UInt8] {
        let header = Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height)) + [8, opaque ? 2 : 6, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Self.chunk("IHDR", header)
            + Self.chunk("acTL", Self.bigEndian(frames) + Self.bigEndian(plays))
    }

    /// The frames' chunks added since the last call, taken out of the writer (see `head(frames:)`).
    public mutating func takeChunks() -> [UInt8] {
        defer { body = [] }
        return body
    }

    /// The end of the file: IEND.
    public static let tail = chunk("IEND", [])

    /// The chunks of a PNG the encoder wrote (trusted: lengths are not re-validated beyond bounds).
    static func chunks(of png: [UInt8]) -> [(type: String, data: ArraySlice<UInt8>)] {
        var result: [(String, ArraySlice<UInt8>)] = []
        var i = 8
        while i + 12 <= png.count {
            let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            guard i + 12 + length <= png.count else { break }
            let type = String(decoding: png[i + 4..<i + 8], as: UTF8.self)
            result.append((type, png[i + 8..<i + 8 + length]))
            i += 12 + length
        }
        return result
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    static func bigEndian16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }

    /// CRC-32 of a chunk's type and data (ISO 3309, PNG specification Annex D).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
}
