import Foundation
import LayoutEngine

extension UIView.AutoresizingMask {
    /// The constraints that hold a view that translates its frame (UIKit's
    /// `NSAutoresizingMaskLayoutConstraint`s): on each axis the frame's margin before it, its
    /// length and the margin after it keep their sizes, except the parts the mask makes flexible,
    /// which share the change of the superview's length since `reference` (its size when the
    /// frame was set or last laid out) in proportion to their sizes, as UIKit distributes it
    /// ("the larger the flexible portion, the more it is likely to grow"); flexible parts that
    /// are all empty share it evenly.
    func constraints(frame f: CGRect, reference: CGSize, node: LayoutNode, parent: LayoutNode, name: String) -> [LayoutEngine.Constraint] {
        let x = Double(f.minX), y = Double(f.minY), w = Double(f.width), h = Double(f.height)
        let h0 = Double(reference.width), v0 = Double(reference.height)
        let across = UIView.AutoresizingMask.shares([x, w, h0 - x - w],
                                                    flexible: [contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)])
        let down = UIView.AutoresizingMask.shares([y, h, v0 - y - h],
                                                  flexible: [contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)])
        // A part that takes share k of the change is its size plus k (parent length - reference length).
        func grown(_ base: Double, _ share: Double, _ length: LayoutAnchor, _ reference: Double) -> LayoutEngine.Expression {
            share == 0 ? LayoutEngine.Expression(constant: base) : length * share + (base - share * reference)
        }
        return [
            (node.left == parent.left + grown(x, across[0], parent.width, h0)).labeled(describedBy: { "\(name) autoresizing x" }),
            (node.top == parent.top + grown(y, down[0], parent.height, v0)).labeled(describedBy: { "\(name) autoresizing y" }),
            (node.width == grown(w, across[1], parent.width, h0)).labeled(describedBy: { "\(name) autoresizing width" }),
            (node.height == grown(h, down[1], parent.height, v0)).labeled(describedBy: { "\(name) autoresizing height" }),
        ]
    }

    /// Each part's share of a change in length: flexible parts in proportion to their sizes.
    private static func shares(_ sizes: [Double], flexible: [Bool]) -> [Double] {
        let count = flexible.filter { $0 }.count
        guard count > 0 else { return [0, 0, 0] }
        let total = zip(sizes, flexible).filter(\.1).map { max(0, $0.0) }.reduce(0, +)
        return zip(sizes, flexible).map { size, isFlexible in
            guard isFlexible else { return 0 }
            return total > 0 ? max(0, size) / total : 1 / Double(count)
        }
    }
}
