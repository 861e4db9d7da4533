import Foundation
import Testing
import LayoutEngine
@testable import Rasterizer

/// Frames after the first redraw only what moved, and give the bytes a draw from scratch gives.
@Suite struct FrameRendererTests {
    /// A card with a shadow, a border, rounded corners, clipped text and a translucent badge
    /// whose parts overlap (a group-opacity layer), beside a node that never moves.
    static func scene() throws -> Scene {
        let text = try TextEngine.shared.layout("Wobble, fade and slide", style: TextStyle(size: 13), maxWidth: 90, scale: 2)
        let badge = SceneNode(id: "badge", frame: Rect(x: 140, y: 20, width: 40, height: 40), fill: .solid(Color(red: 255, green: 59, blue: 48, alpha: 255)),
                              cornerRadii: CornerRadii(all: 20), opacity: 0.8,
                              children: [SceneNode(id: "badge.dot", frame: Rect(x: 10, y: 10, width: 20, height: 20),
                                                   fill: .solid(.white), cornerRadii: CornerRadii(all: 10))])
        return Scene(size: Size(width: 200, height: 160), scale: 2, background: Color(red: 242, green: 242, blue: 247, alpha: 255), nodes: [
            SceneNode(id: "card", frame: Rect(x: 16, y: 30, width: 100, height: 90), fill: .solid(.white),
                      border: Border(width: 2, color: Color(red: 0, green: 122, blue: 255, alpha: 255)), cornerRadii: CornerRadii(all: 12),
                      shadow: Shadow(offset: Point(x: 0, y: 2), blurRadius: 4, color: Color(red: 0, green: 0, blue: 0, alpha: 80)),
                      clipsToBounds: true,
                      children: [SceneNode(id: "card.text", frame: Rect(x: 6, y: 8, width: 90, height: text.size.height), content: .text(text, color: .black))]),
            badge,
            SceneNode(id: "still", frame: Rect(x: 150, y: 125, width: 40, height: 25), fill: .solid(Color(red: 52, green: 199, blue: 89, alpha: 255))),
        ])
    }

    static func timeline(endingAt end: Double = .infinity) throws -> Timeline {
        var timeline = AnimationPreset.wobbleTimeline(nodes: ["card"], translates: true)
        let timing = try MediaTiming(duration: 0.4, repetition: end.isInfinite ? .count(.infinity) : .duration(end), autoreverses: true)
        timeline.add(.keyframe(try KeyframeAnimation(keyPath: .opacity, values: [0.8, 0.2, 0.6], timing: timing)), to: "badge")
        timeline.add(.keyframe(try KeyframeAnimation(keyPath: .translationY, values: [0, 30], isAdditive: true, timing: timing)), to: "badge")
        timeline.add(.keyframe(try KeyframeAnimation(keyPath: .scale, values: [1, 1.5], timing: timing)), to: "badge.dot")
        return timeline
    }

    /// Only the badge and its dot move: a small damage, redrawn over the previous frame.
    static func badgeTimeline() throws -> Timeline {
        var timeline = Timeline()
        let timing = try MediaTiming(duration: 0.4, repetition: .count(.infinity), autoreverses: true)
        timeline.add(.keyframe(try KeyframeAnimation(keyPath: .opacity, values: [0.8, 0.2, 0.6], timing: timing)), to: "badge")
        timeline.add(.keyframe(try KeyframeAnimation(keyPath: .rotation, values: [0, 0.5], timing: timing)), to: "badge")
        timeline.add(.keyframe(try KeyframeAnimation(keyPath: .scale, values: [1, 1.5], timing: timing)), to: "badge.dot")
        return timeline
    }

    @Test func redrawnFramesAreByteIdenticalToFullDraws() throws {
        let times = stride(from: 0.0, through: 0.6, by: 0.05).map { $0 }
        for timeline in [try Self.badgeTimeline(), try Self.timeline()] {
            let renderer = FrameRenderer(scene: try Self.scene(), timeline: timeline)
            var count = 0
            try renderer.renderFrames(at: times) { frame in
                let full = try renderer.render(at: frame.time)
                #expect(frame.bitmap == full, "t = \(frame.time)")
                count += 1
            }
            #expect(count == times.count)
        }
    }

