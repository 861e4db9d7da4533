import Foundation
import Testing
@testable import LayoutEngine

/// Timelines: stacking animations on a property, groups, the presets and applying a sample to a scene.
@Suite struct TimelineSamplingTests {
    let second = try! MediaTiming(duration: 1, fillMode: .both)

    @Test func animationsOnOnePropertyStackInTheOrderAdded() throws {
        var timeline = Timeline()
        timeline.add(.keyframe(try KeyframeAnimation(keyPath: .opacity, values: [0.2, 0.6], timing: second)), to: "a")
        timeline.add(.keyframe(try KeyframeAnimation(keyPath: .opacity, values: [0.1, 0.1], isAdditive: true, timing: second)), to: "a")
        let value = try #require(timeline.sample(at: 0.5).value(of: .opacity, node: "a"))
        #expect(abs(value.applied(to: 1) - 0.5) < 1e-12)
        // A replacing animation added last hides those below.
        timeline.add(.basic(try BasicAnimation(keyPath: .opacity, toValue: 0, timing: second)), to: "a")
        let blended = try #require(timeline.sample(at: 0.25).value(of: .opacity, node: "a"))
        #expect(abs(blended.applied(to: 1) - 0.75 * (0.3 + 0.1)) < 1e-12)
    }

    @Test func withoutAnEffectThePropertyKeepsItsModelValue() throws {
        var timeline = Timeline()
        timeline.add(.keyframe(try KeyframeAnimation(keyPath: .opacity, values: [0, 1], timing: try MediaTiming(beginTime: 2))), to: "a")
        #expect(timeline.sample(at: 1).value(of: .opacity, node: "a") == .model)
    }

    @Test func groupChildrenRunInTheGroupsTimeAndAreClippedToIt() throws {
        let child = try KeyframeAnimation(keyPath: .translationX, values: [0, 10],
                                          timing: try MediaTiming(beginTime: 0.5, duration: 1, fillMode: .forwards))
        let group = AnimationGroup(animations: [.keyframe(child)], timing: try MediaTiming(duration: 1, repetition: .count(.infinity)))
        var timeline = Timeline()
        timeline.add(.group(group), to: "card")
        func x(_ t: Double) -> Double? { timeline.sample(at: t).value(of: .translationX, node: "card")?.applied(to: 0) }
        #expect(x(0.25) == 0)
        #expect(abs(x(1.6)! - 1) < 1e-9)
        // The child would reach 10 at 1.5 s of the group's pass, but every pass stops at 1 s.
        #expect(abs(x(2.99)! - 4.9) < 1e-9)
    }

    @Test func wobblePhasesAreSeededDeterministicAndWithinAPass() {
        let ids = (0..<40).map { "journal.card.\($0)" }
        let phases = ids.map { AnimationPreset.wobblePhase(of: $0) }
        #expect(phases.allSatisfy { (0...AnimationPreset.wobbleLatestBegin).contains($0) })
        #expect(Set(phases).count == ids.count)
        #expect(phases == ids.map { AnimationPreset.wobblePhase(of: $0) })
        #expect(phases != ids.map { AnimationPreset.wobblePhase(of: $0, seed: 7) })
    }

    @Test func aWobbleAYearLaterIsFiniteAndInTheSamePhase() throws {
        let ids = (0..<20).map { "journal.card.\($0)" }
        let timeline = AnimationPreset.wobbleTimeline(nodes: ids, translates: true)
        let year = 365 * 86_400.0
        for t0 in [0.3, 0.41, 1.07] {
            let now = timeline.sample(at: t0), later = timeline.sample(at: t0 + year)
            for (a, b) in zip(now.values, later.values) {
                #expect(a.offset.isFinite && b.offset.isFinite)
                #expect(abs(a.offset - b.offset) < 1e-6)
            }
        }
    }

