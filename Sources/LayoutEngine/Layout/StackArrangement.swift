/// The constraints of one stack (UIKit's `UIStackView`): a row or a column of arranged
/// nodes, generated when the system solves so that `isHidden` and custom spacing set after
/// the stack was made take effect.
///
/// Along a horizontal axis the stack works in leading/trailing coordinates, which are
/// mirrored in right-to-left layouts (see `LayoutGuide.leading`), so one set of
/// constraints runs rows from the left or from the right.
struct StackArrangement {
    let stack: LayoutNode
    let axis: Axis
    let distribution: StackDistribution
    let alignment: StackAlignment
    let spacing: Double
    let items: [LayoutNode]
    /// Whether items are arranged inside the stack's layout margins rather than its edges
    /// (UIKit's `isLayoutMarginsRelativeArrangement`).
    let inMargins: Bool
    let location: SourceLocation

    /// What the items are arranged in: the stack's frame, or its margins.
    private var arrangedIn: LayoutGuide { inMargins ? stack.margins : stack.frame }

    /// How much a tie between equal hugging or compression priorities is broken by the
    /// item's index: at most 1 % of the weight, below one priority step (1.4 %, see
    /// `Strength.priority`), so it never overturns a real priority difference.
    static let tieBreakSpread = 0.01

    /// A guide's start, end, middle and length along `axis`: leading/trailing horizontally,
    /// top/bottom vertically. Each is made when read: most constraints read one of the four, and
    /// making all of them (four expressions) for each was a fifth of the stack's constraints' cost.
    private struct Edges {
        let guide: LayoutGuide
        let axis: Axis
        var start: LayoutAnchor { axis == .horizontal ? guide.leading : guide.top }
        var end: LayoutAnchor { axis == .horizontal ? guide.trailing : guide.bottom }
        var length: LayoutAnchor { axis == .horizontal ? guide.width : guide.height }
        /// The midpoint of start and end, so it is in the same (possibly mirrored) coordinates.
        var middle: Expression { (start + end) * 0.5 }
    }

    private func edges(_ guide: LayoutGuide, _ axis: Axis) -> Edges { Edges(guide: guide, axis: axis) }

    /// `constraint` named "<stack id> <label>", the name made only when a message shows it: the
    /// names of a modal's stack constraints, made up front, were about 2% of its layout.
    private func made(_ constraint: Constraint, _ label: @autoclosure @escaping @Sendable () -> String) -> Constraint {
        let stackID = stack.name
        return constraint.described(by: { "\(stackID) \(label())" }, at: location)
    }

    private var visible: [LayoutNode] { items.filter { !$0.isHidden } }
    private var cross: Axis { axis == .horizontal ? .vertical : .horizontal }

    /// The stack's spacing after `item`: its custom spacing, else the stack's.
    private func space(after item: LayoutNode) -> Double { item.customSpacingAfter ?? spacing }

    /// The fixed space between the visible items: the spacing after each but the last.
    private var totalSpacing: Double { visible.dropLast().reduce(0) { $0 + space(after: $1) } }

    /// Every constraint except the proportional lengths (`proportionalConstraints`), which
    /// depend on measured sizes that change between measure passes.
    func constraints() -> [Constraint] {
        let container = edges(arrangedIn, axis)
        let containerCross = edges(arrangedIn, cross)
        let visible = self.visible
        var result: [Constraint] = []

        // UIKit collapses a hidden arranged view to zero length (its `UISV-hiding`
        // constraint); we also pin it to the stack's start so its frame is determined.
        for item in items where item.isHidden {
            let main = edges(item.frame, axis), across = edges(item.frame, cross), id = item.name
            result += [made(main.length == 0, "hidden \(id) length"),
                       made(main.start == container.start, "hidden \(id) start"),
                       made(across.start == containerCross.start, "hidden \(id) cross start"),
                       made(across.length == containerCross.length, "hidden \(id) cross length")]
        }
        guard let first = visible.first, let last = visible.last else {
            // Nothing to show: the stack shrinks to nothing unless something sizes it.
            result.append(made((container.length == 0).priority(.fittingSizeLevel), "empty length"))
            result.append(made((containerCross.length == 0).priority(.fittingSizeLevel), "empty cross length"))
            return result
        }
        let firstID = first.name, lastID = last.name
        result.append(made(edges(first.frame, axis).start == container.start, "\(firstID) at start"))
        result.append(made(edges(last.frame, axis).end == container.end, "\(lastID) at end"))
        result += spacingConstraints(visible)
        if distribution == .fillEqually {
            let firstLength = edges(first.frame, axis).length
            result += visible.dropFirst().map { item in
                let id = item.name
                return made(edges(item.frame, axis).length == firstLength, "\(id) equal length")
            }
        }
        for item in visible { result += crossConstraints(item, first: first) }
        if alignment != .fill {
            // Without a size from outside, the stack hugs its tallest (or widest) item.
            result.append(made((containerCross.length == 0).priority(.fittingSizeLevel), "hugs its items"))
        }
        return result
    }

