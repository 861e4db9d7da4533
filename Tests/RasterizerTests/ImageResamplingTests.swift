import Foundation
import LayoutEngine
import TestSupport
import Testing
@testable import Rasterizer

/// Images drawn smaller than their pixels: Lanczos-3 on premultiplied pixels, as Pillow's LANCZOS.
@Suite struct ImageResamplingTests {
    /// `image` drawn by the scene painter in a `width` x `height` point node at scale 1.
    static func drawn(_ image: ImageContent, width: Double, height: Double) throws -> RGBAImage {
        let scene = Scene(size: Size(width: width, height: height), scale: 1, background: .clear,
                          nodes: [SceneNode(id: "image", frame: Rect(x: 0, y: 0, width: width, height: height), content: .image(image))])
        return RGBAImage(try ScenePainter(glyphCache: nil).render(scene))
    }

    @Test("a photo-like image shrunk 7.5x is within 40 dB PSNR of Pillow's LANCZOS",
          .enabled(if: ImageTestSupport.pillow, "python3 with Pillow is not installed (run `make peers`)"))
    func shrunkPhotoMatchesPillowLanczos() throws {
        let photo = ImageTestSupport.photo(width: 480, height: 300)
        let file = try Scratch.directory("resample").appendingPathComponent("photo.png").path
        try AtomicFile.write(try PNGEncoder().encode(RGBAImage(photo)!), toPath: file)
        let ours = try Self.drawn(photo, width: 64, height: 40)
        let theirs = try ImageTestSupport.pillowPixels(file, "im.resize((64, 40), Image.LANCZOS)")
        let psnr = ImageTestSupport.psnr(ours.pixels, theirs.rgba)
        #expect(psnr >= 40, "PSNR \(psnr) dB")
    }

    /// A black and white checkerboard of `side` pixels with squares of `cell` pixels, drawn in 40 x 40 points at scale 1: its grays.
    static func shrunkCheckerboard(side: Int, cell: Int) throws -> [Int] {
        var rgba = [UInt8](repeating: 255, count: side * side * 4)
        for y in 0..<side {
            for x in 0..<side where (x / cell + y / cell) % 2 == 0 {
                rgba.replaceSubrange((y * side + x) * 4..<(y * side + x) * 4 + 3, with: [0, 0, 0])
            }
        }
        let image = try drawn(ImageContent(width: side, height: side, rgba: rgba), width: 40, height: 40)
        return stride(from: 0, to: image.pixels.count, by: 4).map { Int(image.pixels[$0]) }
    }

    @Test("a one-pixel checkerboard shrunk 10x is an even gray: no moiré")
    func checkerboardShrunkTenTimesHasNoMoire() throws {
        let grays = try Self.shrunkCheckerboard(side: 400, cell: 1)
        #expect(grays.allSatisfy { (126...129).contains($0) }, "grays \(Set(grays).sorted())")
    }

    @Test("a two-pixel checkerboard shrunk by a non-integer 7.3x is even too")
    func checkerboardShrunkByAFraction() throws {
        let grays = try Self.shrunkCheckerboard(side: 292, cell: 2)
        #expect(grays.allSatisfy { (118...137).contains($0) }, "grays \(Set(grays).sorted())")
    }

    @Test("premultiplied resampling keeps a white shape on transparent white at its edges")
    func transparentEdgesDoNotDarken() throws {
        // White disc, transparent black around it: straight resampling would pull in the black.
        let side = 100
        var rgba = [UInt8](repeating: 0, count: side * side * 4)
        for y in 0..<side {
            for x in 0..<side where (x - 50) * (x - 50) + (y - 50) * (y - 50) < 40 * 40 {
                rgba.replaceSubrange((y * side + x) * 4..<(y * side + x) * 4 + 4, with: [255, 255, 255, 255])
            }
        }
        let image = try Self.drawn(ImageContent(width: side, height: side, rgba: rgba), width: 10, height: 10)
        for i in stride(from: 0, to: image.pixels.count, by: 4) where image.pixels[i + 3] > 8 {
            #expect(image.pixels[i] >= 250, "pixel \(i / 4): \(Array(image.pixels[i..<i + 4]))")
        }
    }

    @Test("the same drawing twice gives the same bytes")
    func resamplingIsDeterministic() throws {
        let photo = ImageTestSupport.photo(width: 301, height: 207, seed: 3)
        #expect(try Self.drawn(photo, width: 37, height: 23) == Self.drawn(photo, width: 37, height: 23))
    }

    @Test("sinPi is sin(pi x) to 1e-14 across the Lanczos support")
    func sinPiMatchesTheLibrary() {
        for i in -600...600 {
            let x = Double(i) / 100
            #expect(abs(ImageResampler.sinPi(x) - sin(Double.pi * x)) < 1e-14, "x = \(x)")
        }
    }

    @Test("every output pixel's fixed-point weights sum to one within rounding")
    func kernelWeightsSumToOne() {
        for (input, output) in [(100, 10), (480, 64), (7, 3), (1000, 999)] {
            let kernel = ImageResampler.Kernel(inputLength: input, outputLength: output)
            for i in 0..<output {
                let sum = (0..<kernel.count[i]).reduce(0) { $0 + Int(kernel.weights[i * kernel.size + $1]) }
                #expect(abs(sum - (1 << ImageResampler.precisionBits)) <= kernel.count[i], "\(input)->\(output) pixel \(i)")
            }
        }
    }
}
