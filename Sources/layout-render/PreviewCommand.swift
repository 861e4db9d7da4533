import ArgumentParser
import Dispatch
import Foundation
import LayoutEngine
import DesignSystem
import SceneFile
import Rasterizer
import PreviewServer
import Synchronization

/// `layout-render preview [SCENE or DIR ...]`: a local web page of the scenes (or of the gallery)
/// that draws a scene again when its file changes and shows the new picture without a reload.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve scenes (or the gallery) as a web page that redraws a scene whenever its file changes.",
        discussion: """
            Listens on http://127.0.0.1:8080/ and prints the address (--host and --port change it; --port 0 \
            picks a free port). The page lists the scenes with their pictures. Each file is watched: when it \
            changes, its scene is drawn again and the open page shows the new picture without a reload. A \
            scene that cannot be read or drawn shows its error (file:line:column and path) in place of the \
            picture until the file is fixed, and new scene files in a watched folder appear. --debug-overlay \
            draws every node's frame, text baselines and the gaps between siblings over the pictures. With no scene, \
            the page shows the gallery: every component in every state. A line is printed for every redrawn \
            scene; --verbose adds first drawings and each picture a page has shown. --variants shows each \
            component scene (or gallery picture) again in each combination, side by side after the plain \
            one, all drawn again when the file changes (a raw scene names its own colors: its variants show \
            an error). Ctrl-C stops it.

            Exit status 2 when a named scene file cannot be read, a folder holds no scene, the theme cannot \
            be read, or the address cannot be listened on (a port in use).

            Examples (open the address it prints, then edit the scene file):
              layout-render preview examples/alert-modal.json --port 8080
              layout-render preview examples/*.json examples/*.yaml --port 0
              layout-render preview examples/alert-modal.json --debug-overlay --port 0
              layout-render preview examples/alert-modal.json --variants dark,rtl,ax5 --port 0
            """)

    @Argument(help: "Scene files (.json, .yaml or .yml), or folders of them (default: the gallery).")
    var scenes: [String] = []

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(parsing: .unconditional, help: "The port to listen on (0 picks a free port).")
    var port = 8080

    @Option(help: "A JSON or YAML file of theme tokens for component scenes (watched like the scenes).")
    var theme: String?

    @Flag(help: "Draw each node's frame, text baselines and the gaps between siblings in points over the pictures (as render --debug-overlay).")
    var debugOverlay = false

    @Option(help: ArgumentHelp(
        "Also show each component scene in these combinations beside the plain one: a list (dark,rtl,ax5; dark+ax5 is one) or a matrix file.",
        valueName: "list-or-file"))
    var variants: String?

    @Flag(help: "Also print each scene's first drawing and every picture a page shows.")
    var verbose = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535, got \(port)") }
    }

    func run() throws {
        let server = PreviewServer(source: try source(), host: host, port: port) { [verbose] event in
            if let line = Self.line(for: event, verbose: verbose) { Self.printLine(line) }
        }
        do {
            try Self.waitFor { try await server.run(stoppingOn: [SIGINT, SIGTERM]) }
        } catch let error as PreviewServerError {
            throw InputError(error)
        }
    }

    /// The scenes to serve: the files and folders named (found again as files come and go), or the
    /// gallery. Checks them first, so a path that cannot be read is bad input (exit 2) before the
    /// server starts.
    func source() throws -> PreviewSource {
        _ = try Theme.load(option: theme)
        let pipeline = RenderPipeline(debugOverlay: debugOverlay)
        // The gallery draws every entry on its own devices, as `gallery --variants` does.
        let combinations = try VariantOption.load(variants, devices: !scenes.isEmpty)
        return scenes.isEmpty ? Self.gallery(theme: theme, variants: combinations, pipeline: pipeline)
            : try Self.sceneFiles(scenes, theme: theme, variants: combinations, pipeline: pipeline)
    }

    /// `scene` and then, side by side after it on the page, one scene per combination: keyed
    /// `<key>.<variant>`, captioned `<name> · <variant>`, drawn from the same files.
    static func withVariants(_ scene: PreviewScene, _ variants: [Variant]) -> [PreviewScene] {
        [scene] + variants.map { PreviewScene(key: scene.key + "." + $0.name, name: scene.name + " · " + $0.name, files: scene.files) }
    }

    /// The combination a scene made by `withVariants` from `plainKey` stands for (the plain one for `plainKey` itself).
    static func variant(of scene: PreviewScene, plainKey: String, in variants: [Variant]) -> Variant {
        variants.first { scene.key == plainKey + "." + $0.name } ?? Variant()
    }

    /// Every gallery picture (`layout-render gallery`'s names and drawing); they depend on the theme file only.
    static func gallery(theme: String?, variants: [Variant] = [], pipeline: RenderPipeline = .shared) -> PreviewSource {
        let plan = ComponentCatalog.entries.flatMap { entry in ComponentCatalog.devices.map { (entry, $0) } }
        var pictures: [String: (CatalogEntry, Device, Variant)] = [:]
        let scenes = plan.flatMap { entry, device in
            let name = GalleryCommand.pictureName(entry, on: device)
            let plain = PreviewScene(key: name, name: name, files: theme.map { [$0] } ?? [])
            return withVariants(plain, variants).map { scene in
                pictures[scene.key] = (entry, device, variant(of: scene, plainKey: name, in: variants))
                return scene
            }
        }
        return PreviewSource(discover: { scenes }, render: { [pictures] scene in
            guard let (entry, device, variant) = pictures[scene.key] else { throw InputError("\(scene.key): not in the gallery") }
            let tokens = try theme.map { try Theme.load(path: $0) } ?? .standard
            let picture = try GalleryCommand.draw(entry, on: device, in: variant, theme: tokens, pipeline: pipeline).picture
            return PreviewPicture(png: picture.png, pixelWidth: picture.bitmap.width, pixelHeight: picture.bitmap.height,
                                  scale: picture.scale)
        })
    }

    /// The scene files named and found under the folders named (`render`'s batch rules), drawn as
    /// `render` draws them.
    static func sceneFiles(_ arguments: [String], theme: String?, variants: [Variant] = [],
                           pipeline: RenderPipeline = .shared) throws -> PreviewSource {
        let discover: @Sendable () throws -> [PreviewScene] = {
            try SceneBatch.find(arguments).flatMap {
                withVariants(PreviewScene(key: $0.source, name: $0.source, files: [$0.source] + (theme.map { [$0] } ?? [])), variants)
            }
        }
        for scene in try discover() where PlatformPath.withCString(scene.files[0], { access($0, R_OK) }) != 0 {
            throw InputError("\(scene.files[0]): cannot read the scene file")
        }
        return PreviewSource(discover: discover, folders: arguments.filter(PlatformPath.isFolder), render: { scene in
            var images: [String] = []
            do {
                // A FIFO or device among the files fails here at once (SceneFile.readText reads
                // regular files only), so it cannot block the watcher's one thread.
                let tokens = try theme.map { try Theme.load(path: $0) }
                let path = scene.files[0]
                let drawn = try RenderCommand.draw(path, theme: tokens, in: variant(of: scene, plainKey: path, in: variants),
                                                   pipeline: pipeline, filesNamed: { images = $0 })
                return PreviewPicture(png: drawn.png, pixelWidth: drawn.bitmap.width, pixelHeight: drawn.bitmap.height,
                                      scale: drawn.scale, filesRead: images)
            } catch {
                // A missing or broken image is watched too: fixing it draws the scene again.
                throw PreviewFailure(message: RenderCommand.failureMessage(error, of: scene.files[0]), filesRead: images)
            }
        })
    }

    /// The line printed for `event`, if any: the address, every redrawing after an edit, and with
    /// `verbose` first drawings and pages' acknowledgements.
    static func line(for event: PreviewEvent, verbose: Bool) -> String? {
        switch event {
        case .listening(let url):
            return "Previewing at \(url) (Ctrl-C stops)"
        case .drawn(let name, let version, let milliseconds, let failure, let edited):
            guard edited || verbose else { return nil }
            let time = String(format: "%.1f ms", milliseconds)
            return failure.map { "\(name): error (version \(version), \(time)): \($0)" }
                ?? "\(name): drawn (version \(version), \(time))"
        case .shown(let name, let version):
            return verbose ? "\(name): shown (version \(version))" : nil
        }
    }

    /// Writes `line` to standard output at once (a pipe would otherwise hold it back).
    private static func printLine(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Runs `body` to its end from a synchronous command (the command line is not async).
    static func waitFor(_ body: @escaping @Sendable () async throws -> Void) throws {
        let outcome = Outcome()
        Task.detached {
            do { try await body() } catch { outcome.failure.withLock { $0 = error } }
            outcome.finished.signal()
        }
        outcome.finished.wait()
        if let error = outcome.failure.withLock({ $0 }) { throw error }
    }

    private final class Outcome: Sendable {
        let failure = Mutex<(any Error)?>(nil)
        let finished = DispatchSemaphore(value: 0)
    }
}
