/// Where an image of a given size goes inside a view's bounds: UIKit's `UIView.ContentMode`, the
/// thirteen cases in UIKit's order (`scaleToFill` = 0 ... `bottomRight` = 12).
///
/// The geometry follows UIKit's documentation of each case: `scaleToFill` stretches to the bounds,
/// `scaleAspectFit` scales by min(bw / iw, bh / ih) and centers, `scaleAspectFill` by the max and
/// centers (overflowing the bounds, which only `clipsToBounds` cuts), and the nine position cases
/// keep the image's own size in points and align it to a side, a corner or the center.
/// `redraw` draws as `scaleToFill` does: for an image view the redraw happens on bounds changes,
/// and the picture drawn is the stretched one.
public enum ContentMode: String, Sendable, Hashable, Codable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw
    case center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight

    /// The rectangle, in the coordinates of `bounds`, that an image of `imageSize` points
    /// occupies. An empty image or bounds gives an empty rectangle at the bounds' origin for the
    /// scaling modes (nothing to scale); the position modes still place the image's own size.
    public func rect(for imageSize: Size, in bounds: Rect) -> Rect {
        let iw = imageSize.width, ih = imageSize.height
        switch self {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            guard iw > 0, ih > 0, bounds.width > 0, bounds.height > 0 else {
                return Rect(origin: bounds.origin, size: .zero)
            }
            let sx = bounds.width / iw, sy = bounds.height / ih
            let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = iw * s, h = ih * s
            return Rect(x: bounds.minX + (bounds.width - w) / 2, y: bounds.minY + (bounds.height - h) / 2, width: w, height: h)
        default:
            let x: Double, y: Double
            switch self {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - iw
            default: x = bounds.minX + (bounds.width - iw) / 2
            }
            switch self {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - ih
            default: y = bounds.minY + (bounds.height - ih) / 2
            }
            return Rect(x: x, y: y, width: iw, height: ih)
        }
    }
}
