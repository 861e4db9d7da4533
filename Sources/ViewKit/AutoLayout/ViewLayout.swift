import Foundation
import LayoutEngine

/// Lays out a view tree with the layout engine: each view (and layout guide) becomes a
/// `LayoutNode` of one `LayoutSystem`, each active `NSLayoutConstraint` a solver constraint,
/// each view's frame a set of required constraints while it translates its autoresizing mask,
/// each intrinsic size UIKit's hugging and compression-resistance pair, each `UIStackView` a
/// stack; the system breaks what cannot hold and reports it, as Auto Layout does.
@MainActor
enum ViewLayout {
    /// The most solve passes one layout makes: later passes run when safe-area insets (which
    /// depend on where views landed) or `layoutSubviews` overrides changed something.
    static let maximumPasses = 3

    /// Lays out the tree under `root` at its current size and runs `layoutSubviews` top down.
    /// With `fitting`, `root` is first sized as `systemLayoutSizeFitting(target, ...)` sizes it,
    /// by the same solve that places its subviews: with the root's lengths fixed at the fitted
    /// size the constraints are those of the fitting solve, which already holds their best
    /// solution, so a view sized by its constraints costs one solve instead of two. A second
    /// pass (at the fitted size, lengths required) runs when that solution is not the only one
    /// (an ambiguous layout), or safe areas or `layoutSubviews` changed something.
    static func layout(root: UIView, fitting: (target: CGSize, priority: PerAxis<UILayoutPriority>)? = nil) {
        UITraitCollection.with(root.traitCollection) {
            var report = LayoutReport()
            notifyTraitChanges(root: root)
            root.updateConstraintsIfNeeded()
            // An ambiguous fitting solve is solved again at the fitted size: a pass of its own.
            for pass in 0..<(maximumPasses + (fitting == nil ? 0 : 1)) {
                // One list for the pass until `layoutSubviews` (which may change the tree) runs: it
                // was made seven times a layout, a fifth of the instructions of placing the views.
                let views = root.allViews()
                for view in views { view.needsLayout = false }
                let fit = pass == 0 ? fitting : nil
                guard let solved = solve(root: root, size: fit?.target ?? root.bounds.size,
                                         priority: fit?.priority ?? PerAxis(horizontal: .required, vertical: .required),
                                         report: &report, fitting: false) else { break }
                apply(solved, root: root, views: views)
                if fit != nil, solved.ambiguous {
                    report = LayoutReport()
                    continue
                }
                let safeAreasChanged = updateSafeAreas(root: root, solved: solved, views: views)
                for view in root.allViews() {
                    view.owningViewController?.viewWillLayoutSubviews()
                    view.layoutSubviews()
                    view.owningViewController?.viewDidLayoutSubviews()
                }
                let dirty = root.allViews().contains(where: \.needsLayout)
                if !safeAreasChanged && !dirty { break }
                report = LayoutReport()
            }
            for view in root.allViews() { view.needsLayout = false }
            LayoutReportLog.takeRecorded(root: root, into: &report)
            root.lastLayoutReport = report
            LayoutReportLog.log(report)
        }
    }

    /// Calls `traitCollectionDidChange(_:)` (and the owning controller's) on each view whose traits
    /// differ from its last layout's, top down, as UIKit does before the layout that follows.
    private static func notifyTraitChanges(root: UIView) {
        func visit(_ view: UIView, inherited: UITraitCollection) {
            let traits = inherited.merged(with: view.traitOverrides)
            let previous = view.lastLayoutTraits
            if previous != traits {
                view.lastLayoutTraits = traits
                view.owningViewController?.traitCollectionDidChange(previous)
                view.traitCollectionDidChange(previous)
            }
            for child in view.subviews { visit(child, inherited: traits) }
        }
        let inherited = root.superview?.traitCollection ?? root.owningViewController?.environmentTraits ?? UITraitCollection.current
        visit(root, inherited: inherited)
    }

