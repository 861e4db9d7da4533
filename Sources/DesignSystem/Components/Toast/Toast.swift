import LayoutEngine
/// The toast of seed 000 (`CommonToast`, COMPONENTS.md §3): a full-width band, 56 points
/// high by default, with a centered multi-line message, shown by Toast-Swift 10 points above
/// the bottom safe area, fading in over 0.2 s, held for `duration` and fading out over 0.2 s
/// (`ToastView`; the fade is the scene's timeline, sampled by `render --time`).
///
/// Scene-file keys: `message`, `height` (default 56), `messageColor` (default black),
/// `backgroundColor` (default cyan), `duration` (seconds held, default 1).
///
/// Node ids: `toast`, `toast.message`.
public struct Toast: FluentConfiguration, Hashable {
    /// Any number of lines, centered.
    public var message: String
    /// Seed 000: `heightSize: CGFloat = 56`.
    public var height: Double
    /// nil: the theme's black.
    public var messageColor: Color?
    /// nil: the theme's cyan (seed 000's default).
    public var backgroundColor: Color?
    /// Seconds the toast is held between its fades; seed 000: `showToast(self, duration: 1, position: .bottom)`.
    public var duration: Double = 1

    /// A toast saying `message`, `height` points high.
    public init(message: String = "", height: Double = 56) {
        self.message = message; self.height = height
    }

    /// A copy with `height` changed, as the seed builder's setter.
    public func height(_ points: Double) -> Self { with(\.height, points) }
    /// A copy with `messageColor` changed, as the seed builder's setter.
    public func messageColor(_ color: Color) -> Self { with(\.messageColor, color) }
    /// A copy with `backgroundColor` changed, as the seed builder's setter.
    public func backgroundColor(_ color: Color) -> Self { with(\.backgroundColor, color) }
    /// The longest `duration` a scene file may give: a day, far past any toast, so that the fade's
    /// key times stay distinct fractions of its length.
    public static let maximumDuration = 86_400.0

    /// A copy held for `seconds`, as `showToast(_:duration:)`'s argument.
    public func duration(_ seconds: Double) -> Self { with(\.duration, seconds) }
}

extension Toast: SceneComponent {
    public static var sceneKeys: SceneKeys<Toast> {
        SceneKeys(component: "toast", prototype: Toast(),
                  summary: "Toast, 10 pt above the bottom safe area (Toast-Swift's vertical padding). Ids: toast, toast.message.", keys: [
            .value("message", \.message),
            .value("height", \.height, .length(upTo: 1000)),
            .optional("messageColor", \.messageColor),
            .optional("backgroundColor", \.backgroundColor),
            .value("duration", \.duration, .range(0...maximumDuration, "a duration in seconds"),
                   doc: "Seconds the toast is held between Toast-Swift's 0.2 s fades (on the scene's timeline)."),
        ])
    }
}
