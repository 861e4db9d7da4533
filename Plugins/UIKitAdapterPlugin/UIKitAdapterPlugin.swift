import Foundation
import PackagePlugin

/// Compiles a team's iOS source folder for Linux as the module of the target it is applied to
/// (issue 40): each `.swift` file of the folder goes through `uikit-adapter` into the plugin's
/// work folder, and the target compiles the rewritten files, so `swift build` and `swift test`
/// need no other step and the team's files are never edited.
///
/// The Linux target is named as the iOS one and lives in `Linux/<Target>/` (one Swift file of
/// comments, since SwiftPM drops a target without sources); its iOS folder is found by name:
/// `Sources/<Target>` or `Tests/<Target>`. README, "Zero edits", has the whole `Package.swift`.
@main
struct UIKitAdapterPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let packageDirectory = context.package.directoryURL
        let candidates = ["Sources", "Tests"].map { packageDirectory.appending(path: $0).appending(path: target.name) }
        // A folder reached through a symbolic link is read, and named to the compiler, where it is.
        guard let folder = candidates.first(where: { isDirectory($0) })?.resolvingSymlinksInPath() else {
            throw AdapterPluginError.noSourceFolder(target: target.name, looked: candidates.map(\.path))
        }
        let tool = try context.tool(named: "uikit-adapter").url
        let output = context.pluginWorkDirectoryURL.appending(path: "Adapted")
        return try swiftFiles(under: folder).map { file in
            // The path below the folder, flattened, keeps two files of one name in different
            // subfolders apart.
            let relative = String(file.path.dropFirst(folder.path.count + 1))
            let generated = output.appending(path: relative.replacingOccurrences(of: "/", with: "__"))
            return .buildCommand(displayName: "uikit-adapter \(target.name)/\(relative)", executable: tool,
                                 arguments: [file.path, generated.path], inputFiles: [file], outputFiles: [generated])
        }
    }

    private func isDirectory(_ url: URL) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &directory) && directory.boolValue
    }

    /// The folder's Swift files, sorted, skipping snapshot reference folders.
    private func swiftFiles(under folder: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            throw AdapterPluginError.unreadable(folder.path)
        }
        var files: [URL] = []
        for case let url as URL in enumerator {
            if url.lastPathComponent.hasPrefix("__") && url.lastPathComponent.hasSuffix("__") {
                enumerator.skipDescendants()
            } else if url.pathExtension == "swift" {
                files.append(url.standardizedFileURL)
            }
        }
        return files.sorted { $0.path < $1.path }
    }
}

enum AdapterPluginError: Error, CustomStringConvertible {
    case noSourceFolder(target: String, looked: [String])
    case unreadable(String)

    var description: String {
        switch self {
        case .noSourceFolder(let target, let looked):
            "uikit-adapter: no iOS source folder for target '\(target)'; looked for \(looked.joined(separator: " and "))"
        case .unreadable(let path):
            "uikit-adapter: cannot read the folder \(path)"
        }
    }
}