    /// The size the constraints give `view` laid out alone at `target`, lengths at `priority`.
    static func fittingSize(of view: UIView, target: CGSize, priority: PerAxis<UILayoutPriority>) -> CGSize {
        UITraitCollection.with(view.traitCollection) {
            var report = LayoutReport()
            guard let solved = solve(root: view, size: target, priority: priority, report: &report, fitting: true),
                  let frame = solved.frames[ObjectIdentifier(view)] else { return target }
            return CGSize(width: frame.width, height: frame.height)
        }
    }

    /// Solved frames in the root's coordinates (content coordinates: a scroll view's offset is
    /// applied when drawing), by view and by guide.
    struct Solved {
        var frames: [ObjectIdentifier: Rect] = [:]
        var guides: [(UILayoutGuide, Rect)] = []
        /// Whether some view's frame is not fixed by its constraints.
        var ambiguous = false
    }

    private static func solve(root: UIView, size: CGSize, priority: PerAxis<UILayoutPriority>, report: inout LayoutReport,
                              fitting: Bool) -> Solved? {
        let traits = root.traitCollection
        let scale = traits.displayScale > 0 ? Double(traits.displayScale) : 3
        let system = LayoutSystem(scale: scale, layoutDirection: root.effectiveUserInterfaceLayoutDirection.engineDirection)
        system.conflictPolicy = .breakAndReport
        var builder = ViewLayoutTreeBuilder(system: system, root: root)
        system.add(builder.addRoot(size: size.engineSize, priority: PerAxis(horizontal: priority.horizontal.enginePriority,
                                                                             vertical: priority.vertical.enginePriority)))
        var constraints: [LayoutEngine.Constraint] = []
        for view in builder.views {
            for constraint in view.installedConstraints {
                switch builder.constraint(constraint) {
                case let .success(made): constraints.append(made)
                case let .failure(problem): if !fitting { report.problems.append(problem.message) }
                }
            }
        }
        if !fitting { report.problems += builder.problems }
        system.add(constraints + builder.frameConstraints)
        let result: LayoutResult
        do {
            result = try system.solve()
        } catch {
            report.problems.append("layout of \(root.layoutDebugName) failed: \(error)")
            return nil
        }
        report.unsatisfiable += system.brokenConstraints.map(LayoutReport.unsatisfiableMessage)
        var solved = Solved()
        for (view, node) in builder.viewNodes {
            solved.frames[ObjectIdentifier(view)] = result.frame(node.id)
        }
        for (guide, node) in builder.guideNodes {
            if let frame = result.frame(node.id) { solved.guides.append((guide, frame)) }
        }
        solved.ambiguous = !result.ambiguous.isEmpty
        if !fitting {
            let ambiguousIDs = Set(result.ambiguous.map(\.nodeID))
            for (view, node) in builder.viewNodes {
                view.isAmbiguous = ambiguousIDs.contains(node.id)
                if view.isAmbiguous {
                    for ambiguity in result.ambiguous where ambiguity.nodeID == node.id {
                        report.ambiguous.append("\(view.layoutDebugName).\(ambiguity.anchor.rawValue)")
                    }
                }
            }
        }
        return solved
    }

    /// Sets each view's frame from the solved root-coordinate frames; the root keeps its origin.
    private static func apply(_ solved: Solved, root: UIView, views: [UIView]) {
        for view in views {
            guard let frame = solved.frames[ObjectIdentifier(view)] else { continue }
            if view === root {
                view.applyLayoutFrame(CGRect(origin: root.frame.origin, size: CGSize(frame.size)))
                continue
            }
            // A frame set by hand (no autoresizing mask) stays exactly as set, as in UIKit: the
            // solver's copy of it is snapped to the pixel grid (a grabber at x 178.5 would move
            // to 178.667).
            if view.translatesAutoresizingMaskIntoConstraints, view.autoresizingMask.isEmpty { continue }
            guard let parent = view.superview, let parentFrame = solved.frames[ObjectIdentifier(parent)] else { continue }
            view.applyLayoutFrame(CGRect(frame.offsetBy(dx: -parentFrame.minX, dy: -parentFrame.minY)))
        }
        // Frames and superviews changed together: the autoresizing masks grow from here.
        for view in views { view.autoresizingReferenceSize = view.superview?.bounds.size ?? .zero }
        for (guide, frame) in solved.guides {
            guard let owner = guide.owningView, let ownerFrame = solved.frames[ObjectIdentifier(owner)] else { continue }
            guide.layoutFrame = CGRect(frame.offsetBy(dx: -ownerFrame.minX, dy: -ownerFrame.minY))
        }
    }

