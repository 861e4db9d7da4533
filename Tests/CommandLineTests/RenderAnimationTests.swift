import Foundation
import TestSupport
import Rasterizer
import Testing

/// `layout-render render --time` and `--frames`: scenes drawn with their animations.
@Suite("layout-render render --time/--frames", .serialized)
struct RenderAnimationTests {
    static let scene = """
    {"size": {"width": 100, "height": 60}, "scale": 2, "background": "#FFFFFFFF",
     "nodes": [{"id": "square", "frame": {"x": 20, "y": 10, "width": 40, "height": 40}, "fill": "#FF0000FF"}],
     "animations": [{"node": "square", "keyPath": "transform.rotation.z", "values": [0, 0.785398163397448],
                     "duration": 1, "fillMode": "forwards"}]}
    """

    func run(_ arguments: [String], scene: String = RenderAnimationTests.scene) throws
        -> (directory: URL, status: Int32, standardOutput: String, standardError: String) {
        let directory = try Self.scratch(scene)
        let file = directory.appendingPathComponent("scene.json")
        let result = try BuiltCommand.run(["render", file.path] + arguments.map { $0.replacingOccurrences(of: "DIR", with: directory.path) })
        return (directory, result.status, result.standardOutput, result.standardError)
    }

    /// A scratch folder holding `scene` as scene.json.
    static func scratch(_ scene: String) throws -> URL {
        let directory = try Scratch.directory("render-animation")
        try scene.write(to: directory.appendingPathComponent("scene.json"), atomically: true, encoding: .utf8)
        return directory
    }

    func pixel(_ path: String, _ x: Int, _ y: Int) throws -> [UInt8] {
        let image = try PNGDecoder().decode(contentsOfFile: path)
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    @Test("--time draws the animated values: a square turned 45 degrees leaves its corner")
    func timeDrawsTheAnimation() throws {
        let still = try run(["-o", "DIR/still.png"])
        let turned = try run(["--time", "2", "-o", "DIR/turned.png"])
        #expect(still.status == 0 && turned.status == 0)
        // The top-left corner of the square (points 21, 11) is red at rest and white once turned;
        // the center stays red.
        #expect(try pixel(still.directory.path + "/still.png", 42, 22) == [255, 0, 0, 255])
        #expect(try pixel(turned.directory.path + "/turned.png", 42, 22) == [255, 255, 255, 255])
        #expect(try pixel(turned.directory.path + "/turned.png", 80, 60) == [255, 0, 0, 255])
        #expect(turned.standardOutput.contains("at t = 2 s"))
    }

    @Test("--frames writes numbered frames equal to --time draws, a filmstrip and an APNG")
    func framesWriteEveryFrameAFilmstripAndAnAPNG() throws {
        let result = try run(["--frames", "0:0.5:0.125", "-o", "DIR/frames"])
        #expect(result.status == 0, "\(result.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: result.directory.path + "/frames").sorted()
        #expect(files == ["animation.png", "filmstrip.png", "frame-0000.png", "frame-0001.png", "frame-0002.png",
                          "frame-0003.png", "frame-0004.png"])
        let single = try run(["--time", "0.375", "-o", "DIR/single.png"])
        let frame = try PNGDecoder().decode(contentsOfFile: result.directory.path + "/frames/frame-0003.png")
        #expect(frame == (try PNGDecoder().decode(contentsOfFile: single.directory.path + "/single.png")))
        // A decoder without APNG support sees the first frame.
        let first = try PNGDecoder().decode(contentsOfFile: result.directory.path + "/frames/animation.png")
        #expect(first == (try PNGDecoder().decode(contentsOfFile: result.directory.path + "/frames/frame-0000.png")))
    }

    @Test("the journal grid wobbles in selection mode only")
    func journalGridWobblesInSelectionMode() throws {
        let cards = ##"[{"title": "One", "edited": "today", "tag": "#a", "memo": "Short."}, {"title": "Two", "edited": "today", "tag": "#b", "memo": "Also short."}]"##
        let selecting = #"{"device": "iphoneSE", "content": [{"component": "journalGrid", "selection": [], "cards": \#(cards)}]}"#
        let browsing = #"{"device": "iphoneSE", "content": [{"component": "journalGrid", "cards": \#(cards)}]}"#
        func bytes(_ scene: String, _ arguments: [String]) throws -> RGBAImage {
            let result = try run(arguments + ["-o", "DIR/out.png"], scene: scene)
            #expect(result.status == 0, "\(result.standardError)")
            return try PNGDecoder().decode(contentsOfFile: result.directory.path + "/out.png")
        }
        #expect(try bytes(selecting, ["--time", "0.3"]) != (try bytes(selecting, [])))
        #expect(try bytes(browsing, ["--time", "0.3"]) == (try bytes(browsing, [])))
    }

    @Test("bad frame ranges and times are usage errors", arguments: [
        ["--frames", "1:0:0.1"], ["--frames", "0:1:0"], ["--frames", "0:1"], ["--frames", "0:1e9:0.0001"],
        ["--time", "nan"], ["--time", "1", "--frames", "0:1:0.5"], ["--frames", "0:1:0.5", "-o", "-"],
    ])
    func badFramesAreUsageErrors(arguments: [String]) throws {
        let result = try run(arguments + (arguments.contains("-o") ? [] : ["-o", "DIR/out"]))
        #expect(result.status == 2)
        #expect(result.standardError.contains("--frames") || result.standardError.contains("--time"), "\(result.standardError)")
    }

    @Test("--time -o - writes the PNG to standard output and the report to standard error")
    func timeToStandardOutput() throws {
        let result = try run(["--time", "2", "-o", "-"])
        #expect(result.status == 0)
        #expect(result.standardOutput.dropFirst().hasPrefix("PNG\r\n"))  // after the signature's 0x89
        #expect(result.standardError.contains("at t = 2 s"))
    }

    @Test("layout reads a scene file with animations (checked, then left out)")
    func stillCommandsAcceptAnimations() throws {
        let file = try Self.scratch(Self.scene).appendingPathComponent("scene.json").path
        let frames = try BuiltCommand.run(["layout", file, "--json"])
        #expect(frames.status == 0, "\(frames.standardError)")
        #expect(frames.standardOutput.contains(#""id":"square""#))
    }

    @Test("an animation naming no node, or with a bad key, exits 2 naming it")
    func badAnimationsExitTwo() throws {
        let missing = Self.scene.replacingOccurrences(of: #""node": "square""#, with: #""node": "circle""#)
        let result = try run(["--time", "0.5", "-o", "DIR/out.png"], scene: missing)
        #expect(result.status == 2)
        #expect(result.standardError.contains(#"animations[0].node: no node of the scene is "circle""#))
        let badKey = Self.scene.replacingOccurrences(of: #""duration": 1"#, with: #""duration": -1"#)
        let positioned = try run(["--time", "0.5", "-o", "DIR/out.png"], scene: badKey)
        #expect(positioned.status == 2)
        #expect(positioned.standardError.contains("scene.json:4:30: animations[0].duration"), "\(positioned.standardError)")
    }
}
