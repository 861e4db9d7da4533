import CPNG

/// Turns pixels into PNG bytes: by default with our own row filters and DEFLATE coder
/// (`Method.runs`), or with libpng and zlib at a chosen level and row filter (`Method.zlib`).
///
/// A premultiplied `Bitmap` is un-premultiplied first (`RGBAImage.unpremultiplied`). A fully
/// opaque image is written as 8-bit RGB, anything else as 8-bit RGBA (`.reference` picks the
/// smallest color type that holds the pixels). The output is a
/// function of the pixels and the options only (no tIME chunk, no text chunks, and never the
/// number of threads), so the same image always gives the same bytes.
public struct PNGEncoder: Sendable, Hashable {
    /// The PNG row filter applied before compression (PNG spec, section 9 "Filtering").
    public enum RowFilter: String, Sendable, Hashable, CaseIterable {
        /// No filtering.
        case none
        /// Difference from the pixel on the left.
        case sub
        /// Difference from the pixel above.
        case up
        /// Difference from the mean of left and above.
        case average
        /// Paeth predictor.
        case paeth
        /// libpng's adaptive choice per row among all five (its default; slowest).
        case adaptive

        var libpngMask: Int32 {
            switch self {
            case .none: return Int32(LR_PNG_FILTER_NONE)
            case .sub: return Int32(LR_PNG_FILTER_SUB)
            case .up: return Int32(LR_PNG_FILTER_UP)
            case .average: return Int32(LR_PNG_FILTER_AVG)
            case .paeth: return Int32(LR_PNG_FILTER_PAETH)
            case .adaptive: return Int32(LR_PNG_FILTER_ALL)
            }
        }
    }

    /// Which code writes the file.
    public enum Method: String, Sendable, Hashable, CaseIterable {
        /// Our own encoder (Sources/CPNG/png_fast.c): each row gets the Up or the Sub filter,
        /// whichever leaves fewer bytes that differ from the pixel before; those bytes are coded
        /// as literals and runs repeating the previous pixel with one dynamic Huffman block per
        /// stripe of about 1 MiB, the stripes on several threads. `compressionLevel` and
        /// `rowFilter` do not apply.
        case runs
        /// libpng and zlib at `compressionLevel` with `rowFilter`.
        case zlib
        /// The reference writer (Sources/CPNG/png_reference.c), for files kept in a repository: the
        /// smallest color type that holds the pixels (a 1- to 8-bit palette, gray, RGB, RGBA), no
        /// filter or adaptive filters by a quick trial, zlib at `compressionLevel` with memLevel 9;
        /// within 1% of `optipng -o2`'s files (BENCHMARKS.md). `rowFilter` does not apply.
        case reference
    }

    /// The encoder.
    public var method: Method
    /// zlib compression level, 0 (store) to 9 (smallest), clamped into that range (`.zlib` only).
    public var compressionLevel: Int
    /// The row filter (`.zlib` only).
    public var rowFilter: RowFilter
    /// How many threads `.runs` codes its stripes on; 0 means one per core (at most 8). The
    /// bytes are the same for any value: stripes are fixed by the image size. One by default:
    /// on a machine whose cores are busy (a test suite or a gallery draws several pictures at
    /// once) helper threads wait for a core and the median gets worse, not better
    /// (BENCHMARKS.md, PNG encoding).
    public var threads: Int

    /// An encoder through libpng and zlib at `compressionLevel` with `rowFilter`.
    public init(compressionLevel: Int = 2, rowFilter: RowFilter = .up) {
        self.method = .zlib
        self.compressionLevel = compressionLevel
        self.rowFilter = rowFilter
        self.threads = 1
    }

    /// An encoder of the given method with zlib level 2 and the Up filter for `.zlib`.
    public init(method: Method, threads: Int = 1) {
        self.init()
        self.method = method
        self.threads = max(0, threads)
    }

    /// The default: our own encoder on one thread. Measured on the 1170x2532 reference
    /// screenshot (`Benchmarks/peers/reference_screenshot.png`; the `PNG encode` rows of
    /// Benchmarks/DiffBenchmarks and BENCHMARKS.md): 24 times faster than libpng's defaults in
    /// CPU time for a file 1.01 times their size (79.5 KB against 78.7 KB); on the alert modal at
    /// 3x 39 times, 1.06 times the size (49.4 KB against 46.6 KB).
    public static let fast = PNGEncoder(method: .runs)

    /// libpng's own defaults: zlib level 6, adaptive filtering. The smallest files of the
    /// choices here and the slowest: for files that are kept, such as snapshot references.
    public static let libpngDefault = PNGEncoder(compressionLevel: 6, rowFilter: .adaptive)

    /// The reference writer at zlib level 9: snapshot references, written once and kept in git.
    public static let reference: PNGEncoder = {
        var encoder = PNGEncoder(method: .reference)
        encoder.compressionLevel = 9
        return encoder
    }()

