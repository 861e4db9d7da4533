import ArgumentParser
import Foundation
import LayoutEngine
import DesignSystem
import SceneFile
import Previews
import Rasterizer

/// `layout-render render SCENE -o OUT.png`: lays out and draws any scene file to a PNG.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a scene file (raw nodes or components, JSON or YAML) to a PNG.",
        discussion: """
            A raw scene gives a size, a scale and nodes: {"size": {"width": 200, "height": 100}, "scale": 2, \
            "nodes": [{"id": "r1", "frame": {"x": 10, "y": 20, "width": 50, "height": 30}, "fill": "#FF0000"}]}. \
            A component scene names a device and its content: {"device": "iphone15", "content": \
            [{"component": "modal", "title": "…"}]}. docs/scene.schema.json documents every key. \
            The PNG is written atomically: a failed render leaves any existing file untouched. \
            Exit status 2 when the scene cannot be read, laid out or drawn.
            """)

    @Argument(help: "The scene file (.json, .yaml or .yml).")
    var scene: String

    @Option(name: .shortAndLong, help: "The PNG file to write; - writes it to standard output.")
    var output: String

    @Option(parsing: .unconditional, help: "Pixels per point, overriding the scene's scale (0.1 to 8).")
    var scale: Double?

    @Option(parsing: .unconditional, help: "zlib compression level, 0 (none) to 9 (smallest).")
    var compressionLevel: Int = PNGEncoder.fast.compressionLevel

    @Option(help: "PNG row filter.")
    var filter: PNGEncoder.RowFilter = PNGEncoder.fast.rowFilter

    @Option(help: "Draw the scene's animations at this time in seconds (its \"animations\" and the components' own, e.g. the journal grid's wobble in selection mode).")
    var time: Double?

    @Option(help: "START:END:STEP seconds: write OUTPUT/frame-NNNN.png for each time, OUTPUT/filmstrip.png and the animated OUTPUT/animation.png (APNG); OUTPUT is a directory.")
    var frames: String?

    func validate() throws {
        if let scale, !(scale.isFinite && (0.1...8).contains(scale)) {
            throw ValidationError("--scale must be between 0.1 and 8, got \(scale)")
        }
        guard (0...9).contains(compressionLevel) else {
            throw ValidationError("--compression-level must be between 0 and 9, got \(compressionLevel)")
        }
        try validateAnimationOptions()
    }

    func run() throws {
        if time != nil || frames != nil { return try renderAnimation() }
        do {
            var laidOut = try SceneDocument.load(path: scene).makeScene()
            if let scale { laidOut.scale = scale }
            let bitmap = try ScenePainter().render(laidOut)
            let encoder = PNGEncoder(compressionLevel: compressionLevel, rowFilter: filter)
            let bytes = try encoder.encode(bitmap)
            try OutputFile.write(bytes, to: output)
            OutputFile.report("\(output): \(bitmap.width)x\(bitmap.height) px, \(bytes.count) bytes", for: output)
        } catch {
            throw InputError(error)
        }
    }
}

extension PNGEncoder.RowFilter: ExpressibleByArgument {}
