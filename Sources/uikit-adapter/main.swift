import Foundation
import UIKitAdapter

/// `uikit-adapter <input.swift> <output.swift>`: writes the Linux rewrite of one iOS Swift file
/// (SourceRewriter); the build-tool plugin runs it once per file. Exits 1 with a message naming
/// the file when it cannot be read or written.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let input = arguments.first, let output = arguments.last else {
    FileHandle.standardError.write(Data("usage: uikit-adapter <input.swift> <output.swift>\n".utf8))
    exit(2)
}
do {
    let data = try Data(contentsOf: URL(fileURLWithPath: input))
    guard let source = String(data: data, encoding: .utf8) else {
        FileHandle.standardError.write(Data("\(input):1:1: error: uikit-adapter: not UTF-8 text\n".utf8))
        exit(1)
    }
    let result = SourceRewriter().rewrite(source, path: URL(fileURLWithPath: input).standardizedFileURL.path)
    for diagnostic in result.diagnostics {
        FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
    }
    try Data(result.text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("\(input):1:1: error: uikit-adapter: \(error.localizedDescription)\n".utf8))
    exit(1)
}
