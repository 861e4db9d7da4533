// A timeline's sample applied to the scene model. Transform key paths act on top of the
// node's own transform, about its center (the painter's anchor, UIView's default): the
// animated scale first, then the rotation, then the translation, the order in which Core
// Animation composes a layer's "transform.scale", "transform.rotation" and
// "transform.translation" fields. Their model values are 1, 0 and 0, so an additive wobble
// turns a card from rest.

/// A sample that names something the scene does not have.
public enum TimelineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No node of the scene has this id.
    case unknownNode(String)
    /// The scene model has no numeric property at this key path.
    case unsupportedProperty(node: String, keyPath: String)

    public var description: String {
        switch self {
        case .unknownNode(let id): return "the timeline animates node \"\(id)\", which the scene does not have"
        case .unsupportedProperty(let node, let keyPath):
            return "node \"\(node)\": key path \"\(keyPath)\" is not a property the scene can animate "
                + "(transform.rotation.z, transform.translation.x/y, transform.scale(.x/.y), opacity, cornerRadius, borderWidth)"
        }
    }
}

extension Scene {
    /// The scene with every animated property of `sample` set to its presentation value.
    public func animated(by sample: TimelineSample) throws(TimelineError) -> Scene {
        var byNode: [String: [(AnimatedProperty, AnimatedValue)]] = [:]
        for (channel, value) in zip(sample.channels, sample.values) {
            byNode[channel.node, default: []].append((channel.property, value))
        }
        var result = self
        var found = Set<String>()
        for i in result.nodes.indices {
            try Self.animate(&result.nodes[i], byNode: byNode, found: &found)
        }
        if let missing = sample.channels.first(where: { !found.contains($0.node) }) {
            throw .unknownNode(missing.node)
        }
        return result
    }

    private static func animate(_ node: inout SceneNode, byNode: [String: [(AnimatedProperty, AnimatedValue)]],
                                found: inout Set<String>) throws(TimelineError) {
        if let animated = byNode[node.id] {
            found.insert(node.id)
            try node.apply(animated)
        }
        for i in node.children.indices { try animate(&node.children[i], byNode: byNode, found: &found) }
    }
}

extension SceneNode {
    /// Sets the animated properties to their presentation values.
    mutating func apply(_ animated: [(AnimatedProperty, AnimatedValue)]) throws(TimelineError) {
        var rotation = AnimatedValue.model, tx = AnimatedValue.model, ty = AnimatedValue.model
        var scale = AnimatedValue.model, sx = AnimatedValue.model, sy = AnimatedValue.model
        var movesTransform = false
        for (property, value) in animated {
            switch property {
            case .rotation: rotation = value; movesTransform = true
            case .translationX: tx = value; movesTransform = true
            case .translationY: ty = value; movesTransform = true
            case .scale: scale = value; movesTransform = true
            case .scaleX: sx = value; movesTransform = true
            case .scaleY: sy = value; movesTransform = true
            // Core Animation clamps opacity to 0...1 (a spring that overshoots does not brighten).
            case .opacity: opacity = min(max(value.applied(to: opacity), 0), 1)
            case .cornerRadius:
                cornerRadii = CornerRadii(all: max(0, value.applied(to: cornerRadii.topLeft)))
            case .borderWidth:
                if var border { border.width = max(0, value.applied(to: border.width)); self.border = border }
            default:
                throw .unsupportedProperty(node: id, keyPath: property.rawValue)
            }
        }
        guard movesTransform else { return }
        let uniform = scale.applied(to: 1)
        let motion = AffineTransform(scaleX: sx.applied(to: uniform), y: sy.applied(to: uniform))
            .concatenating(AffineTransform(rotationAngle: rotation.applied(to: 0)))
            .concatenating(AffineTransform(translationX: tx.applied(to: 0), y: ty.applied(to: 0)))
        transform = transform.concatenating(motion)
    }
}
