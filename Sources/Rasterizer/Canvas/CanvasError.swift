/// Why a canvas could not be made or an operation could not be done.
public enum CanvasError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The requested pixel size is zero, negative or not finite.
    case invalidSize(width: Double, height: Double)
    /// The requested pixel size is past `Canvas.maxSide` on a side or `Canvas.maxPixels` in all.
    case tooLarge(width: Int, height: Int)
    /// The scale factor is zero, negative or not finite.
    case invalidScale(Double)
    /// `restore()` was called more times than `save()` and `saveLayer(...)`.
    case restoreWithoutSave
    /// An image's byte count does not match its width and height (or they are not positive).
    case invalidImage(width: Int, height: Int, byteCount: Int)

    public var description: String {
        switch self {
        case .invalidSize(let w, let h):
            return "canvas size \(w) x \(h) px is not a positive finite size"
        case .tooLarge(let w, let h):
            return "canvas size \(w) x \(h) px is past the limit of \(Canvas.maxSide) px a side and \(Canvas.maxPixels) pixels"
        case .invalidScale(let s):
            return "scale \(s) is not a positive finite number"
        case .restoreWithoutSave:
            return "restore() without a matching save() or saveLayer()"
        case .invalidImage(let w, let h, let n):
            return "image of \(w) x \(h) px needs 4 x \(w) x \(h) RGBA bytes (positive sizes of at most \(Canvas.maxPixels) pixels), found \(n)"
        }
    }
}
