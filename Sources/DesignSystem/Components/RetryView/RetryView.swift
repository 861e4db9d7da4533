import LayoutEngine
/// The retry view of seed 000 (`CommonRetryView`, COMPONENTS.md §5): a multi-line title
/// and a system-red retry label 16 points below it, both centered, the pair centered in
/// the screen. Its width is the wider label's (the seed's `min` clips the wider one).
///
/// Scene-file keys: `title`, `button`.
///
/// Node ids: `retry.view`, `retry.title`, `retry.button`.
public struct RetryView: FluentConfiguration, Hashable {
    /// Any number of lines, centered.
    public var title: String
    /// The retry label, system red.
    public var button: String

    /// A retry view saying `title` above the retry label `button`.
    public init(title: String = "", button: String = "") {
        self.title = title; self.button = button
    }

    /// A copy with `button` changed, as the seed builder's setter.
    public func button(_ label: String) -> Self { with(\.button, label) }
}

extension RetryView: SceneComponent {
    public static var sceneKeys: SceneKeys<RetryView> {
        SceneKeys(component: "retry", prototype: RetryView(), summary: "Retry view. Ids: retry.view, retry.title, retry.button.", keys: [
            .value("title", \.title),
            .value("button", \.button),
        ])
    }
}
