import Foundation
import Testing

/// `layout-render document`: pages written for the example, and bad input refused with exit 2.
@Suite struct DocumentCommandTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A scratch folder removed when `body` returns.
    func inScratch<T>(_ body: (URL) throws -> T) throws -> T {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("document-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try body(directory)
    }

    @Test func theExampleWritesOnePNGPerPageAtTheScale() throws {
        try inScratch { directory in
            let example = Self.packageRoot.appendingPathComponent("examples/documents/journals.json").path
            let output = directory.appendingPathComponent("pages").path
            let result = try BuiltCommand.run(["document", example, "-o", output, "--scale", "1"])
            #expect(result.status == 0, "\(result.standardError)")
            let pages = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
            // Two journals, each starting a page, the first running over more than one.
            #expect(pages.count >= 3)
            #expect(pages.allSatisfy { $0.hasPrefix("page-") && $0.hasSuffix(".png") })
            #expect(!pages.contains { $0.hasPrefix(".") }, "no temporary file is left behind")
            #expect(result.standardOutput.components(separatedBy: "\n").filter { $0.contains("595x842 px") }.count == pages.count)
        }
    }

    @Test(arguments: [(["-o", "journals.pdf"], "journals.pdf"), (["--format", "pdf", "-o", "journals"], "journals")])
    func aPDFOutputWritesOnePDFWithThePNGPagesCount(options: [String], file: String) throws {
        try inScratch { directory in
            let example = Self.packageRoot.appendingPathComponent("examples/documents/journals.json").path
            let output = directory.appendingPathComponent(file).path
            let result = try BuiltCommand.run(["document", example] + options.map { $0 == file ? output : $0 } + ["--scale", "1"])
            #expect(result.status == 0, "\(result.standardError)")
            let bytes = try Data(contentsOf: URL(fileURLWithPath: output))
            #expect(bytes.starts(with: Array("%PDF-".utf8)))
            let pngs = try BuiltCommand.run(["document", example, "-o", directory.appendingPathComponent("pages").path, "--scale", "1"])
            let pageCount = pngs.standardOutput.split(separator: "\n").count
            #expect(result.standardOutput == "\(output): \(pageCount) pages, \(bytes.count) bytes\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).allSatisfy { !$0.hasPrefix(".") })
        }
    }

    @Test(arguments: [
        (#"{"journals": [{"title": 3}]}"#, "journals[0].title"),
        (#"{"journal": []}"#, #"unknown key "journal""#),
        ("{\"journals\": [", "1:"),
    ])
    func badDocumentsExitTwoNamingThePlace(json: String, message: String) throws {
        try inScratch { directory in
            let file = directory.appendingPathComponent("journals.json")
            try Data(json.utf8).write(to: file)
            let result = try BuiltCommand.run(["document", file.path, "-o", directory.appendingPathComponent("out").path])
            #expect(result.status == 2)
            #expect(result.standardError.contains(message), "\(result.standardError)")
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/page-1.png").path))
        }
    }
}
