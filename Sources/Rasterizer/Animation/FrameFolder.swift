import LayoutEngine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The outputs of one run over an animation's frames (`render --frames`): frame-NNNN.png for each
// frame, the contact sheet filmstrip.png (filmstrip-2.png, ... when it takes several pages) and
// the animated animation.png (APNG). They stream to disk as frames come, so memory holds one
// frame, one page of thumbnails and one frame's compressed chunks, whatever the frame count.
//
// Nothing of a previous run is lost to a failed one: the outputs are written into a staging
// folder inside the destination and moved into place only when every one of them is written
// (each move a rename(2), atomic); a run that fails removes its staging folder and leaves the
// previous run's files as they were. After the moves, frames and filmstrip pages of an earlier,
// longer run are removed, so the folder holds one run.

/// Writes one run's frames, filmstrip pages and APNG into a folder, all or nothing.
public final class FrameFolder {
    /// The destination folder.
    public let folder: String
    /// The frames the run draws: the APNG announces them up front (acTL), and `finish` checks them.
    public let frameCount: Int
    private let delay: Double
    private let opaque: Bool
    private let encoder: PNGEncoder
    private let staging: String
    private var written: [String] = []
    private var framesWritten = 0
    private var filmstrip = Filmstrip()
    private var pages = 0
    private var animation: APNGWriter?
    private var animationFile: AtomicFile.Stream?
    private var size = (width: 0, height: 0)
    private var isFinished = false

    /// Starts a run of `frameCount` frames shown `delay` seconds each into `folder` (created when
    /// missing); `opaque` promises every frame is (a scene on an opaque background).
    public init(folder: String, frameCount: Int, delay: Double, opaque: Bool, encoder: PNGEncoder) throws(FileError) {
        guard frameCount > 0, frameCount <= Int(UInt32.max) else {
            throw FileError(operation: "write frames", path: folder, reason: "a run needs 1 to \(UInt32.max) frames, got \(frameCount)")
        }
        try AtomicFile.makeDirectories(folder)
        // A folder where an output goes would fail the moves half way: refused before a frame is drawn.
        for name in Self.entries(of: folder) where Self.isRunOutput(name) || name == "animation.png" {
            if let status = PlatformPath.status(folder + "/" + name), status.st_mode & S_IFMT != S_IFREG {
                throw FileError(operation: "write frames", path: folder + "/" + name, reason: "it is not a regular file; move it away")
            }
        }
        var template = (PlatformPath.bytes(folder) + Array("/.frames-XXXXXX".utf8) + [0]).map { CChar(bitPattern: $0) }
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw FileBytes.error("create a staging folder in", folder)
        }
        self.folder = folder; self.frameCount = frameCount; self.delay = delay; self.opaque = opaque; self.encoder = encoder
        staging = PlatformPath.string(template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
    }

    /// `frame-NNNN.png` of frame `index`, at least four digits, as many as the last frame needs.
    public func frameName(_ index: Int) -> String {
        let digits = max(4, String(frameCount - 1).count)
        let number = String(index)
        return "frame-" + String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
    }

    /// The name of filmstrip page `page` (1 is `filmstrip.png`).
    static func filmstripName(_ page: Int) -> String { page == 1 ? "filmstrip.png" : "filmstrip-\(page).png" }

    /// Writes the next frame, its thumbnail and its part of the animation.
    public func add(_ frame: AnimationFrame) throws {
        guard framesWritten < frameCount else {
            throw FileError(operation: "write frames", path: folder, reason: "more than the \(frameCount) frames announced")
        }
        try write(try encoder.encode(frame.bitmap), as: frameName(framesWritten))
        framesWritten += 1
        filmstrip.add(frame.bitmap)
        if filmstrip.isFull { try writePage() }
        if animation == nil {
            var writer = try APNGWriter(width: frame.bitmap.width, height: frame.bitmap.height, delay: delay,
                                        opaque: opaque, encoder: encoder)
            let file = try AtomicFile.Stream(path: staging + "/animation.png", createDirectories: false)
            try file.append(writer.head(frames: UInt32(frameCount)))
            _ = writer.takeChunks()
            animation = writer; animationFile = file
            size = (frame.bitmap.width, frame.bitmap.height)
        }
        try animation?.add(frame.bitmap, region: frame.damageBounds ?? .empty)
        if let chunks = animation?.takeChunks() { try animationFile?.append(chunks) }
    }

