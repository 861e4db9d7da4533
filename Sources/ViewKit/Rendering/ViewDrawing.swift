import Foundation
import LayoutEngine
import Rasterizer

/// Turns a laid-out view tree into the scene the rasterizer paints: each visible view one
/// `SceneNode` with its layer's style, its content (a label's text, an image) and its
/// subviews, in their order and `zPosition`. Node ids are the views' accessibility
/// identifiers, or the class name and index path (`UILabel[0.2]`), so layout trees and their
/// change messages name views the way a test names them.
@MainActor
enum ViewDrawing {
    /// The deepest subview drawn, in levels below the view drawn: deeper ones are left out (and
    /// `drawHierarchy` says the picture is incomplete), as drawing, like painting, walks the tree
    /// by recursion and a thousand levels overflowed a thread's stack in a debug build (771 did).
    static let maximumDepth = 256

    /// How many levels of subviews `view` has below it (0 for none), counted without recursion.
    static func depth(of view: UIView) -> Int {
        var deepest = 0
        var pending = [(view, 0)]
        while let (next, level) = pending.popLast() {
            deepest = max(deepest, level)
            pending += next.subviews.map { ($0, level + 1) }
        }
        return deepest
    }

    /// The nodes of `view` (its shadow, when the shadow has a path of its own, then the view)
    /// at `frame` in its parent's drawing coordinates.
    static func nodes(for view: UIView, frame: CGRect, path: [Int], traits: UITraitCollection) -> [SceneNode] {
        guard view.isDrawn else { return [] }
        let opacity = view.drawnOpacity
        let layer = view.layer
        let id: String
        if let identifier = view.accessibilityIdentifier, !identifier.isEmpty {
            id = identifier
        } else {
            id = view.className + (path.isEmpty ? "" : "[" + path.map(String.init).joined(separator: ".") + "]")
        }
        let size = view.bounds.size
        var node = SceneNode(id: id, frame: frame.engineRect)
        node.fill = view.backgroundColor.map { .solid($0.color(for: traits)) }
        layer.drawContent(into: &node, size: size, traits: traits)
        if layer.borderWidth > 0, let border = layer.borderColor {
            node.border = Border(width: Double(layer.borderWidth), color: UIColor(cgColor: border).color(for: traits))
        }
        node.cornerRadii = layer.radii(for: size)
        node.cornerStyle = layer.cornerCurve == .continuous ? .continuous : .circular
        node.opacity = min(1, opacity)
        node.clipsToBounds = layer.masksToBounds
        node.transform = view.transform.engineTransform
        var result: [SceneNode] = []
        // Core Animation clips a layer's own shadow away when it masks to its bounds.
        if layer.shadowOpacity > 0, !layer.masksToBounds, let shadowColor = layer.shadowColor {
            let base = UIColor(cgColor: shadowColor).color(for: traits)
            let alpha = UInt8((Double(base.alpha) * Double(min(1, max(0, layer.shadowOpacity)))).rounded())
            let shadow = Shadow(offset: Point(x: Double(layer.shadowOffset.width), y: Double(layer.shadowOffset.height)),
                                blurRadius: Double(layer.shadowRadius),
                                color: Color(red: base.red, green: base.green, blue: base.blue, alpha: alpha))
            if let path = layer.shadowPath {
                // A path of its own: a node of just the shadow, under the view.
                let box = path.bounds
                var shadowNode = SceneNode(id: id + ".shadow", frame: box.offsetBy(dx: Double(frame.minX), dy: Double(frame.minY)))
                shadowNode.cornerRadii = path.radii ?? CornerRadii(all: min(box.width, box.height) / 2)
                shadowNode.shadow = shadow
                shadowNode.transform = node.transform
                result.append(shadowNode)
            } else {
                node.shadow = shadow
            }
        }
        node.children = view.contentNodes(id: id, traits: traits)
        // A bare label (nothing drawn but its text) is one node at its text's frame, as a text
        // node of a scene is, so its tree and its picture read as the text.
        if view.drawsAsContentWhenBare, view.subviews.isEmpty, node.fill == nil, node.border == nil, node.shadow == nil,
           !node.clipsToBounds, node.transform.isIdentity, node.children.count == 1, let text = node.children.first {
            node.frame = text.frame.offsetBy(dx: node.frame.minX, dy: node.frame.minY)
            node.content = text.content
            node.children = []
            result.append(node)
            return result
        }
        let offset = view.bounds.origin
        // Subviews in zPosition order, equal ones in subview order (a stable sort, without a closure:
        // see IsolatedClosures.swift); most views' subviews share one zPosition and keep their order.
        let subviews = view.subviews
        var ordered: [(offset: Int, element: UIView)] = []
        ordered.reserveCapacity(subviews.count)
        var oneZ = true
        for child in subviews where child.layer.zPosition != subviews[0].layer.zPosition { oneZ = false }
        if oneZ {
            for (index, child) in subviews.enumerated() { ordered.append((index, child)) }
        } else {
            for z in Set(subviews.map(\.layer.zPosition)).sorted() {
                for (index, child) in subviews.enumerated() where child.layer.zPosition == z { ordered.append((index, child)) }
            }
        }
        for (index, child) in ordered where path.count < Self.maximumDepth {
            let childFrame = child.frame.offsetBy(dx: -offset.x, dy: -offset.y)
            // A subview's traits are its superview's with its own overrides (`traitCollection`),
            // without walking up to the root again for every view.
            node.children += nodes(for: child, frame: childFrame, path: path + [index],
                                   traits: traits.merged(with: child.traitOverrides))
        }
        result.append(node)
        return result
    }

    /// The scene of `view` laid out at its current size: its root at the origin, at `scale`.
    static func scene(of view: UIView, scale: Double, background: Color) -> Scene {
        UITraitCollection.with(view.traitCollection) {
            view.layoutIfNeeded()
            let frame = CGRect(origin: .zero, size: view.bounds.size)
            return Scene(size: view.bounds.size.engineSize, scale: scale, background: background,
                         nodes: nodes(for: view, frame: frame, path: [], traits: view.traitCollection))
        }
    }
}

extension UIView {
    /// The view's alpha times its layer's opacity: how opaque the drawing shows it.
    var drawnOpacity: Double { Double(alpha) * Double(layer.opacity) }

    /// Whether the drawing shows the view at all: UIKit draws no hidden view, nor one whose alpha
    /// is below 0.01.
    package var isDrawn: Bool { !isHidden && drawnOpacity >= 0.01 }
}
