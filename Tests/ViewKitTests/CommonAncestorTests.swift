import Foundation
import Testing
@testable import ViewKit

/// `UIView.nearestCommonAncestor(with:)`, which decides where a constraint is installed: the
/// shortcuts for a view, its superview, a subview and a sibling give what the walk to the root
/// gives, and the walk still answers cousins and views in other trees.
@MainActor
struct CommonAncestorTests {
    @Test func everyPairOfATreeGetsItsNearestCommonAncestor() {
        let root = UIView(), a = UIView(), b = UIView(), a1 = UIView(), a2 = UIView(), b1 = UIView(), a11 = UIView()
        root.addSubview(a); root.addSubview(b)
        a.addSubview(a1); a.addSubview(a2); b.addSubview(b1); a1.addSubview(a11)
        let views = [root, a, b, a1, a2, b1, a11]
        func ancestors(_ view: UIView) -> [UIView] {
            var chain: [UIView] = [], current: UIView? = view
            while let v = current { chain.append(v); current = v.superview }
            return chain
        }
        for x in views {
            for y in views {
                let expected = ancestors(x).first { candidate in ancestors(y).contains { $0 === candidate } }
                #expect(x.nearestCommonAncestor(with: y) === expected)
            }
        }
        let stranger = UIView(), strangersChild = UIView()
        stranger.addSubview(strangersChild)
        #expect(a11.nearestCommonAncestor(with: strangersChild) == nil)
        #expect(UIView().nearestCommonAncestor(with: UIView()) == nil)
    }
}
