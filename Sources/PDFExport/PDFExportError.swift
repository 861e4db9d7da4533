import Rasterizer

/// Why a PDF could not be made: which page and node, or which file, and cairo's or the system's reason.
public enum PDFExportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// There is nothing to write: a PDF has at least one page.
    case noPages
    /// A page's size is not a positive, finite size a PDF page can have (ISO 32000-1 §8.3.2.3 bounds
    /// user space at 14,400 units on each side in the default scale).
    case invalidPageSize(page: Int, width: Double, height: Double)
    /// A node cannot be drawn; `path` is its id path inside the page, as the painter names nodes.
    case invalidNode(page: Int, path: String, reason: String)
    /// A font file the text was shaped with could not be opened again for embedding.
    case font(path: String, reason: String)
    /// cairo reported an error while drawing or finishing the document.
    case cairo(page: Int?, status: String)
    /// The finished PDF could not be written.
    case file(FileError)

    public var description: String {
        switch self {
        case .noPages: return "PDF: no pages to write"
        case let .invalidPageSize(page, width, height):
            return "PDF page \(page): size \(width) x \(height) points is not a page size (0 < side <= \(ScenePDFWriter.maxPageSide))"
        case let .invalidNode(page, path, reason): return "PDF page \(page): node \(path): \(reason)"
        case let .font(path, reason): return "PDF: font \(path): \(reason)"
        case let .cairo(page, status): return "PDF\(page.map { " page \($0)" } ?? ""): cairo: \(status)"
        case .file(let error): return error.description
        }
    }
}
