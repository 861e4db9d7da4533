import Foundation
import LayoutSnapshot
import Rasterizer

/// The failure message of an image comparison inside swift-snapshot-testing, with the
/// difference image written to disk (attachments are dropped on Linux).
struct ImageSnapshotDiff {
    var tolerance: SnapshotTolerance
    var artifactsDirectory: String

    /// A failed comparison: the message, and the difference image as PNG for an attachment.
    struct Failure {
        var message: String
        var differencePNG: [UInt8]?
    }

    /// The stand-in for an image that could not be read or drawn: 0x0, so no real image matches it.
    static let unreadable = RGBAImage(width: 0, height: 0, pixels: [])!

    /// LAYOUT_SNAPSHOT_ARTIFACTS, else `.build/snapshot-artifacts` under the working directory
    /// (the package root under `swift test`).
    static var defaultArtifactsDirectory: String {
        let configured = ProcessInfo.processInfo.environment["LAYOUT_SNAPSHOT_ARTIFACTS"] ?? ".build/snapshot-artifacts"
        return configured.hasPrefix("/") ? configured : FileManager.default.currentDirectoryPath + "/" + configured
    }

    /// nil when `actual` matches `reference` within the tolerance; otherwise what differs and
    /// where the pictures of it are.
    func failure(reference: RGBAImage, actual: RGBAImage) -> Failure? {
        if reference.width * reference.height == 0, actual.width * actual.height > 0 {
            return Failure(message: "The reference is not a readable PNG (or is empty); the new image is "
                + "\(actual.width)x\(actual.height).", differencePNG: nil)
        }
        if actual.width * actual.height == 0, reference.width * reference.height > 0 {
            return Failure(message: "The value could not be drawn (empty image); the reference is "
                + "\(reference.width)x\(reference.height).", differencePNG: nil)
        }
        let comparison = SnapshotComparison(reference: reference, actual: actual, tolerance: tolerance)
        if comparison.passed { return nil }
        let difference = comparison.difference?.differenceImage
        let name = "image-\(Self.fingerprint(reference.pixels + actual.pixels))"
        do {
            let written = try FailureArtifacts(directory: artifactsDirectory).write(
                suite: "SnapshotTesting", name: name, message: comparison.summary,
                referencePath: "(swift-snapshot-testing reference)", reference: reference, actual: actual,
                difference: difference)
            return Failure(message: comparison.summary + "." + written.map { "\n\($0.role): \($0.path)" }.joined(),
                           differencePNG: difference.flatMap { try? PNGEncoder.fast.encode($0) })
        } catch {
            return Failure(message: comparison.summary + ". (The difference image could not be written: \(error))",
                           differencePNG: nil)
        }
    }

    /// FNV-1a 64-bit of the bytes (Fowler, Noll, Vo): a stable file name for one comparison.
    static func fingerprint(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return String(hash, radix: 16)
    }
}
