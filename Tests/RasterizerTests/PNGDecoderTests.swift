import Foundation
import Testing
@testable import Rasterizer

@Suite("PNG decoding")
struct PNGDecoderTests {
    static let fixtureNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: PNGTestSupport.fixtureDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()
    }()

    @Test("the fixtures cover every color type, bit depth, tRNS form and interlace method")
    func fixturesAreComplete() {
        // gray 1/2/4/8/16 with and without tRNS (10), gray+alpha/RGB/RGBA at 8 and 16 (6),
        // RGB tRNS at 8 and 16 (2), palette 1/2/4/8 with and without tRNS (8); each twice.
        #expect(Self.fixtureNames.count == 52)
        #expect(Self.fixtureNames.contains("palette4_trns_interlaced"))
        #expect(Self.fixtureNames.contains("gray16_trns"))
    }

    @Test("every fixture decodes to the straight RGBA8 its generator computed", arguments: fixtureNames)
    func decodesFixtureToExpectedRGBA(name: String) throws {
        let directory = PNGTestSupport.fixtureDirectory
        let image = try PNGDecoder().decode(contentsOfFile: directory.appendingPathComponent(name + ".png").path)
        let expected = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name + ".rgba")))
        #expect(image.width == 13)
        #expect(image.height == 11)
        #expect(image.pixels == expected)
    }

    @Test("data without the PNG signature is .notPNG")
    func rejectsDataWithoutSignature() {
        #expect(throws: PNGError.self) { try PNGDecoder().decode(Array("GIF89a not a png at all".utf8)) }
        let error = try? #require(throws: PNGError.self) { try PNGDecoder().decode(Array("GIF89a....".utf8)) }
        #expect(error?.kind == .notPNG)
    }

    @Test("empty data is .notPNG")
    func rejectsEmptyData() {
        let error = try? #require(throws: PNGError.self) { try PNGDecoder().decode([]) }
        #expect(error?.kind == .notPNG)
    }

    @Test("a PNG cut at any length throws an error instead of crashing")
    func truncatedDataThrowsAtEveryLength() throws {
        let png = try PNGTestSupport.encodedPattern()
        for length in stride(from: 0, to: png.count, by: 7) {
            let error = try #require(throws: PNGError.self) { try PNGDecoder().decode(Array(png.prefix(length))) }
            #expect(error.kind == (length < 8 ? .notPNG : .corrupt), "cut at \(length)")
        }
    }

    @Test("a truncated PNG is reported as truncated")
    func truncatedDataMessageComesFromTheReader() throws {
        let png = try PNGTestSupport.encodedPattern()
        let error = try #require(throws: PNGError.self) { try PNGDecoder().decode(Array(png.prefix(png.count / 2))) }
        #expect(error.kind == .corrupt)
        #expect(error.message.contains("truncated"))
    }

    @Test("a chunk whose CRC does not match is reported with libpng's CRC error")
    func badChunkCRCThrowsLibpngMessage() throws {
        var png = try PNGTestSupport.encodedPattern()
        let idat = try #require(PNGTestSupport.chunk("IDAT", in: png))
        png[idat.offset + 8 + idat.length] ^= 0x55
        let error = try #require(throws: PNGError.self) { try PNGDecoder().decode(png) }
        #expect(error.kind == .corrupt)
        #expect(error.message.contains("CRC"))
    }

    @Test("damaged compressed data with a valid CRC is reported by libpng's inflater")
    func badDeflateStreamThrows() throws {
        var png = try PNGTestSupport.encodedPattern()
        let idat = try #require(PNGTestSupport.chunk("IDAT", in: png))
        for i in idat.offset + 10..<idat.offset + 8 + idat.length { png[i] = 0xFF }
        PNGTestSupport.resealChunk(at: idat.offset, length: idat.length, in: &png)
        let error = try #require(throws: PNGError.self) { try PNGDecoder().decode(png) }
        #expect(error.kind == .corrupt)
        #expect(error.message.contains("IDAT"))
    }

    @Test("a header claiming more pixels than the limit throws .tooLarge before allocating")
    func hugeHeaderIsTooLarge() throws {
        var png = try PNGTestSupport.encodedPattern()
        // IHDR data starts at 16: width and height, big-endian; 100000 x 100000 = 10^10 pixels.
        for (offset, value) in [(16, UInt32(100_000)), (20, UInt32(100_000))] {
            for k in 0..<4 { png[offset + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(k))) }
        }
        PNGTestSupport.resealChunk(at: 8, length: 13, in: &png)
        let error = try #require(throws: PNGError.self) { try PNGDecoder().decode(png) }
        #expect(error.kind == .tooLarge)
        #expect(error.message.contains("100000x100000"))
    }

    @Test("the pixel limit is configurable")
    func pixelLimitIsConfigurable() throws {
        let png = try PNGTestSupport.encodedPattern()
        let error = try #require(throws: PNGError.self) { try PNGDecoder(maximumPixelCount: 1199).decode(png) }
        #expect(error.kind == .tooLarge)
        #expect(try PNGDecoder(maximumPixelCount: 1200).decode(png).width == 40)
    }

    @Test("a missing file is .unreadableFile naming the path")
    func missingFileNamesPath() {
        let error = try? #require(throws: PNGError.self) {
            try PNGDecoder().decode(contentsOfFile: "/nonexistent/dir/reference.png")
        }
        #expect(error?.kind == .unreadableFile)
        #expect(error?.path == "/nonexistent/dir/reference.png")
        #expect(error?.description.contains("/nonexistent/dir/reference.png") == true)
    }

    @Test("a corrupt file's error names the file")
    func corruptFileNamesPath() throws {
        let directory = try PNGTestSupport.scratchDirectory()
        let path = directory.appendingPathComponent("broken.png").path
        let png = try PNGTestSupport.encodedPattern()
        try AtomicFile.write(Array(png.prefix(100)), toPath: path)
        let error = try #require(throws: PNGError.self) { try PNGDecoder().decode(contentsOfFile: path) }
        #expect(error.kind == .corrupt)
        #expect(error.path == path)
    }
}
