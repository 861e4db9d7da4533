import LayoutEngine
import DesignSystem
import Rasterizer

extension ImageSnapshot where Value == Scene {
    /// A scene drawn at its own scale by the rendering pipeline every picture takes
    /// (`RenderPipeline.shared`: one glyph cache for the whole test run).
    public static var image: ImageSnapshot<Scene> {
        .scene(drawnBy: { try RenderPipeline.shared.draw($0) })
    }
}

extension ImageSnapshot where Value == ComponentScene {
    /// A screen of components: laid out on its device, then drawn.
    public static var image: ImageSnapshot<ComponentScene> {
        ImageSnapshot<Scene>.image.pullback { try $0.makeScene() }
    }
}

/// Asserts that a component, laid out on `device` with `theme` over the theme's screen
/// background and drawn, matches its reference; text with characters no font draws fails it
/// (or, with `missingGlyphs: .warn`, is noted), naming the characters and their nodes.
public func assertSnapshot(
    of component: some Component, on device: Device, theme: Theme = .standard,
    missingGlyphs: MissingGlyphPolicy = .fail, named name: String? = nil,
    record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil, fileID: String = #fileID,
    filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: UInt = #column
) {
    assertSnapshot(of: try screen(of: component, on: device, theme: theme), as: .image, missingGlyphs: missingGlyphs,
                   named: name, record: record, tolerance: tolerance, fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// The scene of `component` alone on `device` in `theme`, over the theme's screen background.
func screen(of component: some Component, on device: Device, theme: Theme) throws -> Scene {
    Scene(size: device.size, scale: device.scale, background: theme.colors.screenBackground,
          nodes: try component.sceneNodes(on: device, theme: theme))
}
