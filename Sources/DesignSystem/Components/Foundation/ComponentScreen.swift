import Foundation
import LayoutEngine
import ViewKit

/// A screen of components as one view tree, laid out once and drawn once (issue 22: layout and
/// drawing in one tree).
///
/// The screen's root view is the device's window: its size and safe area. Each entry of the
/// screen's content is a *layer* over the whole screen, a subview of the root in content order: a
/// component's view (`Component.makeView`), or a raw node drawn by a `SceneNodeView`. A layer
/// draws nothing of its own; its subviews are the entry's top-level nodes (ids from their
/// `accessibilityIdentifier`s), so the drawing lifts them out of it (`liftingLayers`), frames in
/// screen coordinates. A sheet's content is the same kind of layers inside the sheet's view, at
/// the sheet's size and safe area (`SheetContent`).
///
/// Views are main-actor isolated, as UIKit's; the batch renderer asks for screens on worker
/// threads, so the tree is made, laid out and drawn inside `withDetachedViewTree`, private to
/// the call.
enum ComponentScreen {
    /// Told about the anchors a component's constraints leave open (Auto Layout's ambiguous
    /// layout: frames the solver picked arbitrarily). Components are meant to be fully
    /// constrained; tests set this to prove it for every catalog entry. A struct, not a bare
    /// optional closure: an optimized `-enable-testing` build specialized `withValue` for the
    /// closure type with no type metadata and crashed in `swift_task_localValuePush`.
    @TaskLocal static var ambiguityObserver: AmbiguityObserver?

    /// What `ambiguityObserver` calls with the open anchors of each laid-out screen.
    struct AmbiguityObserver: Sendable {
        let observe: @Sendable ([String]) -> Void
    }

    /// The accessibility identifier that marks a layer: the drawing lifts its children out of it.
    /// It starts with a control character, which no node's id has by intent.
    static let layerIdentifier = "\u{1}layer"

    /// `view` made a layer over the whole of `device`'s screen: placed at the screen's bounds, its
    /// safe area the device's.
    @MainActor @discardableResult
    static func layer(_ view: UIView, on device: Device) -> UIView {
        view.frame = CGRect(device.bounds)
        view.accessibilityIdentifier = layerIdentifier
        view.containerSafeAreaInsets = UIEdgeInsets(device.safeArea)
        return view
    }

    /// A layer holding `view`, placed by `place` (its constraints to the layer, given as the
    /// second argument: the screen the component sits on).
    @MainActor
    static func layer<View: UIView>(placing view: View, _ place: (View, UIView) -> Void) -> UIView {
        let screen = UIView()
        screen.addSubview(view)
        place(view, screen)
        return screen
    }

    /// The layers of `entries` on `device`, in order: each component's view, each raw node in a
    /// `SceneNodeView` (a raw node without an id is called `node<index>`, its index in `entries`).
    /// - Throws: `ComponentError` naming the entry that failed, or the second retry view
    ///   (COMPONENTS.md §5: at most one per screen).
    @MainActor
    static func layers(of entries: [ScreenContent], on device: Device, theme: Theme) throws -> [UIView] {
        var layers: [UIView] = []
        var hasRetryView = false
        for (index, entry) in entries.enumerated() {
            switch entry {
            case .component(let spec):
                if case .retry = spec {
                    guard !hasRetryView else {
                        throw ComponentError(component: spec.name, index: index, underlying: SecondRetryView())
                    }
                    hasRetryView = true
                }
                do {
                    layers.append(layer(try spec.component.makeView(on: device, theme: theme), on: device))
                } catch {
                    throw ComponentError(component: spec.name, index: index, underlying: error)
                }
            case .node(let description):
                do {
                    let node = try description.makeNode(id: description.id ?? "node\(index)", scale: device.scale,
                                                        textEngine: .current)
                    layers.append(layer(SceneNodeView(nodes: [node]), on: device))
                } catch {
                    throw ComponentError(component: "node", index: index, underlying: error)
                }
            }
        }
        return layers
    }

