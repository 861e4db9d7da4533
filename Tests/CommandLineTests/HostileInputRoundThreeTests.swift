import Foundation
import LayoutEngine
import Rasterizer
import Testing
import TestSupport

/// Issue 37, "Hostile input, third round": an error that did not say where, collisions found
/// after drawing, and the hostile cases of the surfaces added since the second round. Nothing here
/// is timed: work is counted (`ShadowMaskCache.pixelsBlurred`, the preview's looks) or the outcome
/// is checked.
@Suite("Hostile input, third round")
struct HostileInputRoundThreeTests {
    func write(_ text: String, to url: URL) throws { try Data(text.utf8).write(to: url) }

    static let square = HostileInputRoundTwoTests.square

    @Test("--frames whose STEP is longer than an APNG frame can last is refused up front, naming --frames", arguments: [
        "0:1e9:1e8", "0:200000:100000",
    ])
    func aFrameStepLongerThanAnAPNGFrameIsRefusedUpFront(_ frames: String) throws {
        let folder = try Scratch.directory("frames-step")
        let scene = folder.appendingPathComponent("scene.json")
        try write(Self.square, to: scene)
        let out = folder.appendingPathComponent("out")
        let result = try BuiltCommand.run(["render", scene.path, "--frames", frames, "-o", out.path])
        #expect(result.status == 2, "\(result.standardError)")
        #expect(result.standardError.contains("--frames"), "\(result.standardError)")
        #expect(result.standardError.contains("65535"), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: out.path), "nothing written")
        // One frame has no delay to store: drawn.
        let single = try BuiltCommand.run(["render", scene.path, "--frames", "5:5:1e8", "-o", out.path])
        #expect(single.status == 0, "\(single.standardError)")
    }
}
