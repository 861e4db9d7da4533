/// A node's intrinsic content size as four solver constraints, UIKit's content hugging
/// (`length <= intrinsic` at the hugging priority) and compression resistance
/// (`length >= intrinsic` at the compression priority) on each axis.
struct IntrinsicSize {
    let node: LayoutNode
    private(set) var size: Size
    private var constraints: [Constraint] = []

    /// The node measured at `proposedWidth`; nil when the node has no measure.
    init?(node: LayoutNode, proposedWidth: Double?) throws {
        guard let measure = node.measure else { return nil }
        self.node = node
        self.size = try IntrinsicSize.checked(measure(proposedWidth), node: node)
    }

    private static func checked(_ size: Size, node: LayoutNode) throws -> Size {
        guard size.width >= 0, size.height >= 0, size.width.isFinite, size.height.isFinite else {
            throw LayoutError.invalidIntrinsicSize(node: node.id, size)
        }
        return size
    }

    private func made(for axis: Axis) -> [Constraint] {
        let length: LayoutAnchor = axis == .horizontal ? node.width : node.height
        let value = axis == .horizontal ? size.width : size.height
        let location = node.location
        return [
            Constraint((length <= value).expression, .lessThanOrEqual, strength: node.contentHugging[axis].strength,
                       label: "\(node.id) \(axis) hugging", location: location),
            Constraint((length >= value).expression, .greaterThanOrEqual,
                       strength: node.compressionResistance[axis].strength,
                       label: "\(node.id) \(axis) compression resistance", location: location),
        ]
    }

    /// Adds the four constraints.
    mutating func add(to solver: inout Solver) throws {
        constraints = made(for: .horizontal) + made(for: .vertical)
        for constraint in constraints { try solver.addConstraint(constraint) }
    }

    /// Re-measures the height at the width the node got and, when it changed, replaces
    /// the vertical constraints. Returns whether it changed.
    mutating func remeasureHeight(atWidth width: Double, in solver: inout Solver) throws -> Bool {
        guard let measure = node.measure else { return false }
        let measured = try IntrinsicSize.checked(measure(width), node: node)
        guard abs(measured.height - size.height) > 1e-9 else { return false }
        for constraint in constraints.suffix(2) { try solver.removeConstraint(constraint) }
        size.height = measured.height
        let vertical = made(for: .vertical)
        for constraint in vertical { try solver.addConstraint(constraint) }
        constraints = Array(constraints.prefix(2)) + vertical
        return true
    }
}
