import ArgumentParser
import Dispatch
import Foundation
import LayoutEngine
import DesignSystem
import SceneFile
import Previews
import Rasterizer
import Synchronization

/// `layout-render gallery --output DIR`: every component of the catalog in every state,
/// Latin and Korean text, on each gallery device, as PNG files, with `DIR/index.html`.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render every component in every state to PNG, with an index.html to browse them.",
        discussion: """
            Writes DIR/<component>/<component>-<state>-<language>-<device>.png for every entry of the \
            component catalog on iphone15 (3x) and iphoneSE (2x), then DIR/index.html. Pictures are \
            rendered in parallel; each file's bytes do not depend on the number of jobs.
            """)

    @Option(name: .shortAndLong, help: "The folder to write the pictures and index.html into.")
    var output: String

    @Option(parsing: .unconditional, help: "How many pictures to render at once (default: the number of cores).")
    var jobs: Int?

    @Option(help: "A JSON or YAML file of theme tokens to render with (default: the standard theme).")
    var theme: String?

    @Option(help: "Render only this component (a scene file's \"component\" name, e.g. modal).")
    var only: String?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more, found \(jobs)") }
        if let only, !ComponentSpec.names.contains(only) {
            throw ValidationError("unknown component \"\(only)\"; expected one of: "
                + ComponentSpec.names.joined(separator: ", "))
        }
    }

    func run() throws {
        let pictures = try render()
        print("Wrote \(pictures.count) pictures and \(output)/index.html")
    }

    /// Renders and writes every picture, then the index; returns the pictures in catalog order.
    func render() throws -> [GalleryPage.Picture] {
        let tokens = try theme.map { try Theme.load(path: $0) } ?? .standard
        let entries = ComponentCatalog.entries.filter { only == nil || $0.component == only }
        let plan = entries.flatMap { entry in ComponentCatalog.devices.map { (entry, $0) } }
        let results = Mutex([Result<GalleryPage.Picture, any Error>?](repeating: nil, count: plan.count))
        let next = Atomic<Int>(0)
        let painter = ScenePainter()
        let workers = min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, plan.count)
        // Workers take the next unrendered picture until none is left; each result lands at
        // its own index, so the order and every file's bytes are the same for any `jobs`.
        DispatchQueue.concurrentPerform(iterations: max(workers, 1)) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < plan.count else { return }
                let (entry, device) = plan[index]
                let result = Result { try Self.renderPicture(entry, on: device, theme: tokens, into: output, painter: painter) }
                results.withLock { $0[index] = result }
            }
        }
        let pictures = try results.withLock { slots in
            try slots.map { slot in
                guard let slot else { throw ValidationError("a gallery picture was not rendered") }
                return try slot.get()
            }
        }
        try AtomicFile.write(GalleryPage(pictures: pictures).html, toPath: output + "/index.html")
        return pictures
    }

    /// Lays out, draws and encodes one picture, and writes it atomically.
    static func renderPicture(_ entry: CatalogEntry, on device: Device, theme: Theme, into folder: String,
                              painter: ScenePainter) throws -> GalleryPage.Picture {
        let file = "\(entry.component)/\(entry.name)-\(device.name).png"
        let scene = try ComponentScene(device: device, theme: theme, content: entry.content).makeScene()
        let bitmap = try painter.render(scene)
        try AtomicFile.write(try PNGEncoder.fast.encode(bitmap), toPath: folder + "/" + file)
        return GalleryPage.Picture(entry: entry, device: device, file: file,
                                   pixelWidth: bitmap.width, pixelHeight: bitmap.height)
    }
}
