import ArgumentParser
import Foundation
import LayoutEngine
import DesignSystem
import SceneFile
import Previews
import Rasterizer

/// `layout-render gallery --output DIR`: every component of the catalog in every state,
/// Latin and Korean text, on each gallery device, as PNG files, with `DIR/index.html`.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render every component in every state to PNG, with an index.html to browse them.",
        discussion: """
            Writes DIR/<component>/<component>-<state>-<language>-<device>.png for every entry of the \
            component catalog on iphone15 (3x) and iphoneSE (2x), the catalog's journals as A4 pages \
            (DIR/document/), a filmstrip of each animated state (DIR/animations/), then DIR/index.html. Pictures are \
            rendered in parallel; each file's bytes do not depend on the number of jobs. Beside each \
            picture, <name>.json is the scene file that draws it (linked from the index; the pictures it \
            names are written beside it): copy and edit it, and `layout-render render DIR/modal/*.json -o out/` draws the same bytes again (not \
            written with --theme, which scene files do not name).

            --variants draws each picture again in each combination it lists, beside the plain one on the \
            index page: DIR/<component>/<component>-<state>-<language>-<device>.<variant>.png (dark: the dark \
            theme; a content size: the theme's type scaled as Dynamic Type scales body text; rtl: right to left).

            Examples:
              layout-render gallery -o gallery
              layout-render gallery -o toasts --only toast --jobs 2
              layout-render gallery -o modal-variants --only modal --variants dark,rtl,ax5
            """)

    @Option(name: .shortAndLong, help: "The folder to write the pictures and index.html into.")
    var output: String

    @Option(parsing: .unconditional, help: "How many pictures to render at once (default: the number of cores).")
    var jobs: Int?

    @Option(help: "A JSON or YAML file of theme tokens to render with (default: the standard theme).")
    var theme: String?

    @Option(help: "Render only this component (a scene file's \"component\" name, e.g. modal).")
    var only: String?

    @Option(help: ArgumentHelp(
        "Also draw each picture in these combinations: a list (dark,rtl,ax5; dark+ax5 is one combination) or a matrix file.",
        discussion: "Values: light, dark, xs ... xxxl, ax1 ... ax5, ltr, rtl. A matrix file (JSON or YAML) lists "
            + "\"appearances\", \"contentSizes\" and \"layoutDirections\" and means every combination.",
        valueName: "list-or-file"))
    var variants: String?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more, found \(jobs)") }
        if let only, !ComponentSpec.names.contains(only) {
            throw ValidationError("unknown component \"\(only)\"; expected one of: "
                + ComponentSpec.names.joined(separator: ", "))
        }
    }

    func run() throws {
        let written: (pictures: [GalleryPage.Picture], extras: [GalleryPage.Extra])
        // An output folder that cannot be written is the user's to fix (exit 2), as is a bad theme.
        do { written = try renderAll() } catch let error as FileError { throw InputError(error) }
        print("Wrote \(written.pictures.count) pictures, \(written.extras.count) document pages and filmstrips, and \(output)/index.html")
    }

    /// Renders and writes every picture, then the index; returns the pictures in catalog order.
    func render() throws -> [GalleryPage.Picture] { try renderAll().pictures }

    /// Renders the gallery: the component pictures, then (without --only) the document pages and
    /// filmstrips, then the index.
    func renderAll() throws -> (pictures: [GalleryPage.Picture], extras: [GalleryPage.Extra]) {
        let tokens = try Theme.load(option: theme) ?? .standard
        let combinations = try [Variant()] + VariantOption.load(variants, devices: false)
        let entries = ComponentCatalog.entries.filter { only == nil || $0.component == only }
        let plan = entries.flatMap { entry in
            ComponentCatalog.devices.flatMap { device in combinations.map { (entry, device, $0) } }
        }
        let pipeline = RenderPipeline.shared
        let output = output
        // The scene files name the catalog's own pictures by file name: each is written once
        // beside them, not once per device and job.
        for entry in entries {
            for case .sample(let sample)? in entry.content.map(\.picture?.source) {
                try AtomicFile.write(sample.bytes, toPath: output + "/" + entry.component + "/" + sample.fileName)
            }
        }
        let jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let pictures = try ParallelWork.map(count: plan.count, jobs: jobs) { index in
            let (entry, device, variant) = plan[index]
            return Result { try Self.renderPicture(entry, on: device, in: variant, theme: tokens, into: output, pipeline: pipeline) }
        }.map { try $0.get() }
        // A gallery of one component (--only) is that component's pictures alone.
        let extras = only == nil ? try GalleryExtras.render(into: output, theme: tokens, pipeline: pipeline, jobs: jobs) : []
        try AtomicFile.write(GalleryPage(pictures: pictures, extras: extras).html, toPath: output + "/index.html")
        return (pictures, extras)
    }

    /// Lays out, draws and encodes one picture, and writes it atomically, with the scene file that
    /// draws it again (`layout-render render`) beside it, naming the theme's changed tokens, when the
    /// variant is the plain one (a scene file names no variant).
    static func renderPicture(_ entry: CatalogEntry, on device: Device, in variant: Variant = Variant(), theme: Theme,
                              into folder: String, pipeline: RenderPipeline) throws -> GalleryPage.Picture {
        let name = pictureName(entry, on: device) + (variant.name.isEmpty ? "" : "." + variant.name)
        let (screen, picture) = try draw(entry, on: device, in: variant, theme: theme, pipeline: pipeline)
        try AtomicFile.write(picture.png, toPath: folder + "/" + name + ".png")
        let scene = variant.name.isEmpty ? name + ".json" : nil
        if let scene {
            try AtomicFile.write(try screen.sceneFileText(), toPath: folder + "/" + scene)
        }
        return GalleryPage.Picture(entry: entry, device: device, file: name + ".png", pixelWidth: picture.bitmap.width,
                                   pixelHeight: picture.bitmap.height, scene: scene, variant: variant.name)
    }

    /// `<component>/<entry>-<device>`: the picture's path in the gallery folder, without extension.
    static func pictureName(_ entry: CatalogEntry, on device: Device) -> String {
        "\(entry.component)/\(entry.name)-\(device.name)"
    }

    /// Lays out one picture's screen, then draws and encodes it with `pipeline` (the gallery's and
    /// the live preview's).
    static func draw(_ entry: CatalogEntry, on device: Device, in variant: Variant = Variant(), theme: Theme,
                     pipeline: RenderPipeline) throws -> (screen: ComponentScene, picture: EncodedPicture) {
        let screen = ComponentScene(device: device, theme: theme, content: entry.content)
        return (screen, try pipeline.picture(screen.makeScene(in: variant)))
    }
}
