import Foundation

/// Runs `body`, which creates a view tree of its own, lays it out and draws it, on the calling
/// thread, whichever thread that is, and returns what it made (scene nodes, a picture).
///
/// Views are main-actor isolated, as UIKit's are, so that a team's view code reads as it does on
/// iOS. The package's own design-system components are view trees too, and the batch renderer
/// draws many of them at once on worker threads. That is safe because such a tree is private to
/// one call: it is made inside `body` and nothing of it escapes (only `Sendable` values return),
/// and the state ViewKit shares between trees is per thread (`UITraitCollection.current`) or
/// locked (the layout report log). `body` must not touch views made outside it, nor main-actor
/// state of the app (`UIScreen.main`, `UIImage.assetCatalogs` are read, never written, here).
/// On the main thread `body` simply runs there.
public func withDetachedViewTree<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
    if Thread.isMainThread { return try MainActor.assumeIsolated { try body() } }
    // The closure's main-actor isolation is a type-level promise with no run-time check on a
    // synchronous call; it is dropped here for a tree that no other thread can see.
    typealias Unisolated = () throws -> T
    return try withoutActuallyEscaping(body) { escapable in
        try unsafeBitCast(escapable, to: Unisolated.self)()
    }
}
