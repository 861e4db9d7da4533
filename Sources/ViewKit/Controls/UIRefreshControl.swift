import Foundation
import LayoutEngine

/// The pull-to-refresh spinner of a scroll view (UIKit's `UIRefreshControl`), attached with
/// `scrollView.refreshControl = control`. Pulling cannot happen in a snapshot, so an idle control
/// draws nothing, as on a screen at rest. While refreshing (`beginRefreshing()`) it draws what
/// iOS shows above the content: a medium activity indicator (at the indicator's fixed phase)
/// centered in a 60-point band at the top of the scroll view, with `attributedTitle` under it.
/// The content is not pushed down: iOS moves it only when the refresh begins by a pull.
open class UIRefreshControl: UIControl {
    public private(set) var isRefreshing = false
    public var attributedTitle: NSAttributedString? { didSet { titleLabel.attributedText = attributedTitle } }
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()
    /// The band iOS shows a refreshing control in, above the content.
    static let height: CGFloat = 60

    public override init(frame: CGRect) {
        super.init(frame: frame)
        spinner.hidesWhenStopped = true
        titleLabel.font = .systemFont(ofSize: 12)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        addSubview(spinner)
        addSubview(titleLabel)
        isHidden = true
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public func beginRefreshing() {
        isRefreshing = true
        spinner.startAnimating()
        isHidden = false
        superview?.setNeedsLayout()
    }
    public func endRefreshing() {
        isRefreshing = false
        spinner.stopAnimating()
        isHidden = true
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let title = titleLabel.text?.isEmpty == false ? titleLabel.intrinsicContentSize : .zero
        let total = 20 + (title.height > 0 ? 4 + title.height : 0)
        let top = (bounds.height - total) / 2
        spinner.frame = CGRect(x: bounds.midX - 10, y: top, width: 20, height: 20)
        titleLabel.frame = CGRect(x: 0, y: top + 24, width: bounds.width, height: title.height)
    }
}

extension UIScrollView {
    /// The scroll view's pull-to-refresh control (UIKit's `refreshControl`): added as a subview
    /// laid over the top of the visible area, drawn only while it refreshes.
    public var refreshControl: UIRefreshControl? {
        get { subviews.lazy.compactMap { $0 as? UIRefreshControl }.first }
        set {
            refreshControl?.removeFromSuperview()
            guard let control = newValue else { return }
            control.autoresizingMask = [.flexibleWidth]
            insertSubview(control, at: 0)
            control.frame = CGRect(x: 0, y: 0, width: bounds.width, height: UIRefreshControl.height)
        }
    }
}
