/// A rectangle to constrain against: a node's frame, its safe area, or its layout margins.
/// It has the same anchors as a node; `leading` and `trailing` follow the layout direction.
public struct LayoutGuide: Sendable {
    let nodeID: String
    let x: Variable
    let y: Variable
    let widthVariable: Variable
    let heightVariable: Variable
    let insets: EdgeInsets
    let direction: LayoutDirection
    let baselines: Baselines

    /// A node's baselines: distances from its top to the first baseline and from its
    /// bottom up to the last one (a label's ascent and descent).
    struct Baselines: Sendable {
        var fromTop: Double?
        var fromBottom: Double?
    }

    private func anchor(_ kind: AnchorKind, _ expression: Expression) -> LayoutAnchor {
        LayoutAnchor(kind: kind, nodeID: nodeID, linearExpression: expression)
    }

    /// The left edge.
    public var left: LayoutAnchor { anchor(.left, x + insets.left) }
    /// The right edge.
    public var right: LayoutAnchor { anchor(.right, x + widthVariable - insets.right) }
    /// The top edge.
    public var top: LayoutAnchor { anchor(.top, y + insets.top) }
    /// The bottom edge.
    public var bottom: LayoutAnchor { anchor(.bottom, y + heightVariable - insets.bottom) }
    /// The leading edge: the left edge in left-to-right layouts. In right-to-left layouts
    /// leading and trailing are *mirrored* coordinates (the negated x of the right and left
    /// edges), so constants and inequalities mean the same in both directions, as UIKit's
    /// leading and trailing attributes do: `leading == superview.leading + 16` is 16 points
    /// in from the right edge, and `leading >= other.trailing + 8` keeps 8 points after
    /// `other` in reading order. Relate them to leading, trailing and lengths, never to
    /// `left`, `right` or `centerX`: Auto Layout refuses leading-to-left constraints, and
    /// `LayoutSystem.solve` throws `LayoutError.mixedDirections` for them.
    public var leading: LayoutAnchor {
        direction == .leftToRight ? anchor(.leading, left.linearExpression) : anchor(.leading, -right)
    }
    /// The trailing edge: the right edge in left-to-right layouts, the left edge in
    /// right-to-left ones, mirrored as `leading` is.
    public var trailing: LayoutAnchor {
        direction == .leftToRight ? anchor(.trailing, right.linearExpression) : anchor(.trailing, -left)
    }
    /// The width.
    public var width: LayoutAnchor { anchor(.width, widthVariable - (insets.left + insets.right)) }
    /// The height.
    public var height: LayoutAnchor { anchor(.height, heightVariable - (insets.top + insets.bottom)) }
    /// The horizontal center.
    public var centerX: LayoutAnchor { anchor(.centerX, x + 0.5 * widthVariable + (insets.left - insets.right) / 2) }
    /// The vertical center.
    public var centerY: LayoutAnchor { anchor(.centerY, y + 0.5 * heightVariable + (insets.top - insets.bottom) / 2) }
    /// The first text baseline; the top edge for a node without text.
    public var firstBaseline: LayoutAnchor {
        guard let fromTop = baselines.fromTop else { return LayoutAnchor(kind: .firstBaseline, nodeID: nodeID, linearExpression: top.linearExpression) }
        return anchor(.firstBaseline, y + fromTop)
    }
    /// The last text baseline; the bottom edge for a node without text.
    public var lastBaseline: LayoutAnchor {
        guard let fromBottom = baselines.fromBottom else { return LayoutAnchor(kind: .lastBaseline, nodeID: nodeID, linearExpression: bottom.linearExpression) }
        return anchor(.lastBaseline, y + heightVariable - fromBottom)
    }

    /// Constraints making this guide's edges `insets` inside `other`'s (`insets.left` is
    /// applied at the leading edge and `insets.right` at the trailing one, as UIKit's
    /// directional insets: the same numbers read the same way in right-to-left layouts).
    public func edges(equalTo other: LayoutGuide, insets: EdgeInsets = .zero) -> [Constraint] {
        horizontalEdges(equalTo: other, inset: insets.left, insets.right) + verticalEdges(equalTo: other, inset: insets.top, insets.bottom)
    }

    /// Constraints making all four edges `inset` inside `other`'s.
    public func edges(equalTo other: LayoutGuide, inset: Double) -> [Constraint] {
        edges(equalTo: other, insets: EdgeInsets(all: inset))
    }

    /// Constraints making the leading and trailing edges `leadingInset` and `trailingInset`
    /// (default: `leadingInset`) inside `other`'s: `horizontalEdges(equalTo: superview.frame, inset: 16)`
    /// is the design spec's "leading/trailing = superview inset 16".
    public func horizontalEdges(equalTo other: LayoutGuide, inset leadingInset: Double = 0, _ trailingInset: Double? = nil) -> [Constraint] {
        [leading == other.leading + leadingInset, trailing == other.trailing - (trailingInset ?? leadingInset)]
    }

    /// Constraints making the top and bottom edges `top` and `bottom` inside `other`'s.
    public func verticalEdges(equalTo other: LayoutGuide, inset topInset: Double = 0, _ bottomInset: Double? = nil) -> [Constraint] {
        [top == other.top + topInset, bottom == other.bottom - (bottomInset ?? topInset)]
    }

    /// Constraints centering this guide in `other`.
    public func center(equalTo other: LayoutGuide) -> [Constraint] {
        [centerX == other.centerX, centerY == other.centerY]
    }

    /// Constraints giving this guide a fixed size.
    public func size(equalTo size: Size) -> [Constraint] {
        [width == size.width, height == size.height]
    }
}
