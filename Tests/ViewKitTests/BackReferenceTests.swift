import Foundation
import Testing
import ViewKit

/// What points back at a view without owning it (a subview's `superview`, a layer's owner, a
/// guide's owning view, a constraint's items) finds nil once the view is gone, as through UIKit's
/// weak references: ViewKit keeps these references without weak ones (see `ItemReference`).
@MainActor
struct BackReferenceTests {
    @Test func aSubviewOutlivingItsSuperviewHasNone() {
        let child = UIView()
        do {
            let parent = UIView()
            parent.addSubview(child)
            #expect(child.superview === parent)
        }
        #expect(child.superview == nil)
    }

    @Test func aLayerOutlivingItsViewHasNoOwner() {
        let layer: CALayer
        do {
            let view = UIView()
            view.backgroundColor = .red
            layer = view.layer
            #expect(layer.backgroundColor != nil)
        }
        #expect(layer.backgroundColor == nil)
        #expect(layer.bounds == .zero)
    }

    @Test func aGuideOutlivingItsViewHasNoOwner() {
        let guide: UILayoutGuide
        do {
            let view = UIView()
            guide = view.safeAreaLayoutGuide
            #expect(guide.owningView === view)
        }
        #expect(guide.owningView == nil)
    }

    @Test func aConstraintOutlivingItsViewsNamesNoneAndIsInactive() {
        let constraint: NSLayoutConstraint
        do {
            let parent = UIView(), child = UIView()
            parent.addSubview(child)
            constraint = child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 8)
            constraint.isActive = true
            #expect(constraint.firstItem === child && constraint.secondItem === parent && constraint.isActive)
        }
        #expect(constraint.firstItem == nil)
        #expect(constraint.secondItem == nil)
        #expect(!constraint.isActive)
    }
}
