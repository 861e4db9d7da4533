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
    /// What `solve` does with a constraint that cannot hold with the required ones already
    /// added: throw (the default), or break it and go on, as Auto Layout does.
    public var conflictPolicy: ConflictPolicy = .throwError
    /// The constraints the last `solve` broke under `.breakAndReport`, each with the
    /// constraints it conflicted with, in the order they were added.
    public private(set) var brokenConstraints: [UnsatisfiableConstraint] = []

    /// What to do with an unsatisfiable constraint.
    public enum ConflictPolicy: Sendable {
        /// `solve` throws the solver's `UnsatisfiableConstraint`.
        case throwError
        /// The constraint is left out and recorded in `brokenConstraints`, and layout goes on:
        /// UIKit's "Unable to simultaneously satisfy constraints ... Will attempt to recover by
        /// breaking constraint".
        case breakAndReport
    }

    private var nodes: [LayoutNode] = []
    private var roots: [(node: LayoutNode, size: Size, priority: PerAxis<LayoutPriority>)] = []
    private var constraints: [Constraint] = []
    private var stacks: [StackArrangement] = []
    private var problems: [LayoutError] = []
    private var ids = Set<String>()
    private var owned = Set<ObjectIdentifier>()

    /// A layout at `scale` (1, 2, 3) in `layoutDirection`.
    public init(scale: Double = 1, layoutDirection: LayoutDirection = .leftToRight) {
        self.scale = scale
        self.layoutDirection = layoutDirection
        if !(scale > 0 && scale.isFinite) { problems.append(.invalidScale(scale)) }
    }

    /// The screen / container: a node with a fixed frame at the origin and a safe-area guide.
    ///
    /// Every node takes an `id`, unique in the system, that the result reports its frame under,
    /// and optionally a `name` for messages (constraint labels, errors; the id when nil). A
    /// generated tree keeps ids short (`v12`: up to 15 bytes a string is stored inline, and every
    /// anchor and variable of a node carries its id) and names long (`UILabel(title)#12`).
    public func root(_ id: String, name: String? = nil, size: Size, safeArea: EdgeInsets = .zero,
                     file: StaticString = #fileID, line: UInt = #line) -> LayoutNode {
        root(id, name: name, size: size, priority: PerAxis(horizontal: .required, vertical: .required), safeArea: safeArea,
             file: file, line: line)
    }

    /// A root whose size is `size` at `priority` on each axis: UIKit's
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`, where
    /// `.fittingSizeLevel` lets the content choose the length and `.required` fixes it (a zero
    /// height at fitting level is `layoutFittingCompressedSize`: the smallest height the
    /// constraints allow). With `measure` the root has an intrinsic size, as `node(_:name:in:file:line:intrinsicSize:)`
    /// describes (a label sized by its text).
    public func root(_ id: String, name: String? = nil, size: Size, priority: PerAxis<LayoutPriority>,
                     safeArea: EdgeInsets = .zero, file: StaticString = #fileID, line: UInt = #line,
                     intrinsicSize measure: (@Sendable (Double?) -> Size)? = nil) -> LayoutNode {
        let node = register(LayoutNode(id: id, name: name, parent: nil, direction: layoutDirection,
                                       location: SourceLocation(file, line: line), safeAreaInsets: safeArea,
                                       measure: measure))
        if !(size.width >= 0 && size.height >= 0 && size.width.isFinite && size.height.isFinite) {
            problems.append(.invalidRootSize(node: node.name, size))
        }
        roots.append((node, size, priority))
        return node
    }

    /// A node inside `parent`, placed by constraints.
    public func node(_ id: String, name: String? = nil, in parent: LayoutNode, file: StaticString = #fileID,
                     line: UInt = #line) -> LayoutNode {
        checkOwned(parent)
        return register(LayoutNode(id: id, name: name, parent: parent, direction: layoutDirection,
                                   location: SourceLocation(file, line: line)))
    }

    /// A node with an intrinsic content size that may depend on the width it gets (labels):
    /// `measure(proposedWidth)` returns the size; nil width = unconstrained. How a
    /// multi-line height meets the width is described on `LayoutSystem`: measured at nil
    /// first, then re-measured at the solved width until it settles. A length of -1 (UIKit's
    /// `noIntrinsicMetric`) says the node has no intrinsic length on that axis.
    public func node(_ id: String, name: String? = nil, in parent: LayoutNode, file: StaticString = #fileID,
                     line: UInt = #line, intrinsicSize measure: @escaping @Sendable (Double?) -> Size) -> LayoutNode {
        checkOwned(parent)
        return register(LayoutNode(id: id, name: name, parent: parent, direction: layoutDirection,
                                   location: SourceLocation(file, line: line), measure: measure))
    }

    /// A node whose intrinsic content size does not depend on its width, as a
    /// `UIImageView`'s is its image's size.
    public func node(_ id: String, in parent: LayoutNode, intrinsicSize size: Size,
                     file: StaticString = #fileID, line: UInt = #line) -> LayoutNode {
        let made = node(id, in: parent, file: file, line: line) { _ in size }
        made.intrinsicHeightDependsOnWidth = false
        return made
    }

    /// A stack of `arranged` nodes inside `parent` (UIKit's `UIStackView`): the arranged
    /// nodes move into the stack, which places them along `axis`, `spacing` apart (a
    /// negative spacing overlaps them, as UIKit allows; NaN or infinity is an error).
    public func stack(_ id: String, name: String? = nil, in parent: LayoutNode, axis: Axis,
                      distribution: StackDistribution = .fill, alignment: StackAlignment = .fill, spacing: Double = 0,
                      arranged: [LayoutNode], inMargins: Bool = false, file: StaticString = #fileID,
                      line: UInt = #line) -> LayoutNode {
        let stack = node(id, name: name, in: parent, file: file, line: line)
        for item in arranged {
            checkOwned(item)
            item.parent = stack
        }
        stacks.append(StackArrangement(stack: stack, axis: axis, distribution: distribution, alignment: alignment,
                                       spacing: spacing, items: arranged, inMargins: inMargins,
                                       location: SourceLocation(file, line: line)))
        return stack
    }

    /// Constraints on `node` (and between it and others), in a result builder. Each line
    /// records its own `#fileID:#line` (see `ConstraintBuilder`).
    public func constrain(_ node: LayoutNode, @ConstraintBuilder _ body: (LayoutNode) -> [LayoutConstraint]) {
        checkOwned(node)
        constraints += body(node)
    }

    /// Solves every constraint, stack and intrinsic size, and returns the frames.
    ///
    /// Hidden nodes collapse only inside stacks, as in UIKit: a hidden node elsewhere keeps
    /// its constraints, its intrinsic size and so its frame (it is simply not drawn).
    ///
    /// - Throws: the first `LayoutError` found while building (`invalidNumber` for a NaN
    ///   or infinite spacing, margin, safe-area inset or baseline), the solver's
    ///   `UnsatisfiableConstraint` naming the conflicting constraints, its `NonFiniteValue`
    ///   for a NaN or infinite constant or multiplier, `LayoutError.mixedDirections` for a
    ///   right-to-left constraint between leading/trailing and left/right/centerX, or
    ///   `LayoutError.impossibleFrame`
    ///   when the constraints give a node a negative or non-finite size.
    public func solve() throws -> LayoutResult {
        if let problem = problems.first { throw problem }
        try checkNumbers()
        var solver = Solver()
        // Every root, constraint and stack constraint, and up to four intrinsic-size constraints
        // a node, over each node's four variables.
        let stackConstraints = stacks.flatMap { $0.constraints() }
        solver.reserveCapacity(constraints: 4 * roots.count + constraints.count + stackConstraints.count + 4 * nodes.count,
                               variables: 4 * nodes.count)
        brokenConstraints = []
        for (root, size, priority) in roots {
            let location = root.location, id = root.name
            for (constraint, name, strength) in [(root.left == 0, "left", Strength.required), (root.top == 0, "top", .required),
                                                 (root.width == size.width, "width", priority.horizontal.strength),
                                                 (root.height == size.height, "height", priority.vertical.strength)] {
                try solver.addConstraint(Constraint(constraint.expression, .equal, strength: strength,
                                                    describedBy: { "root \(id) \(name)" }, location: location))
            }
        }
        if layoutDirection == .rightToLeft { try checkDirections() }
        // Under `.breakAndReport` the stacks' own constraints go first, so a conflict breaks the
        // caller's constraint, as Auto Layout keeps UIStackView's (a required height on a hidden
        // arranged view is broken and the view collapses).
        let ordered = conflictPolicy == .breakAndReport ? stackConstraints + constraints : constraints + stackConstraints
        for constraint in ordered { try add(constraint, to: &solver) }
        var (intrinsic, position) = try intrinsicSizes()
        for index in intrinsic.indices { try intrinsic[index].add(to: &solver) }
        func proportions(_ stack: StackArrangement) -> [Constraint] {
            stack.proportionalConstraints { node in
                position[ObjectIdentifier(node)].map { max(0, intrinsic[$0].length(along: stack.axis)) }
            }
        }
        var proportional = stacks.map(proportions)
        for constraint in proportional.joined() { try solver.addConstraint(constraint) }
        solver.updateVariables()
        for _ in 1..<LayoutSystem.maximumMeasurePasses {
            var changed = false
            for index in intrinsic.indices {
                changed = try intrinsic[index].remeasureHeight(atWidth: solver.value(of: intrinsic[index].node.widthVariable),
                                                                in: &solver) || changed
            }
            if !changed { break }
            // A column's proportions follow its items' heights, which just changed.
            for index in stacks.indices where stacks[index].axis == .vertical && !proportional[index].isEmpty {
                for constraint in proportional[index] { try solver.removeConstraint(constraint) }
                proportional[index] = proportions(stacks[index])
                for constraint in proportional[index] { try solver.addConstraint(constraint) }
            }
            solver.updateVariables()
        }
        // The lazy external rows brought up to date here, in place: the ambiguity check needs them
        // so, and on a copy each was copied whole.
        solver.refreshAllExternalRows()
        return try result(of: solver)
    }

    /// Adds `constraint`, or under `.breakAndReport` records it as broken when it conflicts
    /// with the required constraints already added.
    private func add(_ constraint: Constraint, to solver: inout Solver) throws {
        do {
            try solver.addConstraint(constraint)
        } catch let conflict as UnsatisfiableConstraint where conflictPolicy == .breakAndReport {
            brokenConstraints.append(conflict)
        }
    }

    /// Adds constraints made outside the DSL (UIKit's `NSLayoutConstraint`s, already located
    /// at the line that made them).
    public func add(_ constraints: [Constraint]) {
        self.constraints += constraints
    }

    /// Every node's intrinsic size, measured unconstrained, with the stacks' tie-breaks.
    /// A hidden arranged node has none: its stack sizes it entirely (zero along the axis,
    /// the stack's extent across), so its content cannot stretch the stack. `position` is
    /// each measured node's index in `sizes`.
    private func intrinsicSizes() throws -> (sizes: [IntrinsicSize], position: [ObjectIdentifier: Int]) {
        var sizes: [IntrinsicSize] = []
        var position: [ObjectIdentifier: Int] = [:]
        let collapsed = Set(stacks.flatMap { $0.items.filter(\.isHidden).map(ObjectIdentifier.init) })
        for node in nodes where !collapsed.contains(ObjectIdentifier(node)) {
            guard let size = try IntrinsicSize(node: node, proposedWidth: nil) else { continue }
            position[ObjectIdentifier(node)] = sizes.count
            sizes.append(size)
        }
        for stack in stacks {
            for (node, axis, hugging, compression) in stack.tieBreaks() {
                guard let index = position[ObjectIdentifier(node)] else { continue }
                sizes[index].huggingScale[axis] = hugging
                sizes[index].compressionScale[axis] = compression
            }
        }
        return (sizes, position)
    }

    /// Rejects, in a right-to-left layout, a constraint that relates a mirrored leading or
    /// trailing edge to a plain `left`, `right` or `centerX` (see `LayoutGuide.leading`).
    /// A relation between positions on one axis does not change when everything moves
    /// sideways, so its x coefficients sum to 0 (or to ±1 against a constant: `left == 10`);
    /// a mirrored coordinate enters with the opposite sign, which leaves a sum of ±2.
    private func checkDirections() throws {
        let xVariables = Set(nodes.map(\.xVariable.id))
        for constraint in constraints {
            let sum = constraint.expression.terms.reduce(0) { $0 + (xVariables.contains($1.variable.id) ? $1.coefficient : 0) }
            if abs(sum) > 1 + 1e-9 { throw LayoutError.mixedDirections(constraint: constraint.name) }
        }
    }

    /// Rejects the NaN and infinite numbers set on nodes and stacks after they were made.
    private func checkNumbers() throws {
        // One value a call: a variadic list was an array, five allocations a node.
        func check(_ node: LayoutNode, _ field: String, _ value: Double?) throws {
            if let value, !value.isFinite {
                throw LayoutError.invalidNumber(node: node.name, field: field, value: value, location: node.location)
            }
        }
        func check(_ node: LayoutNode, _ field: String, _ insets: EdgeInsets) throws {
            try check(node, field, insets.top)
            try check(node, field, insets.left)
            try check(node, field, insets.bottom)
            try check(node, field, insets.right)
        }
        for stack in stacks {
            try check(stack.stack, "spacing", stack.spacing)
        }
        for node in nodes {
            try check(node, "layoutMargins", node.layoutMargins)
            try check(node, "safeAreaInsets", node.safeAreaInsets)
            try check(node, "customSpacingAfter", node.customSpacingAfter)
            try check(node, "firstBaselineFromTop", node.firstBaselineFromTop)
            try check(node, "lastBaselineFromBottom", node.lastBaselineFromBottom)
        }
    }

    private func result(of solver: Solver) throws -> LayoutResult {
        var frames: [String: Rect] = [:]
        frames.reserveCapacity(nodes.count)
        var unconstrained: [AmbiguousAnchor] = []
        for node in nodes {
            // `+ 0` turns the solver's -0.0 into 0.0, which prints and encodes as 0.
            let exact = Rect(x: solver.value(of: node.xVariable) + 0, y: solver.value(of: node.yVariable) + 0,
                             width: solver.value(of: node.widthVariable) + 0, height: solver.value(of: node.heightVariable) + 0)
            // A tolerance for the solver's rounding error: -1e-9 is a zero width.
            let finite = exact.minX.isFinite && exact.minY.isFinite && exact.width.isFinite && exact.height.isFinite
            if !finite || exact.width < -1e-9 || exact.height < -1e-9 {
                throw LayoutError.impossibleFrame(node: node.name, exact, location: node.location)
            }
            frames[node.id] = exact.roundedToPixelGrid(scale: scale)
            // The four variables one by one: `frameVariables` is an array, an allocation per node.
            if !solver.hasVariable(node.xVariable) { unconstrained.append(AmbiguousAnchor(nodeID: node.id, anchor: .left)) }
            if !solver.hasVariable(node.yVariable) { unconstrained.append(AmbiguousAnchor(nodeID: node.id, anchor: .top)) }
            if !solver.hasVariable(node.widthVariable) { unconstrained.append(AmbiguousAnchor(nodeID: node.id, anchor: .width)) }
            if !solver.hasVariable(node.heightVariable) { unconstrained.append(AmbiguousAnchor(nodeID: node.id, anchor: .height)) }
        }
        // Which anchor each open variable is, indexed only when there is one: most layouts have none,
        // and the index was a dictionary entry per frame variable of every layout.
        var ambiguous: [AmbiguousAnchor] = []
        let open = solver.ambiguousVariables()
        if !open.isEmpty {
            var anchors: [Int: AmbiguousAnchor] = [:]
            for node in nodes {
                for (kind, variable) in node.frameVariables { anchors[variable.id] = AmbiguousAnchor(nodeID: node.id, anchor: kind) }
            }
            ambiguous = open.compactMap { anchors[$0.id] }
        }
        ambiguous += unconstrained
        var parents: [String: String] = [:]
        parents.reserveCapacity(nodes.count)
        for node in nodes { parents[node.id] = node.parent?.id }
        return LayoutResult(frames: frames, order: nodes.map(\.id), ambiguous: ambiguous, parents: parents)
    }

    private func register(_ node: LayoutNode) -> LayoutNode {
        if !ids.insert(node.id).inserted { problems.append(.duplicateNodeID(node.id)) }
        nodes.append(node)
        owned.insert(ObjectIdentifier(node))
        return node
    }

    private func checkOwned(_ node: LayoutNode) {
        if !owned.contains(ObjectIdentifier(node)) { problems.append(.foreignNode(node.name)) }
    }
}
