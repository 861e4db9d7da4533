import Synchronization

/// The scenes a preview shows and the latest drawing of each, shared by the thread that draws
/// and the connections that serve the page. Each open page is a subscriber with its own list of
/// scenes to send: a scene drawn twice before the page took the first is sent once, as it is now,
/// so a slow page costs at most one pending entry per scene, never a queue of pictures.
final class PreviewState: Sendable {
    /// What a scene shows now.
    enum Outcome: Sendable, Equatable {
        /// Not drawn yet.
        case pending
        case picture(PreviewPicture)
        /// The error's text, shown in place of the picture.
        case failure(String)
    }

    /// A scene and its latest drawing; `version` grows with every drawing of any scene, so a page
    /// can tell an older message from a newer one.
    struct Entry: Sendable, Equatable {
        var scene: PreviewScene
        var version: Int
        var outcome: Outcome
    }

    /// What a subscriber has not been sent yet.
    struct Update: Sendable {
        /// The list of scenes, when it changed (scenes came or went).
        var scenes: [PreviewScene]?
        /// The scenes drawn again, each as it is now, in the order they were drawn.
        var entries: [Entry]
    }

    private struct Subscriber {
        var wake: AsyncStream<Void>.Continuation
        var listChanged = true
        var dirty: [String] = []
        var dirtyKeys: Set<String> = []

        mutating func mark(_ key: String) {
            if dirtyKeys.insert(key).inserted { dirty.append(key) }
        }
    }

    private struct Store {
        var order: [String] = []
        var entries: [String: Entry] = [:]
        var subscribers: [Int: Subscriber] = [:]
        var nextSubscriber = 0
        var nextVersion = 1
    }

    private let store = Mutex(Store())

    /// Replaces the list of scenes: scenes already known keep their drawing, new ones are pending,
    /// missing ones are dropped. Returns whether the list changed (and the pages were told).
    @discardableResult
    func setScenes(_ scenes: [PreviewScene]) -> Bool {
        store.withLock { store in
            guard store.order.map({ store.entries[$0]?.scene }) != scenes.map(Optional.some) else { return false }
            var entries: [String: Entry] = [:]
            for scene in scenes where entries[scene.key] == nil {
                var entry = store.entries[scene.key] ?? Entry(scene: scene, version: 0, outcome: .pending)
                entry.scene = scene
                entries[scene.key] = entry
            }
            var seen = Set<String>()
            store.order = scenes.map(\.key).filter { seen.insert($0).inserted }
            store.entries = entries
            for id in store.subscribers.keys {
                store.subscribers[id]!.listChanged = true
                store.subscribers[id]!.wake.yield()
            }
            return true
        }
    }

    /// The scenes, in page order.
    var scenes: [PreviewScene] { store.withLock { store in store.order.map { store.entries[$0]!.scene } } }

    /// Every scene with its drawing, in page order.
    var entries: [Entry] { store.withLock { store in store.order.map { store.entries[$0]! } } }

    /// The scene named `key` with its drawing.
    func entry(_ key: String) -> Entry? { store.withLock { $0.entries[key] } }

    /// Records a new drawing of the scene `key` and wakes every page; returns its version, or nil
    /// when the scene is gone (its file was removed while it was drawn).
    @discardableResult
    func publish(_ outcome: Outcome, for key: String) -> Int? {
        store.withLock { store in
            guard store.entries[key] != nil else { return nil }
            let version = store.nextVersion
            store.nextVersion += 1
            store.entries[key]!.version = version
            store.entries[key]!.outcome = outcome
            for id in store.subscribers.keys {
                store.subscribers[id]!.mark(key)
                store.subscribers[id]!.wake.yield()
            }
            return version
        }
    }

    /// A new subscriber, whose first update is the whole list and every drawn scene; the stream
    /// wakes it whenever there is something to take with `takeUpdate`.
    func subscribe() -> (id: Int, wakeups: AsyncStream<Void>) {
        let (wakeups, wake) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let id = store.withLock { store in
            let id = store.nextSubscriber
            store.nextSubscriber += 1
            var subscriber = Subscriber(wake: wake)
            for key in store.order { subscriber.mark(key) }
            store.subscribers[id] = subscriber
            return id
        }
        wake.yield()
        return (id, wakeups)
    }

    func unsubscribe(_ id: Int) {
        store.withLock { $0.subscribers.removeValue(forKey: id) }?.wake.finish()
    }

    /// What subscriber `id` has not been sent yet; pending scenes are left out (nothing to show).
    func takeUpdate(for id: Int) -> Update {
        store.withLock { store in
            guard var subscriber = store.subscribers[id] else { return Update(scenes: nil, entries: []) }
            let scenes = subscriber.listChanged ? store.order.map { store.entries[$0]!.scene } : nil
            let entries = subscriber.dirty.compactMap { store.entries[$0] }.filter { $0.outcome != .pending }
            subscriber.listChanged = false
            subscriber.dirty = []
            subscriber.dirtyKeys = []
            store.subscribers[id] = subscriber
            return Update(scenes: scenes, entries: entries)
        }
    }
}
