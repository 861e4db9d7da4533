import Foundation
import LayoutEngine

/// The few symbols bars draw themselves, as stroked paths in a box of the symbol's size at
/// 17 points: the back chevron, a magnifying glass, a plus and a cross. Any other symbol of a
/// system item is a placeholder (a rounded square outline) until ViewKit's
/// `UIImage(systemName:)` is merged. Not Apple's glyphs: our own strokes of their shape.
enum BarGlyph {
    case chevronBackward, magnifyingGlass, plus, xmark, placeholder

    /// The glyph for an SF Symbol name.
    init(symbolName: String) {
        switch symbolName {
        case "magnifyingglass": self = .magnifyingGlass
        case "plus": self = .plus
        case "xmark": self = .xmark
        case "chevron.backward", "chevron.left": self = .chevronBackward
        default: self = .placeholder
        }
    }

    /// The glyph's box: the back chevron is UIKit's back indicator (about 12 x 21), the others
    /// a 17-point symbol's (about 20 x 20).
    var size: Size {
        switch self {
        case .chevronBackward: Size(width: 12, height: 21)
        case .magnifyingGlass: Size(width: 17, height: 17)
        case .plus, .xmark: Size(width: 18, height: 18)
        case .placeholder: Size(width: 20, height: 20)
        }
    }

    /// The stroke's width: semibold for the chevron, regular for the others.
    private var lineWidth: Double {
        switch self {
        case .chevronBackward: 2.6
        case .magnifyingGlass: 2
        case .plus, .xmark: 2.1
        case .placeholder: 1.5
        }
    }

    /// The glyph as a node of its size at `origin`, in `color`; the chevron mirrored for right to left.
    func node(id: String, origin: Point, color: Color, mirrored: Bool = false) -> SceneNode {
        let s = size
        var path = Path()
        switch self {
        case .chevronBackward:
            path.move(to: Point(x: s.width - 1.5, y: 1.5))
            path.line(to: Point(x: 1.5, y: s.height / 2))
            path.line(to: Point(x: s.width - 1.5, y: s.height - 1.5))
        case .magnifyingGlass:
            path = Path(ellipseIn: Rect(x: 1, y: 1, width: 11.5, height: 11.5))
            path.move(to: Point(x: 11, y: 11))
            path.line(to: Point(x: s.width - 1, y: s.height - 1))
        case .plus:
            path.move(to: Point(x: s.width / 2, y: 1))
            path.line(to: Point(x: s.width / 2, y: s.height - 1))
            path.move(to: Point(x: 1, y: s.height / 2))
            path.line(to: Point(x: s.width - 1, y: s.height / 2))
        case .xmark:
            path.move(to: Point(x: 2, y: 2))
            path.line(to: Point(x: s.width - 2, y: s.height - 2))
            path.move(to: Point(x: s.width - 2, y: 2))
            path.line(to: Point(x: 2, y: s.height - 2))
        case .placeholder:
            path = Path(roundedRect: Rect(x: 1, y: 1, width: s.width - 2, height: s.height - 2), radii: CornerRadii(all: 4))
        }
        // Only the back chevron points a way; the other symbols read the same in either direction.
        if mirrored, self == .chevronBackward { path = path.applying(AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: s.width, ty: 0)) }
        let stroke = Stroke(width: lineWidth, color: color, cap: .round, join: .round)
        return SceneNode(id: id, frame: Rect(x: origin.x, y: origin.y, width: s.width, height: s.height),
                         content: .path(path, fill: nil, stroke: stroke))
    }
}
