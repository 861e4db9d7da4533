import Foundation
import Testing
import ViewKit

/// View trees a team's code can build by mistake (issue 37, third round): an ancestor added as a
/// subview, a thousand levels of nesting, a constraint to a view of another tree. Each is laid
/// out and drawn, or reported, and never hangs or crashes the test process.
extension HostileViewTests {
    private func png(_ root: UIView) -> Data {
        UIGraphicsImageRenderer(bounds: root.bounds).pngData { _ in root.drawHierarchy(in: root.bounds, afterScreenUpdates: true) }
    }

    /// UIKit raises for a view added to itself and makes a cycle of an ancestor added below its
    /// descendant; here both are refused and the tree stays a tree.
    @Test func anAncestorAddedAsASubviewIsRefusedAndTheTreeStaysATree() {
        let root = root()
        let middle = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        let leaf = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        root.addSubview(middle)
        middle.addSubview(leaf)
        leaf.addSubview(root)
        leaf.insertSubview(middle, at: 0)
        #expect(root.superview == nil)
        #expect(middle.superview === root)
        #expect(leaf.subviews.isEmpty)
        root.layoutIfNeeded()
        #expect(!png(root).isEmpty)
    }

    /// A chain of `levels` views, each 0.04 points inside its superview; returns the innermost.
    private func nest(_ levels: Int, in root: UIView) -> UIView {
        var parent = root
        for level in 0..<levels {
            let child = UIView()
            child.backgroundColor = level % 2 == 0 ? .red : .blue
            parent.addSubview(child)
            child.snp.makeConstraints { $0.edges.equalToSuperview().inset(0.04) }
            parent = child
        }
        return parent
    }

    /// Drawing walks the tree by recursion, as painting does: 771 levels overflowed a thread's
    /// stack in a debug build. A thousand levels are laid out; the first 256 are drawn and
    /// `drawHierarchy` says the picture is incomplete.
    @Test func aThousandLevelsOfNestedViewsAreLaidOutAndDrawnToTheDepthLimit() {
        let root = root()
        let innermost = nest(1000, in: root)
        root.layoutIfNeeded()
        // Each level 0.04 points in on every side: the innermost about 120 x 20 points.
        let frame = innermost.convert(innermost.bounds, to: root)
        #expect(abs(frame.width - 120) <= 1 && abs(frame.height - 20) <= 1, "\(frame)")
        #expect(root.lastLayoutReport.problems.isEmpty, "\(root.lastLayoutReport.problems)")
        var complete = true
        let png = UIGraphicsImageRenderer(bounds: root.bounds).pngData { _ in
            complete = root.drawHierarchy(in: root.bounds, afterScreenUpdates: true)
        }
        #expect(!png.isEmpty)
        #expect(!complete)
        let shallow = self.root()
        _ = nest(200, in: shallow)
        _ = UIGraphicsImageRenderer(bounds: shallow.bounds).pngData { _ in
            complete = shallow.drawHierarchy(in: shallow.bounds, afterScreenUpdates: true)
        }
        #expect(complete)
    }

    /// UIKit stops the app ("no common ancestor"); here the constraint is reported with where it was
    /// made, and the rest of the layout holds.
    @Test func aConstraintToAViewOfAnotherTreeIsReportedAndTheRestIsLaidOut() {
        let root = root()
        let box = UIView()
        root.addSubview(box)
        let stranger = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        box.snp.makeConstraints {
            $0.top.left.equalToSuperview()
            $0.height.equalTo(20)
            $0.width.equalTo(stranger)
        }
        root.layoutIfNeeded()
        #expect(box.frame.origin == .zero && box.frame.height == 20)
        #expect(box.frame.width.isFinite)
        #expect(!png(root).isEmpty)
    }
}
