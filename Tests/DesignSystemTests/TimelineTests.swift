import Testing
@testable import LayoutEngine
@testable import DesignSystem

/// Time-dependent components: the loading overlay's 0.8-second rule (seed 000) and the
/// skeleton's shimmer sweep.
@Suite struct TimelineTests {
    @Test func spinnerHiddenBeforePointEightSeconds() {
        #expect(!LoadingOverlay().spinnerVisible(at: 0))
        #expect(!LoadingOverlay().spinnerVisible(at: 0.79))
    }

    @Test func spinnerVisibleFromPointEightSeconds() {
        #expect(LoadingOverlay().spinnerVisible(at: 0.8))
        #expect(LoadingOverlay().spinnerVisible(at: 5))
    }

    @Test func inputBlockedAtOnce() {
        #expect(LoadingOverlay().blocksInput(at: 0))
    }

    @Test func dismissalHidesSpinnerAndUnblocksInput() {
        let overlay = LoadingOverlay().dismissed(at: 2)
        #expect(overlay.spinnerVisible(at: 1.9))
        #expect(!overlay.spinnerVisible(at: 2))
        #expect(!overlay.blocksInput(at: 2))
    }

    @Test func dismissalBeforePointEightNeverShowsTheSpinner() {
        let overlay = LoadingOverlay().dismissed(at: 0.5)
        #expect(!overlay.spinnerVisible(at: 0.8))
        #expect(overlay.blocksInput(at: 0.4))
    }

    @Test func spinnerAdvancesOneSpokeAnEighthOfASecond() {
        #expect(LoadingOverlay().leadingSpoke(at: 0) == 0)
        #expect(LoadingOverlay().leadingSpoke(at: 0.125) == 1)
        #expect(LoadingOverlay().leadingSpoke(at: 1.0) == 0)
    }

    @Test func shimmerSweepsAcrossOncePerSweepDuration() {
        #expect(Skeleton(time: 0).shimmerPosition == -0.5)
        #expect(Skeleton(time: Skeleton.sweepDuration / 2).shimmerPosition == 0.5)
        #expect(Skeleton(time: Skeleton.sweepDuration).shimmerPosition == -0.5)
    }
}
