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

    static func checkDuration(_ value: Double) -> String? {
        value.isFinite && value >= 0 && value <= maximumDuration
            ? nil : "expected a duration from 0 to \(Int(maximumDuration)) seconds, found \(value)"
    }

    /// A copy held for `seconds`, as `showToast(_:duration:)`'s argument.
    public func duration(_ seconds: Double) -> Self { with(\.duration, seconds) }
}

extension Toast: Decodable {
    public init(from decoder: Decoder) throws {
        var reader = try ConfigurationReader(decoder)
        self.init(message: try reader.read("message", default: ""),
                  height: try reader.read("height", default: 56, check: ConfigurationReader.length(upTo: 1000)))
        messageColor = try reader.readIfPresent("messageColor")
        backgroundColor = try reader.readIfPresent("backgroundColor")
        duration = try reader.read("duration", default: 1, check: Toast.checkDuration)
        try reader.finish()
    }
}

extension Toast: Encodable {
    public func encode(to encoder: Encoder) throws {
        var writer = try ConfigurationWriter(encoder, component: "toast")
        try writer.write("message", message, default: "")
        try writer.write("height", height, default: 56)
        try writer.writeIfPresent("messageColor", messageColor)
        try writer.writeIfPresent("backgroundColor", backgroundColor)
        try writer.write("duration", duration, default: 1)
    }
}
