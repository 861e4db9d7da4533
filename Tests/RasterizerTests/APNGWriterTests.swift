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
        let sixtieth = try APNGWriter(width: 1, height: 1, delay: 1.0 / 60)
        #expect((sixtieth.delayNumerator, sixtieth.delayDenominator) == (1, 60))
        let tenth = try APNGWriter(width: 1, height: 1, delay: 0.1)
        #expect((tenth.delayNumerator, tenth.delayDenominator) == (1, 10))
        #expect(throws: PNGError.self) { try APNGWriter(width: 1, height: 1, delay: .nan) }
        #expect(throws: PNGError.self) { try APNGWriter(width: 0, height: 1, delay: 0.1) }
    }

    @Test(.enabled(if: APNGWriterTests.pillow, "python3 with Pillow is not installed (run `make peers`)"))
    func pillowDecodesEveryFrameAsDrawn() throws {
        let renderer = FrameRenderer(scene: try FrameRendererTests.scene(), timeline: try FrameRendererTests.timeline())
        var writer = try APNGWriter(width: 400, height: 320, delay: 0.05)
        var frames: [Bitmap] = []
        try renderer.renderFrames(at: stride(from: 0.0, through: 0.5, by: 0.05).map { $0 }) { frame in
            try writer.add(frame.bitmap, region: frame.damageBounds ?? .empty)
            frames.append(frame.bitmap)
        }
        let directory = try PNGTestSupport.scratchDirectory()
        let file = directory.appendingPathComponent("animation.png").path
        try AtomicFile.write(try writer.finish(), toPath: file)
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
        #expect(result.output.hasPrefix("PNG 11 0 50.0"), "\(result.output)")
        for (index, bitmap) in frames.enumerated() {
            let decoded = try FileBytes.read(atPath: file + ".\(index)")
            #expect(decoded == RGBAImage(bitmap).pixels, "frame \(index)")
        }
    }
}
