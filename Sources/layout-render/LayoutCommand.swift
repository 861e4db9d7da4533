import ArgumentParser
import Foundation
import LayoutEngine
import DesignSystem
import SceneFile
import Previews

/// `layout-render layout SCENE [--json]`: lays out a scene (components or raw nodes) and prints
/// every node's frame in points, in screen coordinates.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a scene (components or raw nodes) and print every node's frame (points, screen coordinates).",
        discussion: """
            SCENE is JSON or YAML: {"device": "iphone15", "content": [{"component": "modal", "title": "…"}]}, \
            or a raw scene {"size": {…}, "nodes": […]}.
            Node ids are stable (modal.card, actionSheet.action.0, toast, retry.title, …). Exit status 2 \
            when the scene cannot be read or laid out.

            Examples:
              layout-render layout examples/alert-modal.json
              layout-render layout examples/raw-nodes.json --json
            """)

    @Argument(help: "The scene file (.json, .yaml or .yml).")
    var scene: String

    @Flag(help: "Print {\"size\",\"scale\",\"nodes\":[{\"id\",\"frame\",\"children\"}]} as JSON instead of an indented list.")
    var json = false

    func run() throws {
        let text: String
        do {
            text = try output()
        } catch {
            throw InputError(error)
        }
        print(text)
    }

    /// What the command prints: the scene file read, laid out and reported.
    /// - Throws: `SceneFileError` (file, line, column, path) or `ComponentError` (which entry).
    func output() throws -> String {
        let report = FrameReport(scene: try SceneDocument.load(path: scene).makeScene())
        return json ? report.json : Self.outline(report)
    }

    /// One line per node, indented by depth: `id  x y  width x height`.
    static func outline(_ report: FrameReport) -> String {
        func lines(_ entries: [FrameReport.Entry], depth: Int) -> [String] {
            entries.flatMap { entry -> [String] in
                let f = entry.frame
                let line = String(repeating: "  ", count: depth) + entry.id
                    + "  \(FrameReport.number(f.x)) \(FrameReport.number(f.y))  "
                    + "\(FrameReport.number(f.width)) x \(FrameReport.number(f.height))"
                return [line] + lines(entry.children, depth: depth + 1)
            }
        }
        let header = "\(FrameReport.number(report.size.width)) x \(FrameReport.number(report.size.height))"
            + " @\(FrameReport.number(report.scale))x"
        return ([header] + lines(report.nodes, depth: 0)).joined(separator: "\n")
    }
}
