import Foundation
import Testing
import TestSupport
@testable import Rasterizer

/// The default encoder (`PNGEncoder.Method.runs`, Sources/CPNG/png_fast.c): every image libpng
/// reads back exactly, the bytes independent of the thread count, the stream valid for zlib and
/// Pillow, and files near libpng's size.
@Suite("PNG fast encoder")
struct PNGFastEncoderTests {
    /// A generated straight-alpha image that looks like a screen: a background row repeated,
    /// then solid rectangles, vertical and horizontal gradients and small noisy patches (like
    /// text); translucent pixels unless `opaque`. Built a row at a time, so debug builds stay fast.
    static func screenLike(width: Int, height: Int, opaque: Bool, seed: UInt64) -> RGBAImage {
        var random = SplitMix64(seed: seed)
        var background = [UInt8](repeating: 0, count: width * 4)
        let color = [UInt8(random.below(256)), UInt8(random.below(256)), UInt8(random.below(256))]
        for x in 0..<width {
            background.replaceSubrange(x * 4..<x * 4 + 3, with: color)
            background[x * 4 + 3] = opaque ? 255 : UInt8(random.below(4) == 0 ? random.below(256) : 200)
        }
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for _ in 0..<height { pixels += background }
        for _ in 0..<12 {
            let kind = random.below(4)
            let x0 = random.below(width), y0 = random.below(height)
            let limit = kind == 3 ? 40 : max(width, height)
            let x1 = min(width, x0 + 1 + random.below(min(limit, width)))
            let y1 = min(height, y0 + 1 + random.below(min(limit, height)))
            let color = [UInt8(random.below(256)), UInt8(random.below(256)), UInt8(random.below(256))]
            let alpha: UInt8 = opaque ? 255 : UInt8(random.below(256))
            var span = [UInt8](repeating: 0, count: (x1 - x0) * 4)
            for y in y0..<y1 {
                if y == y0 || kind != 2 {
                    for x in 0..<x1 - x0 {
                        for c in 0..<3 {
                            switch kind {
                            case 0: span[x * 4 + c] = color[c]
                            case 1: span[x * 4 + c] = color[c] &+ UInt8(truncatingIfNeeded: y)
                            case 2: span[x * 4 + c] = color[c] &+ UInt8(truncatingIfNeeded: x * (c + 1))
                            default: span[x * 4 + c] = UInt8(random.below(256))
                            }
                        }
                        span[x * 4 + 3] = kind == 3 && !opaque ? UInt8(random.below(256)) : alpha
                    }
                }
                let start = (y * width + x0) * 4
                pixels.replaceSubrange(start..<start + span.count, with: span)
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)!
    }

    /// Sizes that hit the edges: one pixel, one row, one column, widths that are no multiple of
    /// anything, a row longer than a stripe, several stripes.
    static let sizes: [(Int, Int)] = [(1, 1), (1, 7), (7, 1), (2, 2), (3, 5), (13, 11), (97, 3), (258, 4),
                                      (1001, 37), (333, 500), (270_001, 2)]

    @Test("every size and kind of image decodes to its own pixels", arguments: [true, false])
    func roundTrip(opaque: Bool) throws {
        for (index, (width, height)) in Self.sizes.enumerated() {
            let image = Self.screenLike(width: width, height: height, opaque: opaque, seed: UInt64(index))
            let png = try PNGEncoder.fast.encode(image)
            #expect(png[25] == (image.isOpaque ? 2 : 6), "\(width)x\(height)")
            #expect(try PNGDecoder().decode(png) == image, "\(width)x\(height)")
        }
    }

    @Test("noise, one color, and a translucent bitmap round-trip; noise costs little more than its bytes")
    func extremes() throws {
        var random = SplitMix64(seed: 42)
        let noise = RGBAImage(width: 301, height: 257, pixels: (0..<301 * 257 * 4).map { _ in UInt8(random.below(256)) })!
        let noisePNG = try PNGEncoder.fast.encode(noise)
        #expect(try PNGDecoder().decode(noisePNG) == noise)
        // Stored blocks: the filtered rows plus 5 bytes a block and the file's own 70 or so.
        #expect(noisePNG.count < 257 * (301 * 4 + 1) + 200)
        let flat = RGBAImage(width: 1179, height: 2556, pixels: [UInt8](repeating: 255, count: 1179 * 2556 * 4))!
        let flatPNG = try PNGEncoder.fast.encode(flat)
        #expect(try PNGDecoder().decode(flatPNG) == flat)
        #expect(flatPNG.count < 40_000, "\(flatPNG.count) bytes for one color")
        let bitmap = PNGTestSupport.patternBitmap(width: 67, height: 41, opaque: false)
        #expect(Bitmap(try PNGDecoder().decode(PNGEncoder.fast.encode(bitmap))) == bitmap)
    }

    @Test("an image is opaque only when every alpha is 255, wherever the one that is not sits")
    func opacityCheck() {
        for count in [1, 2, 3, 8191, 8192, 8193, 20_001] {
            let opaque = [UInt8](repeating: 255, count: count * 4)
            #expect(opaque.withUnsafeBufferPointer { RGBAImage.alphaIsOpaque($0) }, "\(count) pixels")
            for pixel in Set([0, count / 2, 8191 % count, 8192 % count, count - 1]) {
                var translucent = opaque
                translucent[pixel * 4 + 3] = 254
                #expect(!translucent.withUnsafeBufferPointer { RGBAImage.alphaIsOpaque($0) }, "pixel \(pixel) of \(count)")
                // A color byte below 255 changes nothing.
                var colored = opaque
                colored[pixel * 4 + 2] = 0
                #expect(colored.withUnsafeBufferPointer { RGBAImage.alphaIsOpaque($0) }, "pixel \(pixel) of \(count)")
            }
        }
    }

    @Test("a bitmap is written as RGB when every alpha is 255 and as RGBA when one is not, wherever it sits; the encoder finds it while packing rows")
    func opacityFoundWhilePacking() throws {
        // 333x500 is several stripes; the pixels cover the first, a middle and the last stripe,
        // and the SSSE3 part and the scalar tail of a row.
        let width = 333, height = 500
        let opaque = Bitmap(checkedWidth: width, height: height, pixels: Self.screenLike(width: width, height: height, opaque: true, seed: 7).pixels)
        let rgb = try PNGEncoder.fast.encode(opaque)
        #expect(rgb[25] == 2, "color type RGB")
        #expect(Bitmap(try PNGDecoder().decode(rgb)) == opaque)
        for (x, y) in [(0, 0), (331, 0), (332, 250), (4, 499), (166, 300), (332, 499)] {
            var bitmap = opaque
            let i = (y * width + x) * 4
            bitmap.pixels[i + 3] = 128
            for c in 0..<3 { bitmap.pixels[i + c] = min(bitmap.pixels[i + c], 128) }
            let png = try PNGEncoder.fast.encode(bitmap)
            #expect(png[25] == 6, "(\(x), \(y)): color type RGBA")
            #expect(Bitmap(try PNGDecoder().decode(png)) == bitmap, "(\(x), \(y))")
            #expect(png == (try PNGEncoder.fast.encode(RGBAImage(bitmap))), "(\(x), \(y)): the straight image's bytes")
            // Told the pixels are opaque when they are not, the encoder refuses rather than drop alpha.
            #expect(throws: PNGError.self) {
                try PNGEncoder.fast.encodeRGBA(bitmap.pixels, width: width, height: height, opaque: true)
            }
        }
    }

