import Foundation
import TestSupport
import Rasterizer
import Testing

/// `layout-render render`, run as the built binary.
@Suite("layout-render render", .serialized)
struct RenderCommandTests {
    static let rawScene = """
    {"size": {"width": 200, "height": 100}, "scale": 2, "background": "#FFFFFFFF",
     "nodes": [{"id": "r1", "frame": {"x": 10, "y": 20, "width": 50, "height": 30},
                "fill": "#FF0000FF", "cornerRadius": 0, "opacity": 1,
                "border": {"width": 1, "color": "#000000FF"}, "children": []}]}
    """

    static func scratch(_ files: [String: String]) throws -> URL {
        let url = try Scratch.directory("render")
        for (name, text) in files { try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return url
    }

    func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    @Test("a raw scene renders at its scale: fill inside, border on the edge, background outside")
    func rawSceneRenders() throws {
        let directory = try Self.scratch(["scene.json": Self.rawScene])
        let output = directory.appendingPathComponent("out.png").path
        let run = try BuiltCommand.run(["render", directory.appendingPathComponent("scene.json").path, "-o", output])
        #expect(run.status == 0, "\(run.standardError)")
        let image = try PNGDecoder().decode(contentsOfFile: output)
        #expect(image.width == 400 && image.height == 200)
        #expect(pixel(image, 60, 60) == [255, 0, 0, 255])     // inside the fill (points 30, 30)
        #expect(pixel(image, 20, 40) == [0, 0, 0, 255])       // the 1-point border is 2 px at @2x
        #expect(pixel(image, 5, 5) == [255, 255, 255, 255])   // background
    }

    @Test("the same scene renders to the same bytes every run")
    func renderIsDeterministic() throws {
        let directory = try Self.scratch(["scene.json": Self.rawScene])
        let scene = directory.appendingPathComponent("scene.json").path
        let a = directory.appendingPathComponent("a.png").path, b = directory.appendingPathComponent("b.png").path
        #expect(try BuiltCommand.run(["render", scene, "-o", a]).status == 0)
        #expect(try BuiltCommand.run(["render", scene, "-o", b]).status == 0)
        #expect(try FileBytes.read(atPath: a) == FileBytes.read(atPath: b))
    }

    @Test("the fast encoder writes the PNG unless a zlib level or filter asks for libpng; the pixels are the same")
    func encoderChoice() throws {
        let directory = try Self.scratch(["scene.json": Self.rawScene])
        let scene = directory.appendingPathComponent("scene.json").path
        var bytes: [String: [UInt8]] = [:]
        for (name, options) in [("default", []), ("level", ["--compression-level", "2"]), ("filter", ["--filter", "up"]),
                                ("adaptive", ["--compression-level", "6", "--filter", "adaptive"])] {
            let output = directory.appendingPathComponent("\(name).png").path
            let run = try BuiltCommand.run(["render", scene, "-o", output] + options)
            #expect(run.status == 0, "\(run.standardError)")
            bytes[name] = try FileBytes.read(atPath: output)
        }
        let image = try PNGDecoder().decode(#require(bytes["default"]))
        #expect(bytes["default"] == (try PNGEncoder.fast.encode(image)))
        #expect(bytes["level"] == (try PNGEncoder(compressionLevel: 2, rowFilter: .up).encode(image)))
        #expect(bytes["level"] == bytes["filter"])
        #expect(bytes["adaptive"] == (try PNGEncoder.libpngDefault.encode(image)))
        #expect(bytes["default"] != bytes["level"])
        for name in ["level", "adaptive"] { #expect(try PNGDecoder().decode(#require(bytes[name])) == image, "\(name)") }
    }

    @Test("a component scene renders at the device's size and scale")
    func componentSceneRenders() throws {
        let directory = try Self.scratch(["scene.yaml": """
            device: iphoneSE
            content:
              - component: toast
                message: 저장했어요
            """])
        let output = directory.appendingPathComponent("toast.png").path
        let run = try BuiltCommand.run(["render", directory.appendingPathComponent("scene.yaml").path, "-o", output])
        #expect(run.status == 0, "\(run.standardError)")
        let image = try PNGDecoder().decode(contentsOfFile: output)
        #expect(image.width == 750 && image.height == 1334)
    }

    @Test("--theme restyles component scenes (single, batch and --time alike) and leaves raw scenes as they are")
    func themeRestylesComponents() throws {
        let dark = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples/themes/dark.json").path
        let directory = try Self.scratch(["toast.yaml": "device: iphoneSE\ncontent:\n  - component: emptyView\n",
                                          "raw.json": Self.rawScene])
        func render(_ name: String, _ extra: [String]) throws -> (image: RGBAImage, bytes: Data) {
            let output = directory.appendingPathComponent(name + (extra.isEmpty ? "" : "-themed") + ".png").path
            let run = try BuiltCommand.run(["render", directory.appendingPathComponent(name).path, "-o", output] + extra)
            #expect(run.status == 0, "\(run.standardError)")
            return (try PNGDecoder().decode(contentsOfFile: output), try Data(contentsOf: URL(fileURLWithPath: output)))
        }
        let standard = try render("toast.yaml", []), themed = try render("toast.yaml", ["--theme", dark])
        #expect(pixel(standard.image, 5, 5).prefix(3).reduce(0) { $0 + Int($1) } > 600, "\(pixel(standard.image, 5, 5))")
        #expect(pixel(themed.image, 5, 5).prefix(3).reduce(0) { $0 + Int($1) } < 150, "\(pixel(themed.image, 5, 5))")
        #expect(try render("raw.json", []).bytes == (try render("raw.json", ["--theme", dark]).bytes))
        // A batch and --time draw with the theme too.
        let folder = directory.appendingPathComponent("batch").path
        #expect(try BuiltCommand.run(["render", directory.appendingPathComponent("toast.yaml").path, "-o", folder + "/",
                                      "--theme", dark]).status == 0)
        #expect(FileManager.default.contents(atPath: folder + "/toast.png") == themed.bytes)
        let timed = directory.appendingPathComponent("timed.png").path
        #expect(try BuiltCommand.run(["render", directory.appendingPathComponent("toast.yaml").path, "-o", timed,
                                      "--time", "0", "--theme", dark]).status == 0)
        #expect(pixel(try PNGDecoder().decode(contentsOfFile: timed), 5, 5) == pixel(themed.image, 5, 5))
        // A theme file that cannot be read is bad input, named.
        let missing = try BuiltCommand.run(["render", directory.appendingPathComponent("toast.yaml").path, "-o", timed,
                                            "--theme", "/nonexistent/theme.json"])
        #expect(missing.status == 2 && missing.standardError.contains("/nonexistent/theme.json"), "\(missing.standardError)")
    }

    @Test("a malformed scene exits 2, names file, line and path, and leaves the old output alone")
    func malformedSceneKeepsTheOldFile() throws {
        let broken = Self.rawScene.replacingOccurrences(of: "\"height\": 30}", with: "\"height\": -30}")
        let directory = try Self.scratch(["scene.json": broken])
        let output = directory.appendingPathComponent("out.png")
        try Data("previous".utf8).write(to: output)
        let run = try BuiltCommand.run(["render", directory.appendingPathComponent("scene.json").path, "-o", output.path])
        #expect(run.status == 2)
        #expect(run.standardError.contains("scene.json:2:"))
        #expect(run.standardError.contains("nodes[0].frame.height"))
        #expect(try Data(contentsOf: output) == Data("previous".utf8))
    }

    @Test("a missing scene file exits 2 naming it")
    func missingSceneFile() throws {
        let run = try BuiltCommand.run(["render", "/nonexistent/scene.json", "-o", "/tmp/never.png"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("/nonexistent/scene.json"))
    }

    @Test("a canvas beyond the size limit is a clear error, not a crash")
    func oversizeCanvasIsAnError() throws {
        let huge = Self.rawScene.replacingOccurrences(of: "{\"width\": 200, \"height\": 100}", with: "{\"width\": 20000, \"height\": 20000}")
        let directory = try Self.scratch(["scene.json": huge])
        let run = try BuiltCommand.run(["render", directory.appendingPathComponent("scene.json").path,
                                        "-o", directory.appendingPathComponent("out.png").path])
        #expect(run.status == 2)
        #expect(run.standardError.contains("error:"))
    }

    @Test("an unknown row filter is a usage error that lists the filters")
    func badFilterIsRejected() throws {
        let directory = try Self.scratch(["scene.json": Self.rawScene])
        let run = try BuiltCommand.run(["render", directory.appendingPathComponent("scene.json").path, "-o", "/tmp/x.png",
                                        "--filter", "zigzag"])
        #expect(run.status != 0)
        #expect(run.standardError.contains("zigzag") && run.standardError.contains("paeth"))
    }

    @Test("an out-of-range scale is a usage error")
    func badScaleIsRejected() throws {
        let directory = try Self.scratch(["scene.json": Self.rawScene])
        let run = try BuiltCommand.run(["render", directory.appendingPathComponent("scene.json").path, "-o", "/tmp/x.png",
                                        "--scale", "100"])
        #expect(run.status != 0)
        #expect(run.standardError.contains("--scale"))
    }
}

