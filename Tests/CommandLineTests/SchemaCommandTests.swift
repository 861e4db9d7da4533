import Foundation
import Testing

/// `layout-render schema`: writes the schema files, and `--check` tells a stale copy (exit 1) from
/// an up-to-date one (exit 0), as a CI step or a pre-commit hook uses it.
@Suite struct SchemaCommandTests {
    @Test("--output writes both files; --check passes on them and fails, naming the file, once one is edited")
    func writeThenCheck() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schema-cli-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let written = try BuiltCommand.run(["schema", "--output", folder])
        #expect(written.status == 0, "\(written.standardError)")
        for name in ["components.schema.json", "scene.schema.json"] {
            #expect(FileManager.default.fileExists(atPath: folder + "/" + name))
        }
        #expect(try BuiltCommand.run(["schema", "--check", folder]).status == 0)
        try "{}\n".write(toFile: folder + "/scene.schema.json", atomically: true, encoding: .utf8)
        let stale = try BuiltCommand.run(["schema", "--check", folder])
        #expect(stale.status == 1)
        #expect(stale.standardError.contains("scene.schema.json is stale"))
        #expect(!stale.standardError.contains("components.schema.json is stale"))
    }

    @Test("--check refuses a schema file that is a FIFO (exit 2, naming it) instead of reading it")
    func checkRefusesAFIFO() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schema-fifo-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try BuiltCommand.run(["schema", "--output", folder]).status == 0)
        try FileManager.default.removeItem(atPath: folder + "/scene.schema.json")
        #expect(mkfifo(folder + "/scene.schema.json", 0o644) == 0)
        let result = try BuiltCommand.run(["schema", "--check", folder])
        #expect(result.status == 2)
        #expect(result.standardError.contains("scene.schema.json"))
    }

    @Test("--print writes one schema to standard output; no mode, or two, is bad usage")
    func printAndUsage() throws {
        let printed = try BuiltCommand.run(["schema", "--print", "components"])
        #expect(printed.status == 0)
        #expect(printed.standardOutput.contains("\"$id\": \"https://layout-render.invalid/components.schema.json\""))
        #expect(try BuiltCommand.run(["schema"]).status == 2)
        #expect(try BuiltCommand.run(["schema", "--print", "nodes"]).status == 2)
        #expect(try BuiltCommand.run(["schema", "--print", "scene", "--check", "docs"]).status == 2)
    }
}
