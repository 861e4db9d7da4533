import LayoutEngine
/// The loading overlay of seed 000 (`CommonLoadingView`, COMPONENTS.md §4) as a timeline:
/// input is blocked from `t = 0` until dismissal, but the spinner only shows once
/// `t >= 0.8 s` ("users lose focus after 0.8 s", the seed's reason), and hides at dismissal.
/// A render is the overlay at one `time`.
///
/// Scene-file keys: `time` (seconds since `show()`, default 1), `dismissedAt` (seconds, optional).
///
/// Node ids: `loading.blocker` (a clear full-screen node while input is blocked),
/// `loading.spinner` (only while visible), its spokes `loading.spinner.N`.
public struct LoadingOverlay: FluentConfiguration, Hashable {
    /// Seed 000: `timeRemaining = 0.8` before the spinner appears.
    public static let revealDelay = 0.8
    /// UIActivityIndicatorView's large style: a 37-point square with 8 spokes, which
    /// steps one spoke forward every 1/8 s (one turn a second).
    public static let spinnerSide = 37.0
    /// See `spinnerSide`.
    public static let spokeCount = 8

    /// Seconds since `show()`.
    public var time: Double
    /// When `dismiss()` was called, if it was.
    public var dismissedAt: Double?

    /// The overlay `time` seconds after `show()`, dismissed at `dismissedAt` if given.
    public init(time: Double = 1, dismissedAt: Double? = nil) {
        self.time = time; self.dismissedAt = dismissedAt
    }

    /// A copy with `time` changed, as the seed builder's setter.
    public func time(_ seconds: Double) -> Self { with(\.time, seconds) }
    /// A copy with `dismissedAt` changed, as the seed builder's setter.
    public func dismissed(at seconds: Double) -> Self { with(\.dismissedAt, seconds) }

    /// Whether `t` is before dismissal (input is blocked from `show()` until then).
    public func blocksInput(at t: Double) -> Bool {
        t >= 0 && dismissedAt.map { t < $0 } ?? true
    }

    /// Whether the spinner shows at `t`: visible(t) = t >= 0.8 s until dismissal.
    /// The delay is a timeline (`AnimationPreset.loadingSpinnerDelay`).
    public func spinnerVisible(at t: Double) -> Bool {
        blocksInput(at: t) && LoadingOverlay.reveal.value(at: t) == 1
    }

    private static let reveal = AnimationPreset.loadingSpinnerDelay(delay: revealDelay)

    /// The spoke drawn brightest at `t`: the spinner advances a spoke every 1/8 s.
    public func leadingSpoke(at t: Double) -> Int {
        Int((max(t, 0) * Double(LoadingOverlay.spokeCount)).rounded(.down)) % LoadingOverlay.spokeCount
    }
}

extension LoadingOverlay: SceneComponent {
    public static var sceneKeys: SceneKeys<LoadingOverlay> {
        SceneKeys(component: "loading", prototype: LoadingOverlay(),
                  summary: "Loading overlay; the spinner shows from 0.8 s until dismissal. Ids: loading.blocker, loading.spinner(.N).", keys: [
            .value("time", \.time, .time, doc: "Seconds since show()."),
            .optional("dismissedAt", \.dismissedAt, .time, doc: "Seconds."),
        ])
    }
}
