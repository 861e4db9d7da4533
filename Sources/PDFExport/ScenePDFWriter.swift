import CCairo
import LayoutEngine
import Rasterizer

/// Writes scenes as the pages of one PDF, through cairo's PDF surface (cairo 1.16, Debian's
/// libcairo2): fills, gradients, borders, paths, images and clips as vectors, and text as our
/// own glyph runs shown in the font files the text engine shaped them with, so the PDF embeds
/// subsets of those fonts and its text can be selected and searched. The layout is the scene's:
/// nothing is measured or shaped again, so the PDF's pages are the PNG pages' layout.
///
/// The same scenes give the same bytes: the creation date is fixed (`creationDate`), and cairo
/// names font subsets after their glyphs, not at random.
public struct ScenePDFWriter: Sendable {
    /// The largest page side, in points: PDF 1.4's implementation limit on user-space coordinates
    /// (ISO 32000-1 Annex C.2, 14,400 units at the default unit of 1/72 inch).
    public static let maxPageSide = 14_400.0

    /// The document's title (the PDF's Info dictionary), or nil for none.
    public var title: String?
    /// The PDF's CreationDate as cairo takes it (ISO 8601). A fixed default keeps output
    /// byte-identical run after run; cairo would otherwise write the time of the run.
    public var creationDate: String

    public init(title: String? = nil, creationDate: String = "2000-01-01T00:00:00Z") {
        self.title = title; self.creationDate = creationDate
    }

    /// The PDF, one page per scene, each page the scene's size in points.
    public func data(for scenes: [Scene]) throws(PDFExportError) -> [UInt8] {
        guard let first = scenes.first else { throw .noPages }
        for (index, scene) in scenes.enumerated() {
            let size = scene.size
            guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
                  size.width <= Self.maxPageSide, size.height <= Self.maxPageSide else {
                throw .invalidPageSize(page: index + 1, width: size.width, height: size.height)
            }
        }
        let sink = PDFByteSink()
        let surface = cairo_pdf_surface_create_for_stream(PDFByteSink.write, sink.context,
                                                          first.size.width, first.size.height)!
        defer { cairo_surface_destroy(surface) }
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, creationDate)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "layout-render")
        if let title { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title) }
        for (index, scene) in scenes.enumerated() {
            cairo_pdf_surface_set_size(surface, scene.size.width, scene.size.height)
            let page = PDFPagePainter(surface: surface, page: index + 1)
            defer { page.finish() }
            try page.paint(scene)
            cairo_show_page(page.context)
            try page.check()
        }
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(page: nil, status: String(cString: cairo_status_to_string(status))) }
        return sink.bytes
    }

    /// Writes the PDF of `scenes` to `path` atomically (a reader sees the old file or the whole new
    /// one) and returns its size in bytes.
    @discardableResult
    public func write(_ scenes: [Scene], toPath path: String) throws(PDFExportError) -> Int {
        let bytes = try data(for: scenes)
        do {
            try AtomicFile.write(bytes, toPath: path)
        } catch {
            throw .file(error)
        }
        return bytes.count
    }
}
