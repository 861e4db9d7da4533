import LayoutEngine
/// A component's solved frames (screen coordinates, on the pixel grid) and the ways its
/// nodes are drawn from them: plain boxes, text set at the frame's width, and boxes with
/// a title centered in them. Nodes come out in screen coordinates; `relativeToParents`
/// turns a finished tree into the scene's parent-relative frames.
struct SolvedLayout {
    let result: LayoutResult
    let device: Device
    let theme: Theme

    /// The frame of node `id`.
    func frame(_ id: String) throws -> Rect {
        guard let frame = result.frame(id) else { throw MissingFrame(id: id) }
        return frame
    }

    /// A node with `id`'s frame.
    func box(_ id: String, fill: Color? = nil, radius: Double = 0, border: Border? = nil,
             clips: Bool = false, children: [SceneNode] = []) throws -> SceneNode {
        SceneNode(id: id, frame: try frame(id), fill: fill.map(Paint.solid), border: border,
                  cornerRadii: CornerRadii(all: radius), clipsToBounds: clips, children: children)
    }

    /// A label: `text` set in `style` at the width of `id`'s frame, aligned inside it.
    func text(_ id: String, _ string: String, style: TypeStyle, color: Color,
              alignment: TextAlignment = .center, lines: Int = 0) throws -> SceneNode {
        try text(id, string, style: style, color: color, alignment: alignment, lines: lines, in: frame(id))
    }

    /// A label set at the width of `frame`, vertically centered in it (UILabel draws its
    /// text centered in a taller frame), the offset on the pixel grid.
    func text(_ id: String, _ text: String, style: TypeStyle, color: Color, alignment: TextAlignment = .center,
              lines: Int = 0, in frame: Rect) throws -> SceneNode {
        let layout = try setText(text, style: style, alignment: alignment, lines: lines, width: frame.width)
        let top = frame.minY + ((frame.height - layout.size.height) / 2 * device.scale).rounded() / device.scale
        let textFrame = frame.height == layout.size.height || text.isEmpty
            ? frame : Rect(x: frame.minX, y: top, width: frame.width, height: layout.size.height)
        return SceneNode(id: id, frame: textFrame, content: text.isEmpty ? nil : .text(layout, color: color))
    }

    /// A box with `title` centered in it as its child `id.title` (the seeds' centered
    /// UILabels: modal buttons, sheet rows, box and capsule buttons).
    func titledBox(_ id: String, fill: Color?, radius: Double = 0, title: String, style: TypeStyle,
                   color: Color, lines: Int = 1) throws -> SceneNode {
        var node = try box(id, fill: fill, radius: radius, clips: radius > 0)
        node.children = [try text(id + ".title", title, style: style, color: color, lines: lines, in: node.frame)]
        return node
    }

    /// `text` laid out for drawing at `width`.
    func setText(_ text: String, style: TypeStyle, alignment: TextAlignment, lines: Int, width: Double) throws -> TextLayout {
        try TextEngine.current.layout(text, style: style.textStyle(alignment: alignment, lines: lines),
                                     maxWidth: width, scale: device.scale)
    }
}

/// A node id the drawing step asked for but the layout did not make: a bug in a
/// component, reported rather than crashing.
struct MissingFrame: Error, CustomStringConvertible {
    var id: String
    var description: String { "the layout has no node \"\(id)\"" }
}

extension SceneNode {
    /// This tree with every child's frame made relative to its parent, from a tree whose
    /// frames are all in screen coordinates.
    func relativeToParents() -> SceneNode {
        var node = self
        node.children = children.map { child in
            var relative = child.relativeToParents()
            relative.frame = child.frame.offsetBy(dx: -frame.minX, dy: -frame.minY)
            return relative
        }
        return node
    }
}
