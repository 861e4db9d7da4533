import LayoutEngine
/// The constraint layout of one component on a device's screen: a `LayoutSystem` at the
/// device's scale whose root is the screen (with its safe area), and labels whose
/// intrinsic size the text engine measures at the width the solver proposes.
struct ComponentLayout {
    let device: Device
    let theme: Theme
    let system: LayoutSystem
    /// The root: the whole screen, with the device's safe area as its safe-area guide.
    let screen: LayoutNode

    init(device: Device, theme: Theme) {
        self.device = device
        self.theme = theme
        system = LayoutSystem(scale: device.scale, layoutDirection: ComponentScene.layoutDirection)
        screen = system.root("screen", size: device.size, safeArea: device.safeArea)
    }

    /// A node sized by `text` set in `style`: its natural width when nothing constrains
    /// it, and its height at whatever width the constraints give it (UILabel's intrinsic
    /// size with `numberOfLines`). Empty text has no size, as an empty UILabel.
    func label(_ id: String, in parent: LayoutNode, _ text: String, style: TypeStyle,
               alignment: TextAlignment = .center, lines: Int = 0) -> LayoutNode {
        let textStyle = style.textStyle(alignment: alignment, lines: lines)
        let engine = TextEngine.current
        let scale = device.scale
        return system.node(id, in: parent) { width in
            guard !text.isEmpty else { return .zero }
            // A measuring failure (a missing font) reappears, thrown, when the text is set
            // for drawing at its final width; here it only means "no size".
            return (try? engine.layout(text, style: textStyle, maxWidth: width, scale: scale))?.size ?? .zero
        }
    }

    /// The natural one-line size of `text` in `style` (zero for empty text), for labels
    /// whose width the design fixes to their text, such as a counter.
    func naturalSize(of text: String, style: TypeStyle) throws -> Size {
        guard !text.isEmpty else { return .zero }
        return try TextEngine.current.layout(text, style: style.textStyle(alignment: .left, lines: 1),
                                            maxWidth: nil, scale: device.scale).size
    }

    /// Solves the constraints into the frames the drawing step reads.
    /// - Throws: the solver's errors, or `ImpossibleFrame` when a configuration's numbers
    ///   (a negative height given in Swift, say) leave a node with a negative or
    ///   non-finite size.
    func solve() throws -> SolvedLayout {
        let result = try system.solve()
        if !result.ambiguous.isEmpty { ComponentScreen.ambiguityObserver?.observe(result.ambiguous.map { "\($0)" }) }
        for id in result.order {
            guard let frame = result.frame(id) else { continue }
            let values = [frame.minX, frame.minY, frame.width, frame.height]
            if values.contains(where: { !$0.isFinite }) || frame.width < 0 || frame.height < 0 {
                throw ImpossibleFrame(id: id, frame: frame)
            }
        }
        return SolvedLayout(result: result, device: device, theme: theme)
    }
}
