/// The constraints of one stack (UIKit's `UIStackView`): a row or a column of arranged
/// nodes, generated when the system solves so that `isHidden` and custom spacing set after
/// the stack was made take effect.
struct StackArrangement {
    let stack: LayoutNode
    let axis: Axis
    let distribution: StackDistribution
    let alignment: StackAlignment
    let spacing: Double
    let items: [LayoutNode]
    let location: SourceLocation

    /// The start and end of a guide along an axis: leading/trailing horizontally (so a
    /// right-to-left layout runs from the right), top/bottom vertically.
    private func edges(_ guide: LayoutGuide, _ axis: Axis) -> (start: LayoutAnchor, end: LayoutAnchor, center: LayoutAnchor, length: LayoutAnchor) {
        axis == .horizontal
            ? (guide.leading, guide.trailing, guide.centerX, guide.width)
            : (guide.top, guide.bottom, guide.centerY, guide.height)
    }

    /// The distance from a start edge to an end edge along the axis, positive in the
    /// stacking direction (leading edges grow leftward in right-to-left layouts).
    private func gap(from end: LayoutAnchor, to start: LayoutAnchor) -> Expression {
        let forward = axis == .vertical || stack.direction == .leftToRight
        return forward ? start - end : end - start
    }

    private func made(_ constraint: Constraint, _ label: String) -> Constraint {
        Constraint(constraint.expression, constraint.relation, strength: constraint.strength,
                   label: "\(stack.id) \(label)", location: location)
    }

    func constraints() -> [Constraint] {
        let cross: Axis = axis == .horizontal ? .vertical : .horizontal
        let container = edges(stack.frame, axis)
        let containerCross = edges(stack.frame, cross)
        let visible = items.filter { !$0.isHidden }
        var result: [Constraint] = []

        for item in items where item.isHidden {
            let main = edges(item.frame, axis), across = edges(item.frame, cross)
            result += [made(main.length == 0, "hidden \(item.id) length"),
                       made(main.start == container.start, "hidden \(item.id) start"),
                       made(across.start == containerCross.start, "hidden \(item.id) cross start"),
                       made(across.length == containerCross.length, "hidden \(item.id) cross length")]
        }
        guard let first = visible.first, let last = visible.last else {
            result.append(made((container.length == 0).priority(.fittingSizeLevel), "empty length"))
            return result
        }
        result.append(made(edges(first.frame, axis).start == container.start, "\(first.id) at start"))
        result.append(made(edges(last.frame, axis).end == container.end, "\(last.id) at end"))
        result += spacingConstraints(visible)
        result += lengthConstraints(visible)
        for item in visible { result += crossConstraints(item, first: first, cross: cross) }
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
            let space = previous.customSpacingAfter ?? spacing
            let before = edges(previous.frame, axis), after = edges(next.frame, axis)
            let gap = gap(from: before.end, to: after.start)
            let name = "spacing after \(previous.id)"
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                result.append(made(gap == space, name))
            case .equalSpacing:
                result.append(made(gap >= space, name))
                if let firstGap { result.append(made(gap == firstGap, "equal \(name)")) } else { firstGap = gap }
            case .equalCentering:
                result.append(made(gap >= space, name))
                let distance = self.gap(from: before.center, to: after.center)
                if let firstCenterDistance {
                    result.append(made(distance == firstCenterDistance, "equal centering after \(previous.id)"))
                } else {
                    firstCenterDistance = distance
                }
            }
        }
        return result
    }

    private func lengthConstraints(_ visible: [LayoutNode]) -> [Constraint] {
        guard let first = visible.first else { return [] }
        let firstLength = edges(first.frame, axis).length
        switch distribution {
        case .fillEqually:
            return visible.dropFirst().map { made(edges($0.frame, axis).length == firstLength, "\($0.id) equal length") }
        case .fillProportionally:
            // Lengths proportional to intrinsic lengths: length_i * w_ref == length_ref * w_i.
            let weighted = visible.compactMap { item -> (LayoutNode, Double)? in
                guard let measure = item.measure else { return nil }
                let size = measure(nil)
                let weight = axis == .horizontal ? size.width : size.height
                return weight > 0 && weight.isFinite ? (item, weight) : nil
            }
            guard let (reference, referenceWeight) = weighted.first else { return [] }
            let referenceLength = edges(reference.frame, axis).length
            return weighted.dropFirst().map { item, weight in
                made(edges(item.frame, axis).length * referenceWeight == referenceLength * weight, "\(item.id) proportional length")
            }
        case .fill, .equalSpacing, .equalCentering:
            return []
        }
    }

    private func crossConstraints(_ item: LayoutNode, first: LayoutNode, cross: Axis) -> [Constraint] {
        let own = edges(item.frame, cross), container = edges(stack.frame, cross)
        let id = item.id
        switch alignment {
        case .fill:
            return [made(own.start == container.start, "\(id) cross start"), made(own.end == container.end, "\(id) cross end")]
        case .center:
            return [made(own.center == container.center, "\(id) centered"), made(gap(across: container.start, own.start) >= 0, "\(id) inside")]
        case .leading:
            return [made(own.start == container.start, "\(id) cross start"), made(gap(across: own.end, container.end) >= 0, "\(id) inside")]
        case .trailing:
            return [made(own.end == container.end, "\(id) cross end"), made(gap(across: container.start, own.start) >= 0, "\(id) inside")]
        case .firstBaseline:
            guard axis == .horizontal else {
                return [made(own.start == container.start, "\(id) cross start"), made(gap(across: own.end, container.end) >= 0, "\(id) inside")]
            }
            var result = [made(gap(across: container.start, own.start) >= 0, "\(id) below top"),
                          made(gap(across: own.end, container.end) >= 0, "\(id) above bottom")]
            if item !== first { result.append(made(item.firstBaseline == first.firstBaseline, "\(id) first baseline")) }
            return result
        }
    }

    /// The distance from `a` to `b` across the axis, positive toward the trailing or bottom side.
    private func gap(across a: LayoutAnchor, _ b: LayoutAnchor) -> Expression {
        let cross: Axis = axis == .horizontal ? .vertical : .horizontal
        let forward = cross == .vertical || stack.direction == .leftToRight
        return forward ? b - a : a - b
    }
}
