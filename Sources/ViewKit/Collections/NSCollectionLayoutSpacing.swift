import Foundation

/// Space between a compositional layout's items (UIKit's `NSCollectionLayoutSpacing`): fixed, or
/// flexible, at least this much with a line's leftover space shared equally.
public final class NSCollectionLayoutSpacing: NSObject, NSCopying, @unchecked Sendable {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    private init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false) }
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
    }
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