    /// Lays out and draws a screen of `device` holding the layers `makeLayers` returns, and
    /// returns each layer's nodes.
    /// - Throws: what `makeLayers` throws; `ComponentLayoutFailure` when constraints conflict;
    ///   `ImpossibleFrame` when a configuration's numbers (a negative height given in Swift,
    ///   say) leave a node with a negative or non-finite size; each wrapped in a `ComponentError`
    ///   naming the layer's entry when `names` gives the entries' names, by layer. The names are
    ///   made only for an error: a component's name comes from its scene-file declaration, which
    ///   was built for every screen drawn (1 % of an alert modal's layout, 37 allocations).
    static func draw(on device: Device, names: @Sendable () -> [String] = { [] },
                     _ makeLayers: @MainActor () throws -> [UIView]) throws -> [[SceneNode]] {
        try withDetachedViewTree {
            let layers = try makeLayers()
            let (scene, report) = drawScreen(of: layers, on: device)
            if !report.ambiguous.isEmpty { ambiguityObserver?.observe(report.ambiguous) }
            guard report.unsatisfiable.isEmpty, report.problems.isEmpty else {
                throw culprit(of: ComponentLayoutFailure(report: report), layers: layers, on: device, names: names())
            }
            // A layer the drawing does not show (`isDrawn`: hidden, or nearly transparent) has no node.
            var drawn = (scene.nodes.first?.children ?? [])[...]
            var nodes: [[SceneNode]] = []
            for layer in layers {
                guard layer.isDrawn, let node = drawn.popFirst() else {
                    nodes.append([])
                    continue
                }
                nodes.append(liftingLayers(node.children))
            }
            for (index, layerNodes) in nodes.enumerated() {
                do {
                    for node in layerNodes { try checkFrames(node) }
                } catch {
                    let names = names()
                    guard names.indices.contains(index) else { throw error }
                    throw ComponentError(component: names[index], index: index, underlying: error)
                }
            }
            return nodes
        }
    }

    /// The nodes of `component` alone on `device`'s screen.
    static func nodes(of component: any Component, on device: Device, theme: Theme) throws -> [SceneNode] {
        try draw(on: device) { [layer(try component.makeView(on: device, theme: theme), on: device)] }.first ?? []
    }

    /// The nodes of `entries` as a screen of `device`, in order (see `layers(of:on:theme:)`).
    static func nodes(of entries: [ScreenContent], on device: Device, theme: Theme) throws -> [SceneNode] {
        try draw(on: device, names: { entries.map(\.name) }) { try layers(of: entries, on: device, theme: theme) }.flatMap { $0 }
    }

    /// `nodes` with every layer's node replaced by its children, moved into the layer's parent.
    static func liftingLayers(_ nodes: [SceneNode]) -> [SceneNode] {
        var lifted: [SceneNode] = []
        for var node in nodes {
            if node.id == layerIdentifier {
                for var child in liftingLayers(node.children) {
                    child.frame = child.frame.offsetBy(dx: node.frame.minX, dy: node.frame.minY)
                    lifted.append(child)
                }
            } else {
                node.children = liftingLayers(node.children)
                lifted.append(node)
            }
        }
        return lifted
    }

    /// The failure of a screen's layout named after the first entry whose layer fails alone (a
    /// component's constraints are its own, so the conflict is one layer's), or `failure` as it
    /// is. Runs only on the way to an error.
    @MainActor
    private static func culprit(of failure: ComponentLayoutFailure, layers: [UIView], on device: Device,
                                names: [String]) -> any Error {
        for (index, layer) in layers.enumerated() where names.indices.contains(index) {
            layer.removeFromSuperview()
            let report = drawScreen(of: [layer], on: device).report
            if !report.unsatisfiable.isEmpty || !report.problems.isEmpty {
                return ComponentError(component: names[index], index: index, underlying: ComponentLayoutFailure(report: report))
            }
        }
        return failure
    }

    /// A screen of `device` (its size, safe area and traits) holding `layers`, laid out and drawn.
    @MainActor
    private static func drawScreen(of layers: [UIView], on device: Device) -> (scene: Scene, report: LayoutReport) {
        let screen = UIView()
        for layer in layers { screen.addSubview(layer) }
        let scene = screen.makeScene(size: .fixed(CGSize(device.size)),
                                     safeArea: UIEdgeInsets(device.safeArea), traits: ComponentScene.viewTraits(on: device))
        return (scene, screen.lastLayoutReport)
    }

    private static func checkFrames(_ node: SceneNode) throws {
        let frame = node.frame
        if [frame.minX, frame.minY, frame.width, frame.height].contains(where: { !$0.isFinite }) || frame.width < 0 || frame.height < 0 {
            throw ImpossibleFrame(id: node.id, frame: frame)
        }
        for child in node.children { try checkFrames(child) }
    }
}

extension ScreenContent {
    /// The entry's name in an error: its component's scene-file name, or `node`.
    var name: String {
        switch self {
        case .component(let spec): spec.name
        case .node: "node"
        }
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
