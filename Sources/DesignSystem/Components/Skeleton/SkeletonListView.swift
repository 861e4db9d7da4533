import Foundation
import LayoutEngine
import ViewKit

/// Seed 004's skeleton placeholders as a view: a column of cells, each with a square thumbnail
/// and two text lines (the second shorter), every shape lit by the same shimmer band
/// (`skeleton`, `skeleton.row.N` with `.thumbnail`, `.line.0`, `.line.1`).
public final class SkeletonListView: UIStackView {
    /// The placeholders of `skeleton` in `theme`, the shimmer band across a screen `screenWidth` wide.
    public init(_ skeleton: Skeleton, theme: Theme, screenWidth: Double) {
        super.init(frame: .zero)
        accessibilityIdentifier = "skeleton"
        axis = .vertical
        let inset = theme.spacing.content, gap = theme.spacing.small
        let band = ShimmerBand(position: skeleton.shimmerPosition, screenWidth: screenWidth,
                               base: theme.colors.systemGray5, highlight: theme.colors.systemGray6)
        for index in 0..<max(skeleton.rows, 0) {
            let id = "skeleton.row.\(index)"
            let row = UIView(id: id)
            addArrangedSubview(row)
            let thumbnail = ShimmerView(id: id + ".thumbnail", band: band, radius: theme.radii.placeholder)
            let first = ShimmerView(id: id + ".line.0", band: band, radius: theme.radii.placeholder)
            let second = ShimmerView(id: id + ".line.1", band: band, radius: theme.radii.placeholder)
            for shape in [thumbnail, first, second] { row.addSubview(shape) }
            row.snp.makeConstraints { $0.height.equalTo(Skeleton.rowHeight) }
            thumbnail.snp.makeConstraints {
                $0.leading.centerY.equalToSuperview()
                $0.size.equalTo(Skeleton.thumbnailSide)
            }
            first.snp.makeConstraints {
                $0.leading.equalTo(thumbnail.snp.trailing).offset(inset)
                $0.trailing.equalToSuperview()
                $0.top.equalTo(thumbnail).offset(gap)
                $0.height.equalTo(Skeleton.lineHeight)
            }
            second.snp.makeConstraints {
                $0.leading.equalTo(first)
                $0.width.equalTo(first).multipliedBy(Skeleton.lastLineFraction)
                $0.top.equalTo(first.snp.bottom).offset(gap)
                $0.height.equalTo(Skeleton.lineHeight)
            }
        }
    }

    public required init?(coder: NSCoder) { nil }
}

/// A placeholder shape filled with the shimmer: its gradient layer's band sits where the band
/// is on the screen, so every shape lights up together as the band passes.
final class ShimmerView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    private let band: ShimmerBand

    init(id: String, band: ShimmerBand, radius: Double) {
        self.band = band
        super.init(frame: .zero)
        accessibilityIdentifier = id
        layer.cornerRadius = radius
        let gradient = layer as? CAGradientLayer
        gradient?.colors = [band.base, band.highlight, band.base].map { UIColor($0).cgColor }
        gradient?.locations = [0, 0.5, 1]
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let gradient = layer as? CAGradientLayer, bounds.width > 0 else { return }
        let (start, end) = band.span(at: Double(convert(CGPoint.zero, to: nil).x))
        gradient.startPoint = CGPoint(x: start / Double(bounds.width), y: 0)
        gradient.endPoint = CGPoint(x: end / Double(bounds.width), y: 0)
    }
}

/// The shimmer: a lighter band, a third of the screen wide, across every placeholder at
/// the same screen position.
struct ShimmerBand {
    var position: Double
    var screenWidth: Double
    var base: Color
    var highlight: Color

    /// Where the band starts and ends (base to highlight to base) in the coordinates of a
    /// shape whose left edge is at `minX` on the screen.
    func span(at minX: Double) -> (start: Double, end: Double) {
        let center = position * screenWidth - minX, half = screenWidth / 6
        return (center - half, center + half)
    }
}

extension Skeleton: Component {
    /// Rows from the top of the safe area, between the content insets.
    public func makeView(on device: Device, theme: Theme) throws -> UIView {
        ComponentScreen.layer(placing: SkeletonListView(self, theme: theme, screenWidth: device.size.width)) { list, screen in
            list.snp.makeConstraints {
                $0.top.equalTo(screen.safeAreaLayoutGuide).offset(theme.spacing.content)
                $0.directionalHorizontalEdges.equalToSuperview().inset(theme.spacing.content)
            }
        }
    }
}
