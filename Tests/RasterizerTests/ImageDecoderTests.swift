import Foundation
import LayoutEngine
import TestSupport
import Testing
@testable import Rasterizer

/// Our decoding against Pillow's on the same files: exact for lossless formats, and for JPEG
/// exact too, since both ends run libjpeg-turbo with its defaults (islow DCT, fancy upsampling).
@Suite("image decoding against Pillow", .enabled(if: ImageTestSupport.pillow, "python3 with Pillow is not installed (run `make peers`)"))
struct ImageDecoderPillowTests {
    static let decoder = ImageDecoder()

    @Test("each JPEG and WebP kind decodes to Pillow's pixels exactly", arguments: [
        "baseline.jpg", "progressive.jpg", "gray.jpg", "cmyk.jpg", "lossless.webp", "alpha.webp", "lossy.webp",
    ])
    func decodingMatchesPillow(name: String) throws {
        let file = ImageTestSupport.fixture(name)
        let ours = try Self.decoder.decode(contentsOfFile: file)
        let theirs = try ImageTestSupport.pillowPixels(file)
        #expect(ours.width == theirs.width && ours.height == theirs.height)
        #expect(ours.rgba == theirs.rgba)
    }

    @Test("a JPEG's EXIF orientation is applied as Pillow's exif_transpose does", arguments: ["rotated6.jpg", "rotated3.jpg"])
    func exifOrientationMatchesPillow(name: String) throws {
        let file = ImageTestSupport.fixture(name)
        let ours = try Self.decoder.decode(contentsOfFile: file)
        let theirs = try ImageTestSupport.pillowPixels(file, "ImageOps.exif_transpose(im)")
        #expect(ours.width == theirs.width && ours.height == theirs.height)
        #expect(ours.rgba == theirs.rgba)
    }

    @Test("a JPEG drawn at a quarter of its size is decoded at 1/4 in the DCT domain, as Pillow's draft")
    func reducedJPEGMatchesPillowDraft() throws {
        let file = ImageTestSupport.fixture("large.jpg")  // 320 x 240
        let placement = ImagePlacement(bounds: Size(width: 40, height: 30), contentMode: .scaleAspectFill, deviceScale: 2)
        let ours = try Self.decoder.decode(contentsOfFile: file, placement: placement)
        let theirs = try ImageTestSupport.pillowPixels(file, "(im.draft('RGB', (80, 60)), im)[1]")
        #expect(ours.width == 80 && ours.height == 60)
        #expect(ours.scale == 0.25)
        #expect(ours.size == Size(width: 320, height: 240))
        #expect(ours.rgba == theirs.rgba)
    }

    @Test("a GIF's first frame decodes to Pillow's, transparent index included",
          arguments: ["still.gif", "interlaced.gif", "animated.gif"])
    func gifFirstFrameMatchesPillow(name: String) throws {
        let file = ImageTestSupport.fixture(name)
        let ours = try Self.decoder.decode(contentsOfFile: file)
        let theirs = try ImageTestSupport.pillowPixels(file)
        #expect(ours.width == theirs.width && ours.height == theirs.height)
        // Compared premultiplied: a transparent pixel's color is not part of the picture.
        #expect(Bitmap(RGBAImage(ours)!).pixels == Bitmap(RGBAImage(width: theirs.width, height: theirs.height, pixels: theirs.rgba)!).pixels)
    }

    @Test("8-bit and lower PNGs of every color type decode to Pillow's pixels exactly",
          arguments: ["palette8_trns.png", "palette1_interlaced.png", "gray8_trns.png", "gray4_interlaced.png", "grayalpha8_interlaced.png", "rgb8_trns.png"])
    func pngMatchesPillow(name: String) throws {
        let file = PNGTestSupport.fixtureDirectory.appendingPathComponent(name).path
        let ours = try Self.decoder.decode(contentsOfFile: file)
        let theirs = try ImageTestSupport.pillowPixels(file)
        #expect(ours.rgba == theirs.rgba)
    }

    /// 16-bit samples: we round (v * 255 / 65535, PNGDecoder), Pillow keeps the high byte; they differ by at most 1.
    @Test("16-bit PNGs decode within 1 of Pillow's pixels", arguments: ["rgb16.png", "grayalpha16_interlaced.png"])
    func sixteenBitPNGIsWithinOneOfPillow(name: String) throws {
        let file = PNGTestSupport.fixtureDirectory.appendingPathComponent(name).path
        let ours = try Self.decoder.decode(contentsOfFile: file)
        let theirs = try ImageTestSupport.pillowPixels(file)
        #expect(ours.rgba.count == theirs.rgba.count)
        #expect(zip(ours.rgba, theirs.rgba).allSatisfy { abs(Int($0) - Int($1)) <= 1 })
    }
}

