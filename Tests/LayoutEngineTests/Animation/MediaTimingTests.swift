import Testing
@testable import LayoutEngine

/// CAMediaTiming's conversion from parent time to a point of the animation's cycles, against
/// hand-derived times.
@Suite struct MediaTimingTests {
    func local(_ timing: MediaTiming, _ t: Double) -> [Double]? {
        timing.localTime(at: t).map { [$0.time, $0.cycle] }
    }

    func close(_ a: [Double]?, _ b: [Double]?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return zip(a, b).allSatisfy { abs($0 - $1) < 1e-12 }
    }

    @Test func durationZeroMeansAQuarterSecond() throws {
        let timing = try MediaTiming()
        #expect(timing.duration == 0.25)
        #expect(timing.activeDuration == 0.25)
    }

    @Test func beforeTheBeginTimeOnlyBackwardsFillHasAnEffect() throws {
        #expect(local(try MediaTiming(beginTime: 1, duration: 2), 0.5) == nil)
        #expect(local(try MediaTiming(beginTime: 1, duration: 2, fillMode: .forwards), 0.5) == nil)
        #expect(local(try MediaTiming(beginTime: 1, duration: 2, fillMode: .backwards), 0.5) == [0, 0])
        #expect(local(try MediaTiming(beginTime: 1, duration: 2, fillMode: .both), 0.5) == [0, 0])
        #expect(close(local(try MediaTiming(beginTime: 1, duration: 2), 1.5), [0.5, 0]))
    }

    @Test func afterTheEndOnlyForwardsFillHoldsTheEnd() throws {
        #expect(local(try MediaTiming(duration: 2), 2) == nil)
        #expect(local(try MediaTiming(duration: 2, fillMode: .backwards), 3) == nil)
        #expect(local(try MediaTiming(duration: 2, fillMode: .forwards), 3) == [2, 0])
        #expect(local(try MediaTiming(duration: 2, repetition: .count(3), fillMode: .both), 30) == [2, 2])
    }

    @Test func speedScalesTheTimeSinceTheBegin() throws {
        #expect(close(local(try MediaTiming(beginTime: 1, speed: 2, duration: 1), 1.2), [0.4, 0]))
        // Twice as fast: the active interval of 1 s of local time ends half a second after the begin.
        #expect(local(try MediaTiming(beginTime: 1, speed: 2, duration: 1), 1.5) == nil)
        #expect(close(local(try MediaTiming(timeOffset: 0.3, speed: 0, duration: 1), 50), [0.3, 0]))
    }

    @Test func timeOffsetStartsPartWayAndWrapsIntoTheNextPass() throws {
        let timing = try MediaTiming(timeOffset: 0.5, duration: 1, fillMode: .forwards)
        #expect(close(local(timing, 0), [0.5, 0]))
        #expect(close(local(timing, 0.6), [0.1, 1]))
        #expect(close(local(timing, 5), [0.5, 1]))
    }

    @Test func fractionalRepeatCountStopsPartWayThroughACycle() throws {
        let timing = try MediaTiming(duration: 1, repetition: .count(2.5), fillMode: .forwards)
        #expect(timing.activeDuration == 2.5)
        #expect(close(local(timing, 2.2), [0.2, 2]))
        #expect(close(local(timing, 9), [0.5, 2]))
    }

    @Test func anEndOnACycleBoundaryShowsTheEndOfTheLastCycle() throws {
        let timing = try MediaTiming(duration: 1, repetition: .count(2), fillMode: .forwards)
        #expect(local(timing, 2) == [1, 1])
        #expect(local(timing, 1) == [0, 1])
    }

    @Test func autoreversingCyclesPlayForwardThenBack() throws {
        let once = try MediaTiming(duration: 1, autoreverses: true)
        #expect(once.activeDuration == 2)
        #expect(close(local(once, 0.25), [0.25, 0]))
        #expect(close(local(once, 1.25), [0.75, 0]))
        #expect(local(once, 2.25) == nil)
        let twice = try MediaTiming(duration: 1, repetition: .count(2), autoreverses: true, fillMode: .forwards)
        #expect(close(local(twice, 2.5), [0.5, 1]))
        #expect(close(local(twice, 3.25), [0.75, 1]))
        #expect(local(twice, 10) == [0, 1])
    }

    @Test func repeatDurationEndsAfterThatMuchLocalTime() throws {
        let timing = try MediaTiming(duration: 1, repetition: .duration(1.6))
        #expect(close(local(timing, 1.5), [0.5, 1]))
        #expect(local(timing, 1.6) == nil)
        let held = try MediaTiming(duration: 1, repetition: .duration(1.6), fillMode: .forwards)
        #expect(close(local(held, 7), [0.6, 1]))
    }

    @Test func infiniteRepetitionNeverEnds() throws {
        let timing = try MediaTiming(duration: 0.25, repetition: .count(.infinity))
        #expect(timing.activeDuration == .infinity)
        #expect(close(local(timing, 1_000_000.125), [0.125, 4_000_000]))
    }

    @Test func invalidTimingsAreRejectedWithTheProperty() {
        #expect(throws: AnimationError.invalidTiming(property: "duration", value: -1, expected: "a finite number of seconds >= 0")) {
            try MediaTiming(duration: -1)
        }
        #expect(throws: AnimationError.self) { try MediaTiming(speed: .nan) }
        #expect(throws: AnimationError.self) { try MediaTiming(speed: -1) }
        #expect(throws: AnimationError.self) { try MediaTiming(repetition: .count(-2)) }
        #expect(throws: AnimationError.self) { try MediaTiming(beginTime: .infinity) }
        #expect(throws: AnimationError.self) { try MediaTiming(repetition: .duration(.infinity)) }
    }
}
