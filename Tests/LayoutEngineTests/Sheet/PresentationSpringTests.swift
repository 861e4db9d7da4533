import Foundation
import Testing
import LayoutEngine

/// The presentation springs: start at rest at 0, end exactly at 1, PanModal's overshoots.
@Suite struct PresentationSpringTests {
    @Test func panModalsSpringIsUnderdampedAndSettlesInItsDuration() {
        let spring = PresentationSpring.panModal
        #expect(spring.dampingRatio == 0.8 && spring.duration == 0.5)
        #expect(spring.value(at: 0) == 0)
        #expect(spring.value(at: 0.5) == 1)
        let samples = stride(from: 0.0, through: 0.5, by: 0.005).map(spring.value(at:))
        #expect(samples.max()! > 1, "a damping of 0.8 overshoots")
        #expect(abs(spring.value(at: 0.499) - 1) < 0.002)
    }

    @Test func theSheetSpringIsCriticallyDampedAndNeverOvershoots() {
        let spring = PresentationSpring.uiKitSheet
        let samples = stride(from: 0.0, through: spring.duration, by: 0.005).map(spring.value(at:))
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(samples.allSatisfy { $0 <= 1 })
        // ω = 4π: 1 - e^(-ωt)(1 + ωt) at t = 0.1.
        let omega = 4 * Double.pi
        #expect(abs(spring.value(at: 0.1) - (1 - exp(-omega * 0.1) * (1 + omega * 0.1))) < 1e-12)
        #expect(abs(spring.value(at: spring.duration - 1e-6) - 1) < 1e-3)
    }

    @Test func anOverdampedSpringStartsAtRestAndRisesMonotonically() {
        let spring = PresentationSpring.uiViewSpring(duration: 0.5, dampingRatio: 1.5)
        let samples = stride(from: 0.0, through: 0.5, by: 0.01).map(spring.value(at:))
        #expect(abs(spring.value(at: 1e-6)) < 1e-6)
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func progressIsAFractionOfTheDuration() {
        let spring = PresentationSpring.panModal
        #expect(spring.value(atProgress: 0.4) == spring.value(at: 0.2))
        #expect(spring.value(atProgress: 1) == 1)
    }
}
