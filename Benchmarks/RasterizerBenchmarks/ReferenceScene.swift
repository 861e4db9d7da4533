import Foundation
import LayoutEngine
import Rasterizer

/// Issue 2's reference scene, read from `Benchmarks/peers/raster_scene.json` (the same file
/// `raster_peers.py` gives cairo and Skia): drawing operations in device pixels at scale 1.
struct ReferenceScene: Decodable {
    struct Operation: Decodable {
        var kind: String
        var x, y, width, height, radius: Double?
        var x0, y0, x1, y1: Double?
        var color: Color
    }
    var width: Int
    var height: Int
    var background: Color
    var ops: [Operation]

    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("peers/raster_scene.json").path

    static func load() throws -> ReferenceScene {
        try JSONDecoder().decode(ReferenceScene.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// A fresh canvas with every operation drawn, in order.
    func draw() throws -> Canvas {
        var canvas = try Canvas(width: width, height: height, background: background)
        for op in ops {
            let rect = Rect(x: op.x ?? 0, y: op.y ?? 0, width: op.width ?? 0, height: op.height ?? 0)
            switch op.kind {
            case "rect":
                canvas.fill(rect, paint: .solid(op.color))
            case "roundedRect":
                canvas.fill(Path(roundedRect: rect, radii: CornerRadii(all: op.radius ?? 0)), paint: .solid(op.color))
            case "line":
                let line = Path(elements: [.move(Point(x: op.x0 ?? 0, y: op.y0 ?? 0)), .line(Point(x: op.x1 ?? 0, y: op.y1 ?? 0))])
                canvas.stroke(line, style: Stroke(width: op.width ?? 1, color: op.color))
            default:
                continue
            }
        }
        return canvas
    }
}
