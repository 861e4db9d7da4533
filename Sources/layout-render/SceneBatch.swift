import Foundation
import LayoutEngine

/// The scenes of one batch render: the files named on the command line and every scene file
/// (.json, .yaml, .yml) under the folders named there, each with the PNG it is drawn to.
struct SceneBatch {
    /// One scene file and where its picture goes.
    struct Scene: Sendable, Equatable {
        /// The file as found: the argument itself, or the argument's folder joined with `relativePath`.
        var source: String
        /// The path under the folder named on the command line, or the file's name for a file
        /// named directly: the same on every machine, the key scenes are sorted and sharded by.
        var relativePath: String
        /// `DIR/<relativePath without its extension>.png`.
        var output: String
    }

    /// The file name extensions read as scene files when a folder is walked.
    static let sceneExtensions: Set<String> = ["json", "yaml", "yml"]

    /// The scenes, sorted by `relativePath` (byte order of its bytes, as `sort` in the C locale).
    let scenes: [Scene]

    /// Finds the scenes of `arguments`, to be drawn into `folder`. A named file is a scene even
    /// when it does not exist (it then fails alone, with the others written); a named folder
    /// is walked for scene files, skipping hidden files and folders. `outputs` gives the files a
    /// scene's drawing writes (one per variant; by default its `output` alone).
    ///
    /// - Throws: `InputError` when a folder holds no scene file, or when the outputs collide: two
    ///   scenes drawn to the same PNG (`a.json` beside `a.yaml`, or `x.json` in two folders), a PNG
    ///   where another scene's folder of pictures goes (`a.json` beside a folder `a.png/` of
    ///   scenes), a folder or file in the way, or an output that is one of the scenes.
    init(arguments: [String], folder: String, outputs: (Scene) -> [String] = { [$0.output] }) throws {
        let found = try Self.find(arguments).map { source, relativePath in
            Scene(source: source, relativePath: relativePath, output: Self.output(relativePath, in: folder))
        }
        try Self.refuseCollisions(found.flatMap { scene in outputs(scene).map { (source: scene.source, output: $0) } },
                                  in: folder, inputs: Set(found.map { Self.identity($0.source) }))
        scenes = found
    }

    /// Refuses outputs that would collide, checked before any picture is drawn so the result is
    /// the same for any --jobs: a folder in the way, two pictures at one path, one picture where
    /// another's folder is made, or an output that is one of the inputs would otherwise fail (or
    /// destroy a scene) in whatever order the workers reach them.
    private static func refuseCollisions(_ outputs: [(source: String, output: String)], in folder: String,
                                         inputs: Set<String>) throws {
        var sources: [String: String] = [:]
        for (source, output) in outputs {
            if let earlier = sources.updateValue(source, forKey: output) {
                throw InputError("\(earlier) and \(source) would both be drawn to \(output); render them into different folders")
            }
            if PlatformPath.isFolder(output) {
                throw InputError("\(output): is a folder, and \(source) would be drawn to it; move it or render into another folder")
            }
            if inputs.contains(identity(output)) {
                throw InputError("\(output): is one of the scene files; drawing \(source) would overwrite it")
            }
        }
        // The folders each picture is written into, below `folder`: none may be another
        // picture, nor a file that is already there.
        let root = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        var checked: Set<String> = []
        for (source, output) in outputs {
            var parent = (output as NSString).deletingLastPathComponent
            while parent.count > root.count, checked.insert(parent).inserted {
                if let other = sources[parent] {
                    throw InputError("\(parent): \(other) would be drawn to it, and \(source) into it as a folder (\(output)); "
                                     + "rename one or render into another folder")
                }
                if PlatformPath.status(parent) != nil, !PlatformPath.isFolder(parent) {
                    throw InputError("\(parent): is a file, and \(source) would be drawn into it as a folder (\(output)); "
                                     + "move it or render into another folder")
                }
                parent = (parent as NSString).deletingLastPathComponent
            }
        }
    }

    /// The scene files of `arguments` (each file named, each scene file under each folder named, once
    /// however it is reached), with their relative paths, sorted by them: the batch's scenes before
    /// outputs are given, and the live preview's.
    ///
    /// - Throws: `InputError` when a folder holds no scene file or cannot be listed.
    static func find(_ arguments: [String]) throws -> [(source: String, relativePath: String)] {
        var found: [(source: String, relativePath: String)] = []
        var seen = Set<String>()
        for argument in arguments {
            if PlatformPath.isFolder(argument) {
                let inside = try sceneFiles(under: argument)
                guard !inside.isEmpty else {
                    throw InputError("\(argument): no scene files (.json, .yaml, .yml) in this folder")
                }
                for relative in inside {
                    let source = (argument.hasSuffix("/") ? argument : argument + "/") + relative
                    if seen.insert(identity(source)).inserted { found.append((source, relative)) }
                }
            } else if seen.insert(identity(argument)).inserted {
                found.append((argument, (argument as NSString).lastPathComponent))
            }
        }
        // By the names' bytes as the file system has them (a Latin-1 name's byte, not its stand-in).
        return found.sorted { PlatformPath.bytes($0.relativePath).lexicographicallyPrecedes(PlatformPath.bytes($1.relativePath)) }
    }

    /// The scene files under `folder`, as paths relative to it. Names are bytes (`PlatformPath`):
    /// a file whose name is not UTF-8 is found and drawn to the same bytes with ".png".
    private static func sceneFiles(under folder: String) throws -> [String] {
        // A folder named through a symbolic link is walked where it leads; links inside it are
        // not descended into, so a cycle cannot loop (a link to a scene file is a scene).
        guard let root = PlatformPath.resolved(folder), let names = PlatformPath.entries(of: root) else {
            throw InputError("\(folder): cannot list the folder")
        }
        var files: [String] = []
        var pending = names.map { (relative: $0, name: $0) }
        while let (relative, name) = pending.popLast() {
            guard !name.hasPrefix(".") else { continue }
            let path = root + "/" + relative
            guard let link = PlatformPath.status(path, followingLinks: false) else { continue }
            if link.st_mode & S_IFMT == S_IFDIR {
                pending += (PlatformPath.entries(of: path) ?? []).map { (relative + "/" + $0, $0) }
            } else if sceneExtensions.contains((name as NSString).pathExtension.lowercased()), !PlatformPath.isFolder(path) {
                files.append(relative)
            }
        }
        return files
    }

    /// One name for a file however it was reached (`a/./b.json`, `a/b.json`), so it is drawn once.
    static func identity(_ path: String) -> String {
        PlatformPath.resolved(path) ?? URL(fileURLWithPath: path).standardizedFileURL.path
    }

    private static func output(_ relative: String, in folder: String) -> String {
        (folder.hasSuffix("/") ? folder : folder + "/") + (relative as NSString).deletingPathExtension + ".png"
    }
}
