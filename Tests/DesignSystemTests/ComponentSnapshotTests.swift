import LayoutEngine
import DesignSystem
import LayoutSnapshot
import Rasterizer
import Testing

/// Every catalog entry (every component in every state, Latin and Korean text) drawn on a
/// 3x and a 2x phone, cropped to the component, against `Snapshots/ComponentTests/`.
@Suite struct ComponentSnapshotTests {
    static let strategy = ImageSnapshot<Scene>.scene { [painter = ScenePainter()] in try painter.render($0) }

    @Test(arguments: ComponentCatalog.entries)
    func catalogEntryMatchesItsReference(entry: CatalogEntry) throws {
        try withSnapshotConfiguration(SnapshotConfiguration(suite: "ComponentTests")) {
            for device in ComponentCatalog.devices {
                let scene = try ComponentScene(device: device, content: entry.content).makeScene()
                assertSnapshot(of: scene.cropped(to: catalogCrop(of: scene)), as: Self.strategy,
                               named: "\(entry.name)-\(device.name)")
            }
        }
    }
}

extension CatalogEntry: CustomTestStringConvertible {
    public var testDescription: String { name }
}
