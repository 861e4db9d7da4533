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
    ///
    /// The reference is decoded and compared pixel by pixel; identical pixels pass at memcmp
    /// speed. Decoding the reference (about 30 ms for a 1170x2532 screen) costs half of encoding
    /// the actual image to compare PNG bytes, so bytes are only encoded when something is written.
    /// The difference image is drawn only when the comparison fails.
    public func verify(_ actual: RGBAImage) -> Outcome {
        let label = "Snapshot \"\(context.suite)/\(context.name)\""
        guard actual.hasConsistentSize else {
            return .failed(message: "\(label): the rendered image claims \(actual.width)x\(actual.height) "
                + "but holds \(actual.pixels.count) bytes, not width * height * 4")
        }
        if context.record == .all { return record(actual, because: "record mode is \"all\"") }
        guard FileManager.default.fileExists(atPath: context.referencePath) else {
            return missingReference(actual, label: label)
        }
        let reference: RGBAImage
        do {
            reference = try PNGDecoder().decode(FileBytes.read(atPath: context.referencePath))
        } catch let error as FileError {
            return .failed(message: "\(label): cannot read the reference: \(error)")
        } catch {
            return mismatch(actual, reference: nil, difference: nil,
                            summary: "the reference at \(context.referencePath) is not a readable PNG (\(error))",
                            label: label)
        }
        let comparison = SnapshotComparison(reference: reference, actual: actual, tolerance: context.tolerance)
        if comparison.passed { return .matched }
        return mismatch(actual, reference: reference, difference: comparison.difference, summary: comparison.summary,
                        label: label)
    }

    /// No reference on disk: record it, unless the mode is never or this is CI.
    private func missingReference(_ actual: RGBAImage, label: String) -> Outcome {
        guard context.record == .never || context.isCI else {
            return record(actual, because: "there was no reference")
        }
        let why = context.isCI ? "CI=true, so nothing is recorded" : "record mode is \"never\""
        let paths = writeArtifacts(actual: actual, reference: nil, difference: nil,
                                   message: "\(label): no reference at \(context.referencePath)")
        return .failed(message: "\(label): no reference at \(context.referencePath) (\(why)).\(paths)\n"
            + "Record it locally with LAYOUT_SNAPSHOT_RECORD=missing (the default) and commit it.")
    }

    /// The images differ (or cannot be compared): record when the mode is "failed", else fail
    /// with artifacts.
    private func mismatch(_ actual: RGBAImage, reference: RGBAImage?,
                          difference: ImageDifference?, summary: String, label: String) -> Outcome {
        if context.record == .failed { return record(actual, because: "it differed (\(summary)) and record mode is \"failed\"") }
        let paths = writeArtifacts(actual: actual, reference: reference, difference: difference?.differenceImage,
                                   message: "\(label): \(summary)")
        return .failed(message: "\(label) does not match its reference: \(summary).\n"
            + "Reference: \(context.referencePath)\(paths)")
    }

    /// Writes the reference; on CI any recording fails the test, so it never goes unnoticed.
    private func record(_ image: RGBAImage, because reason: String) -> Outcome {
        do {
            try AtomicFile.write(PNGEncoder.fast.encode(image), toPath: context.referencePath)
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
