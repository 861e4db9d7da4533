import Foundation
import LayoutEngine

/// Draws what a screen's root controller presents, as iOS 17 shows it on an iPhone, over the
/// root's drawing:
///
/// - `.fullScreen` (and `.currentContext`): the presented controller alone, full screen (UIKit
///   removes the presenter's view).
/// - `.overFullScreen`, `.overCurrentContext`, `.custom`: the presented controller over the
///   presenter.
/// - `.pageSheet`, `.formSheet`, `.automatic`, `.popover`: a card sheet placed by
///   `SheetLayout` (LayoutEngine; numbers in docs/sheets.md): rounded top corners (10, or
///   `preferredCornerRadius`), the grabber when `prefersGrabberVisible`, the screen behind
///   dimmed black at 0.2 unless `largestUndimmedDetentIdentifier` says otherwise. At the large
///   detent over a full-screen presenter, the presenter is pushed back: scaled to leave 16
///   points at each side, its top at the top safe-area inset, its corners rounded 10, over
///   black (our reading of iOS 17; Apple publishes no number). The sheet's content has the
///   home indicator's safe area at its bottom and none at its top.
/// - alerts and action sheets: the alert controller's view (its dimming view and the alert).
///
/// Each presented controller is laid out as a screen of its own (its view at the frame its
/// presentation gives it) and drawn over the nodes beneath it.
@MainActor
enum PresentationDrawing {
    /// The dimming color behind a sheet (docs/sheets.md: black at 0.2).
    static let dimColor = UIColor(white: 0, alpha: 0.2)
    /// The pushed-back presenter's inset at each side.
    static let pushedBackInset: CGFloat = 16
    /// The pushed-back presenter's corner radius.
    static let pushedBackCornerRadius: CGFloat = 10

    /// `presenterNodes` (the root's drawing, full screen) with everything `root` presents drawn
    /// over it; unchanged when it presents nothing.
    static func screenNodes(over root: UIViewController, presenterNodes: [SceneNode], size: CGSize, safeArea: UIEdgeInsets,
                            traits: UITraitCollection) -> [SceneNode] {
        var nodes = presenterNodes
        var presenter = root
        var presenterFillsScreen = true
        var level = 0
        let screen = Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        while let presented = presenter.presentedViewController, level < 16 {
            level += 1
            let id = "presented\(level)"
            switch presented.presentationKind {
            case .fullScreen:
                nodes = [drawing(of: presented, id: id, frame: screen, safeArea: safeArea, traits: traits)]
                presenterFillsScreen = true
            case .overFullScreen, .alert:
                nodes.append(drawing(of: presented, id: id, frame: screen, safeArea: safeArea, traits: traits))
                presenterFillsScreen = true
            case .sheet:
                let sheet = presented.sheetPresentationController
                    ?? UISheetPresentationController(presentedViewController: presented, presenting: presenter)
                let layout = sheet.layout(size: size, safeArea: safeArea, traits: traits)
                let frame = layout.frame
                if presenterFillsScreen, !layout.isFormSheet, layout.restingValue >= layout.maximumDetentValue - 0.5 {
                    nodes = pushedBack(nodes, id: id, size: size, safeArea: safeArea)
                }
                if layout.isDimmed {
                    nodes.append(SceneNode(id: id + ".dim", frame: screen, fill: .solid(dimColor.color(for: traits))))
                }
                let contentSafeArea = UIEdgeInsets(top: 0, left: safeArea.left, bottom: CGFloat(layout.bottomContentInset), right: safeArea.right)
                var card = drawing(of: presented, id: id, frame: frame, safeArea: contentSafeArea, traits: traits)
                let radius = Double(sheet.preferredCornerRadius ?? CGFloat(SheetLayout.defaultCornerRadius))
                card.cornerRadii = layout.isFormSheet ? CornerRadii(all: radius) : CornerRadii(topLeft: radius, topRight: radius, bottomRight: 0, bottomLeft: 0)
                card.cornerStyle = .continuous
                card.clipsToBounds = true
                if sheet.prefersGrabberVisible {
                    let grabber = layout.grabberFrame(in: frame).offsetBy(dx: -frame.minX, dy: -frame.minY)
                    card.children.append(SceneNode(id: id + ".grabber", frame: grabber, fill: .solid(UIColor.tertiaryLabel.color(for: traits)),
                                                   cornerRadii: CornerRadii(all: grabber.height / 2)))
                }
                nodes.append(card)
                presenterFillsScreen = false
            }
            presenter = presented
        }
        return nodes
    }

    /// `controller` laid out as a screen the size of `frame` with `safeArea`, drawn as one node
    /// at `frame`.
    private static func drawing(of controller: UIViewController, id: String, frame: Rect, safeArea: UIEdgeInsets,
                                traits: UITraitCollection) -> SceneNode {
        controller.prepareFullScreen(size: CGSize(width: frame.width, height: frame.height), safeArea: safeArea, traits: traits)
        let scene = ViewDrawing.scene(of: controller.view, scale: 3, background: .clear)
        return SceneNode(id: id, frame: frame, children: scene.nodes)
    }

    /// The presenter's drawing pushed back behind a large sheet: black behind, the drawing
    /// scaled about its center and moved down so its top is at the top safe-area inset, with
    /// rounded corners.
    private static func pushedBack(_ nodes: [SceneNode], id: String, size: CGSize, safeArea: UIEdgeInsets) -> [SceneNode] {
        let width = Double(size.width), height = Double(size.height)
        guard width > 2 * Double(pushedBackInset), height > 0 else { return nodes }
        let scale = (width - 2 * Double(pushedBackInset)) / width
        let shift = Double(safeArea.top) - height / 2 * (1 - scale)
        let screen = Rect(x: 0, y: 0, width: width, height: height)
        let radius = Double(pushedBackCornerRadius) / scale
        let card = SceneNode(id: id + ".presenter", frame: screen, cornerRadii: CornerRadii(all: radius), cornerStyle: .continuous,
                             clipsToBounds: true, transform: AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: shift),
                             children: nodes)
        return [SceneNode(id: id + ".backdrop", frame: screen, fill: .solid(.black)), card]
    }
}
