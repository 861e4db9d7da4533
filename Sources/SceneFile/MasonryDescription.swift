import LayoutEngine

/// A masonry grid as `layout-render masonry` reads it:
/// ```json
/// {"width": 375, "columns": 2, "columnSpacing": 10, "itemSpacing": 10,
///  "insets": {"top": 0, "left": 0, "bottom": 0, "right": 0},
///  "direction": "shortestFirst", "scale": 2,
///  "items": [{"width": 300, "height": 400}, {"height": 120}]}
/// ```
/// An item with a width keeps its aspect ratio at the column width; one with a height only keeps
/// that height. Every value is checked where it stands, so an error names its line and path.
public struct MasonryDescription: Decodable, Sendable {
    /// The placed grid.
    public let layout: MasonryLayout

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case width, columns, columnSpacing, itemSpacing, insets, direction, scale, items, minimumContentHeight
    }
    private enum InsetKeys: String, CodingKey, CaseIterable { case top, left, bottom, right }
    private enum ItemKeys: String, CodingKey, CaseIterable { case width, height }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(allowed: CodingKeys.allCases.map(\.rawValue))
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let limit = 10_000_000.0
        let width = try c.number(.width, in: 0...limit)
        let columns = try c.decodeIfPresent(Int.self, forKey: .columns) ?? 2
        guard (1...1000).contains(columns) else {
            throw DecodingError.dataCorruptedError(forKey: .columns, in: c, debugDescription: "expected 1 to 1000 columns, found \(columns)")
        }
        var insets = EdgeInsets.zero
        if c.contains(.insets) {
            try c.superDecoder(forKey: .insets).rejectUnknownKeys(allowed: InsetKeys.allCases.map(\.rawValue))
            let i = try c.nestedContainer(keyedBy: InsetKeys.self, forKey: .insets)
            insets = EdgeInsets(top: try i.number(.top, in: 0...limit, default: 0), left: try i.number(.left, in: 0...limit, default: 0),
                                bottom: try i.number(.bottom, in: 0...limit, default: 0), right: try i.number(.right, in: 0...limit, default: 0))
        }
        let section = MasonrySection(columns: columns, columnSpacing: try c.number(.columnSpacing, in: 0...limit, default: 10),
                                     itemSpacing: try c.number(.itemSpacing, in: 0...limit, default: 10), insets: insets,
                                     order: try c.choice(.direction, default: MasonryItemOrder.shortestFirst))
        let scale = try c.number(.scale, in: 0.1...100, default: 1)
        let minimumContentHeight = try c.number(.minimumContentHeight, in: 0...limit, default: 0)
        var layout: MasonryLayout
        do {
            layout = try MasonryLayout(width: width, scale: scale, sections: [section], minimumContentHeight: minimumContentHeight)
        } catch {
            // The one error left after every number was checked: columns narrower than a pixel.
            throw DecodingError.dataCorruptedError(forKey: .columns, in: c, debugDescription: error.message)
        }
        var items = try c.nestedUnkeyedContainer(forKey: .items)
        while !items.isAtEnd {
            let itemDecoder = try items.superDecoder()
            try itemDecoder.rejectUnknownKeys(allowed: ItemKeys.allCases.map(\.rawValue))
            let item = try itemDecoder.container(keyedBy: ItemKeys.self)
            let height = try item.number(.height, in: 0...limit)
            let size: MasonryItemSize = item.contains(.width)
                ? .aspect(width: try item.number(.width, in: 0...limit), height: height) : .height(height)
            try layout.append(size)
        }
        self.layout = layout
    }

    /// `{"columnWidth":cw,"contentHeight":h,"items":[{"column":c,"frame":{"x","y","width","height"}}]}`.
    public var json: String {
        let n = FrameReport.number
        let items = (0..<layout.itemCount()).map { i -> String in
            let f = layout.frame(ofItem: i)
            return "{\"column\":\(layout.column(ofItem: i)),\"frame\":{\"x\":\(n(f.minX)),\"y\":\(n(f.minY)),"
                + "\"width\":\(n(f.width)),\"height\":\(n(f.height))}}"
        }
        return "{\"columnWidth\":\(n(layout.columnWidth())),\"contentHeight\":\(n(layout.contentHeight)),"
            + "\"items\":[\(items.joined(separator: ","))]}"
    }
}
