import LayoutEngine
import DesignSystem
import Foundation

/// Reads scene files: JSON or YAML text into a positioned document, then into any `Decodable`
/// description, with errors that name the file, line, column and path.
public enum SceneFile {
    /// The syntax of a scene file.
    public enum Format: String, Sendable, CaseIterable {
        case json, yaml

        /// The format for a file name: `.yaml`/`.yml` are YAML, anything else JSON.
        public init(fileName: String) {
            let lower = fileName.lowercased()
            self = lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") ? .yaml : .json
        }
    }

    /// Parses `text` in `format`; `file` names the source in errors.
    public static func parse(_ text: String, format: Format, file: String) throws(SceneFileError) -> DocumentValue {
        switch format {
        case .json:
            var parser = JSONDocumentParser(text: text, file: file)
            return try parser.parse()
        case .yaml:
            return try YAMLDocumentParser(text: text, file: file).parse()
        }
    }

    /// Reads and parses the file at `path`, choosing the format from its extension.
    public static func load(path: String) throws(SceneFileError) -> DocumentValue {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw SceneFileError(file: path, position: nil, path: "(file)",
                                 message: "cannot read the file: \((error as NSError).localizedDescription)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SceneFileError(file: path, position: nil, path: "(file)", message: "the file is not valid UTF-8 text")
        }
        return try parse(text, format: Format(fileName: path), file: path)
    }

    /// Reads the file at `path` and decodes it as `type`.
    public static func decode<T: Decodable>(_ type: T.Type, path: String) throws(SceneFileError) -> T {
        try DocumentDecoder().decode(type, from: load(path: path), file: path)
    }

    /// Decodes `text` as `type`; `file` names the source in errors.
    public static func decode<T: Decodable>(_ type: T.Type, text: String, format: Format, file: String = "<input>") throws(SceneFileError) -> T {
        try DocumentDecoder().decode(type, from: parse(text, format: format, file: file), file: file)
    }
}
