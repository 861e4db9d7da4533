import Foundation

/// What a row's content view lays out besides a team's own subviews: the built-in `textLabel`,
/// `detailTextLabel` and `imageView` of a cell or a header or footer view, while it has no content
/// configuration.
@preconcurrency @MainActor
protocol ListBuiltInContent: AnyObject {
    var builtInTextLabel: UILabel? { get }
    var builtInDetailLabel: UILabel? { get }
    var builtInImageView: UIImageView? { get }
    /// Whether a content configuration draws the content instead.
    var hasContentConfiguration: Bool { get }
    /// The layout of the built-in views (margins are the content view's).
    var builtInLayout: ListContentLayout { get }
}

/// The `contentView` of a table cell or header or footer view: pinned to its owner's edges (a
/// cell's trailing edge before the accessory), it places the built-in `textLabel`,
/// `detailTextLabel` and `imageView` with `ListContentLayout` and, while it holds them, is as tall
/// as they need at its width (at least 44 pt in a cell), which sizes its owner. A team's own
/// subviews are laid out by their constraints, as in UIKit.
final class ListRowContentView: UIView {
    weak var owner: ListBuiltInContent?

    /// Whether the built-in labels or image take part: the owner made them and has no content configuration.
    private var laysOutBuiltInContent: Bool {
        guard let owner, !owner.hasContentConfiguration else { return false }
        return owner.builtInTextLabel != nil || owner.builtInImageView?.image != nil
    }

    func builtInFrames(width: CGFloat) -> ListContentLayout.Frames? {
        guard laysOutBuiltInContent, let owner else { return nil }
        var layout = owner.builtInLayout
        layout.margins = directionalLayoutMargins
        let image = owner.builtInImageView.flatMap { view in view.image.map { _ in view.intrinsicContentSize } }
        return layout.frames(width: width, image: image, text: owner.builtInTextLabel, secondary: owner.builtInDetailLabel,
                             direction: effectiveUserInterfaceLayoutDirection)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let frames = builtInFrames(width: bounds.width), let owner else { return }
        if let image = frames.image, owner.builtInImageView?.frame != image { owner.builtInImageView?.frame = image }
        if let text = frames.text, owner.builtInTextLabel?.frame != text { owner.builtInTextLabel?.frame = text }
        if let detail = frames.secondary, owner.builtInDetailLabel?.frame != detail { owner.builtInDetailLabel?.frame = detail }
    }

    override func intrinsicSize(proposedWidth: Double?) -> CGSize {
        let width = proposedWidth.map { CGFloat($0) } ?? (bounds.width > 0 ? bounds.width : 10_000)
        guard let frames = builtInFrames(width: width) else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return CGSize(width: UIView.noIntrinsicMetric, height: frames.height)
    }
    override var intrinsicContentSize: CGSize { intrinsicSize(proposedWidth: bounds.width > 0 ? Double(bounds.width) : nil) }
    override func hasIntrinsicSize() -> Bool { laysOutBuiltInContent }
    override func intrinsicHeightDependsOnWidth() -> Bool { laysOutBuiltInContent }
}

extension UITableViewCell.CellStyle {
    /// How the style arranges its two labels.
    var arrangement: ListContentLayout.Arrangement {
        switch self {
        case .default, .subtitle: .stacked
        case .value1: .sideBySide
        case .value2: .value2
        }
    }
}
