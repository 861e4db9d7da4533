import Testing
@testable import LayoutEngine

/// CAKeyframeAnimation's calculation modes against values worked out by hand.
@Suite struct KeyframeAnimationTests {
    let second = try! MediaTiming(duration: 1, fillMode: .both)

    func keyframes(_ values: [Double], keyTimes: [Double]? = nil, mode: CalculationMode = .linear,
                   functions: [TimingFunction] = [], tension: [Double] = [], continuity: [Double] = [],
                   bias: [Double] = []) throws -> KeyframeAnimation {
        try KeyframeAnimation(keyPath: .translationX, values: values, keyTimes: keyTimes, timingFunctions: functions,
                              calculationMode: mode, tensionValues: tension, continuityValues: continuity,
                              biasValues: bias, timing: second)
    }

    func expectClose(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-12, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(a.map { abs($0 - b) < tolerance } == true, "\(String(describing: a)) != \(b)", sourceLocation: sourceLocation)
    }

    @Test func linearInterpolatesBetweenTheKeyTimes() throws {
        let a = try keyframes([0, 10, 30], keyTimes: [0, 0.25, 1])
        expectClose(a.value(at: 0.125), 5)
        expectClose(a.value(at: 0.625), 20)
        expectClose(a.value(at: 1), 30)
        #expect(a.keyTimesProblem == nil)
    }

    @Test func missingKeyTimesSpaceTheValuesEvenly() throws {
        let a = try keyframes([0, 10, 30])
        #expect(a.keyTimes == [0, 0.5, 1])
        expectClose(a.value(at: 0.75), 20)
    }

    @Test func invalidKeyTimesFallBackToEvenSpacingWithAReason() throws {
        let wrongCount = try keyframes([0, 10, 30], keyTimes: [0, 1])
        #expect(wrongCount.keyTimes == [0, 0.5, 1])
        #expect(wrongCount.keyTimesProblem?.contains("2 entries") == true)
        let decreasing = try keyframes([0, 10, 30], keyTimes: [0, 0.7, 0.6])
        #expect(decreasing.keyTimes == [0, 0.5, 1])
        #expect(decreasing.keyTimesProblem?.contains("decrease") == true)
        let outside = try keyframes([0, 10, 30], keyTimes: [0, 0.5, 1.5])
        #expect(outside.keyTimesProblem?.contains("outside") == true)
    }

    @Test func segmentTimingFunctionsEaseEachSegment() throws {
        let a = try keyframes([0, 10, 20], functions: [.easeIn])
        for s in stride(from: 0.0, through: 1, by: 0.1) {
            let x = TimingFunctionTests.bernstein(s, 0.42, 1), y = TimingFunctionTests.bernstein(s, 0, 1)
            expectClose(a.value(at: x / 2), 10 * y, 1e-9)
            // The second segment has no function: linear.
            expectClose(a.value(at: 0.5 + x / 2), 10 + 10 * x, 1e-9)
        }
    }

    @Test func wholeAnimationTimingFunctionEasesThePassBeforeTheKeyframes() throws {
        let a = try KeyframeAnimation(keyPath: .opacity, values: [0, 1], timingFunction: .easeOut, timing: second)
        let s = 0.3, x = TimingFunctionTests.bernstein(s, 0, 0.58), y = TimingFunctionTests.bernstein(s, 0, 1)
        expectClose(a.value(at: x), y, 1e-9)
    }

    @Test func discreteHoldsEachValueUntilTheNextKeyTime() throws {
        let a = try keyframes([1, 2, 3], keyTimes: [0, 0.5, 0.9, 1], mode: .discrete)
        #expect(a.value(at: 0.49) == 1)
        #expect(a.value(at: 0.5) == 2)
        #expect(a.value(at: 0.95) == 3)
        #expect(a.value(at: 5) == 3)
        let even = try keyframes([1, 2, 3, 4], mode: .discrete)
        #expect(even.keyTimes == [0, 0.25, 0.5, 0.75, 1])
        #expect(even.value(at: 0.3) == 2)
    }

    @Test func pacedMovesAtConstantSpeedIgnoringKeyTimesAndFunctions() throws {
        let a = try keyframes([0, 10, 40], keyTimes: [0, 0.9, 1], mode: .paced, functions: [.easeIn, .easeOut])
        #expect(a.keyTimes == [0, 0.25, 1])
        for t in stride(from: 0.0, through: 1, by: 0.05) { expectClose(a.value(at: t), 40 * t, 1e-9) }
        let back = try keyframes([0, 10, 0], mode: .paced)
        expectClose(back.value(at: 0.75), 5)
    }

