import DesignSystem
import LayoutEngine
import Rasterizer
import SceneFile
import Testing
import TestSupport

/// Component screens written as scene files (the gallery's `<name>.json`) read back to the same
/// screen; what the format cannot say is an error, never a file that draws something else.
@Suite struct SceneFileWritingTests {
    /// A folder holding the catalog's own pictures, as the gallery writes them beside its scene files.
    static let samples: String = {
        let folder = try! Scratch.directory("samples").path
        for sample in SampleImage.allCases { try! AtomicFile.write(sample.bytes, toPath: folder + "/" + sample.fileName) }
        return folder
    }()

    /// `screen` written as a scene file and read back.
    func readBack(_ screen: ComponentScene) throws -> ComponentScene {
        let text = try screen.sceneFileText()
        guard case .components(let decoded) = try SceneFile.decode(SceneDocument.self, text: text, format: .json) else {
            Issue.record("a component scene read back as a raw scene: \(text)")
            return screen
        }
        return decoded
    }

    @Test("every catalog entry reads back to a screen that draws the same pixels")
    func catalogEntriesReadBack() throws {
        let painter = ScenePainter()
        for entry in ComponentCatalog.entries {
            let screen = ComponentScene(device: .iphoneSE, content: entry.content)
            let again = try readBack(screen)
            #expect(try again.sceneFileText() == screen.sceneFileText(), "\(entry.name)")
            // Read from the folder of the catalog's pictures, as `render` reads the gallery's scene files.
            let drawn = try again.resolvingFiles(folder: Self.samples, assets: nil, file: "<text>")
            #expect(try painter.render(drawn.makeScene()).pixels == painter.render(screen.makeScene()).pixels, "\(entry.name)")
        }
    }

    @Test("defaults are left out: a toast with only a message is two keys")
    func defaultsAreLeftOut() throws {
        let text = try ComponentScene(device: .iphoneSE, content: [.toast(Toast(message: "저장했어요"))]).sceneFileText()
        #expect(text == """
            {
              "content" : [
                {
                  "component" : "toast",
                  "message" : "저장했어요"
                }
              ],
              "device" : "iphoneSE"
            }

            """)
    }

    @Test("a custom device is written as its object and reads back equal")
    func customDeviceReadsBack() throws {
        let device = try Device(size: Size(width: 800, height: 600), scale: 2,
                                safeArea: EdgeInsets(top: 20, left: 44, bottom: 21, right: 44))
        let again = try readBack(ComponentScene(device: device, content: [.retry(RetryView(title: "a", button: "b"))]))
        #expect(again.device == device)
    }

    @Test("a detent resolved by code: an error, not a file that draws something else")
    func unwritableScreensThrow() throws {
        let coded = Sheet(detents: [SheetDetent("peek", .custom { _ in 100 })])
        #expect(throws: EncodingError.self) {
            try ComponentScene(device: .iphone15, content: [.sheet(coded)]).sceneFileText()
        }
    }

    @Test("a custom theme is written as its changed tokens and read back the same; the standard one is not written")
    func themesAreWritten() throws {
        var theme = Theme.standard
        theme.colors.cyan = Color(red: 255, green: 204, blue: 0)
        theme.typography.button = TypeStyle(family: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", size: 19, weight: .bold)
        theme.spacing.content = 12
        let screen = ComponentScene(device: .iphone15, theme: theme, content: [.toast(Toast(message: "x"))])
        let text = try screen.sceneFileText()
        #expect(text.contains(##""cyan" : "#FFCC00FF""##) && text.contains(#""content" : 12"#), "\(text)")
        #expect(!text.contains(#""body""#), "unchanged tokens are left out: \(text)")
        #expect(try readBack(screen).theme == theme)
        #expect(try !ComponentScene(device: .iphone15, content: [.toast(Toast(message: "x"))]).sceneFileText().contains("theme"))
    }
}
