import Rasterizer

/// The verdict of comparing an image with its reference under a tolerance, with the sentence
/// a failure message uses. The difference image is drawn only when the comparison fails.
public struct SnapshotComparison: Sendable {
    /// True when the image is within tolerance.
    public var passed: Bool
    /// The comparison, with its difference image when it failed; nil when the sizes differ.
    public var difference: ImageDifference?
    /// "N pixels differ (P% of WxH, A allowed), bounding box ...", or why no pixel comparison was possible.
    public var summary: String

    /// Compares `actual` against `reference` under `tolerance`.
    public init(reference: RGBAImage, actual: RGBAImage, tolerance: SnapshotTolerance) {
        let comparator = tolerance.comparator
        do {
            let difference = try comparator.compare(reference, actual)
            let allowed = tolerance.allowedPixels(of: difference.width * difference.height)
            let percent = (difference.ratio * 100_000).rounded() / 1000
            passed = difference.differentPixelCount <= allowed
            summary = "\(difference.differentPixelCount) pixels differ (\(percent)% of \(difference.width)x\(difference.height), "
                + "\(allowed) allowed)" + (difference.boundingBox.map { ", bounding box \($0)" } ?? "")
            self.difference = passed ? difference : (try? comparator.compare(reference, actual, drawingDifference: true))
        } catch {
            passed = false
            difference = nil
            summary = "\(error)"
        }
    }
}
