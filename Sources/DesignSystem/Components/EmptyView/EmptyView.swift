import LayoutEngine
/// The empty view of seed 004 (COMPONENTS.md §13): before the first articles arrive and
/// the skeletons start, the screen says that content is loading, centered in the safe area.
///
/// Scene-file keys: `message` (default "기사를 가져오는 중입니다"), `detail` (a smaller
/// second line, optional).
///
/// Node ids: `emptyView`, `emptyView.message`, `emptyView.detail` (when there is one).
public struct EmptyView: FluentConfiguration, Hashable {
    /// "Fetching the articles", the seed's loading message.
    public static let defaultMessage = "기사를 가져오는 중입니다"

    /// The centered message.
    public var message: String
    /// A smaller line under the message; empty: none.
    public var detail: String

    /// An empty view saying `message`, with an optional smaller `detail` line.
    public init(message: String = EmptyView.defaultMessage, detail: String = "") {
        self.message = message; self.detail = detail
    }

    /// A copy with `detail` changed, as the seed builder's setter.
    public func detail(_ text: String) -> Self { with(\.detail, text) }
}

extension EmptyView: SceneComponent {
    public static var sceneKeys: SceneKeys<EmptyView> {
        SceneKeys(component: "emptyView", prototype: EmptyView(), summary: "Empty view. Ids: emptyView, emptyView.message, emptyView.detail.", keys: [
            .value("message", \.message),
            .value("detail", \.detail),
        ])
    }
}
