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

    /// A button whose title has U+E000 (private use: no font draws it), its screen on the iPhone SE,
    /// and the ids of the screen's text nodes that have characters no font draws.
    static func tofuButton() throws -> (button: BoxButton, scene: Scene, ids: [String]) {
        let button = BoxButton(title: "Go \u{E000}", state: .active)
        let scene = Scene(size: Device.iphoneSE.size, scale: Device.iphoneSE.scale,
                          background: Theme.standard.colors.screenBackground,
                          nodes: try button.sceneNodes(on: .iphoneSE, theme: .standard))
        var ids: [String] = []
        func visit(_ node: SceneNode) {
            if case let .text(layout, _)? = node.content, !layout.missingCharacters.isEmpty { ids.append(node.id) }
            node.children.forEach(visit)
        }
        scene.nodes.forEach(visit)
        return (button, scene, ids)
    }

    @Test("a scene or component whose text has a character no font draws fails naming it and the node; .warn passes")
    func missingGlyphsFailOrWarn() throws {
        let (button, scene, ids) = try Self.tofuButton()
        let id = try #require(ids.first)
        // Matching references, so the glyphs are the only failure.
        let directory = try SnapshotTestSupport.scratchDirectory()
        let png = try PNGEncoder.fast.encode(ScenePainter().render(scene))
        for name in ["tofu-scene", "tofu-button"] {
            try AtomicFile.write(png, toPath: directory + "/SceneSnapshotTests/\(name).png")
        }
        let namesGlyphAndNode: @Sendable (Issue) -> Bool = { issue in
            issue.comments.contains { comment in
                let text = comment.rawValue
                return text.contains("Text with characters no font draws") && text.contains("U+E000") && text.contains("\(id):")
            }
        }
        withSnapshotConfiguration(SnapshotConfiguration(record: .never, snapshotDirectory: directory)) {
            withKnownIssue { assertSnapshot(of: scene, named: "tofu-scene") } matching: { namesGlyphAndNode($0) }
            withKnownIssue { assertSnapshot(of: button, on: .iphoneSE, named: "tofu-button") } matching: { namesGlyphAndNode($0) }
            assertSnapshot(of: scene, missingGlyphs: .warn, named: "tofu-scene")
            assertSnapshot(of: button, on: .iphoneSE, missingGlyphs: .warn, named: "tofu-button")
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
