import LayoutEngine
import LottiePlayback

/// The loading overlay of seed 000 (`CommonLoadingView`, COMPONENTS.md §4) as a timeline:
/// input is blocked from `t = 0` until dismissal, but the animation only shows once
/// `t >= 0.8 s` ("users lose focus after 0.8 s", the seed's reason), and hides at dismissal.
/// The animation is a `LottieAnimationView(name:)` looping from `show()` (`loopMode = .loop`,
/// `play()`), centered at its own size (`LoadingOverlayView`): our spinner
/// (`LottieAnimation.spinner`) unless the scene names a Lottie file.
///
/// Scene-file keys: `time` (seconds since `show()`, default 1), `dismissedAt` (seconds, optional),
/// `animation` (a Lottie JSON file's path, default our spinner; checked against `LottieLimits`),
/// `animate` (default false: the overlay at `time`; true: the overlay from `show()` on the scene's
/// timeline, every frame of the animation in the scene, `render --time`/`--frames` sampling it).
///
/// Node ids: `loading.blocker` (a clear full-screen node while input is blocked),
/// `loading.animation` (only while visible) with its frame `loading.animation.image`, or with
/// `animate` its frames `loading.animation.frame.N`.
public struct LoadingOverlay: FluentConfiguration, Hashable {
    /// Seed 000: `timeRemaining = 0.8` before the animation appears.
    public static let revealDelay = 0.8
    /// The most pixel bytes an animated overlay's frames may take (every frame of the animation is
    /// in the scene): a file whose frames need more is refused, naming the sizes.
    public static let maximumFrameBytes = 64 << 20

    /// Seconds since `show()`.
    public var time: Double
    /// When `dismiss()` was called, if it was.
    public var dismissedAt: Double?
    /// The Lottie file played; nil: our spinner.
    public var animationPath: String?
    /// Puts the overlay's life from `show()` on the scene's timeline instead of drawing it at `time`.
    public var animates = false

    /// The overlay `time` seconds after `show()`, dismissed at `dismissedAt` if given.
    public init(time: Double = 1, dismissedAt: Double? = nil) {
        self.time = time; self.dismissedAt = dismissedAt
    }

    /// A copy with `time` changed, as the seed builder's setter.
    public func time(_ seconds: Double) -> Self { with(\.time, seconds) }
    /// A copy with `dismissedAt` changed, as the seed builder's setter.
    public func dismissed(at seconds: Double) -> Self { with(\.dismissedAt, seconds) }
    /// A copy playing the Lottie file at `path` (`LottieAnimationView(name:)`).
    public func animation(path: String) -> Self { with(\.animationPath, path) }
    /// A copy whose life from `show()` is on the scene's timeline.
    public func animating(_ animates: Bool = true) -> Self { with(\.animates, animates) }

    /// Whether `t` is before dismissal (input is blocked from `show()` until then).
    public func blocksInput(at t: Double) -> Bool {
        t >= 0 && dismissedAt.map { t < $0 } ?? true
    }

    /// Whether the animation shows at `t`: visible(t) = t >= 0.8 s until dismissal.
    /// The delay is a timeline (`AnimationPreset.loadingSpinnerDelay`).
    public func animationVisible(at t: Double) -> Bool {
        blocksInput(at: t) && LoadingOverlay.reveal.value(at: t) == 1
    }

    static let reveal = AnimationPreset.loadingSpinnerDelay(delay: revealDelay)

    /// The animation played: the file at `animationPath`, or our spinner.
    public func loadAnimation() throws(LottieError) -> LottieAnimation {
        try animationPath.map { path throws(LottieError) in try LottieAnimation(path: path) } ?? .spinner
    }
}

extension LoadingOverlay: SceneComponent {
    public static var sceneKeys: SceneKeys<LoadingOverlay> {
        SceneKeys(component: "loading", prototype: LoadingOverlay(),
                  summary: "Loading overlay: a Lottie animation centered at its own size, shown from 0.8 s until dismissal. "
                    + "Ids: loading.blocker, loading.animation(.image, .frame.N).", keys: [
            .value("time", \.time, .time, doc: "Seconds since show()."),
            .optional("dismissedAt", \.dismissedAt, .time, doc: "Seconds."),
            .optional("animation", \.animationPath, SceneCheck(schema: [.init("minLength", 1)]) {
                $0.isEmpty ? "expected the path of a Lottie JSON file" : nil
            }, doc: "A Lottie JSON file's path (checked against the Lottie limits); default: our spinner."),
            .value("animate", \.animates, doc: "Put the overlay's life from show() on the scene's timeline (every frame of the "
                   + "animation in the scene, at most 64 MB of pixels) instead of drawing it at time."),
        ])
    }
}
