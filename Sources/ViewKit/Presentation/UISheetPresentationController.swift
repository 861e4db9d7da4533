import Foundation
import LayoutEngine

/// The presentation controller of a sheet (UIKit's `UISheetPresentationController`, iOS 15 to
/// 17): the detents the sheet rests at, the selected one, whether the screen behind is dimmed,
/// the grabber and the corner radius. A controller presented as `.pageSheet`, `.formSheet` or
/// `.automatic` (the default) has one (`sheetPresentationController`); the drawing places the
/// sheet with LayoutEngine's `SheetLayout`, the geometry DesignSystem's sheets use (every number
/// and its source in docs/sheets.md). Changes apply at once (`animateChanges` runs its block).
open class UISheetPresentationController: UIPresentationController {
    /// A height the sheet rests at (UIKit's `UISheetPresentationController.Detent`).
    @preconcurrency @MainActor
    public final class Detent {
        /// A detent's name (UIKit's `Detent.Identifier`).
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        public let identifier: Identifier
        let kind: Kind
        enum Kind {
            case medium, large
            case custom((any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)
        }

        private init(identifier: Identifier, kind: Kind) {
            self.identifier = identifier
            self.kind = kind
        }

        /// About half the screen's height; inactive in compact height.
        public static func medium() -> Detent { Detent(identifier: .medium, kind: .medium) }
        /// The full height.
        public static func large() -> Detent { Detent(identifier: .large, kind: .large) }
        /// A height the resolver computes from the context (nil: inactive).
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom.\(UUID().uuidString)"), kind: .custom(resolver))
        }

        /// The detent's value in `context`, as LayoutEngine's detent of the same kind computes it.
        func sheetDetent(in context: SheetDetentContext, traits: UITraitCollection) -> SheetDetent {
            switch kind {
            case .medium: return SheetDetent(identifier.rawValue, .medium)
            case .large: return SheetDetent(identifier.rawValue, .large)
            case .custom(let resolver):
                let value = resolver(DetentResolutionContext(traitCollection: traits, maximumDetentValue: CGFloat(context.maximumDetentValue)))
                guard let value, value.isFinite else { return SheetDetent(identifier.rawValue, .custom { _ in nil }) }
                return SheetDetent(identifier.rawValue, .height(Double(value)))
            }
        }
    }

    /// The detents the sheet may rest at; the large one by default.
    public var detents: [Detent] = [.large()]
    /// The detent the sheet rests at; nil: the smallest.
    public var selectedDetentIdentifier: Detent.Identifier?
    /// The screen behind is dimmed only above this detent; nil: always dimmed.
    public var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether a grabber shows at the sheet's top (36 x 5, 5 below the top).
    public var prefersGrabberVisible = false
    /// The sheet's corner radius; nil: 10.
    public var preferredCornerRadius: CGFloat?
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    public var prefersEdgeAttachedInCompactHeight = false
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    public var prefersPageSizing = true
    /// The sheet this one's detents follow; kept.
    public weak var sourceView: UIView?

    /// Runs `changes` at once (no animation).
    public func animateChanges(_ changes: () -> Void) { changes() }
    /// Kept: the sheet is laid out when drawn.
    public func invalidateDetents() {}

    /// The sheet's geometry on a screen of `size` with `safeArea`.
    func layout(size: CGSize, safeArea: UIEdgeInsets, traits: UITraitCollection) -> SheetLayout {
        var layout = SheetLayout(screen: size.engineSize, safeArea: safeArea.engineInsets, detents: [],
                                 selectedDetentIdentifier: selectedDetentIdentifier?.rawValue,
                                 largestUndimmedDetentIdentifier: largestUndimmedDetentIdentifier?.rawValue,
                                 prefersEdgeAttachedInCompactHeight: prefersEdgeAttachedInCompactHeight)
        let context = layout.context
        layout.detents = detents.map { $0.sheetDetent(in: context, traits: traits) }
        return layout
    }
}

/// What a custom detent's resolver is given (UIKit's
/// `UISheetPresentationControllerDetentResolutionContext`).
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
    var containerTraitCollection: UITraitCollection { get }
    /// The large detent's value: the height a detent may reach.
    var maximumDetentValue: CGFloat { get }
}

struct DetentResolutionContext: UISheetPresentationControllerDetentResolutionContext {
    let traitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
    var containerTraitCollection: UITraitCollection { traitCollection }
}
