/// The property an animation changes, named by its Core Animation key path
/// ("Key-Value Coding Extensions", Core Animation Programming Guide). Any other numeric key
/// path is kept as written: it samples like the others, and `Scene.animated(by:)` names it
/// in an error if the scene model has no such property.
public struct AnimatedProperty: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: String

    /// The key path as written, except "transform.rotation", which Core Animation treats as
    /// "transform.rotation.z".
    public init(rawValue: String) {
        self.rawValue = rawValue == "transform.rotation" ? "transform.rotation.z" : rawValue
    }

    /// Rotation in radians about the node's center; positive turns clockwise on screen.
    public static let rotation = AnimatedProperty(rawValue: "transform.rotation.z")
    /// Translation along x in points.
    public static let translationX = AnimatedProperty(rawValue: "transform.translation.x")
    /// Translation along y in points.
    public static let translationY = AnimatedProperty(rawValue: "transform.translation.y")
    /// Scale of both axes about the center (model value 1).
    public static let scale = AnimatedProperty(rawValue: "transform.scale")
    public static let scaleX = AnimatedProperty(rawValue: "transform.scale.x")
    public static let scaleY = AnimatedProperty(rawValue: "transform.scale.y")
    /// Group opacity, 0...1.
    public static let opacity = AnimatedProperty(rawValue: "opacity")
    /// The radius of every corner, in points.
    public static let cornerRadius = AnimatedProperty(rawValue: "cornerRadius")
    /// The border's width, in points.
    public static let borderWidth = AnimatedProperty(rawValue: "borderWidth")

    public var description: String { rawValue }
}

/// What animations make of a property: its presentation value as a function of the model
/// value underneath, `weight` x model + `offset`. A replacing keyframe value v is (0, v); an
/// additive one adds v to the offset; a basic animation with only a `toValue` blends the
/// model value out. Keeping the function rather than a number lets a timeline be sampled
/// without knowing the scene, and applied to any.
public struct AnimatedValue: Sendable, Hashable {
    public var weight: Double
    public var offset: Double

    public init(weight: Double, offset: Double) { self.weight = weight; self.offset = offset }

    /// No animation: the model value.
    public static let model = AnimatedValue(weight: 1, offset: 0)

    /// The presentation value over the model value `model`.
    @inline(__always)
    public func applied(to model: Double) -> Double { weight * model + offset }

    /// This value with `value` composited on top, as Core Animation stacks the animations of
    /// one key path in the order they were added: an additive one adds its value (its own
    /// model-relative part measured from 0); another one replaces what is below with its
    /// function of it.
    @inline(__always)
    func compositing(_ value: AnimatedValue, additive: Bool) -> AnimatedValue {
        if additive { return AnimatedValue(weight: weight, offset: offset + value.offset) }
        return AnimatedValue(weight: value.weight * weight, offset: value.weight * offset + value.offset)
    }
}
