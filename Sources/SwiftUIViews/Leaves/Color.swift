import Foundation
import ViewKit

/// How a shape or text is painted (SwiftUI's `ShapeStyle`): here a color, resolved for the environment.
public protocol ShapeStyle: Sendable {
    /// The color this style paints with in `environment`.
    func _resolvedColor(in environment: EnvironmentValues) -> UIColor
}

/// Any shape style.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { base = style }
    public func _resolvedColor(in environment: EnvironmentValues) -> UIColor { base._resolvedColor(in: environment) }
    func resolve(in environment: EnvironmentValues) -> UIColor { base._resolvedColor(in: environment) }
}

/// The foreground's levels (SwiftUI's `HierarchicalShapeStyle`): `.primary` ... `.quaternary`,
/// UIKit's label colors.
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public func _resolvedColor(in environment: EnvironmentValues) -> UIColor {
        let base = environment.foregroundStyle.map { $0.resolve(in: environment) }
        if let base, level > 0 { return base.withAlphaComponent(base.cgColor.alpha * [1, 0.6, 0.3, 0.18][level]) }
        if let base { return base }
        return [UIColor.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel][level].resolvedColor(with: environment.traits)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// The tint (SwiftUI's `TintShapeStyle`): the accent color unless `.tint` sets another.
public struct TintShapeStyle: ShapeStyle {
    public func _resolvedColor(in environment: EnvironmentValues) -> UIColor { environment.tintColor }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A color (SwiftUI's `Color`): a view that fills the space it is offered, and a shape style.
/// The named colors are UIKit's system colors with their light and dark values (ViewKit's
/// `UIColor`), resolved for the environment's color scheme.
public struct Color: View, ShapeStyle, Hashable, CustomStringConvertible, PrimitiveView {
    let uiColor: UIColor

    public init(uiColor: UIColor) { self.uiColor = uiColor }
    public init(_ uiColor: UIColor) { self.uiColor = uiColor }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        uiColor = UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
    }
    public init(white: Double, opacity: Double = 1) { uiColor = UIColor(white: CGFloat(white), alpha: CGFloat(opacity)) }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        uiColor = UIColor(hue: CGFloat(hue), saturation: CGFloat(saturation), brightness: CGFloat(brightness), alpha: CGFloat(opacity))
    }

    public func opacity(_ opacity: Double) -> Color {
        Color(uiColor: UIColor { [uiColor] traits in
            let resolved = uiColor.resolvedColor(with: traits)
            return resolved.withAlphaComponent(resolved.cgColor.alpha * CGFloat(opacity))
        })
    }

    nonisolated public func _resolvedColor(in environment: EnvironmentValues) -> UIColor {
        uiColor.resolvedColor(with: environment.traits)
    }
    nonisolated public var description: String { "\(uiColor)" }
    public var body: Never { primitiveBody(self) }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        nodes.append(ShapeNode(shape: Rectangle(), fill: _resolvedColor(in: context.environment), stroke: nil,
                               shadow: context.environment.shadow, typeName: "Color"))
    }

    public static let black = Color(uiColor: .black)
    public static let white = Color(uiColor: .white)
    public static let clear = Color(uiColor: .clear)
    public static let red = Color(uiColor: .systemRed)
    public static let orange = Color(uiColor: .systemOrange)
    public static let yellow = Color(uiColor: .systemYellow)
    public static let green = Color(uiColor: .systemGreen)
    public static let mint = Color(uiColor: .systemMint)
    public static let teal = Color(uiColor: .systemTeal)
    public static let cyan = Color(uiColor: .systemCyan)
    public static let blue = Color(uiColor: .systemBlue)
    public static let indigo = Color(uiColor: .systemIndigo)
    public static let purple = Color(uiColor: .systemPurple)
    public static let pink = Color(uiColor: .systemPink)
    public static let brown = Color(uiColor: .systemBrown)
    public static let gray = Color(uiColor: .systemGray)
    /// The label colors.
    public static let primary = Color(uiColor: .label)
    public static let secondary = Color(uiColor: .secondaryLabel)
    /// The app's accent: system blue, as an app without an accent color asset has.
    public static let accentColor = Color(uiColor: .systemBlue)
}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var accentColor: Color { Color.accentColor }
}
