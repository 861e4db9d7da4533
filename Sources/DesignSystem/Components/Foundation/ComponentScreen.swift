import Foundation
import LayoutEngine
import ViewKit

/// A component's view tree laid out and drawn as a device's screen: the one path from a
/// component's configuration to its scene nodes (issue 22: layout and drawing in one tree).
///
/// The view a component makes is the screen's root: it fills the device's screen, its
/// `safeAreaLayoutGuide` is the device's safe area, and its subviews are the component's
/// top-level nodes (ids from their `accessibilityIdentifier`s), frames in screen coordinates.
/// Views are main-actor isolated, as UIKit's; the batch renderer asks for nodes on worker
/// threads, so the tree is made, laid out and drawn inside `withDetachedViewTree`, private to
/// the call.
enum ComponentScreen {
    /// Told about the anchors a component's constraints leave open (Auto Layout's ambiguous
    /// layout: frames the solver picked arbitrarily). Components are meant to be fully
    /// constrained; tests set this to prove it for every catalog entry. A struct, not a bare
    /// optional closure: an optimized `-enable-testing` build specialized `withValue` for the
    /// closure type with no type metadata and crashed in `swift_task_localValuePush`.
    @TaskLocal static var ambiguityObserver: AmbiguityObserver?

    /// What `ambiguityObserver` calls with the open anchors of each laid-out component.
    struct AmbiguityObserver: Sendable {
        let observe: @Sendable ([String]) -> Void
    }

    /// The nodes of the screen view `makeView` returns, laid out on `device` at its scale.
    /// - Throws: what `makeView` throws; `ComponentLayoutFailure` when constraints conflict;
    ///   `ImpossibleFrame` when a configuration's numbers (a negative height given in Swift,
    ///   say) leave a node with a negative or non-finite size.
    static func nodes(on device: Device, _ makeView: @MainActor () throws -> UIView) throws -> [SceneNode] {
        try withDetachedViewTree {
            let screen = try makeView()
            let safeArea = device.safeArea
            let scene = screen.makeScene(
                size: .fixed(CGSize(width: device.size.width, height: device.size.height)),
                safeArea: UIEdgeInsets(top: safeArea.top, left: safeArea.left, bottom: safeArea.bottom, right: safeArea.right),
                traits: ComponentScene.viewTraits(on: device))
            let report = screen.lastLayoutReport
            if !report.ambiguous.isEmpty { ambiguityObserver?.observe(report.ambiguous) }
            guard report.unsatisfiable.isEmpty, report.problems.isEmpty else { throw ComponentLayoutFailure(report: report) }
            let nodes = scene.nodes.first?.children ?? []
            for node in nodes { try checkFrames(node) }
            return nodes
        }
    }

    /// The nodes of the view `makeView` returns on an otherwise empty screen, placed by `place`
    /// (its constraints to the screen, given as the second argument).
    static func nodes<View: UIView>(on device: Device, placing makeView: @MainActor () throws -> View,
                                    _ place: @MainActor (View, UIView) -> Void) throws -> [SceneNode] {
        try nodes(on: device) {
            let screen = UIView(), view = try makeView()
            screen.addSubview(view)
            place(view, screen)
            return screen
        }
    }

    private static func checkFrames(_ node: SceneNode) throws {
        let frame = node.frame
        if [frame.minX, frame.minY, frame.width, frame.height].contains(where: { !$0.isFinite }) || frame.width < 0 || frame.height < 0 {
            throw ImpossibleFrame(id: node.id, frame: frame)
        }
        for child in node.children { try checkFrames(child) }
    }
}

/// A component whose constraints conflict, as Auto Layout reports it: a component's own
/// constraints never do, so a configuration asked for what cannot be (a number out of range
/// given in Swift).
struct ComponentLayoutFailure: Error, CustomStringConvertible {
    var report: LayoutReport
    var description: String { report.description }
}

/// A node whose laid-out frame cannot be drawn: a negative or non-finite size or position.
struct ImpossibleFrame: Error, CustomStringConvertible {
    var id: String
    var frame: Rect
    var description: String {
        "node \"\(id)\" would be \(frame.width) x \(frame.height) at (\(frame.minX), \(frame.minY)); "
            + "check the sizes in its configuration"
    }
}
