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
        image(tolerance: tolerance, artifactsDirectory: artifactsDirectory, glyphs: nil)
    }

    /// The same, failing also with what `glyphs` holds about the value drawn (text no font draws).
    static func image(tolerance: SnapshotTolerance, artifactsDirectory: String?, glyphs: GlyphVerdict?) -> Diffing<RGBAImage> {
        Diffing.diff(
            // These bytes become the committed reference: libpng's defaults keep it small. A glyph
            // verdict still pending here means the image is being recorded without a comparison
            // (no reference yet, or record mode): swift-snapshot-testing's message only says it
            // recorded, so the missing characters fail the test here, not on the next run.
            toData: { image in
                if let failure = glyphs?.take() {
                    TestIssueReporter.fail(failure + "\nThe reference just recorded draws them as empty boxes; "
                        + "it fails until a font draws them (or use missingGlyphs: .warn).")
                }
                return Data((try? PNGEncoder.libpngDefault.encode(image)) ?? [])
            },
            // An unreadable reference becomes an empty image, which the diff reports as such.
            fromData: { data in (try? PNGDecoder().decode([UInt8](data))) ?? ImageSnapshotDiff.unreadable },
            diffV2: { reference, actual in
                let glyphFailure = glyphs?.take()
                let diff = ImageSnapshotDiff(tolerance: tolerance, artifactsDirectory: artifactsDirectory
                    ?? ImageSnapshotDiff.defaultArtifactsDirectory)
                let failure = diff.failure(reference: reference, actual: actual)
                if failure == nil && glyphFailure == nil { return nil }
                let message = [glyphFailure, failure?.message].compactMap { $0 }.joined(separator: "\n")
                let attachments = failure?.differencePNG.map { [DiffAttachment.data(Data($0), name: "difference.png")] }
                return (message, attachments ?? [])
            })
    }
}

/// What the glyph check (`MissingGlyphPolicy.failure(in:)`) said about the scene a strategy last
/// drew, kept for the same strategy's diff: swift-snapshot-testing draws the value, then compares
/// it with the reference, in one assertion, and only the diff's message fails it at the
/// assertion's line. With no reference yet (or in record mode) there is no diff: the image is
/// encoded to be recorded, and the encoder reports the verdict as a failure of its own.
final class GlyphVerdict: @unchecked Sendable {
    private let lock = NSLock()
    private var failure: String?

    func record(_ failure: String?) { lock.withLock { self.failure = failure } }

    func take() -> String? {
        lock.withLock {
            defer { failure = nil }
            return failure
        }
    }
}

extension Snapshotting where Format == RGBAImage {
    /// Values drawn as scenes: `scene` makes the value's scene, the rule for text no font draws
    /// (`missingGlyphs`) is applied to it, and `painter` draws it (an error becomes a 0x0 image,
    /// whose comparison fails and says so).
    static func scenes(tolerance: SnapshotTolerance, artifactsDirectory: String? = nil, missingGlyphs: MissingGlyphPolicy,
                       drawnBy painter: @escaping (Scene) throws -> Bitmap,
                       _ scene: @escaping (Value) -> Scene) -> Snapshotting<Value, RGBAImage> {
        let glyphs = GlyphVerdict()
        let diffing = Diffing<RGBAImage>.image(tolerance: tolerance, artifactsDirectory: artifactsDirectory, glyphs: glyphs)
        return Snapshotting<RGBAImage, RGBAImage>(pathExtension: "png", diffing: diffing).pullback { value in
            let scene = scene(value)
            glyphs.record(missingGlyphs.failure(in: scene))
            return (try? painter(scene)).map { RGBAImage($0) } ?? ImageSnapshotDiff.unreadable
        }
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
    /// comparison fails and says so. Text with characters no font draws fails the assertion,
    /// naming them and their nodes (`missingGlyphs: .warn` prints a note instead).
    public static func image(tolerance: SnapshotTolerance = .standard, artifactsDirectory: String? = nil,
                             missingGlyphs: MissingGlyphPolicy = .fail,
                             drawnBy painter: @escaping (Scene) throws -> Bitmap) -> Snapshotting<Scene, RGBAImage> {
        .scenes(tolerance: tolerance, artifactsDirectory: artifactsDirectory, missingGlyphs: missingGlyphs,
                drawnBy: painter) { $0 }
    }
}
