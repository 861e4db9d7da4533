import LayoutEngine
/// The relationship button of seed 002 (COMPONENTS.md §7): an 80 x 28 capsule whose
/// color and title follow the relation, titled in Noto Sans CJK KR Medium 13 (11 small), with
/// the message button beside it in the button stack (`RelationshipButtonView`), and the
/// confirmation alert (the alert modal, §1) it opens, filled from the relation.
///
/// Scene-file keys: `relationship` (the server's integer; unknown values mean none),
/// `small` (default false: 13 pt title, 11 pt when small), `targetName`, `targetId`
/// (for the alert's message), `showsAlert` (default false: draw the confirmation alert
/// over the screen too), `cancel` (the alert's negative label, default "취소"), `message`
/// (the message button's title, default "메시지"; empty: no message button).
///
/// Node ids: `relationship.buttons`, `relationship`, `relationship.title`,
/// `relationship.message`, `relationship.message.title`, and with `showsAlert` the alert
/// modal's ids (`modal.card`, ...).
public struct RelationshipButton: FluentConfiguration, Hashable {
    /// Seed 002: `widthAnchor.constraint(equalToConstant: 80)` and `cornerRadius = 28 / 2`.
    public static let size = Size(width: 80, height: 28)

    /// The relation the button shows and acts on.
    public var relationship: Relationship
    /// The small variant: an 11-point title instead of 13.
    public var small: Bool
    /// The other user's name, for the alert's message.
    public var targetName: String
    /// The other user's id, for the alert's message.
    public var targetId: String
    /// Whether the scene also shows the confirmation alert (the button was tapped).
    public var showsAlert: Bool
    /// The confirmation alert's negative label.
    public var cancel: String
    /// The message button's title (the seed's `messageButton` shows no title in the post; ours);
    /// empty: no message button.
    public var message = "메시지"

    /// A button for `relationship` with another user, `targetName` (`targetId`).
    public init(relationship: Relationship = .none, small: Bool = false, targetName: String = "",
                targetId: String = "", showsAlert: Bool = false, cancel: String = "취소") {
        self.relationship = relationship; self.small = small; self.targetName = targetName
        self.targetId = targetId; self.showsAlert = showsAlert; self.cancel = cancel
    }

    /// A copy with `small` changed, as the seed builder's setter.
    public func small(_ isSmall: Bool = true) -> Self { with(\.small, isSmall) }
    /// A copy with `targetName` changed, as the seed builder's setter.
    public func target(name: String, id: String) -> Self { with(\.targetName, name).with(\.targetId, id) }
    /// A copy with `showsAlert` changed, as the seed builder's setter.
    public func showingAlert(_ shows: Bool = true) -> Self { with(\.showsAlert, shows) }

    /// A copy with the message button titled `title` (empty: none).
    public func message(_ title: String) -> Self { with(\.message, title) }

    /// Seed 002 `getButtonTitle(title:size:)`: Noto Sans KR Medium 13 pt, or 11 pt for the small variant.
    public func titleStyle(in theme: Theme) -> TypeStyle {
        small ? theme.typography.relationshipTitleSmall : theme.typography.relationshipTitle
    }

    /// The confirmation alert the button opens: the relation's alert title and message,
    /// a cancel button and the relation's action (nil for yourself, which has no action).
    public var confirmationAlert: AlertModal? {
        guard relationship.hasAction else { return nil }
        return AlertModal(title: relationship.alertTitle,
                          message: relationship.alertMessage(targetName: targetName, targetId: targetId),
                          negative: cancel, positive: relationship.alertActionTitle)
    }
}

extension RelationshipButton: SceneComponent {
    public static var sceneKeys: SceneKeys<RelationshipButton> {
        SceneKeys(component: "relationshipButton", prototype: RelationshipButton(),
                  summary: "Relationship capsule (80x28) and the message button beside it. Ids: relationship.buttons, relationship, "
                    + "relationship.title, relationship.message(.title), and the modal's ids with showsAlert.", keys: [
            SceneKey("relationship", Int.self, doc: "Server value: 0 blocked, 1 request sent, 2 request received, 3 friend, "
                        + "4 rejected, 5 none, 6 self, 88 reject request; others mean none.",
                     get: { $0.relationship.rawValue }, set: { $0.relationship = Relationship(serverValue: $1) }),
            .value("small", \.small),
            .value("targetName", \.targetName),
            .value("targetId", \.targetId),
            .value("showsAlert", \.showsAlert),
            .value("cancel", \.cancel),
            .value("message", \.message, doc: "The message button's title beside the relationship button; empty: no message button."),
        ])
    }
}
