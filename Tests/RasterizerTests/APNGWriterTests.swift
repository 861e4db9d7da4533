import Foundation
import Testing
import LayoutEngine
@testable import Rasterizer

/// The animated PNG, decoded by Pillow (which reads APNG and checks every chunk's CRC), against
/// the frames written into it.
@Suite(.serialized) struct APNGWriterTests {
    static let pillow = (try? PixelmatchPeer.python(["-c", "import PIL"]).status) == 0

    @Test func crcMatchesThePNGSpecificationsCheckValue() {
        // The CRC-32 of "123456789" is 0xCBF43926 (the standard check value of ISO 3309's CRC).
        #expect(APNGWriter.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
    }

    @Test func delaysAreKeptAsTheNearestSmallFraction() throws {
        let sixtieth = try APNGWriter(width: 1, height: 1, delay: 1.0 / 60, opaque: true)
        #expect((sixtieth.delayNumerator, sixtieth.delayDenominator) == (1, 60))
        let tenth = try APNGWriter(width: 1, height: 1, delay: 0.1, opaque: true)
        #expect((tenth.delayNumerator, tenth.delayDenominator) == (1, 10))
        #expect(throws: PNGError.self) { try APNGWriter(width: 1, height: 1, delay: .nan, opaque: true) }
        #expect(throws: PNGError.self) { try APNGWriter(width: 0, height: 1, delay: 0.1, opaque: true) }
    }

    @Test(.enabled(if: APNGWriterTests.pillow, "python3 with Pillow is not installed (run `make peers`)"))
    func pillowDecodesEveryFrameAsDrawn() throws {
        let renderer = FrameRenderer(scene: try FrameRendererTests.scene(), timeline: try FrameRendererTests.timeline())
        var writer = try APNGWriter(width: 400, height: 320, delay: 0.05, opaque: true)
        var frames: [Bitmap] = []
        try renderer.renderFrames(at: stride(from: 0.0, through: 0.5, by: 0.05).map { $0 }) { frame in
            try writer.add(frame.bitmap, region: frame.damageBounds ?? .empty)
            frames.append(frame.bitmap)
        }
        let decoded = try Self.pillowFrames(try writer.finish(), expectedHeader: "PNG 11 0 50.0")
        #expect(decoded == frames.map { RGBAImage($0).pixels })
    }

    @Test(.enabled(if: APNGWriterTests.pillow, "python3 with Pillow is not installed (run `make peers`)"))
    func translucentFramesAreStoredWithAlpha() throws {
        // Premultiplied half-transparent red, then a 2 x 1 corner of it turned opaque blue.
        let first = Bitmap(width: 3, height: 2, pixels: Array([[UInt8]](repeating: [128, 0, 0, 128], count: 6).joined()))!
        var second = first
        for i in [0, 4] { second.pixels.replaceSubrange(i..<i + 4, with: [0, 0, 255, 255]) }
        var writer = try APNGWriter(width: 3, height: 2, delay: 0.5, opaque: false, plays: 2)
        try writer.add(first)
        try writer.add(second, region: PixelRect(x: 0, y: 0, width: 2, height: 1))
        let decoded = try Self.pillowFrames(try writer.finish(), expectedHeader: "PNG 2 2 500.0")
        #expect(decoded == [first, second].map { RGBAImage($0).pixels })
        #expect(decoded.first?.prefix(4) == [255, 0, 0, 128])
    }

    @Test func anOpaqueAnimationRejectsATranslucentFrame() throws {
        var writer = try APNGWriter(width: 1, height: 1, delay: 0.1, opaque: true)
        #expect(throws: PNGError.self) { try writer.add(Bitmap(width: 1, height: 1, pixels: [0, 0, 0, 0])!) }
        #expect(throws: PNGError.self) { try writer.add(Bitmap(width: 2, height: 1, pixels: [UInt8](repeating: 255, count: 8))!) }
    }

    /// Every frame of `apng` as Pillow composes it (straight RGBA rows), after checking that
    /// Pillow's format, frame count, loop count and first duration print as `expectedHeader`.
    static func pillowFrames(_ apng: [UInt8], expectedHeader: String) throws -> [[UInt8]] {
        let directory = try PNGTestSupport.scratchDirectory()
        let file = directory.appendingPathComponent("animation.png").path
        try AtomicFile.write(apng, toPath: file)
        let script = """
            import sys
            from PIL import Image
            image = Image.open(sys.argv[1])
            print(image.format, image.n_frames, image.info.get('loop'), image.info.get('duration'))
            for i in range(image.n_frames):
                image.seek(i)
                open(sys.argv[1] + '.%d' % i, 'wb').write(image.convert('RGBA').tobytes())
            """
        let result = try PixelmatchPeer.python(["-c", script, file])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.hasPrefix(expectedHeader), "\(result.output)")
        let count = Int(result.output.split(separator: " ").dropFirst().first ?? "") ?? 0
        return try (0..<count).map { try FileBytes.read(atPath: file + ".\($0)") }
    }
}
