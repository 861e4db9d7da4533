import Foundation

/// Where a cell or a header or footer view keeps the view of its content configuration: made by
/// the configuration, reused while it supports the next one, pinned to the `contentView`'s edges.
@MainActor
struct ContentConfigurationSlot {
    private(set) var view: (UIView & UIContentView)?

    /// Shows `configuration` in `contentView` (nil takes its view away).
    mutating func show(_ configuration: UIContentConfiguration?, in contentView: UIView) {
        guard let configuration else {
            view?.removeFromSuperview()
            view = nil
            return
        }
        if let view, view.supports(configuration) {
            view.configuration = configuration
            return
        }
        view?.removeFromSuperview()
        let made = configuration.makeContentView()
        contentView.addSubview(made)
        made.pinEdges(to: contentView)
        view = made
    }
}

extension UIView {
    /// Constrains the view's four edges to `container`'s (leading and trailing follow the
    /// direction); the constraints are leading, trailing, top, bottom.
    @discardableResult
    func pinEdges(to container: UIView) -> [NSLayoutConstraint] {
        translatesAutoresizingMaskIntoConstraints = false
        let edges = [
            leadingAnchor.constraint(equalTo: container.leadingAnchor),
            trailingAnchor.constraint(equalTo: container.trailingAnchor),
            topAnchor.constraint(equalTo: container.topAnchor),
            bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ]
        NSLayoutConstraint.activate(edges)
        return edges
    }
}