    private func spacingConstraints(_ visible: [LayoutNode]) -> [Constraint] {
        var result: [Constraint] = []
        var firstGap: Expression?
        var firstCenterDistance: Expression?
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let before = edges(previous.frame, axis), after = edges(next.frame, axis)
            let gap = after.start - before.end
            let previousID = previous.name
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                result.append(made(gap == space(after: previous), "spacing after \(previousID)"))
            case .equalSpacing:
                result.append(made(gap >= space(after: previous), "spacing after \(previousID)"))
                if let firstGap { result.append(made(gap == firstGap, "equal spacing after \(previousID)")) } else { firstGap = gap }
            case .equalCentering:
                result.append(made(gap >= space(after: previous), "spacing after \(previousID)"))
                let distance = after.middle - before.middle
                if let firstCenterDistance {
                    // Below required: when the items cannot be centered evenly, the minimum
                    // gaps hold and the centering yields (UIKit's documented order).
                    result.append(made((distance == firstCenterDistance).priority(LayoutPriority(999)),
                                       "equal centering after \(previousID)"))
                } else {
                    firstCenterDistance = distance
                }
            }
        }
        return result
    }

    /// `fillProportionally`'s lengths: the space left after the spacing (and after the
    /// items that have no intrinsic length, which keep what their own constraints give)
    /// is shared in proportion to the items' intrinsic lengths, as UIKit documents.
    ///
    /// UIKit's own constraints (`item.length == multiplier * stack.length`, priority 999
    /// for the first item, 998 for the second, ...) forget the spacing, so with a nonzero
    /// spacing the last item absorbs the difference (rdar://34595752); we keep the
    /// documented result and UIKit's priorities, so an item with a required length of its
    /// own keeps it and the later items give way first. When every intrinsic length is
    /// zero the items share equally.
    ///
    /// - Parameter intrinsicLength: an item's measured length along `axis`, nil for an item
    ///   without an intrinsic size.
    func proportionalConstraints(intrinsicLength: (LayoutNode) -> Double?) -> [Constraint] {
        guard distribution == .fillProportionally else { return [] }
        let weighted = visible.map { ($0, intrinsicLength($0)) }
        let sized = weighted.compactMap { item, weight in weight.map { (item, $0) } }
        guard !sized.isEmpty else { return [] }
        var available = edges(arrangedIn, axis).length - totalSpacing
        for (item, weight) in weighted where weight == nil { available = available - edges(item.frame, axis).length }
        let total = sized.reduce(0) { $0 + $1.1 }
        return sized.enumerated().map { index, entry in
            let share = total > 0 ? entry.1 / total : 1 / Double(sized.count)
            let priority = LayoutPriority(Swift.max(999 - Double(index), 1))
            let id = entry.0.name
            return made((edges(entry.0.frame, axis).length == available * share).priority(priority),
                        "\(id) proportional length")
        }
    }

    /// How each visible item's hugging and compression weights along the axis are scaled
    /// to break ties by index, as UIKit's `fill` does ("based on their index in the
    /// arrangedSubviews array"): among equal hugging priorities the first item stretches
    /// (in a row of three default UILabels the first takes the slack: ivanthinking.net,
    /// "Horizontal Stack Content Hugging"), among equal compression
    /// resistances the last item shrinks first, so leading content stays whole.
    func tieBreaks() -> [(node: LayoutNode, axis: Axis, hugging: Double, compression: Double)] {
        let visible = self.visible
        let count = Double(visible.count)
        return visible.enumerated().map { index, item in
            let rank = Double(index)
            return (item, axis, 1 + StackArrangement.tieBreakSpread * rank / count,
                    1 + StackArrangement.tieBreakSpread * (count - 1 - rank) / count)
        }
    }

    private func crossConstraints(_ item: LayoutNode, first: LayoutNode) -> [Constraint] {
        let own = edges(item.frame, cross), container = edges(arrangedIn, cross)
        let id = item.name
        // Made only for the alignments that keep the item inside (not for `fill`, which pins it).
        func inside() -> [Constraint] {
            [made(own.start >= container.start, "\(id) inside start"), made(own.end <= container.end, "\(id) inside end")]
        }
        switch alignment {
        case .fill:
            return [made(own.start == container.start, "\(id) cross start"), made(own.end == container.end, "\(id) cross end")]
        case .center:
            return [made(own.middle == container.middle, "\(id) centered")] + inside()
        case .leading:
            return [made(own.start == container.start, "\(id) cross start")] + inside()
        case .trailing:
            return [made(own.end == container.end, "\(id) cross end")] + inside()
        case .firstBaseline:
            guard axis == .horizontal else {
                // UIKit defines baseline alignment for horizontal stacks only; a column
                // treats it as `leading`.
                return [made(own.start == container.start, "\(id) cross start")] + inside()
            }
            // The items' tops all pull weakly toward the stack's top, so the item with the
            // tallest ascent touches it and the others hang from the shared baseline.
            var result = inside() + [made((own.start == container.start).priority(.fittingSizeLevel), "\(id) toward top")]
            if item !== first { result.append(made(item.firstBaseline == first.firstBaseline, "\(id) first baseline")) }
            return result
        }
    }
}
