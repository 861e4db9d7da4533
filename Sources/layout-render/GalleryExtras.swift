import Foundation
import LayoutEngine
import DesignSystem
import Previews
import Rasterizer

/// The gallery's pictures beside the components: the catalog's journals as document pages (seed
/// 004's PDF export, `layout-render document`), each animated state as a filmstrip of sixteen
/// frames (`layout-render render --frames` writes the same sheet), and a page of the world's
/// scripts (issue 23).
enum GalleryExtras {
    static let documentSection = "Document pages"
    static let animationSection = "Animations"
    static let worldSection = "Text in every script"
    static let uikitSection = "UIKit screens drawn by ViewKit"
    /// Filmstrip frames are drawn on the smaller screen: sixteen 2x frames cost what four 3x ones do.
    static let filmstripDevice = Device.iphoneSE

    /// Renders every extra into `folder`, `jobs` at a time; the order and bytes do not depend on `jobs`.
    static func render(into folder: String, theme: Theme, pipeline: RenderPipeline, jobs: Int) throws -> [GalleryPage.Extra] {
        enum Job: Sendable {
            case document(CatalogEntry.Language)
            case filmstrip(ComponentCatalog.Animation)
            case worldText
            case uikit(UIKitShowcase.Screen, UIKitShowcase.Appearance)
        }
        let work = CatalogEntry.Language.allCases.map(Job.document) + ComponentCatalog.animations.map(Job.filmstrip) + [.worldText]
            + UIKitShowcase.screens.flatMap { screen in UIKitShowcase.Appearance.allCases.map { Job.uikit(screen, $0) } }
        return try ParallelWork.map(count: work.count, jobs: jobs) { index in
            Result {
                switch work[index] {
                case .document(let language): try documentPages(language, theme: theme, into: folder, pipeline: pipeline)
                case .filmstrip(let animation): try filmstrip(animation, theme: theme, into: folder, pipeline: pipeline)
                case .worldText: try worldText(into: folder, pipeline: pipeline)
                case let .uikit(screen, appearance): try uikitScreen(screen, in: appearance, into: folder, pipeline: pipeline)
                }
            }
        }.flatMap { try $0.get() }
    }

    static func documentPages(_ language: CatalogEntry.Language, theme: Theme, into folder: String,
                              pipeline: RenderPipeline) throws -> [GalleryPage.Extra] {
        let scale = 2.0
        let pages = try ComponentCatalog.sampleDocument(language).pages(theme: theme, scale: scale)
        return try pages.enumerated().map { index, page in
            let file = "document/journals-\(language.rawValue)-page-\(index + 1).png"
            let picture = try pipeline.picture(page)
            try AtomicFile.write(picture.png, toPath: folder + "/" + file)
            return GalleryPage.Extra(section: documentSection, title: "Journals (\(language.rawValue)), page \(index + 1) of \(pages.count)",
                                     file: file, pixelWidth: picture.bitmap.width, pixelHeight: picture.bitmap.height, scale: scale * 2,
                                     caption: "A4 at \(Int(scale))x")
        }
    }

    /// One of the showcase's UIKit screens, full screen on an iPhone 15, in one appearance.
    static func uikitScreen(_ screen: UIKitShowcase.Screen, in appearance: UIKitShowcase.Appearance, into folder: String,
                            pipeline: RenderPipeline) throws -> [GalleryPage.Extra] {
        let scene = UIKitShowcase.scene(of: screen, in: appearance)
        let picture = try pipeline.picture(scene)
        let file = "uikit/\(screen.name)-\(appearance.rawValue).png"
        try AtomicFile.write(picture.png, toPath: folder + "/" + file)
        return [GalleryPage.Extra(section: uikitSection, title: "\(screen.title) (\(appearance.rawValue))", file: file,
                                  pixelWidth: picture.bitmap.width, pixelHeight: picture.bitmap.height, scale: scene.scale,
                                  caption: "iPhone 15, \(appearance.rawValue == "rtl" ? "right to left" : appearance.rawValue)")]
    }

