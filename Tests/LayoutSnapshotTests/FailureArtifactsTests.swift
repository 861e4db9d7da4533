import Foundation
@testable import LayoutSnapshot
@testable import SnapshotArtifacts
import Rasterizer
import Testing

@Suite("Failure artifacts")
struct FailureArtifactsTests {
    @Test("failures written from parallel tasks all appear in index.html")
    func parallelFailuresAllIndexed() async throws {
        let directory = try SnapshotTestSupport.scratchDirectory()
        let artifacts = FailureArtifacts(directory: directory)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<12 {
                group.addTask {
                    _ = try artifacts.write(suite: "Parallel", name: "shot\(index)", message: "failure \(index)",
                                            referencePath: "/refs/shot\(index).png", reference: SnapshotTestSupport.image(),
                                            actual: SnapshotTestSupport.image(mark: nil), difference: nil)
                }
            }
            try await group.waitForAll()
        }
        let html = try String(contentsOfFile: "\(directory)/index.html", encoding: .utf8)
        #expect(html.contains("12 snapshots failed"))
        for index in 0..<12 { #expect(html.contains("Parallel/shot\(index)</h2>")) }
    }

    @Test("records of an earlier run are dropped from the index and deleted")
    func staleRecordsRemoved() throws {
        let directory = try SnapshotTestSupport.scratchDirectory()
        let stale = #"{"actual":"Old/x.actual.png","message":"old","name":"x","referencePath":"/r","run":"earlier","sideBySide":"Old/x.side-by-side.png","suite":"Old"}"#
        try AtomicFile.write(stale, toPath: "\(directory)/Old/x.failure.json")
        try AtomicFile.write([1], toPath: "\(directory)/Old/x.actual.png")
        _ = try FailureArtifacts(directory: directory).write(
            suite: "New", name: "y", message: "new", referencePath: "/r", reference: nil,
            actual: SnapshotTestSupport.image(), difference: nil)
        let html = try String(contentsOfFile: "\(directory)/index.html", encoding: .utf8)
        #expect(html.contains("New/y") && !html.contains("Old/x"))
        #expect(!FileManager.default.fileExists(atPath: "\(directory)/Old/x.actual.png"))
    }

    @Test("the index escapes HTML in names and messages and has an overlay slider")
    func indexEscapesAndSlides() {
        let record = FailureArtifacts.Record(run: "r", suite: "S", name: "a<b", message: "x & \"y\"", referencePath: "/r",
                                             reference: "S/a.reference.png", actual: "S/a.actual.png", difference: nil,
                                             sideBySide: "S/a.side-by-side.png")
        let html = FailureIndex.html([record])
        #expect(html.contains("S/a&lt;b"))
        #expect(html.contains("x &amp; &quot;y&quot;"))
        #expect(html.contains("type=\"range\""))
    }

    @Test("the side-by-side places images left to right on gray with 8-pixel gaps")
    func sideBySideLayout() {
        let a = SnapshotTestSupport.image(width: 4, height: 3, mark: nil), b = SnapshotTestSupport.image(width: 5, height: 6, mark: nil)
        let composed = SideBySideImage.compose([a, b])
        #expect(composed.width == 8 + 4 + 8 + 5 + 8)
        #expect(composed.height == 6 + 16)
        #expect(Array(composed.pixels[0..<4]) == SideBySideImage.backdrop)
        let firstPixelOfB = ((8 * composed.width) + 8 + 4 + 8) * 4
        #expect(Array(composed.pixels[firstPixelOfB..<firstPixelOfB + 4]) == [242, 242, 247, 255])
    }
}