extension RenderCommandTests {
    @Test("layout reads raw scenes too, and reports their frames in screen coordinates")
    func layoutReadsRawScenes() throws {
        let nested = """
        {"size": {"width": 200, "height": 100},
         "nodes": [{"id": "outer", "frame": {"x": 10, "y": 20, "width": 100, "height": 50},
                    "children": [{"id": "inner", "frame": {"x": 5, "y": 6, "width": 10, "height": 10}}]}]}
        """
        let directory = try Self.scratch(["scene.json": nested])
        let run = try BuiltCommand.run(["layout", directory.appendingPathComponent("scene.json").path, "--json"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains(#"{"id":"inner","frame":{"x":15,"y":26,"width":10,"height":10}"#))
    }

    @Test("--debug-overlay draws the layout over the same picture: frame outlines on the node's edge, the fill kept inside")
    func debugOverlay() throws {
        let directory = try Self.scratch(["scene.json": Self.rawScene])
        let scene = directory.appendingPathComponent("scene.json").path
        let plain = directory.appendingPathComponent("plain.png").path, overlaid = directory.appendingPathComponent("overlay.png").path
        #expect(try BuiltCommand.run(["render", scene, "-o", plain]).status == 0)
        let run = try BuiltCommand.run(["render", scene, "-o", overlaid, "--debug-overlay"])
        #expect(run.status == 0, "\(run.standardError)")
        let before = try PNGDecoder().decode(contentsOfFile: plain), after = try PNGDecoder().decode(contentsOfFile: overlaid)
        #expect(after.width == before.width && after.height == before.height)
        #expect(pixel(after, 60, 60) == [255, 0, 0, 255])        // inside the fill, untouched
        #expect(pixel(after, 20, 40) != pixel(before, 20, 40))   // the frame's outline over the border
        #expect(pixel(after, 5, 5) == [255, 255, 255, 255])
        let help = try BuiltCommand.run(["render", "--help"])
        #expect(help.standardOutput.contains("--debug-overlay"))
    }

    @Test("--debug-overlay draws over the scene at --time, and is refused with --frames")
    func debugOverlayWithTime() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let scene = root.appendingPathComponent("examples/journal-wobble.json").path
        let directory = try Self.scratch([:])
        let plain = directory.appendingPathComponent("plain.png").path, overlaid = directory.appendingPathComponent("overlay.png").path
        #expect(try BuiltCommand.run(["render", scene, "-o", plain, "--time", "0.1"]).status == 0)
        let run = try BuiltCommand.run(["render", scene, "-o", overlaid, "--time", "0.1", "--debug-overlay"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try PNGDecoder().decode(contentsOfFile: plain) != PNGDecoder().decode(contentsOfFile: overlaid))
        let refused = try BuiltCommand.run(["render", scene, "-o", directory.appendingPathComponent("frames").path,
                                            "--frames", "0:0.1:0.05", "--debug-overlay"])
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("--debug-overlay"))
    }
}
