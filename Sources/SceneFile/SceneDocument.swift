import LayoutEngine
import Rasterizer
import DesignSystem
/// Any scene file: a raw scene (`size` and `nodes`, the format of `SceneDescription`) or a
/// screen of components (`device` and `content`, the format of `ComponentScene`). The keys
/// decide: a document with `device` or `content` is a component scene.
public enum SceneDocument: Decodable, Sendable {
    case raw(SceneDescription)
    case components(ComponentScene)

    public init(from decoder: Decoder) throws {
        let keys = try decoder.container(keyedBy: ComponentSceneKey.self)
        if ComponentSceneKey.allCases.contains(where: { $0.isRequired && keys.contains($0) }) {
            self = .components(try ComponentScene(from: decoder))
        } else {
            self = .raw(try SceneDescription(from: decoder))
        }
    }

    /// Reads and decodes the scene file at `path` (JSON, or YAML for `.yaml`/`.yml`). The file's
    /// `animations` are checked and left out (`AnimatedSceneDocument` keeps them).
    public static func load(path: String, assets: AssetCatalog? = nil) throws(SceneFileError) -> SceneDocument {
        try AnimatedSceneDocument.load(path: path, assets: assets).document
    }

    /// The same document with `theme` in place of a component scene's own; a raw scene, which names
    /// its colors itself, is unchanged.
    public func themed(_ theme: Theme?) -> SceneDocument {
        guard let theme, case .components(var screen) = self else { return self }
        screen.theme = theme
        return .components(screen)
    }

    /// The files the scene draws besides itself: its raw nodes' and its components' pictures (the
    /// modal's image, the news cell's thumbnail) and a loading overlay's Lottie animation, inside
    /// sheets and PanModals too (paths as resolved by `load`, each once, in document order): what a
    /// live preview watches besides the scene file.
    public var referencedFiles: [String] {
        var files: [String] = []
        func add(_ path: String?) { if let path, !files.contains(path) { files.append(path) } }
        var pending: ArraySlice<NodeDescription>
        switch self {
        case .raw(let description):
            pending = description.nodes[...]
        case .components(let screen):
            let entries = Self.allEntries(in: screen.content)
            for case .component(let spec) in entries {
                add(spec.picture?.filePath)
                if case .loading(let overlay) = spec { add(overlay.animationPath) }
            }
            pending = entries.compactMap { if case .node(let node as NodeDescription) = $0 { node } else { nil } }[...]
        }
        while let node = pending.popFirst() {
            if case .file(let path, _) = node.image?.source { add(path) }
            pending.append(contentsOf: node.children)
        }
        return files
    }

    /// `entries` and, after each sheet or PanModal, the entries of its content, in order.
    private static func allEntries(in entries: [ScreenContent]) -> [ScreenContent] {
        entries.flatMap { entry -> [ScreenContent] in
            switch entry {
            case .component(.sheet(let sheet)): [entry] + allEntries(in: sheet.content)
            case .component(.panModal(let modal)): [entry] + allEntries(in: modal.content)
            default: [entry]
            }
        }
    }

    /// Lays the document out into a scene ready to draw.
    public func makeScene(textEngine: TextEngine = .shared) throws -> Scene {
        switch self {
        case .raw(let description): return try description.makeScene(textEngine: textEngine)
        case .components(let screen): return try screen.makeScene(textEngine: textEngine)
        }
    }
}
