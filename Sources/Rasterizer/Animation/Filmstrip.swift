import LayoutEngine

// A contact sheet of an animation's frames: each frame shrunk by a whole factor (every
// thumbnail pixel the rounded mean of a factor x factor block of premultiplied pixels, so the
// result is exact integer arithmetic) and laid left to right, top to bottom, on a light gray
// sheet, the way video tools show a clip's frames side by side.

/// Collects frames into one sheet of thumbnails.
public struct Filmstrip: Sendable {
    /// The widest a thumbnail is, in pixels.
    public static let thumbnailWidth = 240
    /// Thumbnails in a row.
    public let columns: Int
    /// Pixels between thumbnails and around the sheet.
    public static let gap = 8
    /// iOS's systemGray6, so that white frames stand out.
    public static let sheetColor = Color(red: 242, green: 242, blue: 247, alpha: 255)
    private var thumbnails: [Bitmap] = []

    public init(columns: Int = 10) { self.columns = max(1, columns) }

    /// How many frames the sheet holds.
    public var count: Int { thumbnails.count }

    /// Adds `frame` as the next thumbnail.
    public mutating func add(_ frame: Bitmap) {
        let factor = max(1, (frame.width + Self.thumbnailWidth - 1) / Self.thumbnailWidth)
        let w = max(1, frame.width / factor), h = max(1, frame.height / factor)
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        let count = UInt32(factor * factor)
        frame.pixels.withUnsafeBufferPointer { source in
            for y in 0..<h {
                for x in 0..<w {
                    var sums: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
                    for sy in y * factor..<min(frame.height, (y + 1) * factor) {
                        var i = (sy * frame.width + x * factor) * 4
                        for _ in 0..<factor {
                            sums.0 += UInt32(source[i]); sums.1 += UInt32(source[i + 1])
                            sums.2 += UInt32(source[i + 2]); sums.3 += UInt32(source[i + 3])
                            i += 4
                        }
                    }
                    let d = (y * w + x) * 4
                    pixels[d] = UInt8((sums.0 + count / 2) / count); pixels[d + 1] = UInt8((sums.1 + count / 2) / count)
                    pixels[d + 2] = UInt8((sums.2 + count / 2) / count); pixels[d + 3] = UInt8((sums.3 + count / 2) / count)
                }
            }
        }
        thumbnails.append(Bitmap(checkedWidth: w, height: h, pixels: pixels))
    }

    /// The sheet: thumbnails in rows of `columns`, each cell the size of the largest thumbnail.
    public func sheet() throws(CanvasError) -> Bitmap {
        let cellWidth = thumbnails.map(\.width).max() ?? 1, cellHeight = thumbnails.map(\.height).max() ?? 1
        let across = min(columns, max(1, thumbnails.count))
        let rows = max(1, (thumbnails.count + across - 1) / across)
        let gap = Self.gap
        var canvas = try Canvas(width: gap + across * (cellWidth + gap), height: gap + rows * (cellHeight + gap),
                                background: Self.sheetColor)
        let sheetWidth = canvas.width
        canvas.surfaces[0].withPackedPixels { sheet in
            for (index, thumbnail) in thumbnails.enumerated() {
                let left = gap + (index % across) * (cellWidth + gap), top = gap + (index / across) * (cellHeight + gap)
                thumbnail.pixels.withUnsafeBytes { raw in
                    let source = raw.bindMemory(to: UInt32.self)
                    for y in 0..<thumbnail.height {
                        for x in 0..<thumbnail.width {
                            let under = sheet[(top + y) * sheetWidth + left + x]
                            sheet[(top + y) * sheetWidth + left + x] = Blend.sourceOver(source[y * thumbnail.width + x], under)
                        }
                    }
                }
            }
        }
        return canvas.bitmap
    }
}