    @Test("rows repeated inside noise, which is written as stored blocks, come back exactly", arguments: [true, false])
    func repeatedRowsInStoredBlocks(opaque: Bool) throws {
        // Narrow noise does not compress, so its stripes are stored blocks, which copy the
        // filtered bytes: the repeated rows' Up zeros among them.
        var random = SplitMix64(seed: opaque ? 11 : 12)
        for width in [1, 2] {
            let height = 60_000
            var pixels: [UInt8] = []
            pixels.reserveCapacity(width * height * 4)
            var row = [UInt8](repeating: 255, count: width * 4)
            for y in 0..<height {
                if y % 50 != 49 {
                    for i in 0..<row.count where opaque ? i % 4 != 3 : true { row[i] = UInt8(random.below(256)) }
                }
                pixels += row
            }
            let image = RGBAImage(width: width, height: height, pixels: pixels)!
            let png = try PNGEncoder.fast.encode(image)
            #expect(png.count > width * height * (opaque ? 3 : 4), "\(width): stored, not compressed")
            #expect(try PNGDecoder().decode(png) == image, "\(width)")
        }
    }

    @Test("the bytes do not depend on the number of threads")
    func threadsDoNotChangeTheBytes() throws {
        // 600 x 1300 RGBA: 3.1 MB of rows, three stripes.
        let image = Self.screenLike(width: 600, height: 1300, opaque: false, seed: 7)
        let one = try PNGEncoder(method: .runs, threads: 1).encode(image)
        for threads in [0, 2, 3, 8, 64] {
            #expect(try PNGEncoder(method: .runs, threads: threads).encode(image) == one, "\(threads) threads")
        }
        #expect(try PNGEncoder(method: .runs, threads: 2).encode(image) == PNGEncoder(method: .runs, threads: 2).encode(image))
        #expect(try PNGDecoder().decode(one) == image)
    }

