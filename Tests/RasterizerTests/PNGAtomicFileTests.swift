import Foundation
import Testing
@testable import Rasterizer

@Suite("Atomic file writing")
struct PNGAtomicFileTests {
    @Test("writes the bytes and leaves no temporary file behind")
    func writesBytesWithoutLeftovers() throws {
        let directory = try PNGTestSupport.scratchDirectory()
        let path = directory.appendingPathComponent("out.png").path
        try AtomicFile.write([1, 2, 3, 4], toPath: path)
        #expect(try FileBytes.read(atPath: path) == [1, 2, 3, 4])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.png"])
    }

    @Test("replaces an existing file whole")
    func replacesExistingFile() throws {
        let path = try PNGTestSupport.scratchDirectory().appendingPathComponent("ref.png").path
        try AtomicFile.write([UInt8](repeating: 9, count: 1000), toPath: path)
        try AtomicFile.write("short", toPath: path)
        #expect(try FileBytes.read(atPath: path) == Array("short".utf8))
    }

    @Test("creates missing parent directories")
    func createsParentDirectories() throws {
        let path = try PNGTestSupport.scratchDirectory().appendingPathComponent("a/b/c/ref.png").path
        try AtomicFile.write([7], toPath: path)
        #expect(try FileBytes.read(atPath: path) == [7])
    }

    @Test("a parent that is a regular file fails with a FileError naming it")
    func parentThatIsAFileFails() throws {
        let directory = try PNGTestSupport.scratchDirectory()
        let blocker = directory.appendingPathComponent("blocker").path
        try AtomicFile.write([0], toPath: blocker)
        let error = try #require(throws: FileError.self) { try AtomicFile.write([1], toPath: blocker + "/ref.png") }
        #expect(error.path == blocker)
    }

    @Test("parallel writers of one path leave one writer's bytes whole")
    func parallelWritersNeverInterleave() async throws {
        let path = try PNGTestSupport.scratchDirectory().appendingPathComponent("shared.bin").path
        let payloads = (0..<8).map { [UInt8](repeating: UInt8($0), count: 200_000) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for payload in payloads { group.addTask { try AtomicFile.write(payload, toPath: path, synchronize: false) } }
            try await group.waitForAll()
        }
        #expect(payloads.contains(try FileBytes.read(atPath: path)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent) == ["shared.bin"])
    }

    @Test("reading a missing file is a FileError with errno's reason")
    func readingMissingFileFails() {
        let error = try? #require(throws: FileError.self) { try FileBytes.read(atPath: "/nonexistent/x.png") }
        #expect(error?.operation == "open")
        #expect(error?.reason.contains("No such file") == true)
    }
}
