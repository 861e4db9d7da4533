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
        let across = AxisParts(before: x, length: w, after: h0 - x - w)
            .shares(flexible: (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)))
        let down = AxisParts(before: y, length: h, after: v0 - y - h)
            .shares(flexible: (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)))
        // A part that takes share k of the change is its size plus k (parent length - reference length).
        func grown(_ base: Double, _ share: Double, _ length: LayoutAnchor, _ reference: Double) -> LayoutEngine.Expression {
            share == 0 ? LayoutEngine.Expression(constant: base) : length * share + (base - share * reference)
        }
        return [
            (node.left == parent.left + grown(x, across.before, parent.width, h0)).labeled(describedBy: { "\(name) autoresizing x" }),
            (node.top == parent.top + grown(y, down.before, parent.height, v0)).labeled(describedBy: { "\(name) autoresizing y" }),
            (node.width == grown(w, across.length, parent.width, h0)).labeled(describedBy: { "\(name) autoresizing width" }),
            (node.height == grown(h, down.length, parent.height, v0)).labeled(describedBy: { "\(name) autoresizing height" }),
        ]
    }

    /// One axis of a frame in its superview: the margin before it, its length and the margin after it.
    private struct AxisParts {
        var before, length, after: Double

        /// Each part's share of a change in length: flexible parts in proportion to their sizes.
        /// Three numbers, not arrays: the arrays were a dozen allocations per view laid out.
        func shares(flexible: (before: Bool, length: Bool, after: Bool)) -> AxisParts {
            var total = 0.0, count = 0
            for (size, isFlexible) in [(before, flexible.before), (length, flexible.length), (after, flexible.after)]
            where isFlexible {
                total += max(0, size)
                count += 1
            }
            func share(_ size: Double, _ isFlexible: Bool) -> Double {
                guard isFlexible else { return 0 }
                return total > 0 ? max(0, size) / total : 1 / Double(count)
            }
            return AxisParts(before: share(before, flexible.before), length: share(length, flexible.length),
                             after: share(after, flexible.after))
        }
    }
}
