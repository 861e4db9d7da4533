import LayoutEngine
/// A screen of components: a device, a theme and the components drawn over the screen's
/// background in order (later ones on top). Scene files (the `SceneFile` module) describe it as
/// `{"device": "iphone15", "theme": {…tokens…}, "content": [{"component": "modal", …}, …]}`;
/// `theme` is optional (the standard theme), and raw nodes may stand among the components.
public struct ComponentScene: Sendable {
    /// The screen everything is laid out on.
    public var device: Device
    /// The tokens every component draws with.
    public var theme: Theme
    /// What is drawn, bottom to top.
    public var content: [ScreenContent]

    /// A screen of components only.
    public init(device: Device, theme: Theme = .standard, content: [ComponentSpec]) {
        self.init(device: device, theme: theme, entries: content.map(ScreenContent.component))
    }

    /// A screen of components and raw nodes.
    public init(device: Device, theme: Theme = .standard, entries: [ScreenContent]) {
        self.device = device; self.theme = theme; self.content = entries
    }

    /// Lays out every component and returns the scene to draw: the device's size and
    /// scale, the theme's screen background, every component's nodes in order.
    /// A raw node without an id is called `node<index>`, its index in `content`.
    /// Text is measured and set by `textEngine` (`TextEngine.current` unless given).
    /// - Throws: `ComponentError` naming the entry that failed, or the second retry view
    ///   (COMPONENTS.md §5: at most one per screen).
    public func makeScene(textEngine: TextEngine = .current) throws -> Scene {
        try makeAnimatedScene(textEngine: textEngine).scene
    }

    /// The scene, as `makeScene`, with the animations of its `AnimatedComponent`s (the journal
    /// grid's wobble in selection mode) on the nodes they drew.
    public func makeAnimatedScene(textEngine: TextEngine = .current) throws -> (scene: Scene, timeline: Timeline) {
        try TextEngine.$current.withValue(textEngine) { try makeNodes() }
    }

    /// The screen as one view tree (`ComponentScreen`): a layer per entry, laid out and drawn once.
    private func makeNodes() throws -> (scene: Scene, timeline: Timeline) {
        let (device, theme, content) = (device, theme, content)
        let drawn = try ComponentScreen.draw(on: device, names: { content.map(\.name) }) {
            try ComponentScreen.layers(of: content, on: device, theme: theme)
        }
        var nodes: [SceneNode] = []
        var timeline = Timeline()
        for (entry, made) in zip(content, drawn) {
            nodes += made
            if case .component(let spec) = entry, let animated = spec.component as? any AnimatedComponent {
                timeline.append(animated.animations(of: made, on: device, theme: theme))
            }
        }
        // A component drawn whole (a journal grid's whole content) makes the screen taller.
        var height = device.size.height
        for case .component(let spec) in content {
            if let extending = spec.component as? any ScreenExtending {
                height = max(height, try extending.screenHeight(on: device, theme: theme))
            }
        }
        return (Scene(size: Size(width: device.size.width, height: height), scale: device.scale,
                      background: theme.colors.screenBackground, nodes: nodes), timeline)
    }
}

/// A screen may show one retry view: seed 000's `CommonRetryView.show()` returns without
/// adding a second one (it looks for its tag among the screen's subviews).
struct SecondRetryView: Error, CustomStringConvertible {
    var description: String { "a screen shows at most one retry view; this scene has a second" }
}

/// A component that may need a screen taller than the device's: the screen grows to
/// `screenHeight`, for one tall image of a scrolling component's whole content.
public protocol ScreenExtending {
    /// The screen height the component needs on `device`; the device's height when it needs no more.
    func screenHeight(on device: Device, theme: Theme) throws -> Double
}