    /// Encodes a premultiplied bitmap.
    public func encode(_ bitmap: Bitmap) throws(PNGError) -> [UInt8] {
        guard let expected = RGBAImage.byteCount(width: bitmap.width, height: bitmap.height),
              expected == bitmap.pixels.count else {
            throw PNGError(.invalidImage, message:
                "bitmap of \(bitmap.width)x\(bitmap.height) holds \(bitmap.pixels.count) bytes, not width * height * 4")
        }
        // An opaque premultiplied pixel is its own straight form: encode the memory as it is. Our
        // encoder checks the alpha bytes as it packs the rows (a pass over 12 MB less for a phone
        // screen) and says when one is not 255; libpng needs to be told first.
        if method == .runs,
           let png = try encodeRGBA(bitmap.pixels, width: bitmap.width, height: bitmap.height, opaque: true, unlessTranslucent: true) {
            return png
        }
        if method == .zlib, bitmap.pixels.withUnsafeBufferPointer({ RGBAImage.alphaIsOpaque($0) }) {
            return try encodeRGBA(bitmap.pixels, width: bitmap.width, height: bitmap.height, opaque: true)
        }
        return try encodeRGBA(RGBAImage(bitmap).pixels, width: bitmap.width, height: bitmap.height, opaque: false)
    }

    /// Encodes a straight-alpha image.
    public func encode(_ image: RGBAImage) throws(PNGError) -> [UInt8] {
        guard image.hasConsistentSize else {
            throw PNGError(.invalidImage, message:
                "image of \(image.width)x\(image.height) holds \(image.pixels.count) bytes, not width * height * 4")
        }
        return try encodeRGBA(image.pixels, width: image.width, height: image.height, opaque: image.isOpaque)
    }

    /// Encodes straight RGBA rows, as RGB (dropping the alpha bytes as rows are read) when `opaque`.
    func encodeRGBA(_ pixels: [UInt8], width: Int, height: Int, opaque: Bool) throws(PNGError) -> [UInt8] {
        guard let png = try encodeRGBA(pixels, width: width, height: height, opaque: opaque, unlessTranslucent: false) else {
            throw PNGError(.invalidImage, message: "pixels given as opaque have an alpha byte that is not 255")
        }
        return png
    }

    /// The same; with `unlessTranslucent`, nil instead of an error when `opaque` pixels are not
    /// (only the fast encoder finds that out itself).
    private func encodeRGBA(_ pixels: [UInt8], width: Int, height: Int, opaque: Bool,
                            unlessTranslucent: Bool) throws(PNGError) -> [UInt8]? {
        // PNG limits a side to 2^31 - 1 and requires at least one pixel.
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw PNGError(.invalidImage, message: "a PNG needs 1 to 2^31-1 pixels a side, got \(width)x\(height)")
        }
        var output = lr_png_buffer(bytes: nil, count: 0, capacity: 0)
        defer { lr_png_buffer_free(&output) }
        var message = [CChar](repeating: 0, count: 256)
        let level = Int32(min(9, max(0, compressionLevel)))
        let threadCount = Int32(min(64, max(0, threads)))
        let status = pixels.withUnsafeBufferPointer { rows in
            message.withUnsafeMutableBufferPointer { text in
                switch method {
                case .runs:
                    lr_png_encode_fast(rows.baseAddress, UInt32(width), UInt32(height), width * 4,
                                       opaque ? 3 : 4, opaque ? 1 : 0, threadCount,
                                       &output, text.baseAddress, text.count)
                case .zlib:
                    lr_png_encode(rows.baseAddress, UInt32(width), UInt32(height), width * 4,
                                  opaque ? 3 : 4, opaque ? 1 : 0, level, rowFilter.libpngMask,
                                  &output, text.baseAddress, text.count)
                case .reference:
                    lr_png_encode_reference(rows.baseAddress, UInt32(width), UInt32(height), max(1, level),
                                            &output, text.baseAddress, text.count)
                }
            }
        }
        if status == LR_PNG_NOT_OPAQUE, unlessTranslucent { return nil }
        guard status == LR_PNG_OK, let bytes = output.bytes else {
            let error = PNGError.fromCodec(status, message: message)
            throw error.kind == .corrupt ? PNGError(.encodingFailed, message: error.message) : error
        }
        return Array(UnsafeBufferPointer(start: bytes, count: output.count))
    }
}

extension PNGError {
    /// Maps a C codec status and its message buffer to a typed error.
    static func fromCodec(_ status: lr_png_status, message: [CChar]) -> PNGError {
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        switch status {
        case LR_PNG_NOT_PNG: return PNGError(.notPNG, message: text)
        case LR_PNG_TOO_LARGE: return PNGError(.tooLarge, message: text)
        case LR_PNG_OUT_OF_MEMORY: return PNGError(.outOfMemory, message: text)
        case LR_PNG_INVALID_ARGUMENT: return PNGError(.invalidImage, message: text)
        case LR_PNG_NOT_OPAQUE: return PNGError(.invalidImage, message: text)
        default: return PNGError(.corrupt, message: text)
        }
    }
}
