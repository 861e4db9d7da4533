import Testing
@testable import LayoutEngine
@testable import DesignSystem

/// Time-dependent components: the loading overlay's 0.8-second rule (seed 000) and the
/// skeleton's shimmer sweep.
@Suite struct TimelineTests {
    @Test func animationHiddenBeforePointEightSeconds() {
        #expect(!LoadingOverlay().animationVisible(at: 0))
        #expect(!LoadingOverlay().animationVisible(at: 0.79))
    }

    @Test func animationVisibleFromPointEightSeconds() {
        #expect(LoadingOverlay().animationVisible(at: 0.8))
        #expect(LoadingOverlay().animationVisible(at: 5))
    }

    @Test func inputBlockedAtOnce() {
        #expect(LoadingOverlay().blocksInput(at: 0))
    }

    @Test func dismissalHidesTheAnimationAndUnblocksInput() {
        let overlay = LoadingOverlay().dismissed(at: 2)
        #expect(overlay.animationVisible(at: 1.9))
        #expect(!overlay.animationVisible(at: 2))
        #expect(!overlay.blocksInput(at: 2))
    }

    @Test func dismissalBeforePointEightNeverShowsTheAnimation() {
        let overlay = LoadingOverlay().dismissed(at: 0.5)
        #expect(!overlay.animationVisible(at: 0.8))
        #expect(overlay.blocksInput(at: 0.4))
    }

    @Test func shimmerSweepsAcrossOncePerSweepDuration() {
        #expect(Skeleton(time: 0).shimmerPosition == -0.5)
        #expect(Skeleton(time: Skeleton.sweepDuration / 2).shimmerPosition == 0.5)
        #expect(Skeleton(time: Skeleton.sweepDuration).shimmerPosition == -0.5)
    }
}