    /// Writes the filmstrip's current page and starts the next.
    private func writePage() throws {
        pages += 1
        try write(try encoder.encode(try filmstrip.sheet()), as: Self.filmstripName(pages))
        filmstrip.startNextSheet()
    }

    /// Writes `bytes` as `name` in the staging folder.
    private func write(_ bytes: [UInt8], as name: String) throws(FileError) {
        try AtomicFile.write(bytes, toPath: staging + "/" + name, createDirectories: false)
        written.append(name)
    }

    /// What a finished run wrote.
    public struct Summary: Sendable {
        /// Frame size in pixels.
        public var width: Int, height: Int
        /// Filmstrip pages.
        public var pages: Int
        /// Bytes of animation.png.
        public var animationBytes: Int
    }

    /// Ends the run: the last filmstrip page and the APNG's end written, every file moved into
    /// the folder (keeping the permissions of a file it replaces), older frames and pages removed.
    public func finish() throws -> Summary {
        guard framesWritten == frameCount, let animationFile else {
            throw FileError(operation: "write frames", path: folder, reason: "\(framesWritten) of the \(frameCount) frames announced were drawn")
        }
        if filmstrip.count > 0 { try writePage() }
        try animationFile.append(APNGWriter.tail)
        try animationFile.commit()
        written.append("animation.png")
        let animationBytes = PlatformPath.status(staging + "/animation.png").map { Int($0.st_size) } ?? 0
        for name in written {
            let source = staging + "/" + name, target = folder + "/" + name
            if let existing = PlatformPath.status(target), existing.st_mode & S_IFMT == S_IFREG {
                PlatformPath.withCString(source) { _ = chmod($0, existing.st_mode & 0o777) }
            }
            let renamed = PlatformPath.withCString(source) { source in PlatformPath.withCString(target) { rename(source, $0) } }
            guard renamed == 0 else { throw FileBytes.error("rename into place", target) }
        }
        isFinished = true
        removeEarlierRuns(keeping: Set(written))
        PlatformPath.withCString(staging) { _ = rmdir($0) }
        return Summary(width: size.width, height: size.height, pages: pages, animationBytes: animationBytes)
    }

    /// Removes the frames and filmstrip pages in the folder that this run did not write: what is
    /// left of an earlier run with more frames or pages.
    private func removeEarlierRuns(keeping kept: Set<String>) {
        for name in Self.entries(of: folder) where !kept.contains(name) && Self.isRunOutput(name) {
            PlatformPath.withCString(folder + "/" + name) { _ = unlink($0) }
        }
    }

    /// The names in `folder` (none when it cannot be listed).
    static func entries(of folder: String) -> [String] { PlatformPath.entries(of: folder) ?? [] }

    /// `frame-<digits>.png` or `filmstrip-<digits>.png`: a name only a run writes.
    static func isRunOutput(_ name: String) -> Bool {
        for prefix in ["frame-", "filmstrip-"] where name.hasPrefix(prefix) && name.hasSuffix(".png") {
            let number = name.dropFirst(prefix.count).dropLast(4)
            return !number.isEmpty && number.allSatisfy { $0.isASCII && $0.isNumber }
        }
        return false
    }

    deinit {
        guard !isFinished else { return }
        animationFile = nil
        for name in written { PlatformPath.withCString(staging + "/" + name) { _ = unlink($0) } }
        PlatformPath.withCString(staging) { _ = rmdir($0) }
    }
}
