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

    /// `modalTransitionStyle = .crossDissolve`: the presented controller's view fades in over the
    /// presenting one. UIKit does not document the transition's duration; 0.4 s is what a
    /// crossDissolve presentation is measured to take (quanshousio/ToastUI issue #35: "It seems
    /// that current duration is 0.4", a library that presents with `.crossDissolve`), on
    /// `UIView.transition`'s default curve, ease in and out.
    static let crossDissolveDuration = 0.4

    /// `ids` (the presented view's top-level nodes) fading in from 0 over `crossDissolveDuration`.
    /// Each node fades on its own: where they overlap (the card over the dim) the dim shows through
    /// the card a little mid-fade, which one group opacity over the presented view would not.
    static func crossDissolve(_ ids: [String]) -> Timeline {
        var timeline = Timeline()
        let timing = try! MediaTiming(duration: crossDissolveDuration, fillMode: .backwards)
        let fade = try! BasicAnimation(keyPath: .opacity, fromValue: 0, toValue: 1, timingFunction: .easeInEaseOut, timing: timing)
        for id in ids { timeline.add(.basic(fade), to: id) }
        return timeline
    }
}

extension AlertModal: AnimatedComponent {
    /// Seed 000's `show()`: `modalTransitionStyle = .crossDissolve` over full screen, when
    /// `animatesPresentation` (scene-file key `animatePresentation`).
    public func animations(of nodes: [SceneNode], on device: Device, theme: Theme) -> Timeline {
        animatesPresentation ? PresentationAnimation.crossDissolve(nodes.map(\.id)) : Timeline()
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
