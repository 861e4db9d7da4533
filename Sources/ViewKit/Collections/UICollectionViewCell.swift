import Foundation

/// One item of a collection view (UIKit's `UICollectionViewCell`): put your subviews in
/// `contentView`, which always fills the cell. `backgroundView` draws behind the content and
/// `selectedBackgroundView` over the background while the cell is selected or highlighted.
open class UICollectionViewCell: UICollectionReusableView {
    /// The view the cell's content goes in; it follows the cell's size.
    public let contentView = UIView()

    /// Behind the content, filling the cell.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { fill(with: backgroundView, at: 0) }
        }
    }
    /// Over the background while the cell is selected or highlighted, filling the cell.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView { fill(with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1) }
            updateSelectionAppearance()
        }
    }
    open var isSelected = false { didSet { updateSelectionAppearance() } }
    open var isHighlighted = false { didSet { updateSelectionAppearance() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        installContentView()
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installContentView()
    }

    private func installContentView() {
        fill(with: contentView, at: subviews.count)
    }

    /// Adds `view` at `index`, filling the cell as the cell's size changes (an autoresizing mask,
    /// so a cell sized by its constraints, `systemLayoutSizeFitting`, sizes its content view too).
    private func fill(with view: UIView, at index: Int) {
        view.translatesAutoresizingMaskIntoConstraints = true
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, at: index)
    }

    private func updateSelectionAppearance() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
    }
}
