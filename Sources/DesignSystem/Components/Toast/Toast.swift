import LayoutEngine
/// The toast of seed 000 (`CommonToast`, COMPONENTS.md §3): a full-width band, 56 points
/// high by default, with a centered multi-line message, shown just above the bottom
/// safe area for one second.
///
/// Scene-file keys: `message`, `height` (default 56), `messageColor` (default black),
/// `backgroundColor` (default cyan).
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
    /// Seed 000: `showToast(self, duration: 1, position: .bottom)`.
    public static let duration = 1.0

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
}

extension Toast: SceneComponent {
    public static var sceneKeys: SceneKeys<Toast> {
        SceneKeys(component: "toast", prototype: Toast(), summary: "Toast. Ids: toast, toast.message.", keys: [
            .value("message", \.message),
            .value("height", \.height, .length(upTo: 1000)),
            .optional("messageColor", \.messageColor),
            .optional("backgroundColor", \.backgroundColor),
        ])
    }
}
