import Foundation
import Rasterizer

/// Compares an image against its reference file, records references as the record mode says,
/// and writes failure artifacts. Reports nothing itself: it returns an outcome, which
/// `assertSnapshot` turns into a test failure at the caller's line.
public struct SnapshotVerifier: Sendable {
    /// What happened.
    public enum Outcome: Sendable, Hashable {
        /// The image matches the reference (within tolerance).
        case matched
        /// A reference was written; the note says where and why.
        case recorded(note: String)
        /// The assertion fails with this message.
        case failed(message: String)

        /// The failure message, if the outcome is a failure.
        public var failureMessage: String? {
            if case let .failed(message) = self { return message }
            return nil
        }
    }

    /// Where the assertion is and the settings in force.
    public var context: SnapshotContext

    /// Creates a verifier for one assertion.
    public init(context: SnapshotContext) {
        self.context = context
    }

    /// Checks `actual` against the reference.
    public func verify(_ actual: RGBAImage) -> Outcome {
        let label = "Snapshot \"\(context.suite)/\(context.name)\""
        let actualPNG: [UInt8]
        do {
            actualPNG = try PNGEncoder.fast.encode(actual)
        } catch {
            return .failed(message: "\(label): the image cannot be encoded: \(error)")
        }
        if context.record == .all { return record(actualPNG, because: "record mode is \"all\"") }
        guard FileManager.default.fileExists(atPath: context.referencePath) else {
            return missingReference(actual, actualPNG, label: label)
        }
        let stored: [UInt8]
        do {
            stored = try FileBytes.read(atPath: context.referencePath)
        } catch {
            return .failed(message: "\(label): cannot read the reference: \(error)")
        }
        // Fast path: the encoder is deterministic, so equal bytes mean equal pixels.
        if stored == actualPNG { return .matched }
        let reference: RGBAImage
        do {
            reference = try PNGDecoder().decode(stored)
        } catch {
            return mismatch(actual, actualPNG, reference: nil, difference: nil,
                            summary: "the reference at \(context.referencePath) is not a readable PNG (\(error))",
                            label: label)
        }
        let difference: ImageDifference
        do {
            difference = try context.tolerance.comparator.compare(reference, actual, drawingDifference: true)
        } catch {
            return mismatch(actual, actualPNG, reference: reference, difference: nil, summary: "\(error)", label: label)
        }
        let allowed = context.tolerance.allowedPixels(of: difference.width * difference.height)
        if difference.differentPixelCount <= allowed { return .matched }
        let percent = (difference.ratio * 100_000).rounded() / 1000
        let box = difference.boundingBox.map { ", bounding box \($0)" } ?? ""
        let summary = "\(difference.differentPixelCount) pixels differ (\(percent)% of \(difference.width)x\(difference.height), "
            + "\(allowed) allowed)\(box)"
        return mismatch(actual, actualPNG, reference: reference, difference: difference, summary: summary, label: label)
    }

    /// No reference on disk: record it, unless the mode is never or this is CI.
    private func missingReference(_ actual: RGBAImage, _ actualPNG: [UInt8], label: String) -> Outcome {
        guard context.record == .never || context.isCI else {
            return record(actualPNG, because: "there was no reference")
        }
        let why = context.isCI ? "CI=true, so nothing is recorded" : "record mode is \"never\""
        let paths = writeArtifacts(actual: actual, reference: nil, difference: nil,
                                   message: "\(label): no reference at \(context.referencePath)")
        return .failed(message: "\(label): no reference at \(context.referencePath) (\(why)).\(paths)\n"
            + "Record it locally with LAYOUT_SNAPSHOT_RECORD=missing (the default) and commit it.")
    }

    /// The images differ (or cannot be compared): record when the mode is "failed", else fail
    /// with artifacts.
    private func mismatch(_ actual: RGBAImage, _ actualPNG: [UInt8], reference: RGBAImage?,
                          difference: ImageDifference?, summary: String, label: String) -> Outcome {
        if context.record == .failed { return record(actualPNG, because: "it differed (\(summary)) and record mode is \"failed\"") }
        let paths = writeArtifacts(actual: actual, reference: reference, difference: difference?.differenceImage,
                                   message: "\(label): \(summary)")
        return .failed(message: "\(label) does not match its reference: \(summary).\n"
            + "Reference: \(context.referencePath)\(paths)")
    }

    /// Writes the reference; on CI any recording fails the test, so it never goes unnoticed.
    private func record(_ png: [UInt8], because reason: String) -> Outcome {
        do {
            try AtomicFile.write(png, toPath: context.referencePath)
        } catch {
            return .failed(message: "Snapshot \"\(context.suite)/\(context.name)\": cannot write the reference: \(error)")
        }
        let note = "Recorded snapshot \(context.referencePath) because \(reason)."
        return context.isCI ? .failed(message: note + " CI=true: a recording run fails so it cannot pass unnoticed.")
            : .recorded(note: note)
    }

    /// Writes the failure's images and report; returns the lines naming them for the message.
    private func writeArtifacts(actual: RGBAImage, reference: RGBAImage?, difference: RGBAImage?, message: String) -> String {
        let artifacts = FailureArtifacts(directory: context.artifactsDirectory)
        do {
            let written = try artifacts.write(suite: context.suite, name: context.name, message: message,
                                              referencePath: context.referencePath, reference: reference,
                                              actual: actual, difference: difference)
            return written.map { "\n\($0.role): \($0.path)" }.joined()
        } catch {
            return "\n(artifacts could not be written: \(error))"
        }
    }
}
