import Foundation
import Synchronization

/// The watcher and drawer: one thread that stats every watched file each `interval` and draws a
/// scene again when a file it is drawn from changed, and finds the scenes again every
/// `discoveryInterval` so new files appear. A cheap poll rather than inotify: a few `stat` calls
/// every 20 ms cost nothing measurable, see every way an editor saves (in place, by rename), and
/// work the same for folders added later. Edited scenes are drawn before scenes not drawn yet, so
/// an edit shows promptly even while the gallery is still being drawn the first time.
///
/// A file caught half-written is drawn as it is: its error is shown, and the rest of the write
/// changes the stamp again, which draws it once more.
final class PreviewLoop: Sendable {
    let source: PreviewSource
    let state: PreviewState
    let interval: Duration
    let discoveryInterval: Duration
    let report: @Sendable (PreviewEvent) -> Void

    private let stopping = Atomic<Bool>(false)
    private let stopped = DispatchSemaphore(value: 0)

    init(source: PreviewSource, state: PreviewState, interval: Duration = .milliseconds(20),
         discoveryInterval: Duration = .milliseconds(250), report: @escaping @Sendable (PreviewEvent) -> Void) {
        self.source = source; self.state = state; self.interval = interval
        self.discoveryInterval = discoveryInterval; self.report = report
    }

    /// Starts the thread; the first discovery has been made by the caller (`state` holds the scenes).
    func start() {
        Thread.detachNewThread { [self] in
            run()
            stopped.signal()
        }
    }

    /// Stops the thread after the drawing under way, and waits for it.
    func stop() {
        stopping.store(true, ordering: .relaxed)
        stopped.wait()
    }

    private func run() {
        // The stamps each scene's shown drawing was made from; no entry: not drawn yet.
        var drawnFrom: [String: [FileStamp?]] = [:]
        var nextDiscovery = ContinuousClock.now + discoveryInterval
        while !stopping.load(ordering: .relaxed) {
            if ContinuousClock.now >= nextDiscovery {
                if let scenes = try? source.discover() { state.setScenes(scenes) }
                nextDiscovery = ContinuousClock.now + discoveryInterval
            }
            let scenes = state.scenes
            drawnFrom = drawnFrom.filter { key, _ in scenes.contains { $0.key == key } }
            var stamps: [String: FileStamp?] = [:]
            for file in scenes.lazy.flatMap(\.files) where stamps[file] == nil {
                stamps[file] = FileStamp(path: file)
            }
            func current(_ scene: PreviewScene) -> [FileStamp?] { scene.files.map { stamps[$0] ?? nil } }
            let edited = scenes.filter { scene in drawnFrom[scene.key].map { $0 != current(scene) } ?? false }
            let undrawn = scenes.first { drawnFrom[$0.key] == nil }
            for scene in edited + (undrawn.map { [$0] } ?? []) {
                // Stamps taken before drawing: a write during the drawing shows as a change next time.
                drawnFrom[scene.key] = current(scene)
                draw(scene, edited: scene != undrawn)
            }
            if undrawn == nil { Thread.sleep(forTimeInterval: Double(interval / .microseconds(1)) / 1e6) }
        }
    }

    private func draw(_ scene: PreviewScene, edited: Bool) {
        let started = ContinuousClock.now
        let outcome: PreviewState.Outcome
        var failure: String?
        do {
            outcome = .picture(try source.render(scene))
        } catch {
            failure = "\(error)"
            outcome = .failure("\(error)")
        }
        let duration = ContinuousClock.now - started
        if let version = state.publish(outcome, for: scene.key) {
            report(.drawn(name: scene.name, version: version, milliseconds: Double(duration / .microseconds(1)) / 1000,
                          failure: failure, edited: edited))
        }
    }
}
