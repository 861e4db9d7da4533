import Foundation

/// Animations played together in one timing (Core Animation's `CAAnimationGroup`): each child's
/// times are in the group's, and a child longer than the group is cut at the group's end.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?
}

/// A layer transition (Core Animation's `CATransition`: fade, push, move in, reveal). Kept on the
/// layer and not drawn: a transition animates between two renderings of the layer, and a
/// snapshot has only the new one, which it shows.
open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1
}

/// A transition's kind (Core Animation's `CATransitionType`).
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// A transition's direction (Core Animation's `CATransitionSubtype`).
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
