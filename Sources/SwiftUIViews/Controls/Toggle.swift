import Foundation
import ViewKit

/// A switch with a label (SwiftUI's `Toggle`), drawn as iOS draws it in a row: the label on the
/// leading side, the switch (ViewKit's `UISwitch`, 51 x 31) on the trailing side, the row as wide
/// as it is offered.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
    public var body: some View {
        HStack {
            label
            Spacer()
            SwitchView(isOn: isOn.wrappedValue)
        }
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// The switch of a toggle: ViewKit's `UISwitch`, in the environment's tint and color scheme.
struct SwitchView: View, PrimitiveView {
    let isOn: Bool
    var body: Never { primitiveBody(self) }
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        nodes.append(UIKitViewNode(typeName: "Toggle", size: CGSize(width: 51, height: 31)) {
            let control = UISwitch()
            control.isOn = isOn
            control.isEnabled = context.environment.isEnabled
            if context.environment.tint != nil { control.onTintColor = context.environment.tintColor }
            control.overrideUserInterfaceStyle = context.environment.colorScheme == .dark ? .dark : .light
            return control
        })
    }
}

/// A ViewKit view of a fixed size, made when drawn.
final class UIKitViewNode: LayoutNode {
    let size: CGSize
    let make: () -> UIView
    init(typeName: String, size: CGSize, make: @escaping () -> UIView) {
        self.size = size
        self.make = make
        super.init(typeName: typeName)
    }
    override func measure(_ proposal: ProposedViewSize) -> CGSize { size }
    override func render(into container: UIView, origin: CGPoint, canvas: RenderCanvas) {
        let view = make()
        view.frame = canvas.viewFrame(frame, origin: origin)
        container.addSubview(view)
    }
}
