import LayoutEngine
/// Seed 004's status-bar notification (COMPONENTS.md §14): JDStatusBarNotification's banner in
/// its default style, a white pill under the status bar with the message in gray. The seed uses
/// the library (its closing notes name JDStatusBarNotification among the libraries it used) and
/// does not restyle it, so the library's defaults are the look (`StatusBarNotificationView`
/// cites them).
///
/// Scene-file keys: `title`, `animatePresentation` (default false; true: the library's `.move`
/// presentation on the scene's timeline, the banner sliding down from above the screen over 0.4 s).
///
/// Node ids: `statusBarNotification` (the pill), `statusBarNotification.title`.
public struct StatusBarNotification: FluentConfiguration, Hashable {
    /// The message, one line (truncated at the tail when the widest pill cannot hold it).
    public var title: String
    /// Draws the banner at rest and puts its presentation on the scene's timeline.
    public var animatesPresentation = false

    /// A banner saying `title`.
    public init(title: String = "") {
        self.title = title
    }

    /// A copy at rest whose presentation is animated on the scene's timeline.
    public func animatingPresentation(_ animates: Bool = true) -> Self { with(\.animatesPresentation, animates) }
}

extension StatusBarNotification: SceneComponent {
    public static var sceneKeys: SceneKeys<StatusBarNotification> {
        SceneKeys(component: "statusBarNotification", prototype: StatusBarNotification(),
                  summary: "JDStatusBarNotification's default banner (a white pill under the status bar). "
                    + "Ids: statusBarNotification, statusBarNotification.title.", keys: [
            .value("title", \.title),
            .value("animatePresentation", \.animatesPresentation, doc: "Draw at rest and put JDStatusBarNotification's "
                   + "presentation (the banner sliding down from above the screen over 0.4 s) on the scene's timeline."),
        ])
    }
}
