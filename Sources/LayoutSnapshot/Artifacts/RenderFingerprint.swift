import Foundation
import LayoutEngine
import Rasterizer

/// What made a picture: the renderer's version and a digest of every font file and image it drew.
/// Kept in each reference PNG (`PNGTextChunk`, keyword "layout-render"), so when a comparison fails
/// and an input differs the message says which ("NotoSansCJK-Regular.ttc differs from the
/// reference's"): an environment change is told apart from a regression.
public struct RenderFingerprint: Sendable, Hashable {
    /// The renderer's name and version, as `layout-render version` prints it.
    public static let renderer = "layout-render 0.1.0"
    /// The PNG text chunk's keyword.
    public static let keyword = "layout-render"

    /// The renderer that drew it.
    public var renderer: String
    /// Each input ("font DejaVuSans.ttf", "image modal.image") and its digest.
    public var inputs: [String: String]

    /// A fingerprint of the given inputs.
    public init(renderer: String = RenderFingerprint.renderer, inputs: [String: String]) {
        self.renderer = renderer
        self.inputs = inputs
    }

    /// The fonts (by file name) and images (by node id) `scene` draws, with their digests: a font
    /// file's bytes (read once per process), an image's size and pixels.
    public init(scene: Scene) {
        var inputs: [String: String] = [:]
        func visit(_ node: SceneNode) {
            switch node.content {
            case let .text(layout, _)?:
                for run in layout.runs {
                    guard let face = run.font as? FontFace else { continue }
                    inputs["font " + (face.path as NSString).lastPathComponent] = FontDigests.shared.digest(of: face.path)
                }
            case let .image(image)?:
                inputs["image \(node.id)"] = "\(image.width)x\(image.height)-" + PixelDigest.words(image.rgba)
            default:
                break
            }
            node.children.forEach(visit)
        }
        scene.nodes.forEach(visit)
        self.init(inputs: inputs)
    }

    /// One line a field, sorted: `renderer <name>`, then `<input> <digest>`.
    public var text: String {
        (["renderer \(renderer)"] + inputs.keys.sorted().map { "\($0) \(inputs[$0]!)" }).joined(separator: "\n")
    }

    /// Reads `text` back; nil when it is not a fingerprint.
    public init?(text: String) {
        var renderer: String?
        var inputs: [String: String] = [:]
        for line in text.split(separator: "\n") {
            if line.hasPrefix("renderer ") { renderer = String(line.dropFirst("renderer ".count)); continue }
            guard let space = line.lastIndex(of: " ") else { return nil }
            inputs[String(line[..<space])] = String(line[line.index(after: space)...])
        }
        guard let renderer else { return nil }
        self.init(renderer: renderer, inputs: inputs)
    }

    /// The fingerprint kept in a PNG's bytes, nil when it has none.
    public init?(png: [UInt8]) {
        guard let text = PNGTextChunk.text(keyword: Self.keyword, in: png) else { return nil }
        self.init(text: text)
    }

    /// `png` with this fingerprint in it.
    public func stamped(_ png: [UInt8]) -> [UInt8] { PNGTextChunk.adding(text, keyword: Self.keyword, to: png) }

    /// What differs from the reference's fingerprint, one phrase each, empty when nothing does.
    public func changes(from reference: RenderFingerprint) -> [String] {
        var changes: [String] = []
        if renderer != reference.renderer { changes.append("the renderer is \(renderer), the reference's \(reference.renderer)") }
        for key in Set(inputs.keys).union(reference.inputs.keys).sorted() {
            let name = key.split(separator: " ", maxSplits: 1).last.map(String.init) ?? key
            switch (inputs[key], reference.inputs[key]) {
            case let (now?, then?) where now != then: changes.append("\(name) differs from the reference's")
            case (_?, nil): changes.append("\(name) is drawn now but was not in the reference")
            case (nil, _?): changes.append("\(name) was drawn in the reference but is not now")
            default: break
            }
        }
        return changes
    }
}

/// Font file digests, read once per path for the whole process (a test run draws the same fonts
/// thousands of times; a CJK font is 20 MB).
final class FontDigests: @unchecked Sendable {
    static let shared = FontDigests()
    private let lock = NSLock()
    private var digests: [String: String] = [:]

    func digest(of path: String) -> String {
        lock.lock()
        defer { lock.unlock() }
        if let known = digests[path] { return known }
        let digest = (try? FileBytes.read(atPath: path)).map(PixelDigest.words) ?? "unreadable"
        digests[path] = digest
        return digest
    }
}
