import Foundation
import Testing
import LayoutEngine
@testable import DesignSystem

/// A sheet's or PanModal's presentation on the scene's timeline is the motion `progress` draws
/// one frame of: at every time, the presented view's place and the dim's opacity agree.
@Suite struct PresentationTimelineTests {
    static let list: [ScreenContent] = [.component(.toast(Toast(message: "Saved")))]

    /// The presented node's top and the dim's opacity at `time`, drawn both ways.
    func compare(_ make: (Bool, Double) -> ComponentSpec, id: String, dim: String, spring: PresentationSpring,
                 device: Device) throws {
        let animated = try ComponentScene(device: device, content: [make(true, 1)]).makeAnimatedScene()
        #expect(animated.timeline.sample(at: 0.1).values.count >= 2)
        for time in [0.0, 0.05, 0.1, 0.2, 0.3, 0.45, spring.duration * 0.99, spring.duration + 0.1] {
            let frame = try animated.scene.animated(by: animated.timeline.sample(at: time))
            let drawn = try ComponentScene(device: device, content: [make(false, min(1, time / spring.duration))]).makeScene()
            let moved = try #require(frame.node(id))
            let still = try #require(drawn.node(id))
            // The frame drawn at a progress is rounded to the pixel grid; the translation is not.
            let top = moved.frame.minY + moved.transform.ty
            #expect(abs(top - still.frame.minY) <= 1 / device.scale + 1e-9, "\(id) at \(time): \(top) vs \(still.frame.minY)")
            // A view whose alpha is below 0.01 is not drawn (UIKit's rule), so a dim not yet faded in
            // has no node: its opacity is 0.
            #expect(abs((frame.node(dim)?.opacity ?? 0) - (drawn.node(dim)?.opacity ?? 0)) < 1e-9, "\(dim) at \(time)")
            if time > 0.05 { #expect(drawn.node(dim) != nil, "\(dim) at \(time) is drawn") }
        }
    }

    @Test(arguments: [Device.iphone15, .iphoneSE])
    func panModalRisesOnItsSpring(device: Device) throws {
        try compare({ animates, progress in
            .panModal(PanModal(shortFormHeight: .contentHeight(300), content: Self.list)
                .presented(progress).animatingPresentation(animates))
        }, id: "panModal.container", dim: "panModal.dim", spring: .panModal, device: device)
    }

    @Test(arguments: [Device.iphone15, .iphoneSE])
    func sheetRisesOnUIKitsSpring(device: Device) throws {
        try compare({ animates, progress in
            .sheet(Sheet(detents: [.medium, .large], content: Self.list).presented(progress).animatingPresentation(animates))
        }, id: "sheet", dim: "sheet.dim", spring: .uiKitSheet, device: device)
    }

    @Test func animatingAndAProgressTogetherAreRefused() {
        #expect(throws: (any Error).self) {
            try JSONDecoder().decode(PanModal.self, from: Data(#"{"component": "panModal", "progress": 0.5, "animatePresentation": true}"#.utf8))
        }
    }
}

extension Scene {
    /// The node with `id`, searched depth first.
    func node(_ id: String) -> SceneNode? {
        func find(_ nodes: [SceneNode]) -> SceneNode? {
            for node in nodes {
                if node.id == id { return node }
                if let found = find(node.children) { return found }
            }
            return nil
        }
        return find(nodes)
    }
}
