import Foundation
import Testing
import DesignSystem

/// The context of the `DecodingError` that decoding `json` as `T` throws; records an
/// issue and returns nil when decoding succeeds or throws something else.
func decodingFailure<T: Decodable>(_ type: T.Type, _ json: String,
                                   sourceLocation: Testing.SourceLocation = #_sourceLocation) -> DecodingError.Context? {
    do {
        _ = try JSONDecoder().decode(T.self, from: Data(json.utf8))
        Issue.record("decoded \(json) as \(T.self)", sourceLocation: sourceLocation)
    } catch let DecodingError.dataCorrupted(context), let DecodingError.typeMismatch(_, context),
            let DecodingError.keyNotFound(_, context), let DecodingError.valueNotFound(_, context) {
        return context
    } catch {
        Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
    }
    return nil
}

extension DecodingError.Context {
    /// The coding path as scene-file errors print it: `content[0].title` style keys.
    var path: [String] { codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue } }
}
