import Foundation
import LayoutSnapshot
import Rasterizer
import Testing

/// Two suites for the CI workflow's test (CommandLineTests' CIWorkflowTests), which runs this test
/// bundle as the workflow's shards do: skipped unless LAYOUT_RENDER_CI_DEMO names a references
/// folder; each draws a flat picture of the gray LAYOUT_RENDER_CI_DEMO_GRAY says, so a run with
/// another gray than the recorded one fails in every shard.
enum CIWorkflowDemo {
    static let environment = ProcessInfo.processInfo.environment
    static let references = environment["LAYOUT_RENDER_CI_DEMO"]

    static func picture() -> RGBAImage {
        let gray = UInt8(environment["LAYOUT_RENDER_CI_DEMO_GRAY"] ?? "") ?? 128
        return RGBAImage(width: 16, height: 8, pixels: (0..<16 * 8).flatMap { _ in [gray, gray, gray, 255] })!
    }
}

@Suite(.enabled(if: CIWorkflowDemo.references != nil), .layoutSnapshots(directory: CIWorkflowDemo.references))
struct CIWorkflowDemoCards {
    @Test func card() { assertSnapshot(of: CIWorkflowDemo.picture(), named: "card") }
}

@Suite(.enabled(if: CIWorkflowDemo.references != nil), .layoutSnapshots(directory: CIWorkflowDemo.references))
struct CIWorkflowDemoLists {
    @Test func list() { assertSnapshot(of: CIWorkflowDemo.picture(), named: "list") }
}
