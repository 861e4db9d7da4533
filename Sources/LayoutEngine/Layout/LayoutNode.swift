/// A rectangle the layout places: a view, a label, a stack. Its frame is four solver
/// variables (x, y, width, height in root coordinates); its anchors (`left`, `top`,
/// `leading`, `width`, `centerX`, `firstBaseline`, ...) are expressions of them, read
/// through the node's frame guide (`node.top` is `node.frame.top`).
///
/// A class because a node is an identity that constraints refer to; it belongs to the
/// `LayoutSystem` that made it.
@dynamicMemberLookup
public final class LayoutNode {
    // The stored settings below are plain values read on every layout's hot path (each guide, anchor
    // and intrinsic size): they are `@exclusivity(unchecked)`, without the run-time exclusivity check
    // of a class property (a call into the runtime, about a hundred instructions, per read). Nothing
    // reads one while modifying it in place. ViewKit's views, layers and labels do the same.

    /// The id the result reports the frame under; unique within its system.
    public let id: String
    /// What messages call the node (a conflict's constraint labels, an invalid size): its id,
    /// unless it was made with a name of its own. A short id with a long name keeps the id out
    /// of the heap: every anchor, term and variable of the node carries the id, and a string
    /// longer than 15 bytes is retained and released with each copy (a view tree's nodes were
    /// named `UILabel(modal.title)#3`, a fifth of an alert modal's retains).
    public let name: String
    /// The node it was created in (the stack, for an arranged node); nil for a root. Strong: a
    /// node never holds its children (its system holds every node), so pointing up makes no
    /// cycle, and a weak reference would give every parent a side table, which sends each of its
    /// retains and releases down Swift's slow path.
    @exclusivity(unchecked) public internal(set) var parent: LayoutNode?
    /// A hidden node collapses in a stack (zero length along the stack's axis, and the
    /// spacing on one side of it goes too), as UIKit's `UIStackView` treats hidden arranged
    /// subviews. Outside a stack hiding changes nothing in the layout, as in UIKit: the
    /// node keeps its constraints, its intrinsic size and its frame; only drawing skips it.
    @exclusivity(unchecked) public var isHidden = false
    /// How strongly the node resists growing past its intrinsic size, per axis (UIKit's
    /// default 250). Only nodes with an intrinsic size use it.
    @exclusivity(unchecked) public var contentHugging = PerAxis(horizontal: LayoutPriority.defaultLow, vertical: .defaultLow)
    /// How strongly the node resists shrinking below its intrinsic size, per axis (UIKit's
    /// default 750). Only nodes with an intrinsic size use it.
    @exclusivity(unchecked) public var compressionResistance = PerAxis(horizontal: LayoutPriority.defaultHigh, vertical: .defaultHigh)
    /// The spacing after this node in its stack, instead of the stack's spacing (UIKit's
    /// `setCustomSpacing(_:after:)`).
    @exclusivity(unchecked) public var customSpacingAfter: Double?
    /// Insets of the margins guide (UIKit's default layout margins are 8 points). Set them
    /// before making constraints against `margins`.
    @exclusivity(unchecked) public var layoutMargins = EdgeInsets(all: 8)
    /// Insets of the safe-area guide: the device's safe area for a root, zero otherwise.
    @exclusivity(unchecked) public var safeAreaInsets: EdgeInsets
    /// Distance from the top to the first baseline (a label's first line ascent); the
    /// first-baseline anchor is the top edge when nil.
    @exclusivity(unchecked) public var firstBaselineFromTop: Double?
    /// Distance from the bottom up to the last baseline (the last line's descent); the
    /// last-baseline anchor is the bottom edge when nil.
    @exclusivity(unchecked) public var lastBaselineFromBottom: Double?

    let xVariable: Variable
    let yVariable: Variable
    let widthVariable: Variable
    let heightVariable: Variable
    let direction: LayoutDirection
    let measure: (@Sendable (Double?) -> Size)?
    /// Where the node was made: the location of the constraints the system makes for it
    /// (a root's frame, an intrinsic size), so a conflict names the caller's line.
    let location: SourceLocation

    init(id: String, name: String? = nil, parent: LayoutNode?, direction: LayoutDirection, location: SourceLocation,
         safeAreaInsets: EdgeInsets = .zero, measure: (@Sendable (Double?) -> Size)? = nil) {
        self.id = id
        self.name = name ?? id
        self.location = location
        self.parent = parent
        self.direction = direction
        self.safeAreaInsets = safeAreaInsets
        self.measure = measure
        xVariable = Variable(id, suffix: ".left")
        yVariable = Variable(id, suffix: ".top")
        widthVariable = Variable(id, suffix: ".width")
        heightVariable = Variable(id, suffix: ".height")
    }

    /// The node's frame as a guide: its anchors.
    public var frame: LayoutGuide { guide(insets: .zero) }
    /// The safe area: the frame inset by `safeAreaInsets`.
    public var safeArea: LayoutGuide { guide(insets: safeAreaInsets) }
    /// The layout margins: the frame inset by `layoutMargins`.
    public var margins: LayoutGuide { guide(insets: layoutMargins) }

    /// The frame guide's anchors and helpers, read on the node: `node.top`, `node.edges(equalTo:)`.
    public subscript<T>(dynamicMember keyPath: KeyPath<LayoutGuide, T>) -> T { frame[keyPath: keyPath] }

    // The frame's anchors as members of their own, the same as through `dynamicMember`: a key path
    // is applied at run time, which for the anchors every constraint and intrinsic size reads was
    // about 1.4% of an alert modal's release layout.
    /// The frame's left edge.
    public var left: LayoutAnchor { frame.left }
    /// The frame's right edge.
    public var right: LayoutAnchor { frame.right }
    /// The frame's top edge.
    public var top: LayoutAnchor { frame.top }
    /// The frame's bottom edge.
    public var bottom: LayoutAnchor { frame.bottom }
    /// The frame's leading edge (see `LayoutGuide.leading`).
    public var leading: LayoutAnchor { frame.leading }
    /// The frame's trailing edge (see `LayoutGuide.trailing`).
    public var trailing: LayoutAnchor { frame.trailing }
    /// The frame's width.
    public var width: LayoutAnchor { frame.width }
    /// The frame's height.
    public var height: LayoutAnchor { frame.height }
    /// The frame's horizontal center.
    public var centerX: LayoutAnchor { frame.centerX }
    /// The frame's vertical center.
    public var centerY: LayoutAnchor { frame.centerY }

    /// Whether the node has an intrinsic content size.
    public var hasIntrinsicSize: Bool { measure != nil }

    /// Whether the intrinsic height may change with the width the node gets (a label that wraps
    /// at its width): only then is the node measured again after a solve (see `LayoutSystem`).
    /// A measure that ignores its width (a one-line label, an image) can say so and is called
    /// once per solve instead of twice.
    @exclusivity(unchecked) public var intrinsicHeightDependsOnWidth = true

    private func guide(insets: EdgeInsets) -> LayoutGuide {
        LayoutGuide(nodeID: id, x: xVariable, y: yVariable, widthVariable: widthVariable, heightVariable: heightVariable, insets: insets,
                    direction: direction,
                    baselines: .init(fromTop: firstBaselineFromTop, fromBottom: lastBaselineFromBottom))
    }

    /// The variable behind each frame anchor, for the ambiguity report.
    var frameVariables: [(AnchorKind, Variable)] { [(.left, xVariable), (.top, yVariable), (.width, widthVariable), (.height, heightVariable)] }
}
