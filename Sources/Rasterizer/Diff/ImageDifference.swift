/// The outcome of comparing two images of one size.
public struct ImageDifference: Sendable, Hashable {
    /// Width of both images.
    public var width: Int
    /// Height of both images.
    public var height: Int
    /// True when the two images hold the same bytes.
    public var identical: Bool
    /// Pixels whose difference is above the threshold and, unless anti-aliasing is included,
    /// not explained as anti-aliasing.
    public var differentPixelCount: Int
    /// Pixels above the threshold that were explained as anti-aliasing (not counted).
    public var antiAliasedPixelCount: Int
    /// The smallest rectangle holding every counted pixel; nil when none differs.
    public var boundingBox: PixelRect?
    /// The largest difference of any pixel, anti-aliased or not, in the metric's threshold
    /// units: for YIQ the smallest `threshold` that would accept every pixel (sqrt(delta / 35215)),
    /// for CIEDE2000 the largest ΔE00. It says how far a failing image is from passing.
    public var largestPixelDifference: Double = 0
    /// pixelmatch's picture of the change (red counted, yellow anti-aliased, faded gray
    /// unchanged), when it was asked for.
    public var differenceImage: RGBAImage?

    /// Creates a result; `ImageComparator.compare` is the usual source.
    public init(width: Int, height: Int, identical: Bool, differentPixelCount: Int, antiAliasedPixelCount: Int,
                boundingBox: PixelRect?, differenceImage: RGBAImage?) {
        self.width = width
        self.height = height
        self.identical = identical
        self.differentPixelCount = differentPixelCount
        self.antiAliasedPixelCount = antiAliasedPixelCount
        self.boundingBox = boundingBox
        self.differenceImage = differenceImage
    }

    /// Counted pixels as a fraction of all pixels, 0 to 1 (0 for an empty image).
    public var ratio: Double {
        let total = width * height
        return total == 0 ? 0 : Double(differentPixelCount) / Double(total)
    }
}
