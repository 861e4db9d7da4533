import Foundation
import LayoutEngine

// UIKit's geometry types to and from the layout engine's, so that code holding an engine value (a
// sheet's frame from `SheetLayout`, a device's safe area) hands it to a view without spelling out
// each member.

extension CGRect {
    /// The rectangle of the layout engine's `rect`.
    public init(_ rect: Rect) { self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height) }
    /// The layout engine's rectangle.
    var engineRect: Rect { Rect(x: Double(origin.x), y: Double(origin.y), width: Double(size.width), height: Double(size.height)) }
}

extension CGSize {
    /// The size of the layout engine's `size`.
    public init(_ size: Size) { self.init(width: size.width, height: size.height) }
    /// The layout engine's size.
    var engineSize: Size { Size(width: Double(width), height: Double(height)) }
}

extension UIEdgeInsets {
    /// The insets of the layout engine's `insets`.
    public init(_ insets: EdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}
