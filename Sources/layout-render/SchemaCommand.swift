import ArgumentParser
import Foundation
import LayoutEngine
import Rasterizer
import SceneFile

/// `layout-render schema`: the JSON Schemas of scene files, generated from the declarations the
/// readers use (each component's keys, the raw scene's ranges), so they are never stale.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Write or check the JSON Schemas of scene files (components.schema.json, scene.schema.json).",
        discussion: """
            The schemas come from the same declarations the scene-file readers use: every component's \
            keys, defaults and ranges, and the raw nodes' ranges. Point an editor at them for \
            completion and checking while writing scene files.
            Exit status: 0 written, printed or up to date; 1 --check found a file missing or different; \
            2 bad usage or a file that cannot be written.

            Examples:
              layout-render schema --output docs
              layout-render schema --check docs
              layout-render schema --print components > components.schema.json
            """)

    @Option(help: ArgumentHelp("Write both schema files into this folder (atomically).", valueName: "DIR"))
    var output: String?

    @Option(help: ArgumentHelp("Compare the schema files in this folder with the generated ones.", valueName: "DIR"))
    var check: String?

    @Option(help: ArgumentHelp("Print one schema to standard output: components or scene.", valueName: "NAME"))
    var print: String?

    func validate() throws {
        guard [output, check, print].compactMap({ $0 }).count == 1 else {
            throw ValidationError("give one of --output DIR, --check DIR or --print components|scene")
        }
        if let print, !["components", "scene"].contains(print) {
            throw ValidationError("--print takes components or scene, not \(print)")
        }
    }

    func run() throws {
        let files = try SceneSchema.files()
        if let print {
            let text = files.first { $0.name == "\(print).schema.json" }!.text
            FileHandle.standardOutput.write(Data(text.utf8))
        } else if let output {
            for file in files {
                let path = (output as NSString).appendingPathComponent(file.name)
                do { try AtomicFile.write(file.text, toPath: path) } catch { throw InputError("\(path): \(error)") }
                Swift.print("wrote \(path)")
            }
        } else if let check {
            var stale: [(name: String, text: String)] = []
            for file in files {
                let path = (check as NSString).appendingPathComponent(file.name)
                // A missing file is stale; one that cannot be read (a FIFO, a folder) is bad input.
                guard PlatformPath.status(path) != nil else { stale.append(file); continue }
                let bytes: [UInt8]
                do { bytes = try FileBytes.read(atPath: path) } catch { throw InputError(error) }
                if bytes != Array(file.text.utf8) { stale.append(file) }
            }
            guard stale.isEmpty else {
                for file in stale { LayoutRender.printError("\((check as NSString).appendingPathComponent(file.name)) is stale") }
                LayoutRender.printError("run: layout-render schema --output \(check)")
                throw ExitCode(ExitStatus.difference)
            }
            Swift.print("\(files.map(\.name).joined(separator: ", ")) up to date")
        }
    }
}
