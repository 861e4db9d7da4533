import Foundation
import LayoutEngine
import Testing
@testable import Rasterizer

/// Corrupt and hostile image files: each is a typed error naming the file (or, for the PNG
/// bomb, the small image it really holds), never a crash, a huge allocation or a fetch.
@Suite struct ImageHostileInputTests {
    func failure(_ name: String) -> ImageError? {
        do {
            _ = try ImageDecoder().decode(contentsOfFile: ImageTestSupport.fixture(name))
            return nil
        } catch {
            return error
        }
    }

    @Test("a JPEG header claiming 65535 x 65535 is refused before decoding, by libjpeg-turbo's own limit")
    func hugeJPEGHeaderIsRefused() {
        let error = failure("huge.jpg")
        #expect(error?.format == .jpeg)
        #expect(error?.path == ImageTestSupport.fixture("huge.jpg"))
        #expect(error?.description.contains("dimension is 65500") == true, "\(String(describing: error))")
    }

    @Test("a JPEG header claiming 30000 x 30000 is refused by our pixel limit before decoding")
    func bigJPEGHeaderIsTooLarge() {
        // Refused by the header's size: nothing is decoded (a decode would have made 3.6 GB of pixels).
        let error = failure("big.jpg")
        #expect(error?.kind == .tooLarge)
        #expect(error?.description.contains("30000x30000") == true)
    }

    @Test("a truncated WebP is a corrupt-file error with the path")
    func truncatedWebPIsCorrupt() {
        let error = failure("truncated.webp")
        #expect(error?.kind == .corrupt)
        #expect(error?.format == .webp)
        #expect(error?.description.hasPrefix(ImageTestSupport.fixture("truncated.webp") + ": corrupt WEBP") == true)
    }

    @Test("a truncated GIF is a corrupt-file error with giflib's reason")
    func truncatedGIFIsCorrupt() {
        let error = failure("truncated.gif")
        #expect(error?.kind == .corrupt)
        #expect(error?.format == .gif)
    }

    @Test("every truncation of a JPEG is an error or an image, never a crash")
    func truncatedJPEGs() throws {
        let bytes = try FileBytes.read(atPath: ImageTestSupport.fixture("progressive.jpg"))
        for length in stride(from: 0, to: bytes.count, by: 37) {
            do {
                _ = try ImageDecoder().decode(Array(bytes.prefix(length)))
                Issue.record("a JPEG cut at \(length) of \(bytes.count) bytes decoded")
            } catch {
                #expect([.corrupt, .unknownFormat].contains(error.kind))
            }
        }
    }

    @Test("a PNG full of text chunks and a 64 MiB zTXt bomb reads as its 4 x 4 image")
    func pngChunkBombIsBounded() throws {
        let image = try ImageDecoder().decode(contentsOfFile: ImageTestSupport.fixture("chunkbomb.png"))
        #expect(image.width == 4 && image.height == 4)
        #expect(image.rgba.allSatisfy { $0 == 255 })
    }

    @Test("a text file named .png is not an image")
    func textNamedPNGIsUnknownFormat() {
        let error = failure("notimage.png")
        #expect(error?.kind == .unknownFormat)
        #expect(error?.description.contains("not an image") == true)
    }

    @Test("a missing file and a folder are unreadable, with the path")
    func unreadableFiles() {
        #expect(failure("missing.png")?.kind == .unreadableFile)
        let folder = ImageTestSupport.fixtures.path
        #expect(throws: ImageError(.unreadableFile, message: "is a folder", path: folder)) {
            try ImageDecoder().decode(contentsOfFile: folder)
        }
    }

    @Test("an SVG's external references are not loaded: the image draws as nothing")
    func svgExternalReferenceIsNotFetched() throws {
        let image = try ImageDecoder().decode(contentsOfFile: ImageTestSupport.fixture("external.svg"))
        #expect(image.width == 16 && image.height == 16)
        #expect(stride(from: 3, to: image.rgba.count, by: 4).allSatisfy { image.rgba[$0] == 0 })
    }

    @Test("an SVG with a billion-laughs entity is refused, not expanded")
    func svgBillionLaughsIsRefused() {
        let error = failure("laughs.svg")
        #expect(error?.kind == .corrupt)
        #expect(error?.format == .svg)
    }

    @Test("a decoder with a small pixel limit refuses a larger image by its header")
    func pixelLimitIsCheckedFirst() {
        #expect(throws: ImageError.self) {
            try ImageDecoder(maximumPixelCount: 100).decode(contentsOfFile: ImageTestSupport.fixture("baseline.jpg"))
        }
        #expect(throws: ImageError.self) {
            try ImageDecoder(maximumPixelCount: 100).decode(contentsOfFile: ImageTestSupport.fixture("lossless.webp"))
        }
        #expect(throws: ImageError.self) {
            try ImageDecoder(maximumPixelCount: 100).decode(contentsOfFile: ImageTestSupport.fixture("icon.svg"))
        }
    }
}