@Suite struct ImageDecoderTests {
    @Test("the format comes from the bytes, not the name")
    func formatIsSniffed() throws {
        #expect(ImageFormat(sniffing: try FileBytes.read(atPath: ImageTestSupport.fixture("baseline.jpg"))) == .jpeg)
        #expect(ImageFormat(sniffing: try FileBytes.read(atPath: ImageTestSupport.fixture("alpha.webp"))) == .webp)
        #expect(ImageFormat(sniffing: try FileBytes.read(atPath: ImageTestSupport.fixture("icon.svg"))) == .svg)
        #expect(ImageFormat(sniffing: try FileBytes.read(atPath: ImageTestSupport.fixture("notimage.png"))) == nil)
        #expect(ImageFormat(sniffing: []) == nil)
    }

    @Test("the scale comes from an @2x or @3x suffix, else 1")
    func scaleFromFileName() {
        #expect(ImageDecoder.scale(fromFileName: "a/avatar.png") == 1)
        #expect(ImageDecoder.scale(fromFileName: "a/avatar@2x.png") == 2)
        #expect(ImageDecoder.scale(fromFileName: "/x/icon@3x.jpg") == 3)
        #expect(ImageDecoder.scale(fromFileName: "icon@3x~iphone.png") == 3)
        #expect(ImageDecoder.scale(fromFileName: "icon@2x.v2.png") == 1)
        #expect(ImageDecoder.scale(fromFileName: "@2x") == 1)
    }

    @Test("an SVG icon is rasterized at the device scale it is drawn at")
    func svgIsSharpAtTheDeviceScale() throws {
        let file = ImageTestSupport.fixture("icon.svg")
        let one = try ImageDecoder().decode(contentsOfFile: file)
        #expect(one.width == 24 && one.height == 24 && one.scale == 1)
        let three = try ImageDecoder().decode(contentsOfFile: file, placement: ImagePlacement(bounds: Size(width: 24, height: 24),
                                                                                              contentMode: .center, deviceScale: 3))
        #expect(three.width == 72 && three.height == 72 && three.scale == 3)
        #expect(three.size == Size(width: 24, height: 24))
        // The star's ink: opaque black at its center, transparent in the corner.
        #expect(Array(three.rgba[(36 * 72 + 36) * 4..<(36 * 72 + 36) * 4 + 4]) == [0, 0, 0, 255])
        #expect(three.rgba[3] == 0)
    }

    @Test("an EXIF orientation of 6 turns a 40 x 24 photo into 24 x 40")
    func orientationSwapsSides() throws {
        let image = try ImageDecoder().decode(contentsOfFile: ImageTestSupport.fixture("rotated6.jpg"))
        #expect(image.width == 24 && image.height == 40)
    }

    @Test("each orientation maps the stored corners where EXIF says", arguments: ExifOrientation.allCases)
    func orientationCorners(orientation: ExifOrientation) {
        // 3 x 2 stored pixels numbered 0...5 in their first byte.
        let stored: [UInt8] = (0..<6).flatMap { [UInt8($0), 0, 0, 255] as [UInt8] }
        let shown = orientation.apply(stored, width: 3, height: 2)
        let firstBytes = stride(from: 0, to: shown.pixels.count, by: 4).map { Int(shown.pixels[$0]) }
        let expected: [ExifOrientation: [Int]] = [
            .up: [0, 1, 2, 3, 4, 5], .upMirrored: [2, 1, 0, 5, 4, 3], .down: [5, 4, 3, 2, 1, 0],
            .downMirrored: [3, 4, 5, 0, 1, 2], .leftMirrored: [0, 3, 1, 4, 2, 5], .right: [3, 0, 4, 1, 5, 2],
            .rightMirrored: [5, 2, 4, 1, 3, 0], .left: [2, 5, 1, 4, 0, 3],
        ]
        #expect(firstBytes == expected[orientation])
        #expect(shown.width == (orientation.swapsSides ? 2 : 3))
    }

    @Test("the cache decodes a file once and again after it changes")
    func cacheKeysOnModificationTime() throws {
        let folder = try Scratch.directory("images").path
        let path = folder + "/a.webp"
        try FileManager.default.copyItem(atPath: ImageTestSupport.fixture("lossless.webp"), toPath: path)
        let cache = ImageCache()
        let first = try cache.image(atPath: path)
        _ = try cache.image(atPath: path)
        #expect(cache.count == 1)
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(atPath: ImageTestSupport.fixture("alpha.webp"), toPath: path)
        let second = try cache.image(atPath: path)
        #expect(cache.count == 2)
        #expect(first.width != second.width)
    }
}
