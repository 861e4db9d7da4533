/// What to draw: a canvas size in points, a scale, a background and a tree of nodes.
/// The layout engine produces scenes; the rasterizer paints them.
public struct Scene: Sendable {
    public var size: Size
    /// Pixels per point (1, 2 or 3).
    public var scale: Double
    public var background: Color
    public var nodes: [SceneNode]
    public init(size: Size, scale: Double = 1, background: Color = .white, nodes: [SceneNode] = []) {
        self.size = size; self.scale = scale; self.background = background; self.nodes = nodes
    }
}

/// A rectangle of the scene with its style, its content and its children.
/// Children's frames are relative to the parent's frame origin.
public struct SceneNode: Sendable {
    public var id: String
    public var frame: Rect
    public var fill: Paint?
    public var border: Border?
    public var cornerRadii: CornerRadii
    public var cornerStyle: CornerStyle
    public var shadow: Shadow?
    /// Group opacity of the node and its children, 0...1.
    public var opacity: Double
    /// Children and content are clipped to the node's (rounded) bounds.
    public var clipsToBounds: Bool
    /// Applied about the frame's center, as UIView.transform with the default anchor point.
    public var transform: AffineTransform
    public var content: NodeContent?
    public var children: [SceneNode]
    /// What is drawn behind the node, blurred inside its (rounded) bounds before its fill: a
    /// Gaussian of this standard deviation in points, as a material (`UIVisualEffectView`) or CSS's
    /// `backdrop-filter: blur()` blurs; nil or 0 blurs nothing.
    public var backdropBlur: Double?

    public init(id: String, frame: Rect, fill: Paint? = nil, border: Border? = nil,
                cornerRadii: CornerRadii = .zero, cornerStyle: CornerStyle = .circular,
                shadow: Shadow? = nil, opacity: Double = 1, clipsToBounds: Bool = false,
                transform: AffineTransform = .identity, content: NodeContent? = nil,
                children: [SceneNode] = [], backdropBlur: Double? = nil) {
        self.id = id; self.frame = frame; self.fill = fill; self.border = border
        self.cornerRadii = cornerRadii; self.cornerStyle = cornerStyle; self.shadow = shadow
        self.opacity = opacity; self.clipsToBounds = clipsToBounds; self.transform = transform
        self.content = content; self.children = children; self.backdropBlur = backdropBlur
    }
}

/// How an area is painted.
public enum Paint: Sendable, Hashable {
    case solid(Color)
    /// From `start` to `end` in the node's own coordinates (points).
    case linearGradient(start: Point, end: Point, stops: [GradientStop])
    /// Centered at `center` with `radius`, in the node's own coordinates (points).
    case radialGradient(center: Point, radius: Double, stops: [GradientStop])
}

public struct GradientStop: Sendable, Hashable {
    public var location: Double
    public var color: Color
    public init(location: Double, color: Color) { self.location = location; self.color = color }
}

/// A stroke drawn inside the node's bounds, as CALayer.borderWidth.
public struct Border: Sendable, Hashable {
    public var width: Double
    public var color: Color
    public init(width: Double, color: Color) { self.width = width; self.color = color }
}

/// A radius per corner, in points.
public struct CornerRadii: Sendable, Hashable {
    public var topLeft, topRight, bottomRight, bottomLeft: Double
    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft; self.topRight = topRight; self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
    }
    public init(all r: Double) { self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r) }
    public static let zero = CornerRadii(all: 0)
    public var isZero: Bool { topLeft == 0 && topRight == 0 && bottomRight == 0 && bottomLeft == 0 }
}

/// Circular arcs (CALayer's default) or iOS's continuous "squircle" corners.
public enum CornerStyle: String, Sendable, Hashable, Codable, CaseIterable {
    case circular
    case continuous
}

/// A drop shadow as CALayer draws it: offset, Gaussian blur radius, color, spread.
public struct Shadow: Sendable, Hashable {
    public var offset: Point
    public var blurRadius: Double
    public var color: Color
    public var spread: Double
    public init(offset: Point = .zero, blurRadius: Double, color: Color, spread: Double = 0) {
        self.offset = offset; self.blurRadius = blurRadius; self.color = color; self.spread = spread
    }
}

/// What a node draws inside its frame, above its fill and below its children.
public enum NodeContent: Sendable {
    /// Shaped text, its top left at the node's origin.
    case text(TextLayout, color: Color)
    /// Straight-alpha RGBA8 pixels placed in the node's bounds by the image's content mode
    /// (stretched to the frame by default).
    case image(ImageContent)
    /// A vector path in the node's coordinates.
    case path(Path, fill: Paint?, stroke: Stroke?)
}

/// An image in memory: straight-alpha RGBA8 rows, top to bottom, and how a node draws it
/// (UIImage's scale, rendering mode and cap insets, UIImageView's content mode).
public struct ImageContent: Sendable, Hashable {
    public var width: Int
    public var height: Int
    public var rgba: [UInt8]
    /// Pixels per point, as UIImage.scale: 1 for a file without an `@2x`/`@3x` suffix, so its
    /// size in points is its size in pixels. A photo decoded at a reduced size keeps its size in
    /// points and gets a scale below 1.
    public var scale: Double
    /// Where the image goes in the node's bounds; `scaleToFill` stretches it over the frame.
    public var contentMode: ContentMode
    /// Template rendering (`withRenderingMode(.alwaysTemplate)` drawn with a `tintColor`): every
    /// pixel takes this color, its alpha multiplied by the pixel's. Nil draws the image's colors.
    public var tintColor: Color?
    /// The parts of the image, in points, that keep their size when it is drawn larger or smaller
    /// (`resizableImage(withCapInsets:resizingMode:)`); zero draws the image as one piece.
    public var capInsets: EdgeInsets
    /// How the parts between the cap insets fill the rest.
    public var resizingMode: ResizingMode

    public init(width: Int, height: Int, rgba: [UInt8], scale: Double = 1, contentMode: ContentMode = .scaleToFill,
                tintColor: Color? = nil, capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) {
        self.width = width; self.height = height; self.rgba = rgba; self.scale = scale
        self.contentMode = contentMode; self.tintColor = tintColor; self.capInsets = capInsets
        self.resizingMode = resizingMode
    }

    /// The size in points: pixels divided by the scale (UIImage.size).
    public var size: Size {
        let s = scale > 0 && scale.isFinite ? scale : 1
        return Size(width: Double(width) / s, height: Double(height) / s)
    }

    /// How the middle of a resizable image fills its area, as UIImage.ResizingMode.
    public enum ResizingMode: String, Sendable, Hashable, Codable, CaseIterable {
        /// The middle parts are scaled to fill.
        case stretch
        /// The middle parts are repeated at their own size from the top left, the last cut off.
        case tile
    }
}

/// How a path is stroked.
public struct Stroke: Sendable, Hashable {
    public enum Cap: String, Sendable, Hashable, Codable { case butt, round, square }
    public enum Join: String, Sendable, Hashable, Codable { case miter, round, bevel }
    public var width: Double
    public var color: Color
    public var cap: Cap
    public var join: Join
    public var miterLimit: Double
    /// Alternating on and off lengths in points; empty for a solid stroke.
    public var dash: [Double]
    public var dashPhase: Double
    public init(width: Double, color: Color, cap: Cap = .butt, join: Join = .miter,
                miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.width = width; self.color = color; self.cap = cap; self.join = join
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }
}
