import Foundation
import Testing
import LayoutEngine
import LayoutSnapshot
import Rasterizer
import SceneFile
@testable import DesignSystem

/// Selection mode's wobble (seed 004, COMPONENTS.md §12) on the journal grid: every visible card,
/// in sync (or each from its own phase when asked), and its frames drawn incrementally.
@Suite struct JournalWobbleTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples/journal-wobble.json").path

    @Test func everyVisibleCardWobblesInSelectionModeAndNoneOtherwise() throws {
        let grid = JournalGrid(cards: JournalGridTests.cards).selecting([1])
        let nodes = try grid.sceneNodes(on: .iphone15, theme: .standard)
        let cards = nodes[0].children.map(\.id)
        let timeline = grid.animations(of: nodes, on: .iphone15, theme: .standard)
        #expect(timeline.channels == cards.map { Timeline.Channel(node: $0, property: .rotation) })
        let phases = cards.map { AnimationPreset.wobblePhase(of: $0) }
        #expect(Set(phases).count == cards.count)
        // Seed 004 adds one animation to every visible cell at the same moment: all turn alike.
        let turned = try Scene(size: Device.iphone15.size, nodes: nodes).animated(by: timeline.sample(at: 0.1))
        #expect(Set(turned.nodes[0].children.map(\.transform)).count == 1)
        #expect(turned.nodes[0].children.first?.transform.isIdentity == false)
        let phased = try Scene(size: Device.iphone15.size, nodes: nodes)
            .animated(by: grid.wobblingInPhases().animations(of: nodes, on: .iphone15, theme: .standard).sample(at: 0.5))
        #expect(Set(phased.nodes[0].children.map(\.transform)).count > 1)
        let browsing = JournalGrid(cards: JournalGridTests.cards)
        #expect(browsing.animations(of: nodes, on: .iphone15, theme: .standard).channels.isEmpty)
    }

    @Test func aSceneFilesJournalGridBringsItsWobble() throws {
        let (scene, timeline) = try AnimatedSceneDocument.load(path: Self.example).makeAnimatedScene()
        let cards = scene.nodes[0].children.map(\.id)
        #expect(cards.count >= 8)
        #expect(Set(timeline.channels.map(\.node)) == Set(cards))
        // In sync from 0: at 0.3 s (1.2 passes) each card is turned a fifth of the wobble's angle.
        let turned = try scene.animated(by: timeline.sample(at: 0.3))
        for card in turned.nodes[0].children {
            let angle = AnimationPreset.wobbleAngle * Self.triangle(0.3 / AnimationPreset.wobbleDuration)
            #expect(abs(atan2(card.transform.b, card.transform.a) - angle) < 1e-9, "\(card.id)")
        }
    }

    /// The wobble's shape, written out: 0, +1, 0, -1, 0 over a pass, straight lines between.
    static func triangle(_ pass: Double) -> Double {
        let p = pass - pass.rounded(.down)
        if p < 0.25 { return 4 * p }
        if p < 0.75 { return 2 - 4 * p }
        return 4 * p - 4
    }

    @Test func wobblingFramesRedrawnIncrementallyEqualFullDraws() throws {
        let (scene, timeline) = try AnimatedSceneDocument.load(path: Self.example).makeAnimatedScene()
        // Every card wobbling damages most of the screen (drawn whole); three of them, a part.
        let three = AnimationPreset.wobbleTimeline(nodes: ["journal.card.0", "journal.card.3", "journal.card.4"])
        let area = Int(scene.size.width * scene.scale) * Int(scene.size.height * scene.scale)
        for (moving, partial) in [(timeline, false), (three, true)] {
            let renderer = FrameRenderer(scene: scene, timeline: moving)
            var index = 0
            try renderer.renderFrames(at: [0.2, 0.2 + 1.0 / 60, 0.2 + 2.0 / 60, 0.2 + 3.0 / 60]) { frame in
                let full = try renderer.render(at: frame.time)
                #expect(frame.bitmap == full, "t = \(frame.time)")
                if index > 0 { #expect((frame.damage.map(\.area).reduce(0, +) * 2 < area) == partial) }
                index += 1
            }
        }
    }

    @Test func aWobblingFrameMatchesItsReference() throws {
        let grid = JournalGrid(cards: JournalGridTests.cards, memoLines: 3).selecting([1, 4])
        let nodes = try grid.sceneNodes(on: .iphoneSE, theme: .standard)
        let scene = Scene(size: Device.iphoneSE.size, scale: Device.iphoneSE.scale,
                          background: Theme.standard.colors.screenBackground, nodes: nodes)
        let frame = try scene.animated(by: grid.animations(of: nodes, on: .iphoneSE, theme: .standard).sample(at: 0.3))
        let strategy = ImageSnapshot<Scene>.scene { [painter = ScenePainter()] in try painter.render($0) }
        assertSnapshot(of: frame, as: strategy, named: "wobble-iphoneSE-0.3s")
    }
}
