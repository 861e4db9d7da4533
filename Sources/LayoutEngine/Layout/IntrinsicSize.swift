/// A node's intrinsic content size as four solver constraints, UIKit's content hugging
/// (`length <= intrinsic` at the hugging priority) and compression resistance
/// (`length >= intrinsic` at the compression priority) on each axis.
struct IntrinsicSize {
    let node: LayoutNode
    private(set) var size: Size
    /// Factors on the hugging and compression weights per axis (1 = the priority's own
    /// weight): a stack sets them to break ties between its items by index.
    var huggingScale = PerAxis(horizontal: 1.0, vertical: 1.0)
    var compressionScale = PerAxis(horizontal: 1.0, vertical: 1.0)
    private var constraints: [Constraint] = []

    /// The node measured at `proposedWidth`; nil when the node has no measure.
    init?(node: LayoutNode, proposedWidth: Double?) throws {
        guard let measure = node.measure else { return nil }
        self.node = node
        self.size = try IntrinsicSize.checked(measure(proposedWidth), node: node)
    }

    /// The intrinsic length along `axis`.
    func length(along axis: Axis) -> Double { axis == .horizontal ? size.width : size.height }

    /// A length that says the node has no intrinsic length on that axis (UIKit's
    /// `UIView.noIntrinsicMetric`): no hugging or compression constraint is made for it.
    static let noMetric = -1.0

    private static func checked(_ size: Size, node: LayoutNode) throws -> Size {
        func valid(_ length: Double) -> Bool { length == noMetric || (length >= 0 && length.isFinite) }
        guard valid(size.width), valid(size.height) else {
            throw LayoutError.invalidIntrinsicSize(node: node.name, size)
        }
        return size
    }

    private static func scaled(_ priority: LayoutPriority, by factor: Double) -> Strength {
        let strength = priority.strength
        return strength.isRequired ? strength : Strength(strength.weight * factor)
    }

    private func made(for axis: Axis) -> [Constraint] {
        let length: LayoutAnchor = axis == .horizontal ? node.width : node.height
        let value = self.length(along: axis)
        if value == IntrinsicSize.noMetric { return [] }
        let location = node.location, id = node.name
        // Named only when a message needs it: interpolating the axis goes through reflection.
        return [
            Constraint((length <= value).expression, .lessThanOrEqual,
                       strength: IntrinsicSize.scaled(node.contentHugging[axis], by: huggingScale[axis]),
                       describedBy: { "\(id) \(axis) hugging" }, location: location),
            Constraint((length >= value).expression, .greaterThanOrEqual,
                       strength: IntrinsicSize.scaled(node.compressionResistance[axis], by: compressionScale[axis]),
                       describedBy: { "\(id) \(axis) compression resistance" }, location: location),
        ]
    }

    /// Adds the four constraints.
    mutating func add(to solver: inout Solver) throws {
        constraints = made(for: .horizontal) + made(for: .vertical)
        for constraint in constraints { try solver.addConstraint(constraint) }
    }

    /// Re-measures the height at the width the node got and, when it changed, moves the
    /// vertical constraints to it: their constants change in place (`Solver.changeConstant`),
    /// unless the node gains or loses a height, which replaces them. Returns whether it changed.
    mutating func remeasureHeight(atWidth width: Double, in solver: inout Solver) throws -> Bool {
        guard node.intrinsicHeightDependsOnWidth, let measure = node.measure else { return false }
        let measured = try IntrinsicSize.checked(measure(width), node: node)
        guard abs(measured.height - size.height) > 1e-9 else { return false }
        let horizontal = size.width == IntrinsicSize.noMetric ? 0 : 2
        // Required ones are replaced together: moved one at a time, a required hugging moved below
        // a required compression resistance not yet moved would contradict it.
        let requiredVertical = constraints.dropFirst(horizontal).contains { $0.strength.isRequired }
        if size.height != IntrinsicSize.noMetric && measured.height != IntrinsicSize.noMetric && !requiredVertical {
            size.height = measured.height
            // The constant `made(for:)` gives the new constraints.
            let constant = (node.height - measured.height).constant
            for index in constraints.indices.dropFirst(horizontal) {
                constraints[index] = try solver.changeConstant(of: constraints[index], to: constant)
            }
            return true
        }
        for constraint in constraints.dropFirst(horizontal) { try solver.removeConstraint(constraint) }
        size.height = measured.height
        let replacements = made(for: .vertical)
        for constraint in replacements { try solver.addConstraint(constraint) }
        constraints = Array(constraints.prefix(horizontal)) + replacements
        return true
    }
}
