/// Why two images could not be compared pixel by pixel.
public enum ImageComparisonError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The images differ in size; both sizes are given, reference first.
    case sizeMismatch(referenceWidth: Int, referenceHeight: Int, actualWidth: Int, actualHeight: Int)

    public var description: String {
        switch self {
        case let .sizeMismatch(rw, rh, aw, ah):
            return "image sizes differ: reference is \(rw)x\(rh), actual is \(aw)x\(ah)"
        }
    }
}
