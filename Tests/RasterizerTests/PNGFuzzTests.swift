import Foundation
import Testing
import TestSupport
@testable import Rasterizer

/// A seeded fuzzer for the PNG decoder: a valid PNG mutated in its chunk data and lengths, with the
/// CRCs recomputed half of the time so libpng reads past the checksum into the damaged data. Each
/// case decodes or throws a `PNGError`; none crashes or allocates beyond its limits.
@Suite struct PNGFuzzTests {
    /// The chunks of `png` after the signature: (offset of the length field, data length).
    static func chunks(_ png: [UInt8]) -> [(offset: Int, length: Int)] {
        var result: [(Int, Int)] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            guard offset + 12 + length <= png.count else { break }
            result.append((offset, length))
            offset += 12 + length
        }
        return result
    }

    /// Recomputes every chunk's CRC (zlib's CRC-32 over type and data).
    static func fixCRCs(_ png: inout [UInt8]) {
        for (offset, length) in chunks(png) {
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in png[(offset + 4)..<(offset + 8 + length)] {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            crc ^= 0xFFFF_FFFF
            let end = offset + 8 + length
            png[end] = UInt8(crc >> 24); png[end + 1] = UInt8(crc >> 16 & 0xFF)
            png[end + 2] = UInt8(crc >> 8 & 0xFF); png[end + 3] = UInt8(crc & 0xFF)
        }
    }

    @Test func mutatedPNGsDecodeOrThrow() throws {
        let original = try PNGTestSupport.encodedPattern()
        var random = SplitMix64(seed: 0xC0FF_EE00_1234_5678)
        var decoded = 0, refused = 0
        for round in 0..<3000 {
            var png = original
            for _ in 0...random.below(3) {
                // Chunks as they stand after the earlier mutations (a cut or a new length moves them).
                let chunks = Self.chunks(png)
                guard !chunks.isEmpty else { break }
                let chunk = chunks[random.below(chunks.count)]
                switch random.below(4) {
                case 0 where chunk.length > 0:  // a byte of chunk data
                    png[chunk.offset + 8 + random.below(chunk.length)] ^= UInt8(1 << random.below(8))
                case 1:  // the length field
                    png[chunk.offset + random.below(4)] = UInt8(random.below(256))
                case 2:  // the chunk type
                    png[chunk.offset + 4 + random.below(4)] ^= 0x20
                default:  // a cut
                    png.removeSubrange(min(png.count, 8 + random.below(png.count))...)
                }
            }
            if round % 2 == 0 { Self.fixCRCs(&png) }
            do {
                let image = try PNGDecoder(maximumPixelCount: 1 << 22).decode(png)
                #expect(image.pixels.count == image.width * image.height * 4)
                decoded += 1
            } catch {
                refused += 1
                #expect(!error.message.isEmpty)
            }
        }
        #expect(refused > 0 && decoded > 0, "decoded \(decoded), refused \(refused)")
    }
}
