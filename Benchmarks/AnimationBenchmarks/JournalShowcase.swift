import Foundation
import LayoutEngine
import SceneFile

/// The showcase of issue 14, `examples/journal-wobble.json`: 20 journal cards on an iPhone 15
/// (3x) in selection mode with three selected, every visible card wobbling. The Chromium peer
/// (`peers/animation_peers.py`) draws the same file.
enum JournalShowcase {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../examples/journal-wobble.json").standardizedFileURL.path

    static func wobblingGrid() -> (scene: Scene, timeline: Timeline) {
        do {
            return try AnimatedSceneDocument.load(path: path).makeAnimatedScene()
        } catch {
            fatalError("\(path) does not lay out: \(error)")
        }
    }
}
