import Foundation

/// The Files picker (UIKit's `UIDocumentPickerViewController`). Inert: there are no files to
/// pick, so its view is a plain controller's view that draws nothing special and the delegate
/// is never called by itself. (`init(forOpeningContentTypes:)` takes `UTType`s, which Linux
/// lacks; the type-identifier and URL initializers are here.)
open class UIDocumentPickerViewController: UIViewController {
    /// What the picker does with documents (UIKit's `UIDocumentPickerMode`, with its raw values).
    public typealias Mode = UIDocumentPickerMode

    open weak var delegate: UIDocumentPickerDelegate?
    public let documentPickerMode: UIDocumentPickerMode
    /// The type identifiers it opens (`public.pdf`), or the URLs it exports or moves.
    public let documentTypes: [String]
    public let urls: [URL]
    open var allowsMultipleSelection = false
    open var shouldShowFileExtensions = false
    open var directoryURL: URL?

    public init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        documentPickerMode = mode
        documentTypes = allowedUTIs
        urls = []
        super.init(nibName: nil, bundle: nil)
    }
    public init(urls: [URL], in mode: UIDocumentPickerMode) {
        documentPickerMode = mode
        documentTypes = []
        self.urls = urls
        super.init(nibName: nil, bundle: nil)
    }
    public convenience init(url: URL, in mode: UIDocumentPickerMode) { self.init(urls: [url], in: mode) }
    /// Exports (or, with `asCopy`, copies) `urls` to a place the user picks.
    public convenience init(forExporting urls: [URL], asCopy: Bool = false) {
        self.init(urls: urls, in: asCopy ? .exportToService : .moveToService)
    }
    public required init?(coder: NSCoder) {
        documentPickerMode = .import
        documentTypes = []
        urls = []
        super.init(coder: coder)
    }
}

/// UIKit's `UIDocumentPickerMode`, with its raw values.
public enum UIDocumentPickerMode: UInt, Sendable { case `import` = 0, open, exportToService, moveToService }

/// What a document picker tells its delegate (UIKit's `UIDocumentPickerDelegate`); all optional.
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: NSObjectProtocol {
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {}
}
