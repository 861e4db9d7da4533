import Foundation
import LayoutEngine
import LayoutSnapshot
import SnapshotTesting

/// A scene's layout tree as a swift-snapshot-testing snapshot of its own, kept as JSON beside the
/// image snapshot in `__Snapshots__`: `assertSnapshot(of: scene, as: .layoutTree)` before
/// `assertSnapshot(of: scene, as: .image(drawnBy: painter))` fails first with what changed in the
/// layout ("modal.title moved 2 pt down, height 20 -> 40"), then with the pixel counts.
/// (swift-snapshot-testing never tells a strategy where its reference is, so an image strategy
/// cannot keep a tree beside its PNG; two snapshots compose instead.)
extension Diffing where Value == String {
    /// Layout tree files (`LayoutTree.json`), compared as trees: a failure lists the changes. A
    /// reference that cannot be read as a tree fails with why, and with both texts' first lines.
    public static var layoutTree: Diffing<String> {
        Diffing.diff(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diffV2: { reference, actual in
                guard reference != actual else { return nil }
                let referenceTree: LayoutTree, actualTree: LayoutTree
                do {
                    referenceTree = try LayoutTree(json: Array(reference.utf8), path: "the reference layout tree")
                    actualTree = try LayoutTree(json: Array(actual.utf8), path: "the new layout tree")
                } catch {
                    return ("The layout trees cannot be compared (\(error)).", [])
                }
                let changes = LayoutChanges(reference: referenceTree, actual: actualTree)
                // Equal trees written differently (by hand, or by another version) are not a failure.
                if changes.isEmpty { return nil }
                return ("Layout changes:\n" + changes.summary(), [])
            })
    }
}

extension Snapshotting where Value == Scene, Format == String {
    /// The scene's layout tree: ids, screen frames, text and colors, as `LayoutTree.json` writes
    /// them, compared as trees.
    public static var layoutTree: Snapshotting<Scene, String> {
        SimplySnapshotting<String>(pathExtension: "layout.json", diffing: .layoutTree).pullback { LayoutTree(scene: $0).json }
    }
}
