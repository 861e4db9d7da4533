// A team's small layout helper, as many UIKit code bases have one.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

extension UIView {
    /// Adds `subview` and pins its edges `inset` points inside this view's.
    func addPinnedSubview(_ subview: UIView, inset: CGFloat) {
        subview.translatesAutoresizingMaskIntoConstraints = false
        addSubview(subview)
        NSLayoutConstraint.activate([
            subview.topAnchor.constraint(equalTo: topAnchor, constant: inset),
            subview.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
            subview.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -inset),
            subview.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -inset),
        ])
    }
}