    /// Each view's safe-area insets: the part of the root's safe-area insets it overlaps (UIKit
    /// propagates the window's safe area down the tree this way), or of the nearest ancestor's
    /// whose insets its container gives (`containerSafeAreaInsets`). Whether any that constraints
    /// can read changed.
    private static func updateSafeAreas(root: UIView, solved: Solved, views: [UIView]) -> Bool {
        let insets = root.rootSafeAreaInsets, size = root.bounds.size
        let rootArea = SafeArea(minX: Double(insets.left), minY: Double(insets.top),
                                maxX: Double(size.width - insets.right), maxY: Double(size.height - insets.bottom))
        var changed = false
        for view in views {
            let new: UIEdgeInsets
            if view === root {
                new = insets
            } else if let given = view.containerSafeAreaInsets {
                new = given
            } else if let f = solved.frames[ObjectIdentifier(view)] {
                func clamp(_ v: Double, _ limit: Double) -> CGFloat { CGFloat(max(0, min(v, limit))) }
                let area = safeArea(around: view, root: root, solved: solved) ?? rootArea
                new = UIEdgeInsets(top: clamp(area.minY - f.minY, f.height),
                                   left: clamp(area.minX - f.minX, f.width),
                                   bottom: clamp(f.maxY - area.maxY, f.height),
                                   right: clamp(f.maxX - area.maxX, f.width))
            } else {
                continue
            }
            if new != view.safeAreaInsets {
                view.safeAreaInsets = new
                view.safeAreaInsetsDidChange()
                // Another solve only when a constraint can read the new insets: the root's are
                // given before the first solve, and a view nobody asked for a guide has none.
                if view !== root && view.hasSafeAreaGuide { changed = true }
            }
        }
        return changed
    }

    /// A safe area's edges in root coordinates.
    private struct SafeArea {
        var minX, minY, maxX, maxY: Double
    }

    /// The safe area of the nearest ancestor of `view` below the root whose insets its container
    /// gives; nil when there is none (the root's safe area applies).
    private static func safeArea(around view: UIView, root: UIView, solved: Solved) -> SafeArea? {
        var ancestor = view.superview
        while let current = ancestor, current !== root {
            if let given = current.containerSafeAreaInsets, let f = solved.frames[ObjectIdentifier(current)] {
                return SafeArea(minX: f.minX + Double(given.left), minY: f.minY + Double(given.top),
                                maxX: f.maxX - Double(given.right), maxY: f.maxY - Double(given.bottom))
            }
            ancestor = current.superview
        }
        return nil
    }
}

/// Turns a view tree into nodes of one layout system. Each view makes its own node through its
/// hooks (`makeLayoutNode`, `addOwnGuides`, `edgeGuide`), so a new container is one class.
@MainActor
struct ViewLayoutTreeBuilder {
    let system: LayoutSystem
    let root: UIView
    var views: [UIView] = []
    var viewNodes: [(UIView, LayoutNode)] = []
    var guideNodes: [(UILayoutGuide, LayoutNode)] = []
    var nodeOfView: [ObjectIdentifier: LayoutNode] = [:]
    var nodeOfGuide: [ObjectIdentifier: LayoutNode] = [:]
    var frameConstraints: [LayoutEngine.Constraint] = []
    /// What could not take part in the layout and why (a frame that is not finite).
    var problems: [String] = []

    init(system: LayoutSystem, root: UIView) {
        self.system = system
        self.root = root
    }

