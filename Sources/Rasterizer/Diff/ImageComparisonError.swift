/// Why two images could not be compared pixel by pixel.
public enum ImageComparisonError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The images differ in size; both sizes are given, reference first.
    case sizeMismatch(referenceWidth: Int, referenceHeight: Int, actualWidth: Int, actualHeight: Int)
    /// An image's pixel buffer does not hold width * height * 4 bytes ("reference" or "actual").
    case inconsistentImage(role: String, width: Int, height: Int, byteCount: Int)

    public var description: String {
        switch self {
        case let .sizeMismatch(rw, rh, aw, ah):
            return "image sizes differ: reference is \(rw)x\(rh), actual is \(aw)x\(ah)"
        case let .inconsistentImage(role, width, height, byteCount):
            return "the \(role) image claims \(width)x\(height) but holds \(byteCount) bytes, not width * height * 4"
        }
    }
}
