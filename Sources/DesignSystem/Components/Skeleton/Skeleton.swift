import LayoutEngine
/// Skeleton placeholders (seed 004, COMPONENTS.md §13): while a list's content loads,
/// each cell shows gray shapes where its thumbnail and text lines will be, with a
/// lighter band (the shimmer) sweeping across from left to right.
///
/// Scene-file keys: `rows` (cells, default 3, 1 to 20), `time` (seconds since the
/// shimmer started, default 0).
///
/// Node ids: `skeleton`, `skeleton.row.N`, with `skeleton.row.N.thumbnail`,
/// `skeleton.row.N.line.0`, `skeleton.row.N.line.1`.
public struct Skeleton: FluentConfiguration, Hashable {
    /// SkeletonView's default sliding animation takes 1.5 s a sweep (SkeletonView's
    /// `SkeletonAnimationBuilder.makeSlidingAnimation`, duration 1.5).
    public static let sweepDuration = 1.5
    /// A cell of the seed's news list: an 80-point thumbnail and two text lines, with
    /// the content gap around it.
    public static let rowHeight = 96.0
    /// Side of the square thumbnail placeholder.
    public static let thumbnailSide = 64.0
    /// Height of a placeholder text line.
    public static let lineHeight = 14.0
    /// The second line is shorter, as the end of a paragraph is.
    public static let lastLineFraction = 0.6

    /// How many placeholder cells.
    public var rows: Int
    /// Seconds since the shimmer started.
    public var time: Double

    /// `rows` placeholder cells, `time` seconds into the shimmer.
    public init(rows: Int = 3, time: Double = 0) {
        self.rows = rows; self.time = time
    }

    /// A copy with `rows` changed, as the seed builder's setter.
    public func rows(_ count: Int) -> Self { with(\.rows, count) }
    /// A copy with `time` changed, as the seed builder's setter.
    public func time(_ seconds: Double) -> Self { with(\.time, seconds) }

    /// Where the shimmer's center is at `time`, as a fraction of the width: it enters at
    /// -0.5 and leaves at 1.5 so the band is fully off the shape at each end of a sweep.
    /// The sweep is a timeline (`AnimationPreset.shimmer`); before it starts the band waits off the left.
    public var shimmerPosition: Double {
        Skeleton.shimmer.value(at: time) ?? -0.5
    }

    private static let shimmer = AnimationPreset.shimmer(sweepDuration: sweepDuration)
}

extension Skeleton: SceneComponent {
    public static var sceneKeys: SceneKeys<Skeleton> {
        SceneKeys(component: "skeleton", prototype: Skeleton(), summary: "Skeleton placeholders. Ids: skeleton, skeleton.row.N(.thumbnail, .line.0, .line.1).", keys: [
            .value("rows", \.rows, .range(1...20, "rows")),
            .value("time", \.time, .time, doc: "Seconds since the shimmer started."),
        ])
    }
}
