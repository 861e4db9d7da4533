import LayoutEngine
/// The relation between the viewer and another user, as seed 002's server sends it: an
/// integer, one case per value. Values outside the table mean "no relation" (the seed's
/// `Relationship(rawValue:) ?? .none`).
public enum Relationship: Int, Sendable, Hashable, CaseIterable {
    case blocked = 0
    case requestSent = 1
    case requestReceived = 2
    case friend = 3
    case rejected = 4
    case none = 5
    case `self` = 6
    /// Not a relation but the "reject the request" action, which seed 002 configures
    /// through the same type.
    case rejectRequest = 88

    /// The state for the server's integer; unknown values are `.none`.
    public init(serverValue: Int) {
        self = Relationship(rawValue: serverValue) ?? .none
    }

    /// Seed 002 `backgroundColor`: pointer red for the states whose action adds a relation
    /// (and unblocking), the dark navigation color for the others.
    public func backgroundColor(in theme: Theme) -> Color {
        switch self {
        case .requestReceived, .blocked, .none, .rejected: theme.colors.pointerRed
        case .friend, .rejectRequest, .requestSent, .self: theme.colors.navBack
        }
    }

    /// Seed 002 `tintColor`: white in every state.
    public func titleColor(in theme: Theme) -> Color { theme.colors.white }

    /// Seed 002 `attributedTitle`: the button's title.
    public var title: String {
        switch self {
        case .blocked: "차단 해제"
        case .requestSent: "요청 취소"
        case .requestReceived: "요청 수락"
        case .friend: "친구 ✓"
        case .rejected, .none: "친구 신청"
        case .rejectRequest: "거절"
        case .self: "나"
        }
    }

    /// Seed 002 `alertTitle`: the confirmation alert's title (empty for yourself).
    public var alertTitle: String {
        switch self {
        case .blocked: "차단 해제"
        case .requestSent: "요청 취소"
        case .requestReceived: "요청 수락"
        case .friend: "친구 해제"
        case .rejected, .none: "친구 요청"
        case .rejectRequest: "요청 거절"
        case .self: ""
        }
    }

    /// Seed 002 `alertActionTitle`: the alert's positive button.
    public var alertActionTitle: String {
        switch self {
        case .blocked, .friend: "해제"
        case .requestSent: "확인"
        case .requestReceived: "수락"
        case .rejected, .none: "요청"
        case .rejectRequest: "거절"
        case .self: ""
        }
    }

    /// Seed 002 `getAlertMessage(targetName:targetId:)`, word for word (the doubled "??"
    /// of the blocked case included).
    public func alertMessage(targetName: String, targetId: String) -> String {
        let who = "\(targetName)(\(targetId))님"
        return switch self {
        case .blocked: "\(who)의 차단을 해제하시겠어요??"
        case .requestSent: "친구 요청을\n취소하시겠어요?"
        case .requestReceived: "\(who)의 친구 요청을\n수락하시겠어요?"
        case .friend: "\(who)과\n친구를 해제하시겠어요?"
        case .rejected, .none: "\(who)에게 친구를 요청하시겠어요?"
        case .rejectRequest: "\(who)의 요청을 거절하시겠어요?"
        case .self: ""
        }
    }

    /// Whether tapping the button asks for confirmation (yourself has no action).
    public var hasAction: Bool { self != .self }
}
