import Foundation
import Synchronization

/// The watcher and drawer: one thread that looks at every watched file's stamp and draws a scene
/// again when a file it is drawn from changed, and finds the scenes again so new files appear.
/// On Linux it sleeps on inotify (`FileEvents`: the folders of the watched files, and every folder
/// under the source's folders) and looks only when something changed there; idle, it stats no
/// file and lists no folder, so its cost is flat however many files it watches. A folder inotify
/// cannot watch (past the user's limit of watches) makes it look at everything every
/// `safetyInterval` as well. Without inotify it polls: the stamps every `interval`, the scenes
/// every `discoveryInterval`. Either way it wakes at least every `interval` or `wakeInterval`, so
/// a stop is prompt. Edited scenes are drawn before scenes not drawn yet, so an edit shows
/// promptly even while the gallery is still being drawn the first time.
///
/// A file caught half-written is drawn as it is: its error is shown, and the rest of the write
/// changes the stamp again, which draws it once more.
final class PreviewLoop: Sendable {
    let source: PreviewSource
    let state: PreviewState
    let interval: Duration
    let discoveryInterval: Duration
    let report: @Sendable (PreviewEvent) -> Void

    /// How many times the scenes were found again, files stat'ed and the scenes gone over for what
    /// to draw: the watcher's work, counted (tests hold it at zero while nothing changes).
    let discoveries = Atomic<Int>(0)
    let filesStamped = Atomic<Int>(0)
    let passes = Atomic<Int>(0)

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

    /// With file events: the longest sleep between two checks for a stop.
    static let wakeInterval: Int32 = 250
    /// How long scenes not drawn yet are drawn before the files are looked at again.
    static let firstDrawingSlice = Duration.milliseconds(50)
    /// With file events and a folder that could not be watched: how often every file is looked at.
    static let safetyInterval = Duration.seconds(2)

    private func run() {
        let events = FileEvents()
        // The stamps each scene's shown drawing was made from; no entry: not drawn yet.
        var drawnFrom: [String: [FileStamp?]] = [:]
        // The files each scene's last drawing read besides its own (its images).
        var filesRead: [String: [String]] = [:]
        func files(of scene: PreviewScene) -> [String] { scene.files + (filesRead[scene.key] ?? []) }
        // The folders under the source's, and whether every folder asked for is watched: then
        // events alone wake the loop.
        var tree: Set<String> = []
        var watchingAll = false
        func watchFolders(walking: Bool) {
            guard let events else { return }
            if walking { tree = FileEvents.folders(under: source.folders) }
            watchingAll = events.watch(tree.union(state.scenes.lazy.flatMap(files(of:)).map(Self.folder(of:))))
        }
        let lookInterval = events == nil ? discoveryInterval : Self.safetyInterval
        var nextDiscovery = ContinuousClock.now + lookInterval
        var changed = true
        // Every scene drawn and no event since: only an event (or a stop) makes it go over the scenes.
        var settled = false
        while !stopping.load(ordering: .relaxed) {
            let lookDue = !watchingAll && ContinuousClock.now >= nextDiscovery
            if lookDue || (events != nil && changed) {
                // The folders are watched before they are listed: a scene saved meanwhile is an event.
                watchFolders(walking: true)
                discoveries.add(1, ordering: .relaxed)
                if let scenes = try? source.discover() { state.setScenes(scenes) }
                nextDiscovery = ContinuousClock.now + lookInterval
                watchFolders(walking: false)
                changed = true
            }
            if let events, settled, !changed {
                changed = events.wait(milliseconds: Self.wakeInterval)
                continue
            }
            settled = false
            passes.add(1, ordering: .relaxed)
            let scenes = state.scenes
            let undrawn = scenes.first { drawnFrom[$0.key] == nil }
            guard changed || undrawn != nil || events == nil else {
                settled = true
                changed = events?.wait(milliseconds: Self.wakeInterval) ?? false
                continue
            }
            changed = false
            let keys = Set(scenes.lazy.map(\.key))
            drawnFrom = drawnFrom.filter { key, _ in keys.contains(key) }
            filesRead = filesRead.filter { key, _ in keys.contains(key) }
            var stamps: [String: FileStamp?] = [:]
            func stamp(_ file: String) -> FileStamp? {
                filesStamped.add(1, ordering: .relaxed)
                return FileStamp(path: file)
            }
            for file in scenes.lazy.flatMap(files(of:)) where stamps[file] == nil {
                stamps[file] = stamp(file)
            }
            func current(_ scene: PreviewScene) -> [FileStamp?] {
                files(of: scene).map { file in stamps[file] ?? stamp(file) }
            }
            // Draws `scene` from the stamps taken before drawing (a write during the drawing shows
            // as a change next time); when it read other files than last time, they are stamped
            // now and their folders watched after this pass's drawings.
            var readOthers = false
            func drawAndRecord(_ scene: PreviewScene, edited: Bool) {
                drawnFrom[scene.key] = current(scene)
                let read = draw(scene, edited: edited)
                if read != filesRead[scene.key] ?? [] {
                    filesRead[scene.key] = read
                    drawnFrom[scene.key] = current(scene)
                    readOthers = true
                }
            }
            let edited = scenes.filter { scene in drawnFrom[scene.key].map { $0 != current(scene) } ?? false }
            for scene in edited { drawAndRecord(scene, edited: true) }
            // Scenes not drawn yet, for up to `firstDrawingSlice` before the files are looked at
            // again: an edit waits at most that long, and a folder of a thousand small scenes is
            // not stat'ed a thousand times over while it is drawn the first time.
            let slice = ContinuousClock.now + Self.firstDrawingSlice
            for scene in scenes where drawnFrom[scene.key] == nil {
                drawAndRecord(scene, edited: false)
                if ContinuousClock.now >= slice { break }
            }
            if readOthers { watchFolders(walking: false) }
            if let events {
                // Changes during the drawing are pending events: the next pass sees them.
                if undrawn == nil { changed = events.wait(milliseconds: Self.wakeInterval) }
            } else if undrawn == nil {
                Thread.sleep(forTimeInterval: Double(interval / .microseconds(1)) / 1e6)
            }
        }
    }

    /// The folder holding `file` ("." for a bare name).
    static func folder(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        return slash == file.startIndex ? "/" : String(file[..<slash])
    }

    /// Draws `scene` and publishes the outcome; returns the files the drawing read besides the scene's own.
    private func draw(_ scene: PreviewScene, edited: Bool) -> [String] {
        let started = ContinuousClock.now
        let outcome: PreviewState.Outcome
        var failure: String?
        var read: [String] = []
        do {
            let picture = try source.render(scene)
            read = picture.filesRead
            outcome = .picture(picture)
        } catch {
            read = (error as? PreviewFailure)?.filesRead ?? []
            failure = "\(error)"
            outcome = .failure("\(error)")
        }
        let duration = ContinuousClock.now - started
        if let version = state.publish(outcome, for: scene.key) {
            report(.drawn(name: scene.name, version: version, milliseconds: Double(duration / .microseconds(1)) / 1000,
                          failure: failure, edited: edited))
        }
        return read
    }
}
