import Foundation
import Testing
import LayoutEngine
import DesignSystem
@testable import SceneFile
import Rasterizer

/// The scene files in `examples/` are the format's documentation: each one decodes, lays out
/// and draws, and each one validates against the published JSON Schema.
@Suite struct ExampleSceneTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let examples: [String] = {
        let directory = packageRoot.appendingPathComponent("examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        // Only the scene files at the top level: `examples/documents/` holds journal documents,
        // another format, which DocumentCommandTests reads.
        return names.sorted().filter { $0.hasSuffix(".json") || $0.hasSuffix(".yaml") }
            .map { directory.appendingPathComponent($0).path }
    }()

    @Test func thereAreExamplesOfBothKinds() {
        #expect(Self.examples.contains { $0.hasSuffix(".yaml") })
        #expect(Self.examples.count >= 3)
    }

    @Test(arguments: examples)
    func anExampleDecodesAndDraws(path: String) throws {
        let scene = try SceneDocument.load(path: path).makeScene()
        let bitmap = try ScenePainter().render(scene)
        #expect(bitmap.width == Int((scene.size.width * scene.scale).rounded(.up)))
    }

    @Test func everyExampleValidatesAgainstTheSchema() throws {
        try Self.expectValid(Self.examples)
    }

    /// Runs scripts/validate_scenes.py (Python's jsonschema) on `paths` and expects every file to
    /// validate against docs/*.schema.json; skips when jsonschema is not installed.
    static func expectValid(_ paths: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", packageRoot.appendingPathComponent("scripts/validate_scenes.py").path] + paths
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 3 {
            print("skipped: Python's jsonschema is not installed"); return
        }
        #expect(process.terminationStatus == 0, "\(text)")
    }
}
