import DesignSystem
import LayoutEngine
import LayoutSnapshot
import Rasterizer
import Testing

/// Scenes and components asserted through the rasterizer's painter, against references
/// committed in Snapshots/SceneSnapshotTests.
@Suite("Scene and component snapshots", .layoutSnapshots(record: .never))
struct SceneSnapshotTests {
    /// A card at fractional points: rounded corners, a 1-point border, a pill inside.
    static let card = Scene(size: Size(width: 120, height: 64), scale: 2, background: Color(hex: "#F2F2F7")!, nodes: [
        SceneNode(id: "card", frame: Rect(x: 10.5, y: 8.25, width: 99, height: 47.5), fill: .solid(.white),
                  border: Border(width: 1, color: Color(hex: "#C6C6C8")!), cornerRadii: CornerRadii(all: 12),
                  children: [
                      SceneNode(id: "pill", frame: Rect(x: 12, y: 14, width: 60, height: 20),
                                fill: .solid(Color(hex: "#007AFF")!), cornerRadii: CornerRadii(all: 10)),
                  ]),
    ])

    @Test("a scene is drawn by the scene painter and matches its reference")
    func sceneMatchesReference() {
        assertSnapshot(of: Self.card, named: "card")
    }

    @Test("a component is laid out on its device over the theme's background, then drawn")
    func componentIsDrawnOnItsDevice() throws {
        // No committed reference: the component's look belongs to its own tests. This checks
        // the plumbing: the component's snapshot equals its scene drawn by hand.
        let button = BoxButton(title: "Continue", state: .active)
        let scene = Scene(size: Device.iphoneSE.size, scale: Device.iphoneSE.scale,
                          background: Theme.standard.colors.screenBackground,
                          nodes: try button.sceneNodes(on: .iphoneSE, theme: .standard))
        // The reference is the hand-drawn scene, written directly (recording would be refused
        // when CI=true); the component's assertion must match it.
        let directory = try SnapshotTestSupport.scratchDirectory()
        try AtomicFile.write(PNGEncoder.fast.encode(ScenePainter().render(scene)),
                             toPath: directory + "/SceneSnapshotTests/button.png")
        withSnapshotConfiguration(SnapshotConfiguration(record: .never, snapshotDirectory: directory)) {
            assertSnapshot(of: button, on: .iphoneSE, named: "button")
        }
    }

    @Test("a scene the painter refuses fails the assertion with the painter's error")
    func painterErrorFails() {
        let broken = Scene(size: Size(width: .nan, height: 10), scale: 2)
        withKnownIssue {
            assertSnapshot(of: broken, named: "broken")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("rendering failed") }
        }
    }
}
