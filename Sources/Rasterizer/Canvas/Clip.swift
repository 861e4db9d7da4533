/// The region drawing may touch: whole device pixels in `bounds`, further shaped by an
/// anti-aliased coverage `mask` over exactly those bounds when the clip is not a
/// pixel-aligned rectangle.
struct Clip: Sendable {
    var bounds: PixelRect
    var mask: CoverageMask?

    /// The clip cut down to the pixel rectangle `rect`.
    func intersecting(_ rect: PixelRect) -> Clip {
        let b = bounds.intersection(rect)
        return Clip(bounds: b, mask: mask?.cropped(to: b))
    }

    /// The clip multiplied by the coverage `shape`.
    func intersecting(_ shape: CoverageMask) -> Clip {
        let combined = mask.map { shape.intersection($0) } ?? shape.cropped(to: bounds)
        return Clip(bounds: combined.bounds, mask: combined)
    }
}
