import Foundation
import Testing
import TestSupport

/// Issue 27: a modal whose message is one word of hundreds of thousands of letters took minutes
/// (each line drew by walking every glyph of the word). Rendered as a child process at n and 2n
/// letters, the larger takes at most three times as long (quadratic work takes four): a growth
/// benchmark (`make growth`), not part of `make test`.
@Suite struct LongTextCommandTests {
    @Test(.enabled(if: GrowthBenchmark.isRequested, Comment(rawValue: GrowthBenchmark.reason)))
    func aModalWithAOneWordMessageRendersInTimeLinearInItsLength() throws {
        let folder = try Scratch.directory("long-text")
        func render(letters: Int) throws -> MeasuredRun.Result {
            let scene = folder.appendingPathComponent("modal-\(letters).json")
            let message = String(repeating: "x", count: letters)
            let json = #"{"device": "iphone15", "content": [{"component": "modal", "title": "t", "message": "\#(message)", "#
                + #""negative": "no", "positive": "yes"}]}"#
            try Data(json.utf8).write(to: scene)
            let result = try MeasuredRun.run(["render", scene.path, "-o", folder.appendingPathComponent("modal-\(letters).png").path],
                                             limit: 120)
            #expect(result.status == 0 && !result.timedOut, "\(result.standardError)")
            return result
        }
        _ = try render(letters: 100)
        let small = try render(letters: 30_000), large = try render(letters: 60_000)
        // CPU time: other tests share the cores, and waiting for one is not the render's.
        #expect(large.cpuSeconds < 3 * small.cpuSeconds,
                "30,000 letters: \(small.cpuSeconds) s CPU; 60,000: \(large.cpuSeconds) s CPU")
    }
}
