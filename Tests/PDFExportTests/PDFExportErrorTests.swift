import Foundation
import LayoutEngine
import PDFExport
import TestSupport
import Testing

/// Scenes a PDF cannot hold are refused with the page and node named, and nothing is written.
@Suite struct PDFExportErrorTests {
    @Test func noScenesIsNoPDF() {
        #expect(throws: PDFExportError.noPages) { try ScenePDFWriter().data(for: []) }
    }

    @Test(arguments: [Size(width: 0, height: 842), Size(width: .nan, height: 10), Size(width: 20_000, height: 10)])
    func aPageSizeOutsidePDFsBoundsNamesThePage(size: Size) {
        let scenes = [Scene(size: Size(width: 10, height: 10)), Scene(size: size)]
        #expect { try ScenePDFWriter().data(for: scenes) } throws: { error in
            guard case .invalidPageSize(2, let width, let height) = error as? PDFExportError else { return false }
            return "\(width) \(height)" == "\(size.width) \(size.height)"
        }
    }

    @Test func aNodeThatCannotBeDrawnIsNamedByItsPath() throws {
        let scene = Scene(size: Size(width: 100, height: 100), nodes: [
            SceneNode(id: "card", frame: Rect(x: 0, y: 0, width: 50, height: 50), children: [
                SceneNode(id: "badge", frame: Rect(x: 0, y: 0, width: .infinity, height: 5)),
            ]),
        ])
        let file = try Scratch.directory("pdf-error").appendingPathComponent("bad.pdf").path
        do {
            try ScenePDFWriter().write([scene], toPath: file)
            Issue.record("a node with an infinite width was written")
        } catch {
            guard case .invalidNode(let page, let path, let reason) = error else { Issue.record("\(error)"); return }
            #expect(page == 1 && path == "card/badge")
            #expect(reason.contains("frame"))
        }
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    @Test func anImageWhoseBytesDoNotMatchItsSizeIsRefused() {
        let scene = Scene(size: Size(width: 100, height: 100), nodes: [
            SceneNode(id: "photo", frame: Rect(x: 0, y: 0, width: 50, height: 50),
                      content: .image(ImageContent(width: 4, height: 4, rgba: [0, 0, 0, 255]))),
        ])
        #expect { try ScenePDFWriter().data(for: [scene]) } throws: { error in
            guard case .invalidNode(1, "photo", let reason) = error as? PDFExportError else { return false }
            return reason.contains("content.image")
        }
    }

    @Test func aFolderInTheWayIsAFileError() throws {
        let folder = try Scratch.directory("pdf-error").path
        #expect { try ScenePDFWriter().write([Scene(size: Size(width: 10, height: 10))], toPath: folder) } throws: { error in
            guard case .file(let failure) = error as? PDFExportError else { return false }
            return failure.path == folder
        }
    }
}
