import Foundation
import ViewKit

/// A key for a value of the environment (SwiftUI's `EnvironmentKey`): its default.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// What a view's surroundings give it (SwiftUI's `EnvironmentValues`): color scheme, type size,
/// direction, locale, font, colors and text settings, and a team's own keys. Each view passes
/// its environment to its children, changed by `.environment` and the modifiers that set one.
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(values.count) set)" }

    /// The environment of the body being evaluated, which `@Environment` reads.
    @MainActor static var current = EnvironmentValues()

    /// `make` run with `environment` as the current one.
    @MainActor static func evaluating<T>(_ environment: EnvironmentValues, _ make: () -> T) -> T {
        let saved = current
        current = environment
        defer { current = saved }
        return make()
    }
}

private enum ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private enum DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private enum LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private enum LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en_US") } }
private enum FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private enum LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private enum MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private enum TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private enum LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private enum DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 3 }
private enum ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
private enum IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private enum ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private enum TintKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private enum ShadowKey: EnvironmentKey { static let defaultValue: ShadowStyle? = nil }

extension EnvironmentValues {
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }
    var tint: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
    var shadow: ShadowStyle? {
        get { self[ShadowKey.self] }
        set { self[ShadowKey.self] = newValue }
    }

    /// UIKit's traits for this environment, which ViewKit's colors and fonts resolve with.
    var traits: UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: colorScheme == .dark ? .dark : .light),
            UITraitCollection(preferredContentSizeCategory: dynamicTypeSize.contentSizeCategory),
            UITraitCollection(layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight),
            UITraitCollection(displayScale: displayScale),
        ])
    }

    /// The color text and shapes take when nothing sets one: the foreground style, else `primary`.
    var foregroundColor: UIColor { (foregroundStyle ?? AnyShapeStyle(Color.primary)).resolve(in: self) }
    /// The accent: the tint, else the accent color.
    var tintColor: UIColor { (tint ?? AnyShapeStyle(Color.accentColor)).resolve(in: self) }
}

/// Light or dark appearance (SwiftUI's `ColorScheme`).
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

/// Reading order (SwiftUI's `LayoutDirection`): right to left mirrors leading and trailing.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

/// How text aligns its lines (SwiftUI's `TextAlignment`).
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// Dynamic Type's sizes (SwiftUI's `DynamicTypeSize`).
public enum DynamicTypeSize: Int, Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    var contentSizeCategory: UIContentSizeCategory {
        let categories: [UIContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
        return categories[rawValue]
    }
}

/// A value of the environment read in a view's body (SwiftUI's `@Environment`).
@propertyWrapper
public struct Environment<Value> {
    let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    @MainActor public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

/// Sets an environment value for a view and its children (`.environment(\.colorScheme, .dark)`).
struct EnvironmentModifier<Value>: PrimitiveModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value
    func makeNodes(content: ContentResolver, context: ResolveContext, into nodes: inout [LayoutNode]) {
        nodes += content(context.with { $0[keyPath: keyPath] = value })
    }
}

extension View {
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentModifier(keyPath: keyPath, value: value))
    }
    /// The color scheme of the whole presentation; here, of this view and its children.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(EnvironmentModifier(keyPath: \.colorScheme, value: colorScheme ?? .light))
    }
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        modifier(EnvironmentModifier(keyPath: \.dynamicTypeSize, value: size))
    }
    public func font(_ font: Font?) -> some View { modifier(EnvironmentModifier(keyPath: \.font, value: font)) }
    public func lineLimit(_ limit: Int?) -> some View { modifier(EnvironmentModifier(keyPath: \.lineLimit, value: limit)) }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(EnvironmentModifier(keyPath: \.multilineTextAlignment, value: alignment))
    }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modifier(EnvironmentModifier(keyPath: \.truncationMode, value: mode))
    }
    public func lineSpacing(_ spacing: CGFloat) -> some View {
        modifier(EnvironmentModifier(keyPath: \.lineSpacing, value: spacing))
    }
    public func imageScale(_ scale: Image.Scale) -> some View {
        modifier(EnvironmentModifier(keyPath: \.imageScale, value: scale))
    }
    public func disabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentModifier(keyPath: \.isEnabled, value: !disabled))
    }
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(EnvironmentModifier(keyPath: \.foregroundStyle, value: color.map { AnyShapeStyle($0) }))
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier(keyPath: \.foregroundStyle, value: AnyShapeStyle(style)))
    }
    public func tint(_ color: Color?) -> some View {
        modifier(EnvironmentModifier(keyPath: \.tint, value: color.map { AnyShapeStyle($0) }))
    }
    public func accentColor(_ color: Color?) -> some View { tint(color) }
}
