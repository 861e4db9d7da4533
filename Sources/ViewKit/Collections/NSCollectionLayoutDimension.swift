import Foundation

/// One length of a compositional layout's item, group or supplementary item (UIKit's
/// `NSCollectionLayoutDimension`): a fraction of its container's width or height, a fixed number
/// of points, or an estimate the cell's own size (its constraints) replaces once it is on screen.
public final class NSCollectionLayoutDimension: NSObject, NSCopying, @unchecked Sendable {
    enum Kind: Equatable { case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings }
    let kind: Kind
    /// The fraction, the points or the estimate.
    public let dimension: CGFloat

    required init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width (1.0: as wide as the container).
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(.fractionalWidth, fractionalWidth) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self(.fractionalHeight, fractionalHeight) }
    /// A length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> Self { Self(.absolute, absoluteDimension) }
    /// A first guess, replaced by the size the content gives itself when it is shown.
    public static func estimated(_ estimatedDimension: CGFloat) -> Self { Self(.estimated, estimatedDimension) }
    /// An estimate, the largest size of the siblings in a group applying to all of them (iOS 17).
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        Self(.uniformAcrossSiblings, estimatedDimension)
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    /// The length in `container` (the size fractions refer to); an estimate is its measured
    /// length when there is one.
    func resolved(in container: CGSize, measured: CGFloat? = nil) -> CGFloat {
        switch kind {
        case .fractionalWidth: container.width * dimension
        case .fractionalHeight: container.height * dimension
        case .absolute: dimension
        case .estimated, .uniformAcrossSiblings: measured ?? dimension
        }
    }
}
