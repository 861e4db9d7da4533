import ArgumentParser
import Foundation
import LayoutEngine
import DesignSystem
import SceneFile
import Previews
import Rasterizer

/// `layout-render render SCENE -o OUT.png`: lays out and draws any scene file to a PNG;
/// `layout-render render SCENE... -o DIR`: many scenes in one process, in parallel.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw scene files (raw nodes or components, JSON or YAML) to PNGs.",
        discussion: """
            A raw scene gives a size, a scale and nodes: {"size": {"width": 200, "height": 100}, "scale": 2, \
            "nodes": [{"id": "r1", "frame": {"x": 10, "y": 20, "width": 50, "height": 30}, "fill": "#FF0000"}]}. \
            A component scene names a device and its content: {"device": "iphone15", "content": \
            [{"component": "modal", "title": "…"}]}. docs/scene.schema.json documents every key. \
            The PNG is written atomically: a failed render leaves any existing file untouched. \
            Exit status 2 when the scene cannot be read, laid out or drawn.

            Several scenes, or folders of them (.json, .yaml, .yml, walked recursively), are drawn into \
            the folder -o names, as DIR/<path under the folder>.png, by one process sharing fonts, shaped \
            words and glyph masks. --jobs renders in parallel (each file's bytes do not depend on it); \
            --shard i/n renders the i-th of n slices of the scenes sorted by relative path, so n CI jobs \
            cover the suite exactly once. A bad scene fails alone (file:line:column and path on standard \
            error) while the others are written; the summary line counts images, seconds and failures, \
            and the exit status is 1 when some failed, 2 when every one did (or no scene was found, or -o names a file).

            Examples:
              layout-render render examples/alert-modal.json -o modal.png
              layout-render render examples/sheet.yaml -o sheet.png --scale 1
              layout-render render examples/*.json examples/*.yaml -o out/ --jobs 2
              layout-render render examples/alert-modal.json -o modal-layout.png --debug-overlay
              layout-render render examples/*.json -o shard/ --shard 1/2
              layout-render render examples/journal-wobble.json -o wobble.png --time 0.1
              layout-render render examples/alert-modal.json -o m.png --variants dark,rtl
            """)

    @Argument(help: "Scene files (.json, .yaml or .yml), or folders of them.")
    var scenes: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "The PNG file to write for one scene (- writes it to standard output), or the folder to write into.",
        discussion: "A folder when several scenes, a folder or --shard are given, or when it ends in /."))
    var output: String

    @Option(parsing: .unconditional, help: "Pixels per point, overriding the scene's scale (0.1 to 8).")
    var scale: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "zlib compression level, 0 (none) to 9 (smallest): writes with libpng and zlib instead of the fast encoder.",
        discussion: "Without --compression-level or --filter the fast encoder writes the PNG."))
    var compressionLevel: Int?

    @Option(help: "PNG row filter: writes with libpng and zlib (level 2 unless --compression-level is given).")
    var filter: PNGEncoder.RowFilter?

    /// The fast encoder, or libpng and zlib when a level or filter is asked for.
    var encoder: PNGEncoder {
        guard compressionLevel != nil || filter != nil else { return .fast }
        return PNGEncoder(compressionLevel: compressionLevel ?? 2, rowFilter: filter ?? .up)
    }

    /// This command's pipeline: the process's painter, its encoder and overlay options.
    var pipeline: RenderPipeline { RenderPipeline(encoder: encoder, debugOverlay: debugOverlay) }

    @Option(help: "Draw the scene's animations at this time in seconds (its \"animations\" and the components' own, e.g. the journal grid's wobble in selection mode).")
    var time: Double?

    @Option(help: "START:END:STEP seconds: write OUTPUT/frame-NNNN.png for each time, OUTPUT/filmstrip.png and the animated OUTPUT/animation.png (APNG); OUTPUT is a directory.")
    var frames: String?

    @Option(parsing: .unconditional, help: "How many scenes to render at once (default: the number of cores).")
    var jobs: Int?

    @Option(help: ArgumentHelp("Render only the i-th of n slices of the scenes (1/2, 2/2).", valueName: "i/n"))
    var shard: Shard?

    @Option(help: ArgumentHelp(
        "A JSON or YAML file of theme tokens for component scenes (examples/themes/dark.json is iOS's dark appearance).",
        discussion: "Raw scenes name their own colors and are drawn as they are."))
    var theme: String?

    @Option(help: ArgumentHelp(
        "An asset catalog folder (Assets.xcassets) for the images raw nodes and components (the modal, the news cell) name with \"asset\".",
        discussion: "The variant for the scene's scale is chosen as iOS does; colorsets are read too.", valueName: "dir"))
    var assets: String?

    @Option(help: ArgumentHelp(
        "Also draw each component scene in these combinations, as OUT.<variant>.png beside OUT.png: a list (dark,rtl,ax5; dark+ax5 is one) or a matrix file.",
        discussion: "Values: a device (iphone15, iphoneSE, ...), light, dark, xs ... xxxl, ax1 ... ax5, ltr, rtl. A matrix file "
            + "(JSON or YAML) lists \"devices\", \"appearances\", \"contentSizes\" and \"layoutDirections\" and means every combination. "
            + "Dark draws in the dark theme (--theme is the light one); raw scenes name their own colors and frames and are refused.",
        valueName: "list-or-file"))
    var variants: String?

    @Flag(help: ArgumentHelp(
        "Draw the layout over the picture, as Xcode's view debugger does.",
        discussion: "Each node's frame as a thin outline (colored by depth), text baselines in red, and the gap "
            + "from each node to its nearest sibling below and to its right as an orange measuring line "
            + "labeled in points. With --time, over the scene at that time; not with --frames."))
    var debugOverlay = false

    func validate() throws {
        if let scale, !(scale.isFinite && (0.1...8).contains(scale)) {
            throw ValidationError("--scale must be between 0.1 and 8, got \(scale)")
        }
        if let compressionLevel, !(0...9).contains(compressionLevel) {
            throw ValidationError("--compression-level must be between 0 and 9, got \(compressionLevel)")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more, got \(jobs)") }
        if time != nil || frames != nil, scenes.count > 1 || shard != nil {
            throw ValidationError("--time and --frames draw one scene; give one scene file and no --shard")
        }
        if variants != nil, time != nil || frames != nil || output == "-" {
            throw ValidationError("--variants writes one PNG file per combination; not with --time, --frames or -o -")
        }
        try validateAnimationOptions()
    }

    /// `render SCENE -o OUTPUT` (or `-o OUTPUT SCENE`, `--output` for `-o`), the call a snapshot
    /// script makes once a picture, as ArgumentParser would parse it but without its reflection
    /// over every option (about 2 ms, a tenth of drawing a phone screen as one process). Anything
    /// else, including a value that starts with "-" other than `-o -`, is nil: the full parser's.
    static func plainInvocation(_ arguments: [String]) -> RenderCommand? {
        guard arguments.count == 4, arguments[0] == "render" else { return nil }
        let (scene, output): (String, String)
        if arguments[1] == "-o" || arguments[1] == "--output" {
            (scene, output) = (arguments[3], arguments[2])
        } else if arguments[2] == "-o" || arguments[2] == "--output" {
            (scene, output) = (arguments[1], arguments[3])
        } else {
            return nil
        }
        guard !scene.hasPrefix("-"), output == "-" || !output.hasPrefix("-") else { return nil }
        var command = RenderCommand()
        command.scenes = [scene]
        command.output = output
        command.scale = nil
        command.compressionLevel = nil
        command.filter = nil
        command.time = nil
        command.frames = nil
        command.jobs = nil
        command.shard = nil
        command.theme = nil
        command.assets = nil
        command.debugOverlay = false
        command.variants = nil
        return command
    }

    /// The scene file of a single render (`--time`, `--frames`, or one scene to one PNG).
    var scene: String { scenes[0] }

    /// Whether `-o` names a folder of pictures rather than one PNG file. One scene file with an
    /// `-o` not ending in / stays one PNG, as before batches: `-o` naming a folder is then an error.
    var isBatch: Bool {
        scenes.count > 1 || shard != nil || output.hasSuffix("/") || scenes.contains(where: PlatformPath.isFolder)
    }

    func run() throws {
        let tokens = try Theme.load(option: theme)
        if time != nil || frames != nil { return try renderAnimation(theme: tokens) }
        let combinations = [Variant()] + (try VariantOption.load(variants, devices: true))
        let catalog = try loadAssets()
        if isBatch { return try renderBatch(theme: tokens, variants: combinations, assets: catalog) }
        try OutputFile.refuseOverwriting([scene] + (theme.map { [$0] } ?? []), with: output)
        do {
            try draw(scene, theme: tokens, in: combinations, assets: catalog) { variant, picture in
                let path = Self.outputPath(output, in: variant)
                try OutputFile.write(picture.png, to: path)
                OutputFile.report("\(path): \(picture.bitmap.width)x\(picture.bitmap.height) px, \(picture.png.count) bytes", for: path)
            }
        } catch {
            throw InputError(error)
        }
    }

    /// The `--assets` catalog, read once for every scene and variant of the run.
    func loadAssets() throws -> AssetCatalog? {
        do {
            return try assets.map { folder throws(ImageError) in try AssetCatalog(path: folder) }
        } catch {
            throw InputError(error)
        }
    }

    /// Where a combination's picture goes: `OUT.<variant>.png` beside `OUT.png`; `output` itself for the plain one.
    static func outputPath(_ output: String, in variant: Variant) -> String {
        guard !variant.name.isEmpty else { return output }
        let stem = output.lowercased().hasSuffix(".png") ? String(output.dropLast(4)) : output
        return stem + "." + variant.name + ".png"
    }

    /// Reads one scene file once and lays out, draws and encodes it in each of `variants` (in
    /// order) with this command's options, handing each picture to `picture` as it is made.
    func draw(_ path: String, theme: Theme?, in variants: [Variant], assets: AssetCatalog?,
              picture: (Variant, EncodedPicture) throws -> Void) throws {
        try Self.draw(path, scale: scale, theme: theme, in: variants, assets: assets, pipeline: pipeline, picture: picture)
    }

    /// Reads and lays out one scene file, then draws and encodes it with `pipeline` (`render`'s
    /// and the live preview's path): `scale` overrides the scene's, `theme` a component scene's
    /// own; `variant` varies a component scene (a raw scene in any but the plain variant is an
    /// error). `filesNamed` is given the files the scene names (images, a Lottie animation) as soon as it is read (also
    /// when drawing then fails): the live preview watches them.
    static func draw(_ path: String, scale: Double? = nil, theme: Theme? = nil, in variant: Variant = Variant(),
                     assets: AssetCatalog? = nil, pipeline: RenderPipeline,
                     filesNamed: ([String]) -> Void = { _ in }) throws -> EncodedPicture {
        var drawn: EncodedPicture?
        try draw(path, scale: scale, theme: theme, in: [variant], assets: assets, pipeline: pipeline,
                 filesNamed: filesNamed) { drawn = $1 }
        return drawn!
    }

    /// `draw` in several variants: the file is read and themed once, then each variant is laid
    /// out, drawn and handed to `picture` in order.
    static func draw(_ path: String, scale: Double? = nil, theme: Theme? = nil, in variants: [Variant],
                     assets: AssetCatalog? = nil, pipeline: RenderPipeline,
                     filesNamed: ([String]) -> Void = { _ in },
                     picture: (Variant, EncodedPicture) throws -> Void) throws {
        let document = try SceneFile.locatingErrors(in: path, atFirstOf: ["content", "nodes"]) {
            let loaded = try SceneDocument.load(path: path, assets: assets)
            filesNamed(loaded.referencedFiles)
            return loaded.themed(theme)
        }
        for variant in variants {
            var laidOut = try SceneFile.locatingErrors(in: path, atFirstOf: ["content", "nodes"]) {
                if variant.name.isEmpty { return try document.makeScene() }
                guard case .components(let screen) = document else {
                    throw InputError("variant \(variant): a raw scene names its own size, frames and colors; --variants draws component scenes")
                }
                return try screen.makeScene(in: variant, textEngine: .shared)
            }
            if let scale { laidOut.scale = scale }
            for warning in MeasureCommand.missingGlyphWarnings(in: laidOut, source: path) { LayoutRender.printError(warning) }
            let bitmap = try SceneFile.locatingErrors(in: path, atFirstOf: canvasKeys(scale)) { try pipeline.draw(laidOut) }
            try picture(variant, try pipeline.encoded(bitmap, scale: laidOut.scale))
        }
    }

    /// The keys a drawing error (a canvas too large) is reported at: the scene's size, or its
    /// device; its scale first when no --scale overrides it.
    static func canvasKeys(_ scale: Double?) -> [String] {
        (scale == nil ? ["scale"] : []) + ["size", "device"]
    }

    /// The line that reports a scene file's failure: scene file errors start with the file's name
    /// (file:line:column: path: message); layout, drawing and writing errors get it in front.
    static func failureMessage(_ error: any Error, of source: String) -> String {
        let message = "\(error)"
        return message.hasPrefix(source) ? message : "\(source): \(message)"
    }

    /// Draws every scene of the batch (or of its shard) into the `-o` folder; a scene that fails
    /// is reported after the others are written, in sorted order, and makes the exit status 1 (2
    /// when every scene failed).
    func renderBatch(theme: Theme?, variants combinations: [Variant], assets: AssetCatalog?) throws {
        guard output != "-" else { throw InputError("-o - writes one PNG; several scenes need a folder") }
        if PlatformPath.status(output) != nil, !PlatformPath.isFolder(output) {
            throw InputError("\(output): is a file; several scenes are drawn into a folder")
        }
        let batch = try SceneBatch(arguments: scenes, folder: output) { scene in
            combinations.map { Self.outputPath(scene.output, in: $0) }
        }
        let selected = shard.map { $0.select(batch.scenes) } ?? batch.scenes
        let started = ContinuousClock.now
        let progress = ProgressBar(total: selected.count)
        // One painter for every thread (the pipeline's): its glyph masks, like TextEngine.shared's
        // fonts and shaped words, are loaded once for the whole batch.
        let command = self
        let failures = ParallelWork.map(count: selected.count, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount) { index in
            defer { progress.advance() }
            let scene = selected[index]
            do {
                try command.draw(scene.source, theme: theme, in: combinations, assets: assets) { variant, picture in
                    try AtomicFile.write(picture.png, toPath: Self.outputPath(scene.output, in: variant))
                }
                return String?.none
            } catch {
                return Self.failureMessage(error, of: scene.source)
            }
        }.compactMap { $0 }
        progress.finish()
        for failure in failures { LayoutRender.printError("error: " + ErrorText.line(failure)) }
        let seconds = (ContinuousClock.now - started) / .seconds(1)
        let slice = shard.map { " (shard \($0) of \(batch.scenes.count) scenes)" } ?? ""
        print("\((selected.count - failures.count) * combinations.count) images written to \(output) in "
              + String(format: "%.2f", seconds) + " s, \(failures.count) failed\(slice)")
        if !failures.isEmpty { throw ExitCode(failures.count == selected.count ? ExitStatus.badInput : ExitStatus.difference) }
    }
}

extension PNGEncoder.RowFilter: ExpressibleByArgument {}
