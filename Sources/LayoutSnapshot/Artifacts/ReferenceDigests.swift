import Foundation
import Rasterizer

/// Gives reference PNGs recorded before references carried a pixel digest (or whose image data
/// was rewritten since, by an optimizer) the digest of the pixels they decode to, so a snapshot
/// that matches them is known without decoding them (`PixelDigest`); for
/// `layout-render references --digest`. Only the digest chunk is added: the image data and
/// every other chunk keep their bytes. Files are replaced atomically.
public struct ReferenceDigests: Sendable {
    /// The reference PNGs given a digest, absolute, sorted.
    public private(set) var stamped: [String] = []
    /// The reference PNGs whose digest was already current.
    public private(set) var current = 0

    /// Stamps every `.png` under `folder` (relative to the current directory or absolute) that
    /// lacks a current digest. A folder that does not exist, or a file that is not a readable
    /// PNG, is an error naming it; files stamped before the error stay stamped.
    public init(folder: String) throws {
        let cwd = FileManager.default.currentDirectoryPath
        let root = URL(fileURLWithPath: folder, relativeTo: URL(fileURLWithPath: cwd, isDirectory: true)).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FileError(operation: "read references", path: folder, reason: "no such folder")
        }
        let entries = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        for entry in entries.sorted() where entry.hasSuffix(".png") {
            let path = "\(root)/\(entry)"
            let bytes = try FileBytes.read(atPath: path)
            let image: RGBAImage
            do {
                image = try PNGDecoder().decode(bytes)
            } catch {
                throw FileError(operation: "read reference", path: path, reason: "not a readable PNG (\(error))")
            }
            if PixelDigest.png(bytes, matches: image) {
                current += 1
                continue
            }
            let bare = PNGTextChunk.removing(keyword: PixelDigest.keyword, from: bytes)
            guard let digest = PixelDigest(png: bare, decodedAs: image) else {
                throw FileError(operation: "read reference", path: path, reason: "its chunks cannot be walked to IEND")
            }
            try AtomicFile.write(digest.stamped(bare), toPath: path)
            stamped.append(path)
        }
    }
}
