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

    @Test func aTreeLaidOutWithSnapKitIsFreedWithItsLastReference() {
        // SnapKit's constraint keeps its description, which names its view: nothing of that may
        // keep the view alive once the tree is dropped (a renderer making thousands of trees).
        weak var weakParent: UIView?
        weak var weakChild: UIView?
        weak var weakConstraint: NSLayoutConstraint?
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), child = UILabel()
            parent.addSubview(child)
            child.snp.makeConstraints { $0.top.leading.equalToSuperview().inset(8) }
            child.topAnchor.constraint(equalTo: parent.topAnchor).isActive = false
            parent.layoutIfNeeded()
            weakParent = parent
            weakChild = child
            weakConstraint = parent.constraints.first
            #expect(weakConstraint != nil)
        }
        #expect(weakParent == nil)
        #expect(weakChild == nil)
        #expect(weakConstraint == nil)
    }

    @Test func aDrawnTreeWithAStackAndAButtonIsFreed() {
        weak var weakRoot: UIView?
        weak var weakButton: UIButton?
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let button = UIButton()
            button.setTitle("OK", for: .normal)
            let stack = UIStackView(arrangedSubviews: [UILabel(), button])
            root.addSubview(stack)
            stack.snp.makeConstraints { $0.edges.equalToSuperview().inset(4) }
            let renderer = UIGraphicsImageRenderer(bounds: root.bounds)
            let png = renderer.pngData { _ in _ = root.drawHierarchy(in: root.bounds, afterScreenUpdates: true) }
            #expect(!png.isEmpty)
            weakRoot = root
            weakButton = button
        }
        #expect(weakRoot == nil)
        #expect(weakButton == nil)
    }
}
