import Foundation
import Rasterizer
@_exported import SnapshotArtifacts

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

    /// Checks `actual` against the reference, and `layout` (the actual image's layout tree, nil
    /// for a plain image) against the tree kept beside it. A reference is recorded with
    /// `fingerprint` in it; a failure whose fingerprint differs from the reference's names the
    /// inputs that changed (a font file, an image, the renderer).
    ///
    /// A failure whose reference has a tree says first what changed in the layout's terms
    /// (moved, resized, text, colors, added and removed nodes), then counts pixels; a reference
    /// without a tree, or with one that cannot be read, fails with the pixel counts alone. A
    /// matching reference without a tree gets one when the record mode records missing files.
    ///
    /// The reference is decoded and compared pixel by pixel; identical pixels pass at memcmp
    /// speed. Decoding the reference (about 30 ms for a 1170x2532 screen) costs half of encoding
    /// the actual image to compare PNG bytes, so bytes are only encoded when something is written.
    /// The difference image is drawn only when the comparison fails.
    public func verify(_ actual: RGBAImage, layout: LayoutTree? = nil, fingerprint: RenderFingerprint? = nil) -> Outcome {
        let label = "Snapshot \"\(context.suite)/\(context.name)\""
        guard actual.hasConsistentSize else {
            return .failed(message: "\(label): the rendered image claims \(actual.width)x\(actual.height) "
                + "but holds \(actual.pixels.count) bytes, not width * height * 4")
        }
        // The first assertion of a run clears the last run's failures from the report, so a
        // green run does not leave "1 snapshot failed" behind; failing to clear fails no test.
        let artifacts = FailureArtifacts(directory: context.artifactsDirectory)
        try? artifacts.beginRun()
        // What `layout-render references --orphans` reads; a ledger that cannot be written fails no test.
        try? artifacts.noteAsserted(context.referencePath)
        let made = (layout, fingerprint)
        if context.record == .all { return record(actual, made, because: "record mode is \"all\"") }
        guard FileManager.default.fileExists(atPath: context.referencePath) else {
            return missingReference(actual, made, label: label)
        }
        let reference: RGBAImage, bytes: [UInt8]
        do {
            bytes = try FileBytes.read(atPath: context.referencePath)
            // The same pixels as the reference's, by the digest it carries: no need to decode it.
            if PixelDigest.png(bytes, matches: actual) { return recordMissingLayout(layout) ?? .matched }
            reference = try PNGDecoder().decode(bytes)
        } catch let error as FileError {
            return .failed(message: "\(label): cannot read the reference: \(error)")
        } catch {
            return mismatch(actual, made, reference: nil, difference: nil,
                            summary: "the reference at \(context.referencePath) is not a readable PNG (\(error))",
                            label: label)
        }
        let comparison = SnapshotComparison(reference: reference, actual: actual, tolerance: context.tolerance)
        if comparison.passed { return recordMissingLayout(layout) ?? .matched }
        var summary = comparison.summary
        if let fingerprint, let recorded = RenderFingerprint(png: bytes) {
            let changes = fingerprint.changes(from: recorded)
            if !changes.isEmpty {
                summary += ".\nInputs: " + changes.joined(separator: "; ") + " (the environment changed, not necessarily the code)"
            }
        }
        return mismatch(actual, made, reference: reference, difference: comparison.difference, summary: summary, label: label)
    }

    /// A reference recorded before layout trees were kept gets its tree when it still matches
    /// and the record mode records what is missing (never on CI, where nothing is recorded).
    private func recordMissingLayout(_ layout: LayoutTree?) -> Outcome? {
        guard let layout, context.record == .missing, !context.isCI,
              !FileManager.default.fileExists(atPath: context.layoutPath) else { return nil }
        do {
            try AtomicFile.write(layout.json, toPath: context.layoutPath)
        } catch {
            return .failed(message: "Snapshot \"\(context.suite)/\(context.name)\": cannot write the layout tree: \(error)")
        }
        return .recorded(note: "Recorded the layout tree \(context.layoutPath) beside its matching reference because there was none.")
    }

    /// What the layout tree beside the reference says about `layout`: its changes, or that it
    /// is unchanged, or why it cannot be read; nil when there is no tree to compare.
    func layoutReport(_ layout: LayoutTree?) -> String? {
        guard let layout, FileManager.default.fileExists(atPath: context.layoutPath) else { return nil }
        let file = (context.layoutPath as NSString).lastPathComponent
        let reference: LayoutTree
        do {
            reference = try LayoutTree(json: FileBytes.read(atPath: context.layoutPath), path: context.layoutPath)
        } catch {
            return "Layout: the tree beside the reference cannot be read (\(error)); comparing pixels only."
        }
        let changes = LayoutChanges(reference: reference, actual: layout)
        if changes.isEmpty {
            return "Layout: unchanged against \(file) (ids, frames, text and colors); the difference is in the drawing."
        }
        return "Layout changes against \(file):\n" + changes.summary()
    }

    /// What made an actual image besides its pixels: its layout tree and fingerprint (nil for a plain image).
    typealias Made = (layout: LayoutTree?, fingerprint: RenderFingerprint?)

    /// No reference on disk: record it, unless the mode is never or this is CI.
    private func missingReference(_ actual: RGBAImage, _ made: Made, label: String) -> Outcome {
        guard context.record == .never || context.isCI else {
            return record(actual, made, because: "there was no reference")
        }
        let why = context.isCI ? "CI=true, so nothing is recorded" : "record mode is \"never\""
        let paths = writeArtifacts(actual: actual, made, reference: nil, difference: nil,
                                   message: "\(label): no reference at \(context.referencePath)")
        return .failed(message: "\(label): no reference at \(context.referencePath) (\(why)).\(paths)\n"
            + "Record it locally with LAYOUT_SNAPSHOT_RECORD=missing (the default) and commit it.")
    }

    /// The images differ (or cannot be compared): record when the mode is "failed", else fail
    /// with artifacts, saying first what changed in the layout when the reference has a tree.
    private func mismatch(_ actual: RGBAImage, _ made: Made, reference: RGBAImage?,
                          difference: ImageDifference?, summary: String, label: String) -> Outcome {
        let layout = made.layout
        if context.record == .failed {
            return record(actual, made, because: "it differed (\(summary)) and record mode is \"failed\"")
        }
        let explained = layoutReport(layout).map { "\($0)\nPixels: \(summary)" }
        let paths = writeArtifacts(actual: actual, made, reference: reference, difference: difference?.differenceImage,
                                   message: explained.map { "\(label):\n\($0)" } ?? "\(label): \(summary)")
        return .failed(message: (explained.map { "\(label) does not match its reference.\n\($0).\n" }
            ?? "\(label) does not match its reference: \(summary).\n") + "Reference: \(context.referencePath)\(paths)")
    }

    /// Writes the reference and its layout tree (removing a tree left from an earlier recording
    /// when there is none now); on CI any recording fails the test, so it never goes unnoticed.
    private func record(_ image: RGBAImage, _ made: Made, because reason: String) -> Outcome {
        let layout = made.layout
        do {
            // References are written once and kept in the repository: spend the time on size
            // (the reference writer: within 1% of optipng -o2's files on Snapshots/, BENCHMARKS.md).
            try AtomicFile.write(ReferencePNG.encode(image, fingerprint: made.fingerprint), toPath: context.referencePath)
            if let layout {
                try AtomicFile.write(layout.json, toPath: context.layoutPath)
            } else if FileManager.default.fileExists(atPath: context.layoutPath) {
                try FileManager.default.removeItem(atPath: context.layoutPath)
            }
        } catch {
            return .failed(message: "Snapshot \"\(context.suite)/\(context.name)\": cannot write the reference: \(error)")
        }
        let note = "Recorded snapshot \(context.referencePath) because \(reason)."
        return context.isCI ? .failed(message: note + " CI=true: a recording run fails so it cannot pass unnoticed.")
            : .recorded(note: note)
    }

    /// Writes the failure's images, the actual layout tree (what `layout-render accept` writes
    /// beside the reference) and the report; returns the lines naming them for the message.
    private func writeArtifacts(actual: RGBAImage, _ made: Made, reference: RGBAImage?, difference: RGBAImage?,
                                message: String) -> String {
        let artifacts = FailureArtifacts(directory: context.artifactsDirectory)
        do {
            let written = try artifacts.write(suite: context.suite, name: context.name, message: message,
                                              referencePath: context.referencePath, reference: reference,
                                              actual: actual, difference: difference,
                                              layout: made.layout.map { ($0.json, context.layoutPath) },
                                              fingerprint: made.fingerprint?.text)
            return written.map { "\n\($0.role): \($0.path)" }.joined()
        } catch {
            return "\n(artifacts could not be written: \(error))"
        }
    }
}
