import LayoutEngine
import DesignSystem

/// The part of a component scene worth keeping as a snapshot reference: the union of
/// what its nodes draw (a node with a fill, border or content counts with its frame; an
/// empty container counts through its children), leaving out whatever covers the whole
/// screen (a dim, a blocker), with a margin, on whole points and inside the screen; the
/// screen's center when nothing else draws. Keeps references small: a modal's card, not
/// a screen of dim.
func catalogCrop(of scene: Scene, margin: Double = 12) -> Rect {
    let screen = Rect(origin: .zero, size: scene.size)
    func drawn(_ node: SceneNode, origin: Point) -> [Rect] {
        let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
        if frame == screen { return [] }
        if node.fill != nil || node.border != nil || node.content != nil { return [frame] }
        return node.children.flatMap { drawn($0, origin: frame.origin) }
    }
    let frames = scene.nodes.flatMap { drawn($0, origin: .zero) }.filter { $0.width > 0 && $0.height > 0 }
    guard let first = frames.first else {
        return Rect(x: (screen.midX - 32).rounded(.down), y: (screen.midY - 32).rounded(.down), width: 64, height: 64)
    }
    let union = frames.dropFirst().reduce(first) { union, frame in
        Rect(x: min(union.minX, frame.minX), y: min(union.minY, frame.minY),
             width: max(union.maxX, frame.maxX) - min(union.minX, frame.minX),
             height: max(union.maxY, frame.maxY) - min(union.minY, frame.minY))
    }
    let left = max(0, (union.minX - margin).rounded(.down)), top = max(0, (union.minY - margin).rounded(.down))
    let right = min(screen.maxX, (union.maxX + margin).rounded(.up))
    let bottom = min(screen.maxY, (union.maxY + margin).rounded(.up))
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
}

extension Scene {
    /// The scene seen through `window`: its size, every top-level node moved by the
    /// window's origin (whole points, so pixels stay on the same grid).
    func cropped(to window: Rect) -> Scene {
        var cropped = self
        cropped.size = window.size
        cropped.nodes = nodes.map { node in
            var moved = node
            moved.frame = node.frame.offsetBy(dx: -window.minX, dy: -window.minY)
            return moved
        }
        return cropped
    }
}
