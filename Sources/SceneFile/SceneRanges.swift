/// The ranges of a raw scene's numbers, named once for the declarations that use them
/// (`NodeDescription.rawKeys`, `RawGeometryKeys.swift`), from which the general decoder, the fast
/// raw-node reader and docs/scene.schema.json take them.
enum SceneRanges {
    /// A position in points, relative to the parent.
    static let coordinate = -maximumSceneCoordinate...maximumSceneCoordinate
    /// A width, height, radius or border width in points.
    static let length = 0...maximumSceneCoordinate
    /// A side of the scene.
    static let sceneSide = 1...maximumSceneCoordinate
    /// Pixels per point.
    static let scale = 0.1...8.0
    /// A node's opacity.
    static let opacity = 0.0...1.0
    /// A shadow's blur radius in points.
    static let blur = 0.0...1000.0
    /// A node's rotation in degrees: a hundred turns either way.
    static let rotation = -36_000.0...36_000.0
    /// A node's `scaleX` and `scaleY`.
    static let nodeScale = -1000.0...1000.0
}
