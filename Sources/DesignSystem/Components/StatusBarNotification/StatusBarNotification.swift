import LayoutEngine
/// Seed 004's status-bar notification (COMPONENTS.md §14): JDStatusBarNotification's banner in
/// its default style, a white pill under the status bar with the message in gray. The seed uses
/// the library (its closing notes name JDStatusBarNotification among the libraries it used) and
/// does not restyle it, so the library's defaults are the look (`StatusBarNotificationView`
/// cites them).
///
/// Scene-file keys: `title`.
///
/// Node ids: `statusBarNotification` (the pill), `statusBarNotification.title`.
public struct StatusBarNotification: FluentConfiguration, Hashable {
    /// The message, one line (truncated at the tail when the widest pill cannot hold it).
    public var title: String

    /// A banner saying `title`.
    public init(title: String = "") {
        self.title = title
    }
}

extension StatusBarNotification: SceneComponent {
    public static var sceneKeys: SceneKeys<StatusBarNotification> {
        SceneKeys(component: "statusBarNotification", prototype: StatusBarNotification(),
                  summary: "JDStatusBarNotification's default banner (a white pill under the status bar). "
                    + "Ids: statusBarNotification, statusBarNotification.title.", keys: [
            .value("title", \.title),
        ])
    }
}
