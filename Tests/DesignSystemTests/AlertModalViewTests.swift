import Foundation
import Testing
import DesignSystem
import LayoutEngine
import Rasterizer
import ViewKit

/// The alert modal built as a view tree draws the very pixels of the component's own layout,
/// for every catalog state, language and device.
@MainActor
struct AlertModalViewTests {
    static var modals: [(String, AlertModal)] {
        ComponentCatalog.entries.compactMap { entry in
            if case let .modal(modal) = entry.spec { return (entry.name, modal) }
            return nil
        }
    }

    @Test func theViewTreeDrawsTheComponentsPixelsInEveryState() throws {
        let painter = ScenePainter()
        #expect(Self.modals.count >= 4)
        for (name, modal) in Self.modals {
            for device in ComponentCatalog.devices {
                let background = Theme.standard.colors.screenBackground
                let component = Scene(size: device.size, scale: device.scale, background: background,
                                      nodes: try modal.sceneNodes(on: device, theme: .standard))
                let views = Scene(size: device.size, scale: device.scale, background: background,
                                  nodes: modal.viewSceneNodes(on: device, theme: .standard))
                let expected = try painter.render(component), actual = try painter.render(views)
                #expect(expected == actual, "\(name) on \(device.name): the view tree draws other pixels")
                let ids = { (nodes: [SceneNode]) -> [String] in
                    var out: [String] = []
                    func visit(_ node: SceneNode) { out.append(node.id); node.children.forEach(visit) }
                    nodes.forEach(visit)
                    return out.sorted()
                }
                #expect(ids(views.nodes) == ids(component.nodes), "\(name) on \(device.name): other node ids")
            }
        }
    }

    @Test func drawingTheViewTreeTwiceGivesTheSameBytes() throws {
        let (_, modal) = try #require(Self.modals.first)
        let painter = ScenePainter()
        let first = try painter.render(Scene(size: Device.iphone15.size, scale: 3, nodes: modal.viewSceneNodes(on: .iphone15, theme: .standard)))
        let second = try painter.render(Scene(size: Device.iphone15.size, scale: 3, nodes: modal.viewSceneNodes(on: .iphone15, theme: .standard)))
        #expect(first == second)
    }
}
