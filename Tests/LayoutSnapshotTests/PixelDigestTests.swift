import Foundation
import Testing
@testable import LayoutSnapshot
@testable import Rasterizer
@testable import SnapshotArtifacts

/// References carry the digest of the pixels they decode to, bound to their image data: a
/// snapshot that draws the same pixels matches without decoding the reference, and anything
/// else (no digest, another image's digest, rewritten image data) is decoded and compared.
@Suite struct PixelDigestTests {
    @Test func aReferenceCarriesTheDigestOfWhatItDecodesTo() throws {
        let image = SnapshotTestSupport.image()
        let png = try ReferencePNG.encode(image, fingerprint: nil)
        #expect(try PNGDecoder().decode(png) == image, "the chunk leaves the pixels as they were")
        let digest = try #require(PNGTextChunk.text(keyword: PixelDigest.keyword, in: png).flatMap(PixelDigest.init(text:)))
        #expect(digest.width == 40 && digest.height == 30)
        #expect(PixelDigest(text: digest.text) == digest)
        #expect(PixelDigest.png(png, matches: image))
    }

    @Test func onePixelOrTheSizeChangedDoesNotMatch() throws {
        let image = SnapshotTestSupport.image()
        let png = try ReferencePNG.encode(image, fingerprint: nil)
        var moved = image
        moved.pixels[4 * (29 * 40 + 39) + 2] ^= 1
        #expect(!PixelDigest.png(png, matches: moved))
        #expect(!PixelDigest.png(png, matches: SnapshotTestSupport.image(width: 30, height: 40)))
    }

    @Test func aDigestNotBoundToTheImageDataIsNotTrusted() throws {
        let image = SnapshotTestSupport.image()
        let digest = try #require(PNGTextChunk.text(keyword: PixelDigest.keyword, in: ReferencePNG.encode(image, fingerprint: nil)))
        // The same chunk in a file whose image data is another picture's (as if an editor had
        // kept the text chunks): the digest no longer describes the file.
        let other = try PNGEncoder.libpngDefault.encode(SnapshotTestSupport.image(mark: nil))
        let transplanted = PNGTextChunk.adding(digest, keyword: PixelDigest.keyword, to: other)
        #expect(!PixelDigest.png(transplanted, matches: image))
        // The same pixels written by another encoder: other image data, so decoded, not trusted.
        let reencoded = PNGTextChunk.adding(digest, keyword: PixelDigest.keyword, to: try PNGEncoder.libpngDefault.encode(image))
        #expect(!PixelDigest.png(reencoded, matches: image))
    }

    @Test func malformedDigestsAndFilesAreNotMatches() throws {
        let image = SnapshotTestSupport.image()
        let png = try PNGEncoder.libpngDefault.encode(image)
        #expect(!PixelDigest.png(png, matches: image), "no digest")
        for text in ["", "xxh3-128", "xxh3-128 00 size 40x30 idat 00", "sha1 \(String(repeating: "0", count: 32)) size 40x30 idat \(String(repeating: "0", count: 16))",
                     "xxh3-128 \(String(repeating: "0", count: 32)) size 40by30 idat \(String(repeating: "0", count: 16))"] {
            #expect(PixelDigest(text: text) == nil, "\(text)")
            #expect(!PixelDigest.png(PNGTextChunk.adding(text, keyword: PixelDigest.keyword, to: png), matches: image))
        }
        #expect(!PixelDigest.png([], matches: image))
        #expect(!PixelDigest.png(Array(png.prefix(40)), matches: image), "cut before its image data ends")
        #expect(PixelDigest(png: Array(png.prefix(40)), decodedAs: image) == nil)
    }

    /// The verifier trusts a digest bound to the file's image data without decoding: a reference
    /// whose image data libpng would reject, digested as it is, matches the picture it names.
    @Test func theVerifierMatchesByTheDigestWithoutDecoding() throws {
        let root = try SnapshotTestSupport.scratchDirectory()
        let context = SnapshotTestSupport.context(root: root, record: .never)
        let image = SnapshotTestSupport.image()
        var png = try PNGEncoder.libpngDefault.encode(image)
        // Break the zlib stream inside the IDAT chunk and fix the chunk's CRC: libpng cannot decode it.
        let idat = try #require((8..<png.count - 4).first { Array(png[$0..<$0 + 4]) == Array("IDAT".utf8) })
        png[idat + 4] ^= 0xFF
        png[idat + 5] ^= 0xFF
        let length = Int(png[idat - 4]) << 24 | Int(png[idat - 3]) << 16 | Int(png[idat - 2]) << 8 | Int(png[idat - 1])
        let crc = APNGWriter.crc32(Array(png[idat..<idat + 4 + length]))
        png.replaceSubrange(idat + 4 + length..<idat + 8 + length, with: APNGWriter.bigEndian(crc))
        #expect(throws: PNGError.self) { try PNGDecoder().decode(png) }
        let digest = PixelDigest(width: 40, height: 30, pixels: PixelDigest.pixels(of: image), imageData: try #require(PixelDigest.imageData(of: png)))
        try FileManager.default.createDirectory(atPath: "\(root)/Snapshots/Suite", withIntermediateDirectories: true)
        try AtomicFile.write(digest.stamped(png), toPath: context.referencePath)
        #expect(SnapshotVerifier(context: context).verify(image) == .matched)
        // Another picture is decoded, and the broken reference is reported as unreadable.
        let message = try #require(SnapshotVerifier(context: context).verify(SnapshotTestSupport.image(mark: nil)).failureMessage)
        #expect(message.contains("not a readable PNG"), "\(message)")
    }

    /// The fingerprint's word digest, now in C, gives the digests references already hold: the
    /// Swift loop it replaced is the specification here, for every length up to 40 and a large buffer.
    @Test func theWordDigestIsTheOneReferencesHold() {
        func specification(_ bytes: [UInt8]) -> String {
            var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
            let words = bytes.count / 8
            for index in 0..<words {
                var word: UInt64 = 0
                for k in 0..<8 { word |= UInt64(bytes[index * 8 + k]) << (8 * UInt64(k)) }
                hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
                hash ^= hash >> 31
            }
            for index in (words * 8)..<bytes.count { hash = (hash ^ UInt64(bytes[index])) &* 0x94D0_49BB_1331_11EB }
            let digits = String(hash, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        var generator = SystemRandomNumberGenerator()
        for length in Array(0...40) + [100_003] {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(PixelDigest.words(bytes) == specification(bytes), "\(length) bytes")
        }
    }

    @Test func aReferenceWithoutADigestIsStillComparedByDecoding() throws {
        let root = try SnapshotTestSupport.scratchDirectory()
        let context = SnapshotTestSupport.context(root: root, record: .never)
        let image = SnapshotTestSupport.image()
        try FileManager.default.createDirectory(atPath: "\(root)/Snapshots/Suite", withIntermediateDirectories: true)
        try AtomicFile.write(try PNGEncoder.libpngDefault.encode(image), toPath: context.referencePath)
        #expect(SnapshotVerifier(context: context).verify(image) == .matched)
        #expect(SnapshotVerifier(context: context).verify(SnapshotTestSupport.image(mark: nil)).failureMessage != nil)
    }
}
