import LayoutEngine
import Foundation

extension LoadingOverlay: Component {
    /// Spoke geometry of the 37-point spinner: 3 x 9-point capsules whose centers sit on
    /// a 13-point circle, the trailing spokes fading to 30% (the look of
    /// UIActivityIndicatorView's large style).
    static let spokeSize = Size(width: 3, height: 9)
    static let spokeOrbit = 13.0
    static let faintestSpoke = 0.3

    /// The component laid out on `device` in `theme` (see `Component`).
    public func sceneNodes(on device: Device, theme: Theme) throws -> [SceneNode] {
        let layout = ComponentLayout(device: device, theme: theme)
        let (system, screen) = (layout.system, layout.screen)
        let blocker = system.node("loading.blocker", in: screen)
        let spinner = system.node("loading.spinner", in: screen)
        system.constrain(blocker) { $0.frame.edges(equalTo: screen.frame) }
        system.constrain(spinner) {
            $0.width == LoadingOverlay.spinnerSide
            $0.height == LoadingOverlay.spinnerSide
            $0.centerX == screen.centerX
            $0.centerY == screen.centerY
        }
        let solved = try layout.solve()
        var nodes: [SceneNode] = []
        // Clear: it only stands for the blocked input (the seed's `isUserInteractionEnabled = false`).
        if blocksInput(at: time) { nodes.append(try solved.box("loading.blocker")) }
        if spinnerVisible(at: time) {
            let frame = try solved.frame("loading.spinner")
            nodes.append(SceneNode(id: "loading.spinner", frame: frame,
                                   children: spokes(in: frame, color: theme.colors.systemGray)).relativeToParents())
        }
        return nodes
    }

    /// The spokes, clockwise from 12 o'clock, the leading one opaque and each one behind
    /// it fainter.
    private func spokes(in frame: Rect, color: Color) -> [SceneNode] {
        let count = LoadingOverlay.spokeCount, leading = leadingSpoke(at: time)
        let size = LoadingOverlay.spokeSize
        return (0..<count).map { index in
            let angle = 2 * Double.pi * Double(index) / Double(count)
            let center = Point(x: frame.midX + LoadingOverlay.spokeOrbit * sin(angle),
                               y: frame.midY - LoadingOverlay.spokeOrbit * cos(angle))
            let age = (leading - index + count) % count
            let opacity = 1 - (1 - LoadingOverlay.faintestSpoke) * Double(age) / Double(count - 1)
            return SceneNode(id: "loading.spinner.\(index)",
                             frame: Rect(x: center.x - size.width / 2, y: center.y - size.height / 2,
                                         width: size.width, height: size.height),
                             fill: .solid(color), cornerRadii: CornerRadii(all: size.width / 2),
                             opacity: opacity, transform: AffineTransform(rotationAngle: angle))
        }
    }
}
