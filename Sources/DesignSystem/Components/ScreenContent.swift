import LayoutEngine

/// One entry of a component screen's `content`: a component, or a raw node given by its frame
/// and style (a scene file's `{"frame": …, "fill": …}`), which sits on the screen beside the
/// components, frame in screen coordinates.
public enum ScreenContent: Sendable {
    case component(ComponentSpec)
    case node(any RawNode)
}

/// A node described by frame and style rather than as a component, made into a scene node when
/// its screen is laid out (at the screen's scale, so its text is measured on that pixel grid).
/// `SceneFile`'s `NodeDescription` is one.
public protocol RawNode: Sendable {
    /// The node's id, if it was given one; the screen names it `node<index>` otherwise.
    var id: String? { get }
    /// The scene node, its text laid out by `textEngine`.
    func makeNode(id: String, scale: Double, textEngine: TextEngine) throws -> SceneNode
}

/// Reads a raw node of a scene file. Raw nodes are described by the `SceneFile` module, which
/// hands its reader to component decoding through the decoder's `userInfo` under
/// `CodingUserInfoKey.rawNodeReader`, so content that holds raw nodes (the screen's, a sheet's)
/// decodes them wherever it appears.
public struct RawNodeReader: Sendable {
    /// Decodes one raw node.
    public var read: @Sendable (Decoder) throws -> any RawNode
    /// A reader that decodes with `read`.
    public init(_ read: @escaping @Sendable (Decoder) throws -> any RawNode) { self.read = read }
}

extension CodingUserInfoKey {
    /// Where a decoder keeps its `RawNodeReader`.
    public static let rawNodeReader = CodingUserInfoKey(rawValue: "layoutRender.rawNodeReader")!
}

extension ScreenContent: Decodable {
    private enum CodingKeys: String, CodingKey { case component, frame }

    /// An object with a `"component"` key is a component; any other is a raw node, read by the
    /// decoder's `RawNodeReader`.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.component) {
            self = .component(try ComponentSpec(from: decoder))
            return
        }
        guard container.contains(.frame) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "expected a component (an object with a \"component\" key) or a raw node (with a \"frame\")"))
        }
        guard let reader = decoder.userInfo[.rawNodeReader] as? RawNodeReader else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "expected a component (an object with a \"component\" key); raw nodes are read by SceneFile"))
        }
        self = .node(try reader.read(decoder))
    }
}

extension ScreenContent: Encodable {
    /// A component as its scene-file entry; a raw node when its type can write itself.
    public func encode(to encoder: Encoder) throws {
        switch self {
        case .component(let spec): try spec.encode(to: encoder)
        case .node(let node):
            guard let encodable = node as? any Encodable else {
                throw EncodingError.invalidValue(node.id ?? "node", .init(codingPath: encoder.codingPath,
                    debugDescription: "this raw node cannot be written in a scene file"))
            }
            try encodable.encode(to: encoder)
        }
    }
}
