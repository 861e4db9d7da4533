import Foundation
import LayoutEngine

/// The pieces iOS's controls are drawn from, as scene nodes in a control's own coordinates: rounded
/// fills (a switch's track, a segment, a slider's track), white knobs with their two soft shadows,
/// and hairlines. One place for each, so the switch's and the slider's knobs are the same knob.
enum ControlShape {
    /// A rounded rectangle filled with `color`.
    static func fill(_ id: String, _ rect: CGRect, color: UIColor, radius: CGFloat, traits: UITraitCollection,
                     shadow: Shadow? = nil) -> SceneNode {
        SceneNode(id: id, frame: rect.engineRect, fill: .solid(color.color(for: traits)),
                  cornerRadii: CornerRadii(all: Double(min(radius, min(rect.width, rect.height) / 2))), shadow: shadow)
    }

    /// A knob (a switch's thumb, a slider's thumb, a selected segment): a fill with iOS's two
    /// shadows under it, a wide soft one and a tight one (each: vertical offset, blur radius as
    /// Core Animation's `shadowRadius`, half a CSS blur, and opacity), and a 0.5-point edge of
    /// black at 4%. The shadows are nodes of their own under the fill, as Core Animation draws a
    /// layer's shadows under its content.
    static func knob(_ id: String, _ rect: CGRect, color: UIColor, radius: CGFloat, traits: UITraitCollection,
                     wide: (y: Double, blur: Double, opacity: Double), tight: (y: Double, blur: Double, opacity: Double)) -> [SceneNode] {
        func shadow(y: Double, blur: Double, opacity: Double) -> Shadow {
            Shadow(offset: Point(x: 0, y: y), blurRadius: blur, color: Color(red: 0, green: 0, blue: 0, alpha: UInt8((opacity * 255).rounded())))
        }
        let radii = CornerRadii(all: Double(min(radius, min(rect.width, rect.height) / 2)))
        let wideNode = SceneNode(id: id + ".shadow", frame: rect.engineRect, cornerRadii: radii,
                                 shadow: shadow(y: wide.y, blur: wide.blur, opacity: wide.opacity))
        let tightNode = SceneNode(id: id + ".edgeShadow", frame: rect.engineRect, cornerRadii: radii,
                                  shadow: shadow(y: tight.y, blur: tight.blur, opacity: tight.opacity))
        let body = SceneNode(id: id, frame: rect.engineRect, fill: .solid(color.color(for: traits)),
                             border: Border(width: 0.5, color: Color(red: 0, green: 0, blue: 0, alpha: 10)), cornerRadii: radii)
        return [wideNode, tightNode, body]
    }

    /// A path stroked with round caps (a stepper's minus and plus, an activity indicator's spoke).
    static func stroke(_ id: String, _ path: Path, color: Color, width: Double, frame: CGRect) -> SceneNode {
        SceneNode(id: id, frame: frame.engineRect,
                  content: .path(path, fill: nil, stroke: Stroke(width: width, color: color, cap: .round, join: .round)))
    }
}