    @Test("the file is an ordinary PNG: IHDR, IDAT chunks of at most 1 MiB, IEND; one zlib stream")
    func fileStructure() throws {
        var random = SplitMix64(seed: 3)
        let noise = RGBAImage(width: 800, height: 700, pixels: (0..<800 * 700 * 4).map { _ in UInt8(random.below(256)) })!
        let png = try PNGEncoder.fast.encode(noise)
        let chunks = APNGWriter.chunks(of: png)
        #expect(chunks.map(\.type).first == "IHDR")
        #expect(chunks.map(\.type).last == "IEND")
        let idat = chunks.filter { $0.type == "IDAT" }
        #expect(idat.count == 3)
        #expect(idat.allSatisfy { $0.data.count <= 1 << 20 })
        let stream = idat.flatMap(\.data)
        #expect(stream.prefix(2) == [0x78, 0x01])
        // The empty final block before the Adler-32.
        #expect(Array(stream.suffix(6).prefix(2)) == [0x03, 0x00])
        #expect(try PNGDecoder().decode(png) == noise)
    }

    @Test("on the reference screenshot the file is at most 1.6 times libpng's defaults")
    func sizeAgainstLibpng() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Benchmarks/peers/reference_screenshot.png").path
        let image = try PNGDecoder().decode(FileBytes.read(atPath: path))
        let ours = try PNGEncoder.fast.encode(image)
        let libpng = try PNGEncoder.libpngDefault.encode(image)
        #expect(Double(ours.count) <= 1.6 * Double(libpng.count), "\(ours.count) against \(libpng.count) bytes")
        #expect(try PNGDecoder().decode(ours) == image)
    }

    static let python = (try? PixelmatchPeer.python(["-c", "import zlib"]).status) == 0
    static let pillow = (try? PixelmatchPeer.python(["-c", "import PIL"]).status) == 0

    @Test("Python's zlib inflates the stream and checks its Adler-32",
          .enabled(if: PNGFastEncoderTests.python, "python3 is not installed"))
    func pythonZlibInflates() throws {
        let image = Self.screenLike(width: 333, height: 1100, opaque: true, seed: 11)
        let png = try PNGEncoder.fast.encode(image)
        let directory = try PNGTestSupport.scratchDirectory()
        let file = directory.appendingPathComponent("stream.zlib").path
        try AtomicFile.write(APNGWriter.chunks(of: png).filter { $0.type == "IDAT" }.flatMap(\.data), toPath: file)
        let script = """
            import sys, zlib
            data = zlib.decompress(open(sys.argv[1], 'rb').read())
            print(len(data))
            """
        let result = try PixelmatchPeer.python(["-c", script, file])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.trimmingCharacters(in: .whitespacesAndNewlines) == "\(1100 * (333 * 3 + 1))")
    }

    @Test("Pillow reads every image as written", .enabled(if: PNGFastEncoderTests.pillow,
                                                         "python3 with Pillow is not installed (run `make peers`)"))
    func pillowReads() throws {
        let directory = try PNGTestSupport.scratchDirectory()
        var images: [RGBAImage] = []
        for (index, (width, height)) in Self.sizes.enumerated() where width * height < 1_000_000 {
            for opaque in [true, false] {
                let image = Self.screenLike(width: width, height: height, opaque: opaque, seed: UInt64(100 + index))
                try AtomicFile.write(PNGEncoder.fast.encode(image),
                                     toPath: directory.appendingPathComponent("\(images.count).png").path)
                images.append(image)
            }
        }
        let script = """
            import sys
            from PIL import Image
            for i in range(int(sys.argv[2])):
                path = '%s/%d.png' % (sys.argv[1], i)
                image = Image.open(path)
                image.load()
                open(path + '.rgba', 'wb').write(image.convert('RGBA').tobytes())
            print('ok')
            """
        let result = try PixelmatchPeer.python(["-c", script, directory.path, "\(images.count)"])
        #expect(result.status == 0, "\(result.output)")
        for (i, image) in images.enumerated() {
            let decoded = try FileBytes.read(atPath: directory.appendingPathComponent("\(i).png.rgba").path)
            #expect(decoded == image.pixels, "image \(i): \(image.width)x\(image.height)")
        }
    }
}
