import Rasterizer

/// How different an image may be from its reference and still pass.
///
/// Per pixel: pixelmatch's YIQ threshold with its anti-aliasing detection, or a CIEDE2000 ΔE
/// tolerance when `perceptualDeltaE` is set. Per image: at most `maxDiffPixels` and at most
/// `maxDiffPixelRatio` of all pixels may differ; when both are given the stricter applies
/// (Playwright's `toHaveScreenshot` rule). The default tolerates no differing pixel.
public struct SnapshotTolerance: Sendable, Hashable {
    /// pixelmatch threshold, 0 to 1 (0.1 default); ignored when `perceptualDeltaE` is set.
    public var threshold: Double
    /// Count anti-aliased pixels too.
    public var includesAntiAliasing: Bool
    /// Differing pixels allowed.
    public var maxDiffPixels: Int?
    /// Differing pixels allowed as a fraction of all pixels, 0 to 1.
    public var maxDiffPixelRatio: Double?
    /// Compare colors with CIEDE2000 and allow this ΔE per pixel (2.3 is just noticeable).
    public var perceptualDeltaE: Double?

    /// Creates a tolerance; the defaults allow nothing beyond pixelmatch's per-pixel threshold.
    public init(threshold: Double = 0.1, includesAntiAliasing: Bool = false, maxDiffPixels: Int? = nil,
                maxDiffPixelRatio: Double? = nil, perceptualDeltaE: Double? = nil) {
        self.threshold = threshold
        self.includesAntiAliasing = includesAntiAliasing
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
        self.perceptualDeltaE = perceptualDeltaE
    }

    /// The default: no pixel that pixelmatch counts as different (YIQ threshold 0.1,
    /// anti-aliased pixels not counted).
    public static let standard = SnapshotTolerance()

    /// Every pixel equal: threshold 0 and anti-aliased pixels counted. For tests of the
    /// rasterizer itself, where one level of coverage is a regression.
    public static let identical = SnapshotTolerance(threshold: 0, includesAntiAliasing: true)

    /// The comparator that applies the per-pixel part.
    public var comparator: ImageComparator {
        let metric: ImageComparator.Metric = perceptualDeltaE.map { .deltaE2000(tolerance: $0) } ?? .yiq(threshold: threshold)
        return ImageComparator(metric: metric, includesAntiAliasedPixels: includesAntiAliasing)
    }

    /// The number of differing pixels allowed in an image of `pixelCount` pixels.
    public func allowedPixels(of pixelCount: Int) -> Int {
        let byRatio = maxDiffPixelRatio.map { Int((Double(pixelCount) * max(0, $0)).rounded(.down)) }
        switch (maxDiffPixels, byRatio) {
        case let (count?, ratio?): return min(max(0, count), ratio)
        case let (count?, nil): return max(0, count)
        case let (nil, ratio?): return ratio
        case (nil, nil): return 0
        }
    }
}
