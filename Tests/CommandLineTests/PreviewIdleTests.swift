import Foundation
import Synchronization
import Testing
import TestSupport
@testable import PreviewServer
@testable import layout_render

/// The preview's watcher over a folder of a thousand scene files, its work counted instead of
/// timed: once every scene is drawn it lists no folder, stats no file and does not go over the
/// scenes until something changes, and inotify alone wakes it for an edit and for a scene saved
/// into a new folder. It once looked at every file every two seconds (about 10 % of a core for
/// 1,000 files, debug build), then went over the scenes four times a second (3.6 % at 10,000);
/// BENCHMARKS.md, "Hostile input, third round".
@Suite("The preview's watcher, idle", .serialized)
struct PreviewIdleTests {
    /// How many times each scene was drawn.
    final class Drawings: Sendable {
        let counts = Mutex<[String: Int]>([:])
    }

    /// A watcher on the scenes under a folder, whose drawings are counted.
    final class Watch: Sendable {
        let loop: PreviewLoop
        let state = PreviewState()
        let drawings = Drawings()

        init(_ folder: String) throws {
            let source = try PreviewCommand.sceneFiles([folder], theme: nil)
            let drawings = self.drawings
            loop = PreviewLoop(source: source, state: state) { event in
                if case .drawn(let name, _, _, _, _) = event { drawings.counts.withLock { $0[name, default: 0] += 1 } }
            }
            _ = state.setScenes(try source.discover())
            loop.start()
        }

        /// The watcher's work so far: scenes found again, files stat'ed, passes over the scenes.
        var work: [Int] {
            [loop.discoveries.load(ordering: .relaxed), loop.filesStamped.load(ordering: .relaxed), loop.passes.load(ordering: .relaxed)]
        }

        /// Waits until `condition` holds of the drawings made so far.
        func waitUntil(_ what: String, _ condition: @escaping @Sendable ([String: Int]) -> Bool) async throws {
            let met = try await eventually(within: .seconds(300), every: .milliseconds(20)) {
                drawings.counts.withLock { condition($0) } ? true : nil
            }
            #expect(met == true, "\(what): \(drawings.counts.withLock { $0.count }) scenes drawn")
        }
    }

    static let scene = #"{"size": {"width": 8, "height": 8}, "nodes": []}"#

    @Test func aThousandWatchedScenesCostNoLookWhileNothingChanges() async throws {
        let folder = try Scratch.directory("preview-idle")
        for index in 0..<1000 {
            let group = folder.appendingPathComponent("group-\(index / 100)")
            try FileManager.default.createDirectory(at: group, withIntermediateDirectories: true)
            try Data(Self.scene.utf8).write(to: group.appendingPathComponent("s\(index).json"))
        }
        let watch = try Watch(folder.path)
        defer { watch.loop.stop() }
        try await watch.waitUntil("the first drawing") { $0.count == 1000 }
        // Three times the longest interval it ever looked on (`PreviewLoop.safetyInterval`, 2 s): a
        // watcher on a timer would have looked at least twice.
        let before = watch.work
        try await Task.sleep(for: .seconds(6))
        let after = watch.work
        #expect(after == before, "idle: \(zip(after, before).map { $0 - $1 }) discoveries, files stat'ed, passes over the scenes")

        // An edit and a scene in a new folder wake it.
        let edited = folder.appendingPathComponent("group-3/s300.json").path
        try Data(#"{"size": {"width": 9, "height": 8}, "nodes": []}"#.utf8).write(to: URL(fileURLWithPath: edited))
        try await watch.waitUntil("the edit") { $0[edited] == 2 }
        let fresh = folder.appendingPathComponent("new/deeper")
        try FileManager.default.createDirectory(at: fresh, withIntermediateDirectories: true)
        try Data(Self.scene.utf8).write(to: fresh.appendingPathComponent("late.json"))
        try await watch.waitUntil("the new folder's scene") { $0[fresh.appendingPathComponent("late.json").path] == 1 }
    }
}
