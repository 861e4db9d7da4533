import ArgumentParser
import DesignSystem
import Foundation
import LayoutEngine
import PDFExport
import Rasterizer
import SceneFile

/// `layout-render document JOURNALS.json -o DIR` or `-o OUT.pdf`: seed 004's PDF export as A4 page
/// images or as one PDF with the same pages.
struct DocumentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "document",
        abstract: "Lay out journals on A4 pages (seed 004's PDF export) and write a PDF or page-1.png … page-n.png.",
        discussion: """
            JOURNALS is JSON or YAML: {"journals": [{"newsTitle": "…", "link": "https://…", "published": "…", \
            "title": "…", "created": "…", "edited": "…", "text": "…"}]}. Each journal starts a page; its \
            text flows over as many pages as it needs, whole lines only. Pages are 595 x 842 points, \
            written atomically. A PDF (an output ending in .pdf, or --format pdf) has the PNG pages' layout \
            with vector text in embedded font subsets, selectable and searchable. Exit status 2 for a file \
            that cannot be read or laid out.

            Examples:
              layout-render document examples/documents/journals.json -o pages/ --scale 2
                pages/page-1.png: 1190x1684 px …
              layout-render document examples/documents/journals.json -o journals.pdf
                journals.pdf: 5 pages, 53708 bytes
            """)

    @Argument(help: "The journals (.json, .yaml or .yml).")
    var journals: String

    @Option(name: .shortAndLong, help: "The PDF file, or the folder to write page-1.png … page-n.png into (created if missing).")
    var output: String

    @Option(parsing: .unconditional, help: "Pixels per point (0.1 to 8); a PDF is laid out on this pixel grid too, as its PNG pages are.")
    var scale: Double = 2

    @Option(help: "pdf (one file) or png (a folder of pages); by default pdf when the output ends in .pdf.")
    var format: Format?

    enum Format: String, ExpressibleByArgument, CaseIterable { case png, pdf }

    /// The format asked for, or the one the output's extension names.
    var resolvedFormat: Format { format ?? (output.lowercased().hasSuffix(".pdf") ? .pdf : .png) }

    func validate() throws {
        guard scale.isFinite, (0.1...8).contains(scale) else {
            throw ValidationError("--scale must be between 0.1 and 8, got \(scale)")
        }
    }

    func run() throws {
        try OutputFile.refuseOverwriting([journals], with: output)
        do {
            let document = try SceneFile.decode(JournalDocument.self, path: journals)
            let pages = try document.pages(scale: scale)
            if resolvedFormat == .pdf {
                let size = try ScenePDFWriter(title: document.journals.first?.newsTitle).write(pages, toPath: output)
                print("\(output): \(pages.count) pages, \(size) bytes")
                return
            }
            try AtomicFile.makeDirectories(output)
            for (index, page) in pages.enumerated() {
                let path = (output as NSString).appendingPathComponent("page-\(index + 1).png")
                let picture = try RenderPipeline.shared.picture(page)
                try AtomicFile.write(picture.png, toPath: path)
                print("\(path): \(picture.bitmap.width)x\(picture.bitmap.height) px, \(picture.png.count) bytes")
            }
        } catch {
            throw InputError(error)
        }
    }
}