    static func filmstrip(_ animation: ComponentCatalog.Animation, theme: Theme, into folder: String,
                          pipeline: RenderPipeline) throws -> [GalleryPage.Extra] {
        let screen = ComponentScene(device: filmstripDevice, theme: theme, content: animation.entry.content)
        let (scene, timeline) = try screen.makeAnimatedScene()
        var strip = Filmstrip(columns: 8)
        try pipeline.frames(of: scene, timeline: timeline, at: animation.times) { frame in
            strip.add(frame.bitmap)
        }
        let sheet = try strip.sheet()
        let file = "animations/\(animation.entry.name)-\(filmstripDevice.name)-filmstrip.png"
        try AtomicFile.write(try pipeline.encoded(sheet, scale: 1).png, toPath: folder + "/" + file)
        let step = animation.times.count > 1 ? animation.times[1] - animation.times[0] : 0
        return [GalleryPage.Extra(
            section: animationSection, title: "\(animation.entry.component) · \(animation.entry.state)", file: file,
            pixelWidth: sheet.width, pixelHeight: sheet.height, scale: 1,
            caption: "\(animation.times.count) frames every \(Int((step * 1000).rounded())) ms on \(filmstripDevice.name), "
                + "left to right, top to bottom")]
    }

    /// One paragraph per script, each under its name: right-to-left Arabic (joined letters) and
    /// Hebrew (with an English word and a number in place), Thai broken by dictionary, Devanagari,
    /// Japanese, Simplified Chinese, Korean, color emoji sequences, and one attributed paragraph.
    static let worldSamples: [(name: String, text: String, language: String?)] = [
        ("Arabic", "تصميم الواجهات يعتمد على قواعد بسيطة: الخط يعطي كل حرف عرضه.", nil),
        ("Hebrew", "3 התראות חדשות מ-WhatsApp", nil),
        ("Thai", "ระบบการออกแบบคือข้อตกลงระหว่างนักออกแบบและนักพัฒนา", nil),
        ("Devanagari", "डिज़ाइन सिस्टम एक वादा है", nil),
        ("Japanese", "日本語の文章。「気」や「広」、遅い。", "ja"),
        ("Chinese", "设计系统是设计师和开发者之间的约定。", "zh-Hans"),
        ("Korean", "김철수(chulsoo)님에게 친구를 요청하시겠어요?", nil),
        ("Emoji", "Jane 👋 👩‍👩‍👧‍👦 👍🏽 🇰🇷 1️⃣ 🏳️‍🌈", nil),
    ]

    static func worldText(into folder: String, pipeline: RenderPipeline) throws -> [GalleryPage.Extra] {
        let engine = TextEngine.current, scale = 2.0, width = 320.0, margin = 16.0
        let gray = Color(red: 0x8E, green: 0x8E, blue: 0x93)
        var nodes: [SceneNode] = []
        var top = margin
        func add(_ id: String, _ layout: TextLayout, color: Color, gap: Double) {
            nodes.append(SceneNode(id: id, frame: Rect(x: margin, y: top, width: width, height: layout.size.height),
                                   content: .text(layout, color: color)))
            top += layout.size.height + gap
        }
        for sample in worldSamples {
            add(sample.name + ".name", try engine.layout(sample.name, style: TextStyle(size: 12), maxWidth: width, scale: scale),
                color: gray, gap: 4)
            let style = TextStyle(size: 17, language: sample.language)
            add(sample.name, try engine.layout(sample.text, style: style, maxWidth: width, scale: scale), color: .black, gap: 14)
        }
        add("attributed.name", try engine.layout("Attributed", style: TextStyle(size: 12), maxWidth: width, scale: scale),
            color: gray, gap: 4)
        let body = TextStyle(size: 17)
        let attributed = AttributedText([
            .init("Plain, ", font: body), .init("bold ", font: TextStyle(size: 17, weight: .bold)),
            .init("large", font: TextStyle(size: 24)), .init(", ", font: body),
            .init("red underlined", font: body, color: Color(red: 0xFF, green: 0x3B, blue: 0x30), underline: .single),
            .init(", ", font: body), .init("struck", font: body, color: gray, strikethrough: .single), .init(", ", font: body),
            .init("spaced", font: body, kern: 3),
            .init(" and كتاب", font: TextStyle(size: 17, weight: .bold), color: Color(red: 0x00, green: 0x7A, blue: 0xFF)),
        ])
        add("attributed", try engine.layout(attributed, maxWidth: width, scale: scale), color: .black, gap: margin - 14)
        let scene = Scene(size: Size(width: width + 2 * margin, height: (top * scale).rounded(.up) / scale), scale: scale,
                          background: .white, nodes: nodes)
        let picture = try pipeline.picture(scene)
        let file = "text/world-scripts.png"
        try AtomicFile.write(picture.png, toPath: folder + "/" + file)
        return [GalleryPage.Extra(section: worldSection, title: "The world's scripts", file: file, pixelWidth: picture.bitmap.width,
                                  pixelHeight: picture.bitmap.height, scale: scale,
                                  caption: "the default fallback list, 17 pt at 2x, 320 pt wide")]
    }
}