    @Test func cubicWithNeutralParametersIsCatmullRom() throws {
        // Segment 1 of 0, 1, 3, 2 at even times: tangents (3 - 0)/2 and (2 - 1)/2, so at its middle
        // 0.5·1 + 0.125·1.5 + 0.5·3 - 0.125·0.5 = 2.125.
        let a = try keyframes([0, 1, 3, 2], mode: .cubic)
        expectClose(a.value(at: 0.5), 2.125)
        for (t, v) in zip(a.keyTimes, a.values) { expectClose(a.value(at: t), v) }
    }

    @Test func fullTensionFlattensEveryTangentToSmoothstep() throws {
        let a = try keyframes([0, 4, 1], mode: .cubic, tension: [1, 1, 1])
        for s in stride(from: 0.0, through: 1, by: 0.125) {
            expectClose(a.value(at: s / 2), 4 * (3 * s * s - 2 * s * s * s))
        }
    }

    @Test func biasAndContinuityFollowKochanekBartels() throws {
        // Key 1 of 0, 1, 3 with bias 0.5: both tangents (1.5/2)·1 + (0.5/2)·2 = 1.25; key 0's
        // outgoing tangent 0.5, key 2's incoming (1/2)·2 = 1: at the segments' middles
        // 0.125·0.5 + 0.5·1 - 0.125·1.25 and 0.5·1 + 0.125·1.25 + 0.5·3 - 0.125·1.
        let biased = try keyframes([0, 1, 3], mode: .cubic, bias: [0, 0.5, 0])
        expectClose(biased.value(at: 0.25), 0.40625)
        expectClose(biased.value(at: 0.75), 2.03125)
        // Continuity 0.5 at key 1: outgoing (1.5/2)·1 + (0.5/2)·2 = 1.25, incoming (0.5/2)·1 + (1.5/2)·2 = 1.75:
        // 0.125·0.5 + 0.5·1 - 0.125·1.75 and 0.5·1 + 0.125·1.25 + 0.5·3 - 0.125·1.
        let kinked = try keyframes([0, 1, 3], mode: .cubic, continuity: [0, 0.5, 0])
        expectClose(kinked.value(at: 0.25), 0.34375)
        expectClose(kinked.value(at: 0.75), 2.03125)
    }

    @Test func unevenKeyTimesScaleTangentsByTheirIntervals() throws {
        // Intervals 0.25 and 0.75 around key 1 of 0, 1, 3: the Catmull-Rom tangent 1.5 becomes
        // 1.5·2·0.75 = 2.25 outgoing and 1.5·2·0.25 = 0.75 incoming.
        let a = try keyframes([0, 1, 3], keyTimes: [0, 0.25, 1], mode: .cubic)
        expectClose(a.value(at: 0.125), 0.46875)   // 0.125·0.5 + 0.5·1 - 0.125·0.75
        expectClose(a.value(at: 0.625), 2.15625)   // 0.5·1 + 0.125·2.25 + 0.5·3 - 0.125·1
    }

    @Test func cubicPacedSpacesKeysByDistance() throws {
        let a = try keyframes([0, 10, 40], keyTimes: [0, 0.9, 1], mode: .cubicPaced)
        #expect(a.keyTimes == [0, 0.25, 1])
        expectClose(a.value(at: 0.25), 10)
    }

    @Test func cumulativeCyclesAddTheEndValueOfTheCyclesBefore() throws {
        let timing = try MediaTiming(duration: 1, repetition: .count(3), fillMode: .forwards)
        let a = try KeyframeAnimation(keyPath: .translationX, values: [5, 10], isCumulative: true, timing: timing)
        expectClose(a.value(at: 0.5), 7.5)
        expectClose(a.value(at: 1.5), 17.5)
        expectClose(a.value(at: 2.5), 27.5)
        expectClose(a.value(at: 9), 30)
    }

    @Test func valuesMustBeFiniteAndPresent() {
        #expect(throws: AnimationError.self) { try KeyframeAnimation(keyPath: .opacity, values: []) }
        #expect(throws: AnimationError.self) { try KeyframeAnimation(keyPath: .opacity, values: [0, .nan]) }
    }
}
