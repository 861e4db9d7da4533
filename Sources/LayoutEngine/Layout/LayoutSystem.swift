/// A screen's worth of layout: nodes, their constraints in a small DSL, stacks and
/// intrinsic sizes, solved by the Cassowary `Solver` into pixel-aligned frames.
///
/// ```swift
/// let layout = LayoutSystem(scale: 3)
/// let screen = layout.root("screen", size: Size(width: 390, height: 844))
/// let card = layout.node("card", in: screen)
/// layout.constrain(card) {
///     $0.width == 270
///     $0.centerX == screen.centerX
///     $0.top == screen.safeArea.top + 16
///     ($0.height == 200).priority(.defaultHigh)
/// }
/// let frames = try layout.solve()
/// ```
///
/// Multi-line labels: a node whose intrinsic size depends on its width is first measured
/// unconstrained (`measure(nil)`: its natural one-line size); after a solve its height is
/// re-measured at the width it got and the system solves again, until no height changes
/// or `maximumMeasurePasses` passes were made (UIKit's two-pass layout of labels with
/// `numberOfLines = 0`, without a preferred maximum width to set by hand).
public final class LayoutSystem {
    /// How many solve-and-remeasure passes multi-line intrinsic sizes may take.
    public static let maximumMeasurePasses = 4

    /// Points per pixel: frames are rounded to 1/scale at the end.
    public let scale: Double
    /// Which way leading and trailing point.
    public let layoutDirection: LayoutDirection

    private var nodes: [LayoutNode] = []
    private var roots: [(node: LayoutNode, size: Size)] = []
    private var constraints: [Constraint] = []
    private var stacks: [StackArrangement] = []
    private var problems: [LayoutError] = []
    private var ids = Set<String>()

    /// A layout at `scale` (1, 2, 3) in `layoutDirection`.
    public init(scale: Double = 1, layoutDirection: LayoutDirection = .leftToRight) {
        self.scale = scale
        self.layoutDirection = layoutDirection
        if !(scale > 0 && scale.isFinite) { problems.append(.invalidScale(scale)) }
    }

    /// The screen / container: a node with a fixed frame at the origin and a safe-area guide.
    public func root(_ id: String, size: Size, safeArea: EdgeInsets = .zero,
                     file: StaticString = #fileID, line: UInt = #line) -> LayoutNode {
        let node = register(LayoutNode(id: id, parent: nil, direction: layoutDirection,
                                       location: SourceLocation(file: "\(file)", line: Int(line)), safeAreaInsets: safeArea))
        if !(size.width >= 0 && size.height >= 0 && size.width.isFinite && size.height.isFinite) {
            problems.append(.invalidRootSize(node: id, size))
        }
        roots.append((node, size))
        return node
    }

    /// A node inside `parent`, placed by constraints.
    public func node(_ id: String, in parent: LayoutNode, file: StaticString = #fileID, line: UInt = #line) -> LayoutNode {
        checkOwned(parent)
        return register(LayoutNode(id: id, parent: parent, direction: layoutDirection,
                                   location: SourceLocation(file: "\(file)", line: Int(line))))
    }

    /// A node with an intrinsic content size that may depend on the width it gets (labels):
    /// `measure(proposedWidth)` returns the size; nil width = unconstrained.
    public func node(_ id: String, in parent: LayoutNode, file: StaticString = #fileID, line: UInt = #line,
                     intrinsicSize measure: @escaping @Sendable (Double?) -> Size) -> LayoutNode {
        checkOwned(parent)
        return register(LayoutNode(id: id, parent: parent, direction: layoutDirection,
                                   location: SourceLocation(file: "\(file)", line: Int(line)), measure: measure))
    }

    /// A stack of `arranged` nodes inside `parent` (UIKit's `UIStackView`): the arranged
    /// nodes move into the stack, which places them along `axis`.
    public func stack(_ id: String, in parent: LayoutNode, axis: Axis, distribution: StackDistribution = .fill,
                      alignment: StackAlignment = .fill, spacing: Double = 0, arranged: [LayoutNode],
                      file: StaticString = #fileID, line: UInt = #line) -> LayoutNode {
        let stack = node(id, in: parent, file: file, line: line)
        for item in arranged {
            checkOwned(item)
            item.parent = stack
        }
        stacks.append(StackArrangement(stack: stack, axis: axis, distribution: distribution, alignment: alignment,
                                       spacing: spacing, items: arranged,
                                       location: SourceLocation(file: "\(file)", line: Int(line))))
        return stack
    }

