import Foundation
import LayoutEngine

/// Not UIKit: a view that draws scene nodes given as they are, frames in its own coordinates,
/// as its content (under its subviews). A screen that mixes views with nodes described by frame
/// and style (a scene file's raw nodes, a Lottie animation's frames made ahead of time) keeps
/// them in its one view tree this way, laid out and drawn with everything else.
public final class SceneNodeView: UIView {
    /// The nodes drawn, in order.
    public let nodes: [SceneNode]

    /// A view at `frame` drawing `nodes`.
    public init(nodes: [SceneNode], frame: CGRect = .zero) {
        self.nodes = nodes
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { nil }

    override func contentNodes(id: String, traits: UITraitCollection) -> [SceneNode] { nodes }
}