    /// The nodes of the root's tree; the root's node is the system's root, its frame at the origin
    /// and `size` at `priority`. Returns the constraints that must go before the views' own: a
    /// stack is made inside a parent, so a stack at the root fills a window node of that size.
    mutating func addRoot(size: Size, priority: PerAxis<LayoutPriority>) -> [LayoutEngine.Constraint] {
        let safeArea = root.rootSafeAreaInsets.engineInsets
        if root.needsParentLayoutNode {
            let window = system.root("window", size: size, priority: priority, safeArea: safeArea)
            let node = add(root, in: window)
            let label = "root \(root.layoutDebugName) fills the drawing"
            return window.frame.edges(equalTo: node.frame).map { $0.labeled(label) }
        }
        let named = naming(root)
        let node = system.root(named.id, name: named.name, size: size, priority: priority, safeArea: safeArea,
                               intrinsicSize: measure(root))
        node.intrinsicHeightDependsOnWidth = root.intrinsicHeightDependsOnWidth()
        register(root, node, parent: nil)
        for child in root.subviews { _ = add(child, in: node) }
        return []
    }

    /// The node of `view` and of its subtree, in `parent`.
    mutating func add(_ view: UIView, in parent: LayoutNode) -> LayoutNode {
        view.makeLayoutNode(&self, in: parent)
    }

    /// A plain node for `view` in `parent`, measured by its intrinsic size, with its subviews'.
    mutating func addPlainNode(_ view: UIView, in parent: LayoutNode) -> LayoutNode {
        // A view that translates its autoresizing mask gets its width and height from required
        // constraints (its frame, or its mask's), so its intrinsic size cannot change its frame:
        // it is not measured (a journal of 20,000 cards placed by frame has 80,000 such labels,
        // and re-measuring each one at its width was quadratic in the solver).
        let sizedByItsFrame = view !== root && view.translatesAutoresizingMaskIntoConstraints
        let named = naming(view)
        let node: LayoutNode
        if !sizedByItsFrame, let measure = measure(view) {
            node = system.node(named.id, name: named.name, in: parent, intrinsicSize: measure)
            node.intrinsicHeightDependsOnWidth = view.intrinsicHeightDependsOnWidth()
        } else {
            node = system.node(named.id, name: named.name, in: parent)
        }
        register(view, node, parent: parent)
        for child in view.subviews { _ = add(child, in: node) }
        return node
    }

    /// A stack node for `stack` in `parent`: its arranged subviews' nodes are made in `parent`
    /// and arranged by the engine's stack; its other subviews are placed inside it.
    mutating func addStackNode(_ stack: UIStackView, in parent: LayoutNode) -> LayoutNode {
        var arranged: [UIView] = [], items: [LayoutNode] = []
        for view in stack.arrangedSubviews where view.superview === stack {
            arranged.append(view)
            items.append(add(view, in: parent))
        }
        let named = naming(stack)
        let node = system.stack(named.id, name: named.name, in: parent, axis: stack.axis.engineAxis,
                                distribution: stack.distribution.engineDistribution,
                                alignment: stack.alignment.engineAlignment, spacing: Double(stack.spacing), arranged: items,
                                inMargins: stack.isLayoutMarginsRelativeArrangement)
        for (item, view) in zip(items, arranged) {
            item.customSpacingAfter = stack.customSpacing(after: view).map(Double.init)
            if stack.alignment == .firstBaseline || stack.alignment == .lastBaseline { setBaselines(of: item, from: view) }
        }
        register(stack, node, parent: parent)
        for child in stack.subviews where !arranged.contains(identity: child) { _ = add(child, in: node) }
        return node
    }

    /// A guide node in `owner`'s node, registered for constraints that name `guide`.
    mutating func addGuideNode(_ guide: UILayoutGuide, name: String, in owner: LayoutNode) -> LayoutNode {
        let node = system.node("g" + String(guideNodes.count), name: "\(name)#\(guideNodes.count)", in: owner)
        guideNodes.append((guide, node))
        nodeOfGuide[ObjectIdentifier(guide)] = node
        return node
    }

    /// How the solver measures `view`'s intrinsic size, nil when it has none.
    private func measure(_ view: UIView) -> (@Sendable (Double?) -> Size)? {
        guard view.hasIntrinsicSize() else { return nil }
        nonisolated(unsafe) let measured = view
        return { width in
            // The solver calls back on the thread of the layout, which may be a detached tree's.
            withDetachedViewTree {
                let size = measured.intrinsicSize(proposedWidth: width)
                return Size(width: Double(size.width), height: Double(size.height))
            }
        }
    }

