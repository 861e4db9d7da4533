import LayoutEngine

/// Checks a scene node's values before painting, so bad input is a typed error naming the
/// node and the field instead of a silent blank or a crash.
public enum NodeValidation {
    /// Throws `.invalidNode` naming the first field of `node` (at `path`) a painter cannot draw.
    public static func check(_ node: SceneNode, path: String) throws(ScenePaintError) {
        // The reason is an autoclosure: describing the values is for the one node that fails, not
        // for each of 100,000 that pass.
        func require(_ ok: Bool, _ field: String, _ reason: @autoclosure () -> String) throws(ScenePaintError) {
            if !ok { throw .invalidNode(path: path, field: field, reason: reason()) }
        }
        let f = node.frame
        try require([f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite), "frame", "must be finite, found \(f)")
        try require(f.width >= 0 && f.height >= 0, "frame", "must have a non-negative size, found \(f.size)")
        try require(node.opacity.isFinite, "opacity", "must be a number in 0...1, found \(node.opacity)")
        let r = node.cornerRadii
        try require([r.topLeft, r.topRight, r.bottomRight, r.bottomLeft].allSatisfy { $0.isFinite && $0 >= 0 },
                    "cornerRadii", "must be finite and non-negative, found \(r)")
        let t = node.transform
        try require([t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite), "transform", "must be finite, found \(t)")
        if let border = node.border {
            try require(border.width.isFinite && border.width >= 0, "border.width", "must be finite and non-negative, found \(border.width)")
        }
        if let radius = node.backdropBlur {
            try require(radius.isFinite && radius >= 0, "backdropBlur", "must be finite and non-negative, found \(radius)")
        }
        if let shadow = node.shadow {
            try require([shadow.offset.x, shadow.offset.y, shadow.spread].allSatisfy(\.isFinite), "shadow",
                        "offset and spread must be finite, found \(shadow.offset), \(shadow.spread)")
            try require(shadow.blurRadius.isFinite && shadow.blurRadius >= 0, "shadow.blurRadius",
                        "must be finite and non-negative, found \(shadow.blurRadius)")
        }
        if let fill = node.fill { try checkPaint(fill, field: "fill", require) }
        if case .image(let image) = node.content {
            try require(image.scale.isFinite && image.scale > 0, "content.image.scale", "must be finite and positive, found \(image.scale)")
            let i = image.capInsets
            try require([i.top, i.left, i.bottom, i.right].allSatisfy { $0.isFinite && $0 >= 0 }, "content.image.capInsets",
                        "must be finite and non-negative, found \(i)")
        }
        if case .path(_, let fill?, _) = node.content { try checkPaint(fill, field: "content.fill", require) }
        if case .path(_, _, let stroke?) = node.content {
            try require(stroke.width.isFinite && stroke.width >= 0, "content.stroke.width",
                        "must be finite and non-negative, found \(stroke.width)")
        }
    }

    private static func checkPaint(_ paint: Paint, field: String,
                                   _ require: (Bool, String, @autoclosure () -> String) throws(ScenePaintError) -> Void) throws(ScenePaintError) {
        switch paint {
        case .solid:
            return
        case .linearGradient(let start, let end, let stops):
            try require([start.x, start.y, end.x, end.y].allSatisfy(\.isFinite), field, "gradient points must be finite")
            try require(stops.allSatisfy { $0.location.isFinite }, field, "gradient stop locations must be finite")
        case .radialGradient(let center, let radius, let stops):
            try require(center.x.isFinite && center.y.isFinite && radius.isFinite && radius >= 0, field,
                        "gradient center and radius must be finite, radius non-negative")
            try require(stops.allSatisfy { $0.location.isFinite }, field, "gradient stop locations must be finite")
        }
    }

    /// Whether the node draws more than one part that can overlap (then group opacity needs a
    /// layer): children, a shadow, or two of fill, content and border. The glyphs of one text
    /// content are taken not to overlap each other, as in ordinary text, unless it is underlined or
    /// struck through or drawn from a color font's layers.
    static func hasOverlappingParts(_ node: SceneNode) -> Bool {
        if !node.children.isEmpty || node.shadow != nil { return true }
        var parts = 0
        if node.fill != nil { parts += 1 }
        if let border = node.border, border.width > 0 { parts += 1 }
        if let content = node.content {
            switch content {
            case .path(_, .some, .some): parts += 2
            // Underlines cross the glyphs, and a color font's layers lie over each other in colors
            // of their own that the node's opacity cannot be folded into: drawn as one group.
            case .text(let layout, _) where !layout.decorations.isEmpty || layout.runs.contains(where: { run in
                run.glyphs.contains { run.font.colorPaint($0) != nil || run.font.colorLayers($0) != nil }
            }): parts += 2
            default: parts += 1
            }
        }
        return parts > 1
    }
}
