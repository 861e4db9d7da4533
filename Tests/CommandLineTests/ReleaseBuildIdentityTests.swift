import Foundation
import Rasterizer
import TestSupport
import Testing

/// A picture drawn by one build is the same from another: the PNGs in Tests/Fixtures/ReleaseBuild
/// were drawn by the static release binary (`make release`: optimized, the Swift runtime linked in;
/// `record.sh` there), and the debug binary this test run built (on CI, from a fresh clone) draws
/// the same bytes from the same scenes. Nothing is built for it: it costs five renders.
@Suite struct ReleaseBuildIdentityTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures/ReleaseBuild").path

    @Test("the debug build draws the release build's bytes",
          arguments: ["alert-modal.json", "raw-nodes.json", "images.json", "world-text.json", "sheet.yaml"])
    func debugBuildDrawsTheReleaseBuildsBytes(scene: String) throws {
        let output = try Scratch.directory("release-identity").path + "/\(scene).png"
        let variants = scene == "alert-modal.json" ? ["--variants", "dark+ax5+rtl"] : []
        let run = try BuiltCommand.run(["render", "\(Self.packageRoot.path)/examples/\(scene)", "-o", output] + variants)
        #expect(run.status == 0, "\(run.standardError)")
        var pictures = [(output, "\(Self.fixtures)/\(scene).png")]
        if !variants.isEmpty {
            pictures.append((output.dropLast(4) + ".dark-ax5-rtl.png", "\(Self.fixtures)/\(scene).dark-ax5-rtl.png"))
        }
        for (ours, release) in pictures {
            let drawn = try FileBytes.read(atPath: ours), recorded = try FileBytes.read(atPath: release)
            #expect(drawn == recorded, "\(ours) differs from the release build's \(release)")
            #expect(try PNGDecoder().decode(drawn) == PNGDecoder().decode(recorded))
        }
    }
}
