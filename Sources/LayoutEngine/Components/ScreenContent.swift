/// One entry of a component scene's `content`: a component (an object with a
/// `"component"` key) or a raw node of the raw scene format (`{"frame": …, "fill": …}`),
/// which sits on the screen beside the components, frame in screen coordinates.
public enum ScreenContent: Sendable {
    case component(ComponentSpec)
    case node(NodeDescription)
}

extension ScreenContent: Decodable {
    private enum CodingKeys: String, CodingKey { case component }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self = container.contains(.component)
            ? .component(try ComponentSpec(from: decoder)) : .node(try NodeDescription(from: decoder))
    }
}
