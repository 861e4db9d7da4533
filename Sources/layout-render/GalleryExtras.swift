import Foundation
import LayoutEngine
import DesignSystem
import Previews
import Rasterizer

/// The gallery's pictures beside the components: the catalog's journals as document pages (seed
/// 004's PDF export, `layout-render document`) and each animated state as a filmstrip of sixteen
/// frames (`layout-render render --frames` writes the same sheet).
enum GalleryExtras {
    static let documentSection = "Document pages"
    static let animationSection = "Animations"
    /// Filmstrip frames are drawn on the smaller screen: sixteen 2x frames cost what four 3x ones do.
    static let filmstripDevice = Device.iphoneSE

    /// Renders every extra into `folder`, `jobs` at a time; the order and bytes do not depend on `jobs`.
    static func render(into folder: String, theme: Theme, painter: ScenePainter, jobs: Int) throws -> [GalleryPage.Extra] {
        enum Job: Sendable {
            case document(CatalogEntry.Language)
            case filmstrip(ComponentCatalog.Animation)
        }
        let work = CatalogEntry.Language.allCases.map(Job.document) + ComponentCatalog.animations.map(Job.filmstrip)
        return try ParallelWork.map(count: work.count, jobs: jobs) { index in
            Result {
                switch work[index] {
                case .document(let language): try documentPages(language, theme: theme, into: folder, painter: painter)
                case .filmstrip(let animation): try filmstrip(animation, theme: theme, into: folder, painter: painter)
                }
            }
        }.flatMap { try $0.get() }
    }

    static func documentPages(_ language: CatalogEntry.Language, theme: Theme, into folder: String,
                              painter: ScenePainter) throws -> [GalleryPage.Extra] {
        let scale = 2.0
        let pages = try ComponentCatalog.sampleDocument(language).pages(theme: theme, scale: scale)
        return try pages.enumerated().map { index, page in
            let file = "document/journals-\(language.rawValue)-page-\(index + 1).png"
            let bitmap = try painter.render(page)
            try AtomicFile.write(try PNGEncoder.fast.encode(bitmap), toPath: folder + "/" + file)
            return GalleryPage.Extra(section: documentSection, title: "Journals (\(language.rawValue)), page \(index + 1) of \(pages.count)",
                                     file: file, pixelWidth: bitmap.width, pixelHeight: bitmap.height, scale: scale * 2,
                                     caption: "A4 at \(Int(scale))x")
        }
    }

    static func filmstrip(_ animation: ComponentCatalog.Animation, theme: Theme, into folder: String,
                          painter: ScenePainter) throws -> [GalleryPage.Extra] {
        let screen = ComponentScene(device: filmstripDevice, theme: theme, content: animation.entry.content)
        let (scene, timeline) = try screen.makeAnimatedScene()
        var strip = Filmstrip(columns: 8)
        try FrameRenderer(scene: scene, timeline: timeline, painter: painter).renderFrames(at: animation.times) { frame in
            strip.add(frame.bitmap)
        }
        let sheet = try strip.sheet()
        let file = "animations/\(animation.entry.name)-\(filmstripDevice.name)-filmstrip.png"
        try AtomicFile.write(try PNGEncoder.fast.encode(sheet), toPath: folder + "/" + file)
        let step = animation.times.count > 1 ? animation.times[1] - animation.times[0] : 0
        return [GalleryPage.Extra(
            section: animationSection, title: "\(animation.entry.component) · \(animation.entry.state)", file: file,
            pixelWidth: sheet.width, pixelHeight: sheet.height, scale: 1,
            caption: "\(animation.times.count) frames every \(Int((step * 1000).rounded())) ms on \(filmstripDevice.name), "
                + "left to right, top to bottom")]
    }
}
