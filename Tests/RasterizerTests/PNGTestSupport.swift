import Foundation
import TestSupport
@testable import Rasterizer

/// Shared material for the PNG tests: fixture paths, scratch directories, small images.
enum PNGTestSupport {
    /// `Tests/Fixtures/PNG`, written by `Tests/Fixtures/make_png_fixtures.py`.
    static let fixtureDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/PNG")

    /// A fresh empty directory under the system's temporary directory.
    static func scratchDirectory() throws -> URL {
        try Scratch.directory("png")
    }

    /// A width x height premultiplied bitmap whose pixels follow a fixed pattern; with
    /// `opaque` false, alphas sweep 0...255 and colors stay valid premultiplied (c <= a).
    static func patternBitmap(width: Int, height: Int, opaque: Bool) -> Bitmap {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let alpha = opaque ? 255 : (x * 7 + y * 13) % 256
                pixels[i] = UInt8((x * 31 + y * 3) % (alpha + 1))
                pixels[i + 1] = UInt8((x * 5 + y * 17) % (alpha + 1))
                pixels[i + 2] = UInt8((x * 11 + y * 23 + 7) % (alpha + 1))
                pixels[i + 3] = UInt8(alpha)
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)!
    }

    /// A valid PNG of the pattern bitmap, to damage in corruption tests.
    static func encodedPattern() throws -> [UInt8] {
        try PNGEncoder.fast.encode(patternBitmap(width: 40, height: 30, opaque: false))
    }

    /// The offset and data length of the first chunk of `type`.
    static func chunk(_ type: String, in png: [UInt8]) -> (offset: Int, length: Int)? {
        chunkOffset(type, in: png).map { ($0, png[$0..<$0 + 4].reduce(0) { $0 << 8 | Int($1) }) }
    }

    /// Recomputes the CRC of the chunk at `offset` after its type or data were edited.
    static func resealChunk(at offset: Int, length: Int, in png: inout [UInt8]) {
        var crc: UInt32 = 0xFFFF_FFFF
        // CRC-32 of the PNG spec (ISO 3309 polynomial, Annex D) over type and data.
        for byte in png[(offset + 4)..<(offset + 8 + length)] {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        for k in 0..<4 { png[offset + 8 + length + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(k))) }
    }

    /// The byte offset of the first chunk of `type` (its length field), if any.
    static func chunkOffset(_ type: String, in png: [UInt8]) -> Int? {
        var offset = 8
        while offset + 8 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: png[offset + 4..<offset + 8], as: UTF8.self) == type { return offset }
            offset += 12 + length
        }
        return nil
    }
}
