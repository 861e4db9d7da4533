import Foundation
import TestSupport

/// poppler-utils (Debian), the reader the PDF tests check our files with: `pdftotext` for the
/// text, `pdftoppm` for the pictures, `pdffonts` for the embedded fonts.
enum Poppler {
    static func path(of tool: String) -> String? {
        ["/usr/bin/\(tool)", "/usr/local/bin/\(tool)"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static var isInstalled: Bool { ["pdftotext", "pdftoppm", "pdffonts"].allSatisfy { path(of: $0) != nil } }

    /// Runs `tool` with `arguments`, returning its standard output; throws when it fails.
    @discardableResult
    static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let result = try ChildProcess.run(URL(fileURLWithPath: path(of: tool) ?? tool), arguments)
        guard result.status == 0 else { throw PopplerFailure(tool: tool, status: result.status, message: result.standardError) }
        return String(decoding: result.standardOutput, as: UTF8.self)
    }

    struct PopplerFailure: Error, CustomStringConvertible {
        var tool: String, status: Int32, message: String
        var description: String { "\(tool) exited \(status): \(message)" }
    }
}