    @Test func aSmallDamageIsRedrawnOverThePreviousFrameAndALargeOneWhole() throws {
        var small: [AnimationFrame] = []
        try FrameRenderer(scene: try Self.scene(), timeline: try Self.badgeTimeline()).renderFrames(at: [0.1, 0.15]) { small.append($0) }
        #expect(small[1].damage.map(\.area).reduce(0, +) * 2 < 400 * 320)
        // Redrawing only the damage over the first frame gives the second.
        let renderer = FrameRenderer(scene: try Self.scene(), timeline: try Self.badgeTimeline())
        let scene = try Self.scene().animated(by: try Self.badgeTimeline().sample(at: 0.15))
        let redrawn = try renderer.redraw(scene, placed: FrameRenderer.placedNodes(in: scene), over: small[0].bitmap, in: small[1].damage)
        #expect(redrawn == small[1].bitmap)
    }

    @Test func laterFramesRedrawOnlyWhatMoved() throws {
        let renderer = FrameRenderer(scene: try Self.scene(), timeline: try Self.timeline())
        var frames: [AnimationFrame] = []
        try renderer.renderFrames(at: [0.3, 0.35]) { frames.append($0) }
        #expect(frames[0].damage == [PixelRect(x: 0, y: 0, width: 400, height: 320)])
        // The card (with its shadow) and the badge moved, the dot inside the badge too (its
        // rectangle merges into the badge's); the still node did not.
        #expect(frames[1].damage.count == 2)
        let still = PixelRect(x: 300, y: 250, width: 80, height: 50)
        #expect(frames[1].damage.allSatisfy { $0.intersection(still).isEmpty })
        // The card's shadow reaches 13 points past it (3σ + 1): about 60% of the canvas in all.
        let redrawn = frames[1].damage.map(\.area).reduce(0, +)
        #expect(redrawn < 76_800)  // 60% of 400 x 320
    }

    @Test func overlappingDamageMergesAndSeparateDamageStaysApart() {
        let a = PixelRect(x: 0, y: 0, width: 10, height: 10), b = PixelRect(x: 8, y: 8, width: 10, height: 10)
        let c = PixelRect(x: 17, y: 0, width: 5, height: 9), far = PixelRect(x: 50, y: 50, width: 4, height: 4)
        // a overlaps b, b overlaps c (c alone misses a): one rectangle around the three.
        #expect(FrameRenderer.merged([a, far, c, b]) == [PixelRect(x: 0, y: 0, width: 22, height: 18), far])
        #expect(FrameRenderer.merged([a, far]) == [a, far])
    }

    @Test func aFrameWhereNothingMovesRedrawsNothing() throws {
        var timeline = Timeline()
        timeline.add(.keyframe(try KeyframeAnimation(keyPath: .opacity, values: [1, 0.5], timing: try MediaTiming(duration: 0.2))), to: "still")
        let renderer = FrameRenderer(scene: try Self.scene(), timeline: timeline)
        var frames: [AnimationFrame] = []
        try renderer.renderFrames(at: [0.1, 0.3, 0.4]) { frames.append($0) }
        #expect(!frames[1].damage.isEmpty)
        #expect(frames[2].damage.isEmpty)
        #expect(frames[2].damageBounds == nil)
        #expect(frames[2].bitmap == frames[1].bitmap)
        #expect(frames[2].bitmap == (try renderer.render(at: 0.4)))
    }

    @Test func aTimelineNamingAMissingNodeIsAnError() throws {
        let renderer = FrameRenderer(scene: try Self.scene(), timeline: AnimationPreset.wobbleTimeline(nodes: ["gone"]))
        #expect(throws: TimelineError.unknownNode("gone")) { try renderer.render(at: 0) }
    }
}
