import LayoutEngine
import DesignSystem
import LayoutSnapshot
import Rasterizer
import Testing

/// One picture of the debug overlay on a component screen, so a change to how frames, baselines
/// and gap labels are drawn shows up as a snapshot difference.
@Suite struct DebugOverlaySnapshotTests {
    @Test("the overlay on a two-button alert modal")
    func alertModalOverlay() throws {
        let entry = try #require(ComponentCatalog.entries.first { $0.name == "modal-twoButtons-latin" })
        let device = try #require(ComponentCatalog.devices.first { $0.name == "iphoneSE" })
        let scene = try ComponentScene(device: device, content: entry.content).makeScene()
        let cropped = scene.cropped(to: catalogCrop(of: scene))
        let picture = DebugOverlay().draw(cropped, over: try ScenePainter().render(cropped))
        assertSnapshot(of: picture, named: "modal-twoButtons-latin-iphoneSE")
    }
}