    @Test func aWobbleSwingsTwoDegreesEitherWayEveryQuarterSecond() throws {
        let timeline = AnimationPreset.wobbleTimeline(nodes: ["card"])
        let begin = AnimationPreset.wobblePhase(of: "card")
        func angle(_ t: Double) -> Double { timeline.sample(at: t).value(of: .rotation, node: "card")!.applied(to: 0) }
        #expect(abs(angle(begin + 0.0625) - 0.0353) < 1e-12)
        #expect(abs(angle(begin + 0.1875) + 0.0353) < 1e-12)
        #expect(abs(angle(begin + 0.125 + 0.25 * 1000)) < 1e-9)
        // Additive: on top of a turned node the wobble turns it further.
        let turned = timeline.sample(at: begin + 0.0625).value(of: .rotation, node: "card")!.applied(to: 1)
        #expect(abs(turned - 1.0353) < 1e-12)
    }

    @Test func loadingSpinnerShowsAfterEightTenthsOfASecond() {
        var timeline = Timeline()
        timeline.add(.keyframe(AnimationPreset.loadingSpinnerDelay()), to: "spinner")
        func opacity(_ t: Double) -> Double { timeline.sample(at: t).value(of: .opacity, node: "spinner")!.applied(to: 1) }
        #expect(opacity(0) == 0)
        #expect(opacity(0.79) == 0)
        #expect(opacity(0.8) == 1)
        #expect(opacity(3600) == 1)
    }

    @Test func theShimmerCrossesFromOffLeftToOffRightEachSweep() {
        let shimmer = AnimationPreset.shimmer(sweepDuration: 1.5)
        #expect(shimmer.value(at: 0) == -0.5)
        #expect(shimmer.value(at: 0.375) == 0)
        #expect(shimmer.value(at: 1.5 * 1000 + 0.75) == 0.5)
        #expect(shimmer.value(at: -0.1) == nil)
    }

    @Test func aSampleSetsTransformsAndOpacityOnTheScene() throws {
        let scene = Scene(size: Size(width: 100, height: 100), nodes: [
            SceneNode(id: "parent", frame: Rect(x: 0, y: 0, width: 100, height: 100), children: [
                SceneNode(id: "card", frame: Rect(x: 10, y: 10, width: 20, height: 20), opacity: 0.8),
            ]),
        ])
        var timeline = Timeline()
        timeline.add(.keyframe(try KeyframeAnimation(keyPath: .rotation, values: [0.5], isAdditive: true)), to: "card")
        timeline.add(.keyframe(try KeyframeAnimation(keyPath: .translationY, values: [3])), to: "card")
        timeline.add(.keyframe(try KeyframeAnimation(keyPath: .scale, values: [2])), to: "card")
        timeline.add(.keyframe(try KeyframeAnimation(keyPath: .opacity, values: [-0.3], isAdditive: true)), to: "card")
        let card = try scene.animated(by: timeline.sample(at: 0.1)).nodes[0].children[0]
        let expected = AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(rotationAngle: 0.5))
            .concatenating(AffineTransform(translationX: 0, y: 3))
        #expect(card.transform == expected)
        #expect(abs(card.opacity - 0.5) < 1e-12)
    }

    @Test func aSampleNamingAMissingNodeOrPropertyIsAnError() throws {
        let scene = Scene(size: Size(width: 10, height: 10), nodes: [SceneNode(id: "a", frame: Rect(x: 0, y: 0, width: 5, height: 5))])
        var missing = Timeline()
        missing.add(.keyframe(try KeyframeAnimation(keyPath: .opacity, values: [1])), to: "b")
        #expect(throws: TimelineError.unknownNode("b")) { try scene.animated(by: missing.sample(at: 0.1)) }
        var unsupported = Timeline()
        unsupported.add(.keyframe(try KeyframeAnimation(keyPath: AnimatedProperty(rawValue: "shadowPath"), values: [1])), to: "a")
        #expect(throws: TimelineError.unsupportedProperty(node: "a", keyPath: "shadowPath")) {
            try scene.animated(by: unsupported.sample(at: 0.1))
        }
    }
}
