import Foundation
import LayoutEngine
import LayoutSnapshot
import Rasterizer
import SnapshotTesting

/// Image snapshots for pointfreeco/swift-snapshot-testing on Linux, where its own image
/// strategies need UIKit or AppKit and do not exist.
///
/// `assertSnapshot(of: scene, as: .image(drawnBy: painter))`, `as: .image` for a `Bitmap` or an
/// `RGBAImage`, or any type through `pullback`. References are PNGs written by
/// swift-snapshot-testing in its `__Snapshots__` folders; comparison uses pixelmatch's metric
/// and the given `SnapshotTolerance`. swift-snapshot-testing drops attachments on Linux, so a
/// failing comparison writes its own difference image, side-by-side and index.html to the
/// artifacts folder (LAYOUT_SNAPSHOT_ARTIFACTS, default `.build/snapshot-artifacts`) and names
/// them in the failure message.
extension Diffing where Value == RGBAImage {
    /// PNG data in and out, compared within `tolerance`; failure images go to
    /// `artifactsDirectory` (nil: LAYOUT_SNAPSHOT_ARTIFACTS, else `.build/snapshot-artifacts`).
    public static func image(tolerance: SnapshotTolerance = .standard, artifactsDirectory: String? = nil) -> Diffing<RGBAImage> {
        Diffing.diff(
            // These bytes become the committed reference: libpng's defaults keep it small.
            toData: { image in Data((try? PNGEncoder.libpngDefault.encode(image)) ?? []) },
            // An unreadable reference becomes an empty image, which the diff reports as such.
            fromData: { data in (try? PNGDecoder().decode([UInt8](data))) ?? ImageSnapshotDiff.unreadable },
            diffV2: { reference, actual in
                let diff = ImageSnapshotDiff(tolerance: tolerance, artifactsDirectory: artifactsDirectory
                    ?? ImageSnapshotDiff.defaultArtifactsDirectory)
                guard let failure = diff.failure(reference: reference, actual: actual) else { return nil }
                let attachments = failure.differencePNG.map { [DiffAttachment.data(Data($0), name: "difference.png")] }
                return (failure.message, attachments ?? [])
            })
    }
}

extension Snapshotting where Value == RGBAImage, Format == RGBAImage {
    /// A straight-alpha image, compared exactly (pixelmatch threshold 0.1, no differing pixel).
    public static var image: Snapshotting<RGBAImage, RGBAImage> { .image(tolerance: .standard) }

    /// A straight-alpha image, compared within `tolerance`; failure images go to
    /// `artifactsDirectory` (nil: LAYOUT_SNAPSHOT_ARTIFACTS, else `.build/snapshot-artifacts`).
    public static func image(tolerance: SnapshotTolerance, artifactsDirectory: String? = nil) -> Snapshotting<RGBAImage, RGBAImage> {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance, artifactsDirectory: artifactsDirectory))
    }
}

extension Snapshotting where Value == Bitmap, Format == RGBAImage {
    /// A premultiplied bitmap, compared exactly.
    public static var image: Snapshotting<Bitmap, RGBAImage> { .image(tolerance: .standard) }

    /// A premultiplied bitmap, compared within `tolerance`.
    public static func image(tolerance: SnapshotTolerance, artifactsDirectory: String? = nil) -> Snapshotting<Bitmap, RGBAImage> {
        Snapshotting<RGBAImage, RGBAImage>.image(tolerance: tolerance, artifactsDirectory: artifactsDirectory)
            .pullback { RGBAImage($0) }
    }
}

extension Snapshotting where Value == Scene, Format == RGBAImage {
    /// A scene drawn by `painter` (the rasterizer's scene painter, or any function to a
    /// bitmap), compared within `tolerance`. A painter error becomes a 0x0 image, whose
    /// comparison fails and says so.
    public static func image(tolerance: SnapshotTolerance = .standard, artifactsDirectory: String? = nil,
                             drawnBy painter: @escaping (Scene) throws -> Bitmap) -> Snapshotting<Scene, RGBAImage> {
        Snapshotting<RGBAImage, RGBAImage>.image(tolerance: tolerance, artifactsDirectory: artifactsDirectory)
            .pullback { scene in
            (try? painter(scene)).map { RGBAImage($0) } ?? ImageSnapshotDiff.unreadable
        }
    }
}
