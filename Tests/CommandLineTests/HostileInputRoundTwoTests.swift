import Foundation
import LayoutEngine
import Rasterizer
import Testing
import TestSupport

/// Issue 27, "Hostile input, second round", class by class: legitimate input that was refused,
/// FIFOs and devices, outputs that lose nothing, errors that say where. Every command runs as a
/// child with a time limit (`MeasuredRun`), so a hang fails its test; memory is asserted as a
/// ratio between a small and a large run, and time only by the growth benchmark (`make growth`).
@Suite("Hostile input, second round")
struct HostileInputRoundTwoTests {
    /// The time limit of one command in a debug build on a shared machine: a hang is minutes.
    static let limit = 120.0

    /// Runs `layout-render` and checks that it finished within the limit.
    func run(_ arguments: [String], umask: String? = nil) throws -> MeasuredRun.Result {
        let result = try MeasuredRun.run(arguments, limit: Self.limit, umask: umask)
        #expect(!result.timedOut, "\(arguments) still running after \(Self.limit) s")
        return result
    }

    func write(_ text: String, to url: URL) throws { try Data(text.utf8).write(to: url) }

    static let square = ##"{"size": {"width": 40, "height": 30}, "scale": 1, "background": "#FFFFFFFF", "##
        + ##""nodes": [{"id": "r", "frame": {"x": 5, "y": 5, "width": 20, "height": 10}, "fill": "#FF0000FF"}]}"##

    // MARK: Legitimate input that was refused