    /// Sets `node`'s baselines from `view`'s text. Only for a node that a baseline constraint or a
    /// baseline-aligned stack reads: a label's baselines cost a text layout (4 % of an alert
    /// modal's layout when every view's were set).
    private func setBaselines(of node: LayoutNode, from view: UIView) {
        guard node.firstBaselineFromTop == nil, let baselines = view.baselineOffsets() else { return }
        node.firstBaselineFromTop = baselines.fromTop
        node.lastBaselineFromBottom = baselines.fromBottom
    }

    /// The id of the next view's node, short so that it is stored inline (see `LayoutNode.name`;
    /// the guides' are `g<n>`, the window's `window`), and what messages call it (`UILabel(modal.title)#3`).
    private func naming(_ view: UIView) -> (id: String, name: String) {
        let index = views.count + viewNodes.count
        return ("v" + String(index), "\(view.layoutDebugName)#\(index)")
    }

    private mutating func register(_ view: UIView, _ node: LayoutNode, parent: LayoutNode?) {
        views.append(view)
        viewNodes.append((view, node))
        nodeOfView[ObjectIdentifier(view)] = node
        node.isHidden = view.isHidden
        node.contentHugging = PerAxis(horizontal: view.contentHuggingPriority(for: .horizontal).enginePriority,
                                      vertical: view.contentHuggingPriority(for: .vertical).enginePriority)
        node.compressionResistance = PerAxis(
            horizontal: view.contentCompressionResistancePriority(for: .horizontal).enginePriority,
            vertical: view.contentCompressionResistancePriority(for: .vertical).enginePriority)
        node.layoutMargins = view.layoutMargins.engineInsets
        node.safeAreaInsets = (view === root ? view.rootSafeAreaInsets : view.containerSafeAreaInsets ?? view.safeAreaInsets).engineInsets
        for guide in view.layoutGuides { _ = addGuideNode(guide, name: guide.layoutDebugName, in: node) }
        view.addOwnGuides(&self, node: node)
        // A view that translates its frame: its frame is four required constraints in its
        // superview (UIKit's NSAutoresizingMaskLayoutConstraint).
        guard let parent, view !== root else { return }
        if view.translatesAutoresizingMaskIntoConstraints, !view.frame.isFinite || !view.autoresizingReferenceSize.isFinite {
            // UIKit raises for a NaN frame; here the view is left to its constraints, with a report.
            problems.append("\(view.layoutDebugName)'s frame \(view.frame) is not finite; it is ignored")
        } else if view.translatesAutoresizingMaskIntoConstraints, !view.autoresizingMask.isEmpty {
            frameConstraints += view.autoresizingMask.constraints(frame: view.frame, reference: view.autoresizingReferenceSize,
                                                                  node: node, parent: parent, name: view.layoutDebugName)
        } else if view.translatesAutoresizingMaskIntoConstraints {
            let f = view.frame, name = view.layoutDebugName
            frameConstraints += [
                (node.left == parent.left + Double(f.minX)).labeled(describedBy: { "\(name) autoresizing x" }),
                (node.top == parent.top + Double(f.minY)).labeled(describedBy: { "\(name) autoresizing y" }),
                (node.width == Double(f.width)).labeled(describedBy: { "\(name) autoresizing width" }),
                (node.height == Double(f.height)).labeled(describedBy: { "\(name) autoresizing height" }),
            ]
        }
    }

    /// Why a constraint cannot take part in the layout; it is left out and reported.
    enum Problem: Error {
        /// It names a view outside the tree being laid out.
        case outside(String)
        /// Its constant or multiplier is NaN or infinite (UIKit raises for those).
        case notFinite(String)
        var message: String {
            switch self {
            case let .outside(m), let .notFinite(m): m
            }
        }
    }

