import Foundation
import LayoutEngine

#if !canImport(CoreGraphics)
/// A shape, as Core Graphics' path (what `UIBezierPath.cgPath` gives `layer.shadowPath`).
public final class CGPath: @unchecked Sendable {
    let path: Path
    let bounds: Rect
    /// The corner radii when it is a rounded rectangle (a plain one has zero radii); nil for an oval.
    let radii: CornerRadii?
    init(path: Path, bounds: Rect, radii: CornerRadii?) {
        self.path = path; self.bounds = bounds; self.radii = radii
    }
    /// The smallest rectangle holding the path.
    public var boundingBox: CGRect { CGRect(bounds) }
}
#endif
