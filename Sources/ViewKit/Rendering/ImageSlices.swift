import Foundation
import LayoutEngine

/// A resizable image drawn as nine slices (UIKit's `resizableImage(withCapInsets:)`): the
/// corners keep their size, the edges stretch along one axis and the middle along both.
enum ImageSlices {
    static func nodes(id: String, pixels: ImageContent, scale: CGFloat, capInsets: UIEdgeInsets, in rect: Rect) -> [SceneNode] {
        let s = Double(scale)
        // Cap widths in pixels, clamped so opposite caps never overlap.
        func caps(_ a: CGFloat, _ b: CGFloat, _ total: Int) -> (Int, Int) {
            let first = min(max(0, Int((Double(a) * s).rounded())), total)
            return (first, min(max(0, Int((Double(b) * s).rounded())), total - first))
        }
        let (left, right) = caps(capInsets.left, capInsets.right, pixels.width)
        let (top, bottom) = caps(capInsets.top, capInsets.bottom, pixels.height)
        let columns = [(0, left), (left, pixels.width - left - right), (pixels.width - right, right)]
        let rows = [(0, top), (top, pixels.height - top - bottom), (pixels.height - bottom, bottom)]
        // Destination lengths in points: caps at their size (shrunk together when the rect is smaller).
        func spans(_ first: Int, _ last: Int, _ length: Double) -> [(Double, Double)] {
            let a = Double(first) / s, b = Double(last) / s
            let fit = a + b > length && a + b > 0 ? length / (a + b) : 1
            let start = a * fit, end = b * fit
            return [(0, start), (start, max(0, length - start - end)), (length - end, end)]
        }
        let xs = spans(left, right, rect.width), ys = spans(top, bottom, rect.height)
        var result: [SceneNode] = []
        for (r, row) in rows.enumerated() where row.1 > 0 && ys[r].1 > 0 {
            for (c, column) in columns.enumerated() where column.1 > 0 && xs[c].1 > 0 {
                var rgba = [UInt8]()
                rgba.reserveCapacity(column.1 * row.1 * 4)
                for y in row.0..<(row.0 + row.1) {
                    let start = (y * pixels.width + column.0) * 4
                    rgba += pixels.rgba[start..<(start + column.1 * 4)]
                }
                result.append(SceneNode(id: "\(id).image.\(r * 3 + c)",
                                        frame: Rect(x: rect.minX + xs[c].0, y: rect.minY + ys[r].0, width: xs[c].1, height: ys[r].1),
                                        content: .image(ImageContent(width: column.1, height: row.1, rgba: rgba))))
            }
        }
        return result
    }
}
