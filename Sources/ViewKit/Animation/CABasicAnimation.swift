import Foundation

/// An animation between two values of one layer property (Core Animation's
/// `CABasicAnimation`): `fromValue`, `toValue` and `byValue` as Core Animation reads them (a
/// missing end is the layer's model value). Drawn by `UIView.makeScene(at:)`; the properties
/// drawn are listed in `LayerAnimationTimeline`.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}
