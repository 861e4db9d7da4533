import Foundation
import TestSupport
import Rasterizer
import Testing

/// `layout-render diff`, run as the built binary, as a user would.
@Suite("layout-render diff", .serialized)
struct DiffCommandTests {
    /// A width x 20 image, every pixel (gray, 255, 255), with a black 4x3 block at (10, 5) when `changed`.
    static func writeImage(_ name: String, in directory: URL, changed: Bool = false, gray: UInt8 = 255,
                           width: Int = 30) throws -> String {
        var pixels = [UInt8](repeating: 255, count: width * 20 * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) { pixels[i] = gray }
        if changed {
            for y in 5..<8 { for x in 10..<14 { for c in 0..<3 { pixels[(y * width + x) * 4 + c] = 0 } } }
        }
        let path = directory.appendingPathComponent(name).path
        let image = try #require(RGBAImage(width: width, height: 20, pixels: pixels))
        try AtomicFile.write(PNGEncoder.fast.encode(image), toPath: path)
        return path
    }

    /// A 30x20 vertical edge: black columns 0-9, one column of `gray` at 10, white from 11:
    /// column 10 is what anti-aliasing of the edge looks like.
    static func writeEdge(_ name: String, in directory: URL, gray: UInt8) throws -> String {
        var pixels = [UInt8]()
        for _ in 0..<20 {
            for x in 0..<30 {
                let value: UInt8 = x < 10 ? 0 : (x == 10 ? gray : 255)
                pixels += [value, value, value, 255]
            }
        }
        let path = directory.appendingPathComponent(name).path
        try AtomicFile.write(PNGEncoder.fast.encode(try #require(RGBAImage(width: 30, height: 20, pixels: pixels))), toPath: path)
        return path
    }

    static func scratch() throws -> URL {
        try Scratch.directory("diff")
    }

    @Test("identical images exit 0 and print identical JSON")
    func identicalExitsZero() throws {
        let directory = try Self.scratch()
        let a = try Self.writeImage("a.png", in: directory)
        let run = try BuiltCommand.run(["diff", a, a, "--json"])
        #expect(run.status == 0)
        #expect(run.standardOutput == """
            {"identical":true,"differentPixels":0,"ratio":0.0,"boundingBox":null,"width":30,"height":20}

            """)
    }

    @Test("changed pixels exit 1 with their count, ratio and bounding box")
    func changedExitsOne() throws {
        let directory = try Self.scratch()
        let run = try BuiltCommand.run(["diff", Self.writeImage("a.png", in: directory),
                                        Self.writeImage("b.png", in: directory, changed: true), "--json"])
        #expect(run.status == 1)
        #expect(run.standardOutput == """
            {"identical":false,"differentPixels":12,"ratio":0.02,"boundingBox":{"x":10,"y":5,"width":4,"height":3},"width":30,"height":20}

            """)
    }

    @Test("--max-diff-pixels tolerates that many differing pixels")
    func maxDiffPixelsTolerates() throws {
        let directory = try Self.scratch()
        let a = try Self.writeImage("a.png", in: directory), b = try Self.writeImage("b.png", in: directory, changed: true)
        #expect(try BuiltCommand.run(["diff", a, b, "--max-diff-pixels", "12"]).status == 0)
        #expect(try BuiltCommand.run(["diff", a, b, "--max-diff-pixels", "11"]).status == 1)
    }

    @Test("--threshold decides whether a faint change counts")
    func thresholdOption() throws {
        let directory = try Self.scratch()
        let a = try Self.writeImage("a.png", in: directory), b = try Self.writeImage("b.png", in: directory, gray: 250)
        #expect(try BuiltCommand.run(["diff", a, b]).status == 0)
        #expect(try BuiltCommand.run(["diff", a, b, "--threshold", "0"]).status == 1)
    }

    @Test("an anti-aliased edge that changes is not counted unless --include-aa")
    func includeAntiAliasing() throws {
        let directory = try Self.scratch()
        let a = try Self.writeEdge("a.png", in: directory, gray: 100), b = try Self.writeEdge("b.png", in: directory, gray: 180)
        #expect(try BuiltCommand.run(["diff", a, b]).status == 0)
        let strict = try BuiltCommand.run(["diff", a, b, "--include-aa", "--json"])
        #expect(strict.status == 1)
        #expect(strict.standardOutput.contains("\"differentPixels\":20,"))
    }

    @Test("-o writes the difference image with changed pixels in red")
    func writesDifferenceImage() throws {
        let directory = try Self.scratch()
        let output = directory.appendingPathComponent("out/diff.png").path
        _ = try BuiltCommand.run(["diff", Self.writeImage("a.png", in: directory),
                                  Self.writeImage("b.png", in: directory, changed: true), "-o", output])
        let image = try PNGDecoder().decode(contentsOfFile: output)
        let changed = (6 * 30 + 11) * 4
        #expect(Array(image.pixels[changed..<changed + 4]) == [255, 0, 0, 255])
    }

    @Test("an unreadable file exits 2 naming it on standard error")
    func unreadableFileExitsTwo() throws {
        let directory = try Self.scratch()
        let run = try BuiltCommand.run(["diff", Self.writeImage("a.png", in: directory), "/nonexistent/b.png", "--json"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("/nonexistent/b.png"))
    }

    @Test("a corrupt PNG exits 2 with libpng's message")
    func corruptFileExitsTwo() throws {
        let directory = try Self.scratch()
        let a = try Self.writeImage("a.png", in: directory)
        let broken = directory.appendingPathComponent("broken.png").path
        try AtomicFile.write(Array(try FileBytes.read(atPath: a).prefix(60)), toPath: broken)
        let run = try BuiltCommand.run(["diff", a, broken])
        #expect(run.status == 2)
        #expect(run.standardError.contains("corrupt PNG"))
    }

    @Test("images of different sizes exit 1 and the message gives both sizes")
    func sizeMismatchExitsOne() throws {
        let directory = try Self.scratch()
        let run = try BuiltCommand.run(["diff", Self.writeImage("a.png", in: directory),
                                        Self.writeImage("b.png", in: directory, width: 31), "--json"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("30x20"))
        #expect(run.standardError.contains("31x20"))
        #expect(run.standardOutput.contains("\"identical\":false"))
    }

    @Test("a threshold outside 0...1 is a usage error")
    func invalidThresholdIsRejected() throws {
        let run = try BuiltCommand.run(["diff", "a.png", "b.png", "--threshold", "3"])
        #expect(run.status != 0 && run.status != 1)
        #expect(run.standardError.contains("--threshold"))
    }
}
