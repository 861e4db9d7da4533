import Foundation
import Testing
@testable import Rasterizer

@Suite("PNG encoding")
struct PNGEncoderTests {
    /// The IHDR color type byte: 2 RGB, 6 RGBA (PNG spec 11.2.2).
    static func colorType(_ png: [UInt8]) -> UInt8 { png[25] }

    @Test("a fully opaque bitmap is written as 8-bit RGB")
    func opaqueBitmapIsRGB() throws {
        let png = try PNGEncoder.fast.encode(PNGTestSupport.patternBitmap(width: 9, height: 5, opaque: true))
        #expect(Self.colorType(png) == 2)
        #expect(png[24] == 8)
    }

    @Test("a bitmap with any translucent pixel is written as 8-bit RGBA")
    func translucentBitmapIsRGBA() throws {
        var bitmap = PNGTestSupport.patternBitmap(width: 9, height: 5, opaque: true)
        bitmap.pixels[4 * 17 + 3] = 254
        #expect(Self.colorType(try PNGEncoder.fast.encode(bitmap)) == 6)
    }

    @Test("premultiplied bitmap -> PNG -> bitmap is exact", arguments: [true, false])
    func bitmapRoundTripIsExact(opaque: Bool) throws {
        let bitmap = PNGTestSupport.patternBitmap(width: 67, height: 41, opaque: opaque)
        let decoded = try PNGDecoder().decode(PNGEncoder.fast.encode(bitmap))
        #expect(Bitmap(decoded) == bitmap)
    }

    @Test("a straight-alpha image round-trips byte for byte")
    func straightImageRoundTripIsExact() throws {
        let pixels = (0..<(23 * 19 * 4)).map { UInt8(truncatingIfNeeded: $0 &* 2654435761 >> 13) }
        let image = try #require(RGBAImage(width: 23, height: 19, pixels: pixels))
        #expect(try PNGDecoder().decode(PNGEncoder.fast.encode(image)) == image)
    }

    @Test("every row filter and zlib level round-trips", arguments: PNGEncoder.RowFilter.allCases)
    func everyFilterRoundTrips(filter: PNGEncoder.RowFilter) throws {
        let bitmap = PNGTestSupport.patternBitmap(width: 31, height: 17, opaque: false)
        for level in [0, 1, 6, 9] {
            let encoder = PNGEncoder(compressionLevel: level, rowFilter: filter)
            #expect(Bitmap(try PNGDecoder().decode(encoder.encode(bitmap))) == bitmap, "level \(level)")
        }
    }

    @Test("out-of-range zlib levels are clamped, not rejected")
    func compressionLevelIsClamped() throws {
        let bitmap = PNGTestSupport.patternBitmap(width: 8, height: 8, opaque: true)
        #expect(try PNGEncoder(compressionLevel: 42).encode(bitmap) == PNGEncoder(compressionLevel: 9).encode(bitmap))
        #expect(try PNGEncoder(compressionLevel: -3).encode(bitmap) == PNGEncoder(compressionLevel: 0).encode(bitmap))
    }

    @Test("the same bitmap encodes to the same bytes, also from parallel tasks")
    func encodingIsDeterministic() async throws {
        let bitmap = PNGTestSupport.patternBitmap(width: 120, height: 90, opaque: false)
        let first = try PNGEncoder.fast.encode(bitmap)
        let outputs = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<8 { group.addTask { try PNGEncoder.fast.encode(bitmap) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outputs.allSatisfy { $0 == first })
    }

    @Test("no time or text chunk is written")
    func noTimeDependentChunks() throws {
        let png = try PNGEncoder.fast.encode(PNGTestSupport.patternBitmap(width: 10, height: 10, opaque: false))
        for chunk in ["tIME", "tEXt", "zTXt", "iTXt"] {
            #expect(PNGTestSupport.chunkOffset(chunk, in: png) == nil, "\(chunk) present")
        }
    }

    @Test("a bitmap whose byte count does not match its size is .invalidImage")
    func mismatchedBitmapIsRejected() {
        var bitmap = PNGTestSupport.patternBitmap(width: 4, height: 4, opaque: true)
        bitmap.pixels.removeLast(4)
        let error = try? #require(throws: PNGError.self) { try PNGEncoder.fast.encode(bitmap) }
        #expect(error?.kind == .invalidImage)
        #expect(error?.message.contains("4x4") == true)
    }

    @Test("an empty bitmap is .invalidImage: PNG needs at least one pixel")
    func emptyBitmapIsRejected() {
        let error = try? #require(throws: PNGError.self) {
            try PNGEncoder.fast.encode(Bitmap(width: 0, height: 3, pixels: [])!)
        }
        #expect(error?.kind == .invalidImage)
    }
}

@Suite("PNG encoding input checks")
struct PNGEncoderInputCheckTests {
    @Test("a straight image whose buffer does not match its size is .invalidImage")
    func inconsistentStraightImageIsRejected() throws {
        var image = try #require(RGBAImage(width: 3, height: 3, pixels: [UInt8](repeating: 9, count: 36)))
        image.pixels.removeLast(4)
        let error = try? #require(throws: PNGError.self) { try PNGEncoder.fast.encode(image) }
        #expect(error?.kind == .invalidImage)
    }
}
