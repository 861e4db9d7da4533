import LayoutEngine

/// The presentation of a sheet or a PanModal on the scene's timeline: the presented nodes rise
/// from the screen's bottom (a translation from the distance below their rest position to 0) and
/// the dim fades in, both on the presentation's spring, the same motion `progress` draws one frame of.
enum PresentationAnimation {
    /// `moving` rise from `distance` points below their place; `dim`, if drawn, fades in from 0.
    static func timeline(spring: PresentationSpring, moving: [String], distance: Double, dim: String?) -> Timeline {
        var timeline = Timeline()
        for id in moving { timeline.add(spring.animation(of: .translationY, from: distance, to: 0), to: id) }
        if let dim { timeline.add(spring.animation(of: .opacity, from: 0, to: 1), to: dim) }
        return timeline
    }
}

extension PanModal: AnimatedComponent {
    public func animations(of nodes: [SceneNode], on device: Device, theme: Theme) -> Timeline {
        guard animatesPresentation, let container = nodes.first(where: { $0.id == "panModal.container" }) else { return Timeline() }
        let moving = nodes.map(\.id).filter { $0 != "panModal.dim" }
        return PresentationAnimation.timeline(spring: .panModal, moving: moving,
                                              distance: device.size.height - container.frame.minY, dim: "panModal.dim")
    }
}

extension Sheet: AnimatedComponent {
    public func animations(of nodes: [SceneNode], on device: Device, theme: Theme) -> Timeline {
        guard animatesPresentation, let sheet = nodes.first(where: { $0.id == "sheet" }) else { return Timeline() }
        let dim = nodes.contains { $0.id == "sheet.dim" } ? "sheet.dim" : nil
        return PresentationAnimation.timeline(spring: .uiKitSheet, moving: ["sheet"],
                                              distance: device.size.height - sheet.frame.minY, dim: dim)
    }
}
