import Foundation
import ViewKit

/// A view laid out: it answers proposals with sizes (`sizeThatFits`), is placed at a frame in
/// the root's coordinates (`place`), and draws itself as ViewKit views (`render`). Made anew for
/// each layout from the view values; sizes are kept per proposal, as a stack asks the same child
/// several times (its minimum, its maximum, its share).
@MainActor
class LayoutNode {
    /// The view's type, for messages and the layout tree.
    let typeName: String
    var layoutPriority: Double = 0
    private var sizes: [ProposedViewSize: CGSize] = [:]
    private(set) var frame: CGRect = .zero

    init(typeName: String) { self.typeName = typeName }

    /// What a stack puts beside this view: nothing beside a spacer, else the stack's spacing.
    var isSpacer: Bool { false }
    /// The children, in drawing order (for the layout tree and its tests).
    var children: [LayoutNode] { [] }

    /// The size the view takes for `proposal`: finite and not negative, whatever `measure` says.
    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let size = sizes[proposal] { return size }
        let measured = measure(proposal)
        let size = CGSize(width: measured.width.isNaN ? 0 : max(0, measured.width),
                          height: measured.height.isNaN ? 0 : max(0, measured.height))
        sizes[proposal] = size
        return size
    }

    /// The size for `proposal`; subclasses answer.
    func measure(_ proposal: ProposedViewSize) -> CGSize { .zero }

    /// Places the view at `rect` (root coordinates) and its children within it; `proposal` is
    /// what the parent proposed when it sized the view (a stack that overflows its proposal
    /// places its children as it sized them for that proposal, as SwiftUI's `placeSubviews` does).
    final func place(_ rect: CGRect, proposal: ProposedViewSize) {
        frame = rect
        placeChildren(in: rect, proposal: proposal)
    }
    func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {}

    /// The guide's value this view sets itself (a text's baseline, an `alignmentGuide`), nil if none.
    func explicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? { nil }

    /// The view's dimensions at `size`, with its explicit guides (each found once per size: a
    /// container asks its children's guides while it sizes itself, and theirs ask their children's).
    final func dimensions(_ size: CGSize) -> ViewDimensions {
        ViewDimensions(size: size) { [unowned self] key in
            let cacheKey = GuideKey(key: key, width: size.width, height: size.height)
            if let known = self.guides[cacheKey] { return known }
            let value = self.explicitAlignment(key, in: size)
            self.guides[cacheKey] = .some(value)
            return value
        }
    }
    private var guides: [GuideKey: CGFloat?] = [:]
    private struct GuideKey: Hashable {
        var key: AlignmentKey
        var width: CGFloat
        var height: CGFloat
    }

    /// Adds the views that draw this node to `container`, whose top-left corner is at `origin`
    /// in root coordinates. Containers draw their children; leaves override.
    func render(into container: UIView, origin: CGPoint, canvas: RenderCanvas) {
        for child in children { child.render(into: container, origin: origin, canvas: canvas) }
    }
}

/// How frames become pixels: the scale they snap to and the root's width a right-to-left
/// layout mirrors in. Origins passed to `render` are drawn, snapped root coordinates.
struct RenderCanvas {
    var scale: CGFloat
    var mirroredWidth: CGFloat?

    /// An edge on the pixel grid; exactly half a pixel goes up, as SwiftUI rounds.
    func snap(_ value: CGFloat) -> CGFloat { ((value * scale) + 0.5).rounded(.down) / scale }

    /// `frame` (root layout coordinates) as drawn: mirrored right to left when the layout is,
    /// each edge snapped to the pixel grid after layout.
    func drawnFrame(_ frame: CGRect) -> CGRect {
        let minX = mirroredWidth.map { $0 - frame.maxX } ?? frame.minX
        let left = snap(minX), right = snap(minX + frame.width), top = snap(frame.minY), bottom = snap(frame.maxY)
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// `frame` as drawn, relative to a container drawn at `origin`.
    func viewFrame(_ frame: CGRect, origin: CGPoint) -> CGRect {
        drawnFrame(frame).offsetBy(dx: -origin.x, dy: -origin.y)
    }
}

/// A node that draws nothing and takes no room (`EmptyView` where one view is needed).
final class EmptyNode: LayoutNode {
    init() { super.init(typeName: "EmptyView") }
}
