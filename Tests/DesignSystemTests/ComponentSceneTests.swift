import Foundation
import Synchronization
import Testing
@testable import LayoutEngine
@testable import DesignSystem
import SceneFile

/// A whole screen of components: decoding, the scene it makes, and the catalog.
@Suite struct ComponentSceneTests {
    @Test func sceneHasTheDevicesSizeScaleAndTheThemesBackground() throws {
        let scene = try ComponentScene(device: .iphoneSE, content: [.toast(Toast(message: "a"))]).makeScene()
        #expect(scene.size == Device.iphoneSE.size)
        #expect(scene.scale == 2)
        #expect(scene.background == Theme.standard.colors.screenBackground)
        #expect(scene.nodes.map(\.id) == ["toast"])
    }

    @Test func aSceneMeasuresItsTextWithTheEngineItIsGiven() throws {
        let own = TextEngine(registry: FontRegistry())
        let screen = ComponentScene(device: .iphoneSE, content: [.toast(Toast(message: "qwxz-own-engine"))])
        let withOwn = try screen.makeScene(textEngine: own)
        #expect(own.cachedWordCount > 0)
        #expect(withOwn.nodes.map(\.frame) == (try screen.makeScene()).nodes.map(\.frame))
    }

    @Test func laterComponentsDrawOnTop() throws {
        let scene = try ComponentScene(device: .iphone15, content: [
            .toast(Toast(message: "a")), .modal(AlertModal(title: "t").positive("OK")),
        ]).makeScene()
        #expect(scene.nodes.map(\.id) == ["toast", "modal.dim", "modal.card"])
    }

    @Test func decodesWithAnInlineTheme() throws {
        let json = ##"{"device": "iphone13", "theme": {"colors": {"cyan": "#123456"}}, "##
            + #""content": [{"component": "toast", "message": "hi"}]}"#
        let screen = try JSONDecoder().decode(ComponentScene.self, from: Data(json.utf8))
        #expect(screen.device == .iphone13)
        #expect(try screen.makeScene().nodes.first?.fill == .solid(Color(hex: "#123456")!))
    }

    @Test func secondRetryViewIsAnErrorNamingIt() {
        let retry = ComponentSpec.retry(RetryView(title: "a", button: "b"))
        #expect {
            try ComponentScene(device: .iphone15, content: [retry, .toast(Toast()), retry]).makeScene()
        } throws: { error in
            (error as? ComponentError).map { $0.index == 2 && $0.component == "retry" } ?? false
        }
    }

    @Test func missingContentIsAnError() {
        #expect(decodingFailure(ComponentScene.self, #"{"device": "iphone15"}"#) != nil)
    }

    @Test func catalogNamesAreUnique() {
        let names = ComponentCatalog.entries.map(\.name)
        #expect(Set(names).count == names.count)
    }

    @Test func catalogCoversEveryComponentAndBothLanguages() {
        let entries = ComponentCatalog.entries
        #expect(Set(entries.map(\.component)) == Set(ComponentSpec.names))
        #expect(Set(entries.map(\.language)) == Set(CatalogEntry.Language.allCases))
    }

    @Test(arguments: Device.presets)
    func everyCatalogEntryLaysOutOnEveryPreset(device: Device) throws {
        for entry in ComponentCatalog.entries {
            let scene = try ComponentScene(device: device, content: entry.content).makeScene()
            #expect(!scene.nodes.isEmpty, "\(entry.name)")
        }
    }

    @Test(arguments: ComponentCatalog.devices)
    func everyCatalogEntryIsFullyConstrained(device: Device) throws {
        let found = Mutex<[String]>([])
        for entry in ComponentCatalog.entries {
            try ComponentScreen.$ambiguityObserver.withValue(.init { anchors in
                found.withLock { $0.append("\(entry.name): \(anchors)") }
            }) {
                _ = try ComponentScene(device: device, content: entry.content).makeScene()
            }
        }
        #expect(found.withLock { $0 }.isEmpty)
    }

    @Test func tinyScreenEitherLaysOutOrReportsWhichEntryFailed() throws {
        let tiny = try Device(size: Size(width: 40, height: 40), scale: 1)
        for (index, entry) in ComponentCatalog.entries.enumerated() {
            do {
                _ = try ComponentScene(device: tiny, content: [.toast(Toast()), entry.spec]).makeScene()
            } catch let error as ComponentError {
                #expect(error.index == 1, "\(entry.name): \(error)")
                #expect(error.component == entry.component)
            } catch {
                Issue.record("\(index) \(entry.name): untyped error \(error)")
            }
        }
    }
}
