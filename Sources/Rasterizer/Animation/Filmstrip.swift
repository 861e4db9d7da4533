import LayoutEngine

// A contact sheet of an animation's frames: each frame shrunk by a whole factor (every
// thumbnail pixel the rounded mean of a factor x factor block of premultiplied pixels, so the
// result is exact integer arithmetic) and laid left to right, top to bottom, on a light gray
// sheet, the way video tools show a clip's frames side by side. A long animation fills several
// sheets (pages) of a bounded size, each written and dropped before the next one starts, so any
// number of frames makes a contact sheet in bounded memory.

/// Collects frames into sheets of thumbnails.
public struct Filmstrip: Sendable {
    /// The widest a thumbnail is, in pixels.
    public static let thumbnailWidth = 240
    /// The tallest a thumbnail is, in pixels: a frame of a long scroll shrinks by its height too,
    /// so a row of the sheet stays far within the canvas's side (`Canvas.maxSide`).
    public static let thumbnailHeight = 1024
    /// The most pixels of one sheet, 64 MB of RGBA: more thumbnails than fit go to the next page.
    /// A quarter of `Canvas.maxPixels`, so a sheet and its encoding stay cheap beside the frames.
    public static let pagePixels = 1 << 24
    /// The most thumbnails in a row: 60 of the widest, with their gaps, are 14,888 pixels, within
    /// `Canvas.maxSide`.
    public static let maximumColumns = 60
    /// Thumbnails in a row.
    public let columns: Int
    /// Pixels between thumbnails and around the sheet.
    public static let gap = 8
    /// iOS's systemGray6, so that white frames stand out.
    public static let sheetColor = Color(red: 242, green: 242, blue: 247, alpha: 255)
    private var thumbnails: [Bitmap] = []

    /// How many thumbnails one sheet holds, set by the first thumbnail's size (the frames of one
    /// animation share it): rows of `columns` up to `pagePixels` and `Canvas.maxSide`, at least one.
    public private(set) var capacity: Int?

    public init(columns: Int = 10) { self.columns = min(Self.maximumColumns, max(1, columns)) }

    /// How many frames the sheet holds.
    public var count: Int { thumbnails.count }

    /// The sheet holds `capacity` thumbnails: write `sheet()`, then `startNextSheet()`.
    public var isFull: Bool { capacity.map { count >= $0 } ?? false }

    /// Empties the sheet for the next page (the capacity stays).
    public mutating func startNextSheet() { thumbnails.removeAll() }

    /// The whole factor a frame of `width` x `height` pixels shrinks by: to at most
    /// `thumbnailWidth` wide and `thumbnailHeight` tall.
    static func factor(width: Int, height: Int) -> Int {
        max(1, (width + thumbnailWidth - 1) / thumbnailWidth, (height + thumbnailHeight - 1) / thumbnailHeight)
    }

    /// Rows of `columns` cells of `width` x `height` that fit one sheet.
    func capacity(cellWidth width: Int, cellHeight height: Int) -> Int {
        let gap = Self.gap
        let sheetWidth = gap + columns * (width + gap)
        let tallest = min(Canvas.maxSide, Self.pagePixels / sheetWidth)
        return columns * max(1, (tallest - gap) / (height + gap))
    }

    /// Adds `frame` as the next thumbnail.
    public mutating func add(_ frame: Bitmap) {
        let factor = Self.factor(width: frame.width, height: frame.height)
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
        if capacity == nil { capacity = capacity(cellWidth: w, cellHeight: h) }
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