    /// The solver constraint of `constraint`, or why it cannot take part.
    func constraint(_ constraint: NSLayoutConstraint) -> Result<LayoutEngine.Constraint, Problem> {
        guard constraint.constant.isFinite, constraint.multiplier.isFinite else {
            return .failure(.notFinite("constraint \(constraint) (\(constraint.location)) has a constant or multiplier that is not finite; it is ignored"))
        }
        guard let firstItem = constraint.firstLayoutItem,
              let first = anchor(firstItem, constraint.firstAttribute, other: constraint.secondLayoutItem) else {
            return .failure(.outside("constraint \(constraint) (\(constraint.location)) names a view outside the tree being laid out; it is ignored"))
        }
        var rhs = Expression(constant: Double(constraint.constant))
        if let secondItem = constraint.secondLayoutItem, constraint.secondAttribute != .notAnAttribute {
            guard let second = anchor(secondItem, constraint.secondAttribute, other: firstItem) else {
                return .failure(.outside("constraint \(constraint) (\(constraint.location)) names a view outside the tree being laid out; it is ignored"))
            }
            rhs = second.linearExpression * Double(constraint.multiplier) + Double(constraint.constant)
        }
        let relation: Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        // Described only when a message names it (a conflict, an explanation), which happens inside
        // this layout's solve, on this thread: describing every constraint up front was 7% of a
        // modal's layout in release (perf).
        return .success(LayoutEngine.Constraint(first - rhs, relation, strength: constraint.priority.enginePriority.strength,
                                   describedBy: { constraint.description }, location: constraint.location))
    }

    /// The layout anchor of `attribute` on `item`. A scroll view's edges, related to one of its
    /// own descendants, are its content's edges (UIKit's rule for constraints into a scroll view).
    private func anchor(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, other: LayoutItem?) -> LayoutAnchor? {
        let guide: LayoutGuide
        // One cast from the protocol per anchor (a cast from an existential is a runtime call); a
        // view whose edges stand for a guide of its own (a scroll view's content) says so.
        if let view = item as? UIView {
            if !attribute.isDimension, let otherView = other?.owningItemView, let edges = view.edgeGuide(relatedTo: otherView),
               let content = nodeOfGuide[ObjectIdentifier(edges)] {
                guide = content.frame
            } else {
                guard let node = nodeOfView[ObjectIdentifier(view)] else { return nil }
                if attribute == .firstBaseline || attribute == .lastBaseline { setBaselines(of: node, from: view) }
                guide = attribute.isMargin ? node.margins : node.frame
            }
        } else if let layoutGuide = item as? UILayoutGuide {
            switch layoutGuide.kind {
            case .custom:
                guard let node = nodeOfGuide[ObjectIdentifier(layoutGuide)] else { return nil }
                guide = node.frame
            case .safeArea, .margins, .frame:
                guard let owner = layoutGuide.owningView, let node = nodeOfView[ObjectIdentifier(owner)] else { return nil }
                if attribute == .firstBaseline || attribute == .lastBaseline { setBaselines(of: node, from: owner) }
                guide = layoutGuide.kind == .safeArea ? node.safeArea : layoutGuide.kind == .margins ? node.margins : node.frame
            }
        } else {
            return nil
        }
        switch attribute {
        case .left, .leftMargin: return guide.left
        case .right, .rightMargin: return guide.right
        case .top, .topMargin: return guide.top
        case .bottom, .bottomMargin: return guide.bottom
        case .leading, .leadingMargin: return guide.leading
        case .trailing, .trailingMargin: return guide.trailing
        case .width: return guide.width
        case .height: return guide.height
        case .centerX, .centerXWithinMargins: return guide.centerX
        case .centerY, .centerYWithinMargins: return guide.centerY
        case .firstBaseline: return guide.firstBaseline
        case .lastBaseline: return guide.lastBaseline
        case .notAnAttribute: return nil
        }
    }
}

extension NSLayoutConstraint.Attribute {
    var isMargin: Bool { rawValue >= NSLayoutConstraint.Attribute.leftMargin.rawValue }
}

private extension CGRect {
    var isFinite: Bool { origin.x.isFinite && origin.y.isFinite && size.isFinite }
}

private extension CGSize {
    var isFinite: Bool { width.isFinite && height.isFinite }
}
