/// How much of a Lottie file is played: every bound on time and memory rlottie would spend on it.
/// A file over any bound is refused before rlottie reads it, naming the file and the bound.
///
/// The defaults hold every animation LottieFiles' featured loaders and lottie-ios's example
/// animations use (a few hundred kilobytes, tens of layers, precompositions two or three deep,
/// canvases up to 1920 points, a few hundred frames) with a wide margin.
public struct LottieLimits: Sendable, Hashable {
    /// The file's size in bytes.
    public var maxFileBytes: Int
    /// Layers as played: every precomposition layer counts the layers of its composition again,
    /// so one composition used a thousand times counts a thousand times.
    public var maxLayers: Int
    /// Precompositions inside precompositions (a top-level layer is depth 0).
    public var maxPrecompositionDepth: Int
    /// Objects and arrays inside each other in the JSON (rlottie parses recursively).
    public var maxNesting: Int
    /// The canvas's width and height (`w`, `h`), in points.
    public var maxCanvasSide: Double
    /// Frames from the in point to the out point (`op - ip`).
    public var maxFrames: Double
    /// Copies a repeater shape (`"ty": "rp"`) makes, each drawn every frame.
    public var maxRepeaterCopies: Double
    /// The shortest dash pattern of a stroke (its dashes and gaps, `"d"` of `"ty": "st"` or
    /// `"gs"`, at their smallest in any keyframe), in points: rlottie makes one segment per dash
    /// along the whole path, so a 0.0002-point pattern around a 480-point circle took 14 s and
    /// 590 MB for one frame.
    public var minDashPattern: Double

    public init(maxFileBytes: Int = 8 << 20, maxLayers: Int = 5_000, maxPrecompositionDepth: Int = 16,
                maxNesting: Int = 128, maxCanvasSide: Double = 4_096, maxFrames: Double = 36_000,
                maxRepeaterCopies: Double = 1_000, minDashPattern: Double = 0.5) {
        self.maxFileBytes = maxFileBytes; self.maxLayers = maxLayers
        self.maxPrecompositionDepth = maxPrecompositionDepth; self.maxNesting = maxNesting
        self.maxCanvasSide = maxCanvasSide; self.maxFrames = maxFrames; self.maxRepeaterCopies = maxRepeaterCopies
        self.minDashPattern = minDashPattern
    }

    public static let standard = LottieLimits()
}