    /// Constraints on `node` (and between it and others), in a result builder. Records the
    /// caller's #fileID and #line on every constraint it makes that has no location yet
    /// (`labeled` records its own line).
    public func constrain(_ node: LayoutNode, file: StaticString = #fileID, line: UInt = #line,
                          @ConstraintBuilder _ body: (LayoutNode) -> [LayoutConstraint]) {
        checkOwned(node)
        let location = SourceLocation(file: "\(file)", line: Int(line))
        for constraint in body(node) {
            constraints.append(constraint.location == nil
                ? Constraint(constraint.expression, constraint.relation, strength: constraint.strength,
                             label: constraint.label, location: location)
                : constraint)
        }
    }

    /// Solves every constraint, stack and intrinsic size, and returns the frames.
    ///
    /// - Throws: the first `LayoutError` found while building, or the solver's
    ///   `UnsatisfiableConstraint` naming the conflicting constraints.
    public func solve() throws -> LayoutResult {
        if let problem = problems.first { throw problem }
        var solver = Solver()
        for (root, size) in roots {
            let location = root.location
            for (constraint, name) in [(root.left == 0, "left"), (root.top == 0, "top"),
                                       (root.width == size.width, "width"), (root.height == size.height, "height")] {
                try solver.addConstraint(Constraint(constraint.expression, .equal, label: "root \(root.id) \(name)",
                                                    location: location))
            }
        }
        for constraint in constraints { try solver.addConstraint(constraint) }
        for stack in stacks {
            for constraint in stack.constraints() { try solver.addConstraint(constraint) }
        }
        var intrinsic: [IntrinsicSize] = []
        for node in nodes where node.measure != nil && !node.isHidden {
            guard var size = try IntrinsicSize(node: node, proposedWidth: nil) else { continue }
            try size.add(to: &solver)
            intrinsic.append(size)
        }
        solver.updateVariables()
        for _ in 1..<LayoutSystem.maximumMeasurePasses {
            var changed = false
            for index in intrinsic.indices {
                changed = try intrinsic[index].remeasureHeight(atWidth: solver.value(of: intrinsic[index].node.widthVariable),
                                                                in: &solver) || changed
            }
            if !changed { break }
            solver.updateVariables()
        }
        return result(of: solver)
    }

    private func result(of solver: Solver) -> LayoutResult {
        var frames: [String: Rect] = [:]
        var anchors: [Int: AmbiguousAnchor] = [:]
        var unconstrained: [AmbiguousAnchor] = []
        for node in nodes {
            let exact = Rect(x: solver.value(of: node.xVariable), y: solver.value(of: node.yVariable),
                             width: solver.value(of: node.widthVariable), height: solver.value(of: node.heightVariable))
            frames[node.id] = exact.roundedToPixelGrid(scale: scale)
            for (kind, variable) in node.frameVariables {
                anchors[variable.id] = AmbiguousAnchor(nodeID: node.id, anchor: kind)
                if !solver.hasVariable(variable) { unconstrained.append(AmbiguousAnchor(nodeID: node.id, anchor: kind)) }
            }
        }
        let ambiguous = solver.ambiguousVariables().compactMap { anchors[$0.id] } + unconstrained
        var parents: [String: String] = [:]
        for node in nodes { parents[node.id] = node.parent?.id }
        return LayoutResult(frames: frames, order: nodes.map(\.id), ambiguous: ambiguous, parents: parents)
    }

    private func register(_ node: LayoutNode) -> LayoutNode {
        if !ids.insert(node.id).inserted { problems.append(.duplicateNodeID(node.id)) }
        nodes.append(node)
        return node
    }

    private func checkOwned(_ node: LayoutNode) {
        if !nodes.contains(where: { $0 === node }) { problems.append(.foreignNode(node.id)) }
    }
}