    @Test("a PanModal content height of 10,000 points is drawn: PanModal's formulas cap it", arguments: [
        "contentHeight", "contentHeightIgnoringSafeArea",
    ])
    func tallPanModalContentIsAccepted(_ key: String) throws {
        let folder = try Scratch.directory("panmodal")
        let scene = folder.appendingPathComponent("tall.json")
        try write(#"{"device": "iphone15", "content": [{"component": "panModal", "shortFormHeight": {"\#(key)": 10000}, "#
                  + #""longFormHeight": {"\#(key)": 3.4028234663852886e+38}}]}"#, to: scene)
        let result = try run(["render", scene.path, "-o", folder.appendingPathComponent("tall.png").path])
        #expect(result.status == 0, "\(result.standardError)")
        let negative = folder.appendingPathComponent("negative.json")
        try write(#"{"device": "iphone15", "content": [{"component": "panModal", "shortFormHeight": {"\#(key)": -1}}]}"#, to: negative)
        let refused = try run(["layout", negative.path])
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("negative.json:1:"), "\(refused.standardError)")
        #expect(refused.standardError.contains("shortFormHeight.\(key)"), "\(refused.standardError)")
    }

    @Test("repeatCount Float.greatestFiniteMagnitude repeats practically forever, in timeline and in scenes")
    func greatestFiniteRepeatCountIsForever() throws {
        let folder = try Scratch.directory("repeat")
        let animation = folder.appendingPathComponent("wobble.json")
        try write(#"{"keyPath": "opacity", "values": [0, 1], "duration": 1, "repeatCount": 3.4028234663852886e+38}"#, to: animation)
        let sampled = try run(["timeline", animation.path, "--at=0.25,1000000.25", "--json"])
        #expect(sampled.status == 0, "\(sampled.standardError)")
        #expect(sampled.standardOutput.contains(#"{"t":1000000.25,"value":0.25}"#), "\(sampled.standardOutput)")
        let scene = folder.appendingPathComponent("scene.json")
        try write(String(Self.square.dropLast()) + #", "animations": [{"node": "r", "keyPath": "opacity", "values": [0, 1], "#
                  + #""duration": 1, "repeatCount": 1e300}]}"#, to: scene)
        let drawn = try run(["render", scene.path, "--time", "100.5", "-o", folder.appendingPathComponent("x.png").path])
        #expect(drawn.status == 0, "\(drawn.standardError)")
        try write(#"{"keyPath": "opacity", "values": [0, 1], "repeatCount": -1}"#, to: animation)
        let negative = try run(["timeline", animation.path, "--at=0"])
        #expect(negative.status == 2)
        #expect(negative.standardError.contains("repeatCount"), "\(negative.standardError)")
    }

    @Test("a UTF-8 byte-order mark starts a JSON or YAML file as if it were not there", arguments: ["json", "yaml"])
    func byteOrderMarkIsSkipped(_ format: String) throws {
        let folder = try Scratch.directory("bom")
        let text = format == "json" ? Self.square : "size: {width: 40, height: 30}\nnodes: []\n"
        let file = folder.appendingPathComponent("scene.\(format)")
        try Data([0xEF, 0xBB, 0xBF] + Array(text.utf8)).write(to: file)
        let result = try run(["render", file.path, "-o", folder.appendingPathComponent("x.png").path])
        #expect(result.status == 0, "\(result.standardError)")
        // Positions count from after the mark: an error on line 1 column 1 stays there.
        try Data([0xEF, 0xBB, 0xBF] + Array("]".utf8)).write(to: file)
        let broken = try run(["layout", file.path])
        #expect(broken.status == 2)
        #expect(broken.standardError.contains("scene.\(format):1:1"), "\(broken.standardError)")
    }

    /// A scene 10 points wide and 1,000 tall: each thumbnail is the frame itself, so 160 fit a sheet.
    static let tallScene = ##"{"size": {"width": 10, "height": 1000}, "scale": 1, "background": "#FFFFFFFF", "##
        + ##""nodes": [{"id": "bar", "frame": {"x": 0, "y": 0, "width": 10, "height": 40}, "fill": "#0000FFFF"}], "##
        + #""animations": [{"node": "bar", "keyPath": "transform.translation.y", "values": [0, 960], "duration": 1}]}"#

    @Test("--frames pages its filmstrip, streams in bounded memory, and refuses a range it cannot draw before writing")
    func framesPageTheFilmstripInBoundedMemory() throws {
        let folder = try Scratch.directory("frames")
        let scene = folder.appendingPathComponent("tall.json")
        try write(Self.tallScene, to: scene)
        let few = try run(["render", scene.path, "--frames", "0:0.49:0.01", "-o", folder.appendingPathComponent("few").path])
        let many = try run(["render", scene.path, "--frames", "0:3.99:0.01", "-o", folder.appendingPathComponent("many").path])
        #expect(few.status == 0 && many.status == 0, "\(few.standardError) \(many.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("many").path)
        #expect(files.count(where: { $0.hasPrefix("frame-") }) == 400)
        #expect(Set(files.filter { $0.hasPrefix("filmstrip") }) == ["filmstrip.png", "filmstrip-2.png", "filmstrip-3.png"])
        #expect(!files.contains { $0.hasPrefix(".") }, "no staging folder is left: \(files)")
        let first = try PNGDecoder().decode(contentsOfFile: folder.appendingPathComponent("many/filmstrip.png").path)
        #expect(first.width <= 16384 && first.height <= 16384)
        // Eight times the frames, not eight times the memory.
        #expect(Double(many.peakKilobytes) < 1.5 * Double(few.peakKilobytes), "\(few.peakKilobytes) KB, then \(many.peakKilobytes) KB")
        let refused = try run(["render", scene.path, "--frames", "0:100:0.001", "-o", folder.appendingPathComponent("refused").path])
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("--frames"), "\(refused.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("refused").path))
    }

    @Test("an output name of 254 bytes is written: the temporary name is cut to fit NAME_MAX")
    func longOutputNamesAreWritten() throws {
        let folder = try Scratch.directory("long-name")
        let scene = folder.appendingPathComponent("scene.json")
        try write(Self.square, to: scene)
        let name = String(repeating: "n", count: 250) + ".png"
        let result = try run(["render", scene.path, "-o", folder.appendingPathComponent(name).path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [name, "scene.json"])
    }

    @Test("file names are bytes: a scene named in Latin-1 is found in a folder, named, and drawn under its own bytes")
    func fileNamesThatAreNotUTF8() throws {
        let folder = try Scratch.directory("latin-1")
        let scenes = folder.appendingPathComponent("scenes").path
        try FileManager.default.createDirectory(atPath: scenes, withIntermediateDirectories: true)
        let stem = PlatformPath.string([0x63, 0x61, 0x66, 0xE9])  // "café" in Latin-1
        let scene = scenes + "/" + stem + ".json"
        try AtomicFile.write(Self.square, toPath: scene)
        try AtomicFile.write(Self.square, toPath: scenes + "/plain.json")
        let out = folder.appendingPathComponent("out").path
        let batch = try run(["render", scenes, "-o", out + "/"])
        #expect(batch.status == 0, "\(batch.standardError)")
        #expect(PlatformPath.entries(of: out)?.sorted() == [stem + ".png", "plain.png"])
        let named = out + "/" + stem + "-named.png"
        let single = try run(["render", scene, "-o", named])
        #expect(single.status == 0, "\(single.standardError)")
        #expect(PlatformPath.status(named) != nil)
        let missing = try run(["layout", scenes + "/" + PlatformPath.string([0xFF]) + ".json"])
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("scenes/\\xFF.json: (file): no such file"), "\(missing.standardError)")
    }

    @Test("a shadow blur past the cap draws what the cap draws: 100 points and 1,000 (the most a scene file takes) alike")
    func shadowBlursPastTheCapDrawTheCap() throws {
        // What each costs is counted, not timed: HostileInputRoundThreeTests.wideShadowBlursAreBoundedInWork.
        let folder = try Scratch.directory("blur")
        func scene(blur: Double) throws -> String {
            let nodes = (0..<10).map { index in
                ##"{"id": "n\##(index)", "frame": {"x": \##(index * 20), "y": \##(index * 10), "width": 16, "height": 16}, "##
                    + ##""fill": "#FFFFFFFF", "shadow": {"y": 2, "blur": \##(blur), "color": "#00000040"}}"##
            }
            let file = folder.appendingPathComponent("blur-\(blur).json")
            try write(#"{"size": {"width": 200, "height": 200}, "scale": 8, "nodes": ["# + nodes.joined(separator: ", ") + "]}", to: file)
            return file.path
        }
        let capped = try run(["render", try scene(blur: 100), "-o", folder.appendingPathComponent("a.png").path])
        let absurd = try run(["render", try scene(blur: 1000), "-o", folder.appendingPathComponent("b.png").path])
        #expect(capped.status == 0 && absurd.status == 0, "\(capped.standardError) \(absurd.standardError)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("a.png")) == Data(contentsOf: folder.appendingPathComponent("b.png")))
    }

    /// A scene whose one list has `count` entries: gradient stops, sibling nodes, or the keys of a
    /// cubicPaced animation.
    static func longList(_ kind: String, count: Int) -> String {
        let size = #"{"size": {"width": 100, "height": 100}, "#
        switch kind {
        case "stops":
            let stops = (0..<count).map { ##"{"location": \##(Double($0) / Double(count - 1)), "color": "#FF0000FF"}"## }
            return size + #""nodes": [{"id": "g", "frame": {"x": 0, "y": 0, "width": 100, "height": 100}, "#
                + #""fill": {"linear": {"start": {"x": 0, "y": 0}, "end": {"x": 100, "y": 0}}, "stops": ["#
                + stops.joined(separator: ", ") + "]}}]}"
        case "siblings":
            let nodes = (0..<count).map { ##"{"frame": {"x": \##($0 % 100), "y": \##($0 / 100 % 100), "width": 1, "height": 1}, "fill": "#FF0000FF"}"## }
            return size + #""nodes": ["# + nodes.joined(separator: ", ") + "]}"
        default:
            let values = (0..<count).map { String($0 * 7 % 100) }.joined(separator: ", ")
            return size + ##""nodes": [{"id": "r", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "fill": "#FF0000FF"}], "##
                + #""animations": [{"node": "r", "keyPath": "transform.translation.x", "values": ["# + values
                + #"], "duration": 1, "calculationMode": "cubicPaced"}]}"#
        }
    }

    @Test("20,000 and 40,000 gradient stops, sibling nodes or cubicPaced keys: drawn, in about twice the time",
          .enabled(if: GrowthBenchmark.isRequested, Comment(rawValue: GrowthBenchmark.reason)), arguments: [
        "stops", "siblings", "keys",
    ])
    func longListsAreLinear(_ kind: String) throws {
        let folder = try Scratch.directory("long-\(kind)")
        var seconds: [Double] = []
        for count in [20_000, 40_000] {
            let scene = folder.appendingPathComponent("\(count).json")
            try write(Self.longList(kind, count: count), to: scene)
            let result = try run(["render", scene.path, "--time", "0.5", "-o", folder.appendingPathComponent("\(count).png").path])
            #expect(result.status == 0, "\(result.standardError)")
            seconds.append(result.cpuSeconds)
        }
        // A process starts in well under 0.3 s; twice the list in at most three times the rest.
        #expect(seconds[1] < 3 * seconds[0] + 0.3, "\(seconds[0]) s, then \(seconds[1]) s")
    }

    // MARK: FIFOs and devices never hang

    @Test("a FIFO or a device among a folder's scene files fails alone, at once, and the others are drawn")
    func fifosAndDevicesInAFolderFailAlone() throws {
        let folder = try Scratch.directory("fifo")
        let scenes = folder.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try write(Self.square, to: scenes.appendingPathComponent("good.json"))
        #expect(mkfifo(scenes.appendingPathComponent("pipe.json").path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: scenes.appendingPathComponent("zero.yaml").path, withDestinationPath: "/dev/zero")
        let out = folder.appendingPathComponent("out").path
        for jobs in ["1", "2"] {
            let result = try run(["render", scenes.path, "-o", out + "/", "--jobs", jobs])
            #expect(result.status == 1, "\(result.standardError)")
            #expect(result.standardError.contains("pipe.json: (file): not a regular file"), "\(result.standardError)")
            #expect(result.standardError.contains("zero.yaml: (file): not a regular file"), "\(result.standardError)")
            #expect(FileManager.default.fileExists(atPath: out + "/good.png"))
        }
    }

    @Test("a font or image that is a FIFO, a folder or broken fails at once, at the key that names it")
    func fontsAndImagesFailAtTheirKey() throws {
        let folder = try Scratch.directory("fifo-font")
        #expect(mkfifo(folder.appendingPathComponent("pipe.ttf").path, 0o600) == 0)
        #expect(mkfifo(folder.appendingPathComponent("pipe.png").path, 0o600) == 0)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("folder.ttf"), withIntermediateDirectories: true)
        try write("not a font", to: folder.appendingPathComponent("renamed.ttf"))
        let text = #"{"id": "t", "frame": {"x": 0, "y": 0, "width": 40, "height": 30}, "text": {"string": "hi", "font": "FONT"}}"#
        let cases = [("pipe.ttf", "not a regular file"), ("folder.ttf", "is a folder"), ("renamed.ttf", "FreeType error"),
                     ("No Such Family", "font not found")]
        for (font, message) in cases {
            let scene = folder.appendingPathComponent("text.json")
            // A font file's path is taken from the working directory, as a family name is looked up.
            let named = font.hasSuffix(".ttf") ? folder.appendingPathComponent(font).path : font
            try write(String(Self.square.dropLast(3)) + "}, " + text.replacingOccurrences(of: "FONT", with: named) + "]}", to: scene)
            let result = try run(["layout", scene.path])
            #expect(result.status == 2)
            #expect(result.standardError.contains("text.json:1:") && result.standardError.contains("nodes[1].text.font: "),
                    "\(result.standardError)")
            #expect(result.standardError.contains(message), "\(result.standardError)")
        }
        let measured = try run(["measure", "--text", "hi", "--width", "100", "--font", folder.appendingPathComponent("pipe.ttf").path])
        #expect(measured.status == 2 && measured.standardError.contains("not a regular file"), "\(measured.standardError)")
        let theme = folder.appendingPathComponent("theme.json")
        try write(#"{"typography": {"title": {"family": "pipe.ttf", "size": 18}}}"#, to: theme)
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples")
        let themed = try BuiltCommand.shell("layout-render render '\(examples.path)/alert-modal.json' --theme theme.json -o x.png", in: folder)
        #expect(themed.status == 2)
        #expect(themed.output.contains("theme.json:1:") && themed.output.contains("typography.title.family: "), "\(themed.output)")
        let image = folder.appendingPathComponent("image.json")
        try write(String(Self.square.dropLast(3)) + #"}, {"id": "i", "frame": {"x": 0, "y": 0, "width": 4, "height": 4}, "#
                  + #""children": [{"frame": {"x": 0, "y": 0, "width": 4, "height": 4}, "image": {"path": "pipe.png"}}]}]}"#, to: image)
        let drawn = try run(["render", image.path, "-o", folder.appendingPathComponent("i.png").path])
        #expect(drawn.status == 2)
        #expect(drawn.standardError.contains("image.json:1:") && drawn.standardError.contains("nodes[1].children[0].image.path: "),
                "\(drawn.standardError)")
    }

    @Test("a raw node among components that cannot be drawn is reported at its key in content, with line and column")
    func componentErrorsAreAtTheirEntry() throws {
        let folder = try Scratch.directory("component-error")
        let scene = folder.appendingPathComponent("screen.json")
        try write("{\"device\": \"iphone15\", \"content\": [\n  {\"component\": \"toast\", \"message\": \"Saved\"},\n"
                  + "  {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 4, \"height\": 4}, \"image\": {\"path\": \"/nonexistent/a.png\"}}\n]}", to: scene)
        let result = try run(["render", scene.path, "-o", folder.appendingPathComponent("x.png").path])
        #expect(result.status == 2)
        #expect(result.standardError.contains("screen.json:3:") && result.standardError.contains(": content[1].image.path: "),
                "\(result.standardError)")
        #expect(result.standardError.contains("/nonexistent/a.png"), "\(result.standardError)")
    }

    // MARK: Nothing lost

    @Test("render a.json -o a.json is refused and the scene stays", arguments: ["scene.json", "./scene.json"])
    func writingOntoTheInputIsRefused(_ output: String) throws {
        let folder = try Scratch.directory("onto-input")
        let scene = folder.appendingPathComponent("scene.json")
        try write(Self.square, to: scene)
        let result = try BuiltCommand.shell("layout-render render scene.json -o \(output)", in: folder)
        #expect(result.status == 2)
        #expect(result.output.contains("is the input"), "\(result.output)")
        #expect(try String(contentsOf: scene, encoding: .utf8) == Self.square)
    }

    @Test("diff -o and document -o onto one of their inputs are refused and the input stays")
    func otherCommandsRefuseWritingOntoAnInput() throws {
        let folder = try Scratch.directory("onto-input-2")
        let scene = folder.appendingPathComponent("scene.json")
        try write(Self.square, to: scene)
        let png = folder.appendingPathComponent("a.png").path
        #expect(try run(["render", scene.path, "-o", png]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: png))
        let diff = try run(["diff", png, png, "-o", png])
        #expect(diff.status == 2 && diff.standardError.contains("is the input"), "\(diff.standardError)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: png)) == before)
        let document = try run(["document", scene.path, "-o", scene.path, "--format", "pdf"])
        #expect(document.status == 2 && document.standardError.contains("is the input"), "\(document.standardError)")
        #expect(try String(contentsOf: scene, encoding: .utf8) == Self.square)
    }

    @Test("a folder where a batch's picture goes is refused up front, the same for any --jobs")
    func aFolderInTheWayIsRefusedUpFront() throws {
        let folder = try Scratch.directory("folder-in-way")
        let scenes = folder.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        for name in ["a", "b", "c"] { try write(Self.square, to: scenes.appendingPathComponent("\(name).json")) }
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out.appendingPathComponent("b.png"), withIntermediateDirectories: true)
        var messages: [String] = []
        for jobs in ["1", "2", "3"] {
            let result = try run(["render", scenes.path, "-o", out.path + "/", "--jobs", jobs])
            #expect(result.status == 2)
            #expect(result.standardError.contains("b.png: is a folder"), "\(result.standardError)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["b.png"], "nothing drawn")
            messages.append(result.standardError)
        }
        #expect(Set(messages).count == 1)
    }

    @Test("a re-rendered output keeps its permission bits; a new one follows the umask")
    func permissionsAreKept() throws {
        let folder = try Scratch.directory("modes")
        let scene = folder.appendingPathComponent("scene.json")
        try write(Self.square, to: scene)
        func mode(_ name: String) throws -> Int {
            (try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[.posixPermissions] as? Int) ?? -1
        }
        #expect(try run(["render", scene.path, "-o", folder.appendingPathComponent("private.png").path], umask: "077").status == 0)
        #expect(try mode("private.png") == 0o600)
        #expect(try run(["render", scene.path, "-o", folder.appendingPathComponent("shared.png").path], umask: "022").status == 0)
        #expect(try mode("shared.png") == 0o644)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: folder.appendingPathComponent("shared.png").path)
        #expect(try run(["render", scene.path, "-o", folder.appendingPathComponent("shared.png").path], umask: "022").status == 0)
        #expect(try mode("shared.png") == 0o640)
    }

    @Test("a --frames run replaces the previous run's files whole: no stale frame or page is left")
    func aShorterRunLeavesNoStaleFrames() throws {
        let folder = try Scratch.directory("rerun")
        let scene = folder.appendingPathComponent("tall.json")
        try write(Self.tallScene, to: scene)
        let out = folder.appendingPathComponent("frames").path
        #expect(try run(["render", scene.path, "--frames", "0:1.99:0.01", "-o", out]).status == 0)
        #expect(try run(["render", scene.path, "--frames", "0:0.2:0.1", "-o", out]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted()
                == ["animation.png", "filmstrip.png", "frame-0000.png", "frame-0001.png", "frame-0002.png"])
        // A run that fails leaves the last one as it was.
        let before = try FileManager.default.contentsOfDirectory(atPath: out).sorted().map { try Data(contentsOf: URL(fileURLWithPath: out + "/" + $0)) }
        try write("{", to: scene)
        #expect(try run(["render", scene.path, "--frames", "0:1:0.1", "-o", out]).status == 2)
        let after = try FileManager.default.contentsOfDirectory(atPath: out).sorted().map { try Data(contentsOf: URL(fileURLWithPath: out + "/" + $0)) }
        #expect(before == after)
    }

    // MARK: Every error says where

    @Test("control characters from a file are escaped and a long error is cut to one bounded line")
    func errorsAreOneEscapedBoundedLine() throws {
        let folder = try Scratch.directory("escapes")
        let scene = folder.appendingPathComponent("scene.json")
        let key = "\\u001b]0;owned\\u0007\\u001b[2J" + String(repeating: "k", count: 200_000)
        try write(String(Self.square.dropLast()) + ", \"\(key)\": 1}", to: scene)
        let result = try run(["layout", scene.path])
        #expect(result.status == 2)
        #expect(!result.standardError.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "a raw control character")
        #expect(result.standardError.contains("\\u{1B}]0;owned\\u{7}"), "\(result.standardError.prefix(300))")
        #expect(result.standardError.contains("scene.json:1:"))
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(result.standardError.count < 2000)
    }

    @Test("a YAML duplicate key is reported where it repeats, without the document")
    func yamlDuplicateKeysNameTheirLine() throws {
        let folder = try Scratch.directory("duplicate")
        let file = folder.appendingPathComponent("scene.yaml")
        let filler = (0..<5000).map { "  # \(String(repeating: "x", count: 40)) \($0)" }.joined(separator: "\n")
        try write("size:\n  width: 10\n" + filler + "\n  width: 20\nnodes: []\n", to: file)
        let result = try run(["layout", file.path])
        #expect(result.status == 2)
        #expect(result.standardError.contains("scene.yaml:5003:3: (syntax): duplicate key \"width\" (first at line 2, column 3)"),
                "\(result.standardError.prefix(500))")
        #expect(result.standardError.count < 1000)
    }
}
