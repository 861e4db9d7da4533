import ArgumentParser
import Foundation
import SceneFile

/// `layout-render masonry ITEMS.json --json`: places items in a Pinterest-style grid and prints
/// every item's column and frame.
struct MasonryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "masonry",
        abstract: "Place items in a masonry (Pinterest-style) grid and print their columns and frames.",
        discussion: """
            ITEMS is JSON or YAML: {"width": 375, "columns": 2, "columnSpacing": 10, "itemSpacing": 10, \
            "insets": {"top": 0, "left": 0, "bottom": 0, "right": 0}, "direction": "shortestFirst", "scale": 2, \
            "items": [{"width": 300, "height": 400}, {"height": 120}]}. direction is shortestFirst (ties go \
            left), leftToRight or rightToLeft. The column width is floored to the pixel grid; an item with a \
            width keeps its aspect ratio at the column width (height floored to the pixel grid), one with a \
            height only keeps it. Exit status 2 for a file that cannot be read or a grid that cannot be laid out.

            Examples:
              layout-render masonry examples/masonry/items.json --json
                {"columnWidth":182.5,"contentHeight":281,"items":[{"column":0,"frame":{"x":0,"y":0,"width":182.5,"height":243}}, …]}
            """)

    @Argument(help: "The grid and its items (.json, .yaml or .yml).")
    var items: String

    @Flag(help: "Print JSON (the only format; the flag keeps the command's contract explicit).")
    var json = false

    func run() throws {
        let description: MasonryDescription
        do {
            description = try SceneFile.decode(MasonryDescription.self, path: items)
        } catch {
            throw InputError(error)
        }
        print(description.json)
    }
}
