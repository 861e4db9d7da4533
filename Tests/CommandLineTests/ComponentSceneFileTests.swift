import Foundation
import Testing
import TestSupport

/// Raw nodes and files inside component scenes, as issue 27 asks of every error ("names the file,
/// line, column and JSON path of the value that caused it") and issue 26 of the Lottie file a
/// loading overlay plays: the same rules as in a raw scene.
@Suite struct ComponentSceneFileTests {
    func write(_ text: String, to url: URL) throws { try Data(text.utf8).write(to: url) }

    /// A component screen whose second line holds `entry` (a toast first, so entries count from 0).
    static func screen(_ entry: String) -> String {
        "{\"device\": \"iphone15\", \"content\": [{\"component\": \"toast\", \"message\": \"Saved\"},\n  " + entry + "\n]}"
    }

    static let frame = #""frame": {"x": 0, "y": 0, "width": 40, "height": 40}"#

    /// The package's Tests folder.
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// A scratch folder with a `scenes` folder in it that holds `subfolder`, for scenes run from
    /// the folder above theirs.
    static func sceneFolder(_ name: String, holding subfolder: String) throws -> (folder: URL, scenes: URL) {
        let folder = try Scratch.directory(name)
        let scenes = folder.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes.appendingPathComponent(subfolder), withIntermediateDirectories: true)
        return (folder, scenes)
    }

    @Test("a raw node's text or image among components fails at its own key, with line and column", arguments: [
        (#"{"# + frame + #", "image": {"path": "missing.png"}}"#, "screen.json:2:", "content[1].image.path: ", "missing.png"),
        (#"{"# + frame + #", "image": {"asset": "avatar"}}"#, "screen.json:2:", "content[1].image.asset: ", "asset catalog"),
        (#"{"# + frame + #", "children": [{"# + frame + #", "image": {"path": "/dev/zero"}}]}"#, "screen.json:2:",
         "content[1].children[0].image.path: ", "not a regular file"),
        (#"{"# + frame + #", "text": {"string": "hi", "font": "/dev/zero"}}"#, "screen.json:2:", "content[1].text.font: ",
         "not a regular file"),
        (#"{"component": "sheet", "content": [{"# + frame + #", "image": {"path": "missing.png"}}]}"#, "screen.json:2:",
         "content[1].content[0].image.path: ", "missing.png"),
    ])
    func rawNodeErrorsAreAtTheirKey(_ entry: String, _ place: String, _ path: String, _ words: String) throws {
        let folder = try Scratch.directory("component-raw")
        let scene = folder.appendingPathComponent("screen.json")
        try write(Self.screen(entry), to: scene)
        let result = try MeasuredRun.run(["render", scene.path, "-o", folder.appendingPathComponent("x.png").path], limit: 120)
        #expect(result.status == 2, "\(result.standardError)")
        #expect(result.standardError.contains(place) && result.standardError.contains(path), "\(result.standardError)")
        #expect(result.standardError.contains(words), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))
    }

    /// The files a component scene names are found from the scene's folder, whatever the working
    /// directory: a raw node's image, one in a sheet, and a loading overlay's Lottie `animation`.
    @Test("a component scene's image and Lottie paths are relative to the scene file's folder")
    func filesAreRelativeToTheSceneFolder() throws {
        let (folder, scenes) = try Self.sceneFolder("component-relative", holding: "art")
        let examples = Self.testsFolder.deletingLastPathComponent().appendingPathComponent("examples")
        try FileManager.default.copyItem(at: examples.appendingPathComponent("images/avatar.jpg"),
                                         to: scenes.appendingPathComponent("art/avatar.jpg"))
        let lottie = try FileManager.default.contentsOfDirectory(atPath: examples.appendingPathComponent("lottie").path)
            .filter { $0.hasSuffix(".json") }.sorted()
        let animation = try #require(lottie.first)
        try FileManager.default.copyItem(at: examples.appendingPathComponent("lottie/" + animation),
                                         to: scenes.appendingPathComponent("art/spin.json"))
        let image = #"{"# + Self.frame + #", "image": {"path": "art/avatar.jpg"}}"#
        try write("{\"device\": \"iphone15\", \"content\": [" + image + ", {\"component\": \"sheet\", \"content\": [" + image
                  + "]}, {\"component\": \"loading\", \"time\": 1, \"animation\": \"art/spin.json\"}]}",
                  to: scenes.appendingPathComponent("screen.json"))
        // From the folder above the scene's: "art/avatar.jpg" is not there, only beside the scene.
        let drawn = try BuiltCommand.shell("layout-render render scenes/screen.json -o out.png", in: folder)
        #expect(drawn.status == 0, "\(drawn.output)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
        // The same Lottie path from another folder than the scene's is reported at its key.
        try write("{\"device\": \"iphone15\", \"content\": [{\"component\": \"loading\", \"animation\": \"art/none.json\"}]}",
                  to: scenes.appendingPathComponent("missing.json"))
        let missing = try BuiltCommand.shell("layout-render render scenes/missing.json -o missing.png", in: folder)
        #expect(missing.status == 2)
        #expect(missing.output.contains("scenes/missing.json:1:") && missing.output.contains("scenes/art/none.json"), "\(missing.output)")
    }

    /// A text's `font` file follows the same rule (`SceneFileLocations`), in a raw scene and among
    /// components: found beside the scene, not in the working directory, and a missing one is
    /// reported at its key.
    @Test("a text's font file path is relative to the scene file's folder")
    func fontFileIsRelativeToTheSceneFolder() throws {
        let (folder, scenes) = try Self.sceneFolder("font-relative", holding: "fonts")
        let fixture = Self.testsFolder.appendingPathComponent("Fixtures/Fonts/VariableWeight.ttf")
        try FileManager.default.copyItem(at: fixture, to: scenes.appendingPathComponent("fonts/Face.ttf"))
        let node = #"{"# + Self.frame + #", "text": {"string": "hi", "font": "fonts/Face.ttf"}}"#
        try write(#"{"size": {"width": 40, "height": 40}, "nodes": ["# + node + "]}", to: scenes.appendingPathComponent("raw.json"))
        try write(#"{"device": "iphone15", "content": ["# + node + "]}", to: scenes.appendingPathComponent("screen.json"))
        for scene in ["raw", "screen"] {
            let drawn = try BuiltCommand.shell("layout-render render scenes/\(scene).json -o \(scene).png", in: folder)
            #expect(drawn.status == 0, "\(scene): \(drawn.output)")
        }
        try write(#"{"size": {"width": 40, "height": 40}, "nodes": [{"# + Self.frame
                  + #", "text": {"string": "hi", "font": "fonts/None.ttf"}}]}"#, to: scenes.appendingPathComponent("missing.json"))
        let missing = try BuiltCommand.shell("layout-render render scenes/missing.json -o missing.png", in: folder)
        #expect(missing.status == 2)
        #expect(missing.output.contains("scenes/missing.json:1:") && missing.output.contains("nodes[0].text.font")
                && missing.output.contains("scenes/fonts/None.ttf"), "\(missing.output)")
    }

    /// A theme's type style may name a font file too: relative to the scene file that holds the
    /// theme, or to the theme file `--theme` reads; not to the working directory.
    @Test("a theme's font file path is relative to its scene or theme file's folder")
    func themeFontFileIsRelativeToItsFile() throws {
        let (folder, scenes) = try Self.sceneFolder("theme-font-relative", holding: "fonts")
        // A serif face (fonts-dejavu-core, which `make` installs), so the title visibly changes.
        let fixture = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf")
        let font = scenes.appendingPathComponent("fonts/Face.ttf")
        try FileManager.default.copyItem(at: fixture, to: font)
        func theme(_ family: String) -> String { #"{"typography": {"button": {"size": 17, "family": ""# + family + #""}}}"# }
        func screen(_ theme: String?) -> String {
            #"{"device": "iphoneSE", "# + (theme.map { #""theme": "# + $0 + ", " } ?? "")
                + #""content": [{"component": "boxButton", "title": "Go"}]}"#
        }
        try write(screen(theme("fonts/Face.ttf")), to: scenes.appendingPathComponent("relative.json"))
        try write(screen(theme(font.path)), to: scenes.appendingPathComponent("absolute.json"))
        try write(screen(nil), to: scenes.appendingPathComponent("plain.json"))
        try write(theme("fonts/Face.ttf"), to: scenes.appendingPathComponent("theme.json"))
        for (command, picture) in [("render scenes/relative.json", "relative"), ("render scenes/absolute.json", "absolute"),
                                   ("render scenes/plain.json --theme scenes/theme.json", "themed"), ("render scenes/plain.json", "plain")] {
            let drawn = try BuiltCommand.shell("layout-render \(command) -o \(picture).png", in: folder)
            #expect(drawn.status == 0, "\(command): \(drawn.output)")
        }
        func picture(_ name: String) throws -> Data { try Data(contentsOf: folder.appendingPathComponent("\(name).png")) }
        #expect(try picture("relative") == picture("absolute"))
        #expect(try picture("themed") == picture("absolute"))
        #expect(try picture("plain") != picture("absolute"), "the theme's font draws the title")

        try write(screen(theme("fonts/None.ttf")), to: scenes.appendingPathComponent("missing.json"))
        let missing = try BuiltCommand.shell("layout-render render scenes/missing.json -o missing.png", in: folder)
        #expect(missing.status == 2)
        #expect(missing.output.contains("scenes/missing.json:1:") && missing.output.contains("theme.typography.button.family")
                && missing.output.contains("scenes/fonts/None.ttf"), "\(missing.output)")
        try write(theme("fonts/None.ttf"), to: scenes.appendingPathComponent("bad-theme.json"))
        let badTheme = try BuiltCommand.shell("layout-render render scenes/plain.json --theme scenes/bad-theme.json -o bad.png",
                                              in: folder)
        #expect(badTheme.status == 2)
        #expect(badTheme.output.contains("scenes/bad-theme.json:1:") && badTheme.output.contains("typography.button.family")
                && badTheme.output.contains("scenes/fonts/None.ttf"), "\(badTheme.output)")
    }

    @Test("render --time and --frames read --assets as render does: a component's asset image is found")
    func animatedRenderReadsTheAssetCatalog() throws {
        let folder = try Scratch.directory("component-assets")
        let scene = folder.appendingPathComponent("cell.json")
        try write(#"{"device": "iphone15", "content": [{"component": "newsCell", "title": "t", "site": "s", "#
                  + #""image": {"asset": "avatar"}}]}"#, to: scene)
        let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Images/Assets.xcassets").path
        let still = folder.appendingPathComponent("still.png").path, timed = folder.appendingPathComponent("timed.png").path
        let plain = try MeasuredRun.run(["render", scene.path, "--assets", catalog, "-o", still], limit: 120)
        let atTime = try MeasuredRun.run(["render", scene.path, "--assets", catalog, "--time", "0.5", "-o", timed], limit: 120)
        #expect(plain.status == 0 && atTime.status == 0, "\(plain.standardError) \(atTime.standardError)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: timed)) == Data(contentsOf: URL(fileURLWithPath: still)),
                "a scene without animations draws the same at any time")
    }
}
