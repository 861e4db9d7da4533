import Foundation

/// A button (SwiftUI's `Button`), drawn at rest as iOS draws it: its label in the tint color
/// (the default style), or in a tinted capsule-cornered box (`.bordered`), or white on the tint
/// (`.borderedProminent`). The action is kept and never called: nothing taps a snapshot.
public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    let action: () -> Void
    @Environment(\.buttonStyle) private var style
    @Environment(\.isEnabled) private var isEnabled

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = nil
        self.action = action
    }
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }

    public var body: some View {
        let tint: Color = role == .destructive ? .red : .accentColor
        switch style {
        case .automatic, .plain, .borderless:
            label.foregroundStyle(style == .plain ? Color.primary : tint)
                .opacity(isEnabled ? 1 : 0.35)
        case .bordered:
            // iOS 17's bordered button: the tint at 15% behind the label, 14 x 7 padding, 6-point corners.
            label.foregroundStyle(tint)
                .padding(.horizontal, 14).padding(.vertical, 7)
                .background(tint.opacity(0.15), in: RoundedRectangle(cornerRadius: 6))
                .opacity(isEnabled ? 1 : 0.35)
        case .borderedProminent:
            label.foregroundStyle(Color.white)
                .padding(.horizontal, 14).padding(.vertical, 7)
                .background(tint, in: RoundedRectangle(cornerRadius: 6))
                .opacity(isEnabled ? 1 : 0.35)
        }
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

/// What a button does (SwiftUI's `ButtonRole`): a destructive one is red.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// The button styles iOS ships (SwiftUI's `.automatic`, `.plain`, `.borderless`, `.bordered`,
/// `.borderedProminent`).
public enum ButtonStyleKind: Hashable, Sendable {
    case automatic, plain, borderless, bordered, borderedProminent
}

/// A button style by name: `.buttonStyle(.bordered)`.
public struct PrimitiveButtonStyleName: Sendable {
    let kind: ButtonStyleKind
    public static let automatic = PrimitiveButtonStyleName(kind: .automatic)
    public static let plain = PrimitiveButtonStyleName(kind: .plain)
    public static let borderless = PrimitiveButtonStyleName(kind: .borderless)
    public static let bordered = PrimitiveButtonStyleName(kind: .bordered)
    public static let borderedProminent = PrimitiveButtonStyleName(kind: .borderedProminent)
}

private enum ButtonStyleKey: EnvironmentKey { static let defaultValue = ButtonStyleKind.automatic }

extension EnvironmentValues {
    var buttonStyle: ButtonStyleKind {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    public func buttonStyle(_ style: PrimitiveButtonStyleName) -> some View {
        environment(\.buttonStyle, style.kind)
    }
}
