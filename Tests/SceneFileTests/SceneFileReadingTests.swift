import Foundation
import LayoutEngine
import SceneFile
import Testing
import TestSupport

/// `SceneFile.readText`: what a user's file, folder, pipe or device gives, in words.
@Suite struct SceneFileReadingTests {
    func message(reading path: String) -> String {
        do {
            _ = try SceneFile.readText(path: path)
            return "read"
        } catch {
            return "\(error)"
        }
    }

    @Test("a file's text, whole, including one larger than the first guess of its size")
    func readsFiles() throws {
        let folder = try Scratch.directory("read-text")
        let small = folder.appendingPathComponent("small.json").path
        try "{\"size\": 1}\n".write(toFile: small, atomically: true, encoding: .utf8)
        #expect(try SceneFile.readText(path: small) == "{\"size\": 1}\n")
        let large = String(repeating: "[1, 2, 3, \"é\"],\n", count: 20_000)
        let largePath = folder.appendingPathComponent("large.json").path
        try large.write(toFile: largePath, atomically: true, encoding: .utf8)
        #expect(try SceneFile.readText(path: largePath) == large)
        let empty = folder.appendingPathComponent("empty.json").path
        try "".write(toFile: empty, atomically: true, encoding: .utf8)
        #expect(try SceneFile.readText(path: empty) == "")
    }

    @Test("a pipe the shell hands over (/dev/fd/N) is read to its end, past any size stat reports for it")
    func readsPipes() throws {
        let pipe = Pipe()
        let text = String(repeating: "{\"nodes\": []}\n", count: 10_000)
        let writer = Thread {
            pipe.fileHandleForWriting.write(Data(text.utf8))
            try? pipe.fileHandleForWriting.close()
        }
        writer.start()
        #expect(try SceneFile.readText(path: "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)") == text)
    }

    @Test("a FIFO made with mkfifo, with no writer, is refused at once instead of waited on")
    func refusesFifos() throws {
        let folder = try Scratch.directory("read-text-fifo")
        let path = folder.appendingPathComponent("scene.json").path
        #expect(mkfifo(path, 0o600) == 0)
        // With no writer, opening the FIFO to read would block forever: refused, it returns.
        #expect(message(reading: path).hasPrefix("\(path): (file): not a regular file"))
    }

    @Test("the shared reader: its limit holds for files and devices, and regular files only when asked")
    func sharedReaderLimits() throws {
        let folder = try Scratch.directory("file-contents")
        let path = folder.appendingPathComponent("five-thousand").path
        try Data(repeating: 65, count: 5000).write(to: URL(fileURLWithPath: path))
        #expect(try FileContents.read(atPath: path, limit: 5000).count == 5000)
        #expect(throws: FileContents.Failure.tooLarge(size: 5000, limit: 4999)) { try FileContents.read(atPath: path, limit: 4999) }
        #expect(throws: FileContents.Failure.tooLarge(size: nil, limit: 10_000)) { try FileContents.read(atPath: "/dev/zero", limit: 10_000) }
        #expect(throws: FileContents.Failure.notRegularFile) { try FileContents.read(atPath: "/dev/null", regularFilesOnly: true) }
        #expect(try FileContents.read(atPath: "/dev/null") == [])
        #expect(throws: FileContents.Failure.folder) { try FileContents.read(atPath: folder.path) }
    }

    @Test("what cannot be read says why, naming the file")
    func failures() throws {
        let folder = try Scratch.directory("read-text-bad")
        #expect(message(reading: folder.path + "/missing.json") == "\(folder.path)/missing.json: (file): no such file")
        #expect(message(reading: folder.path + "/missing/scene.json").hasSuffix(": (file): no such file"))
        #expect(message(reading: folder.path) == "\(folder.path): (file): is a folder, not a file")
        let bad = folder.appendingPathComponent("latin1.json").path
        try Data([0x7B, 0x0A, 0x22, 0xE9, 0x22, 0x7D]).write(to: URL(fileURLWithPath: bad))
        #expect(message(reading: bad) == "\(bad):2:2: (file): not valid UTF-8 text: byte 3 (0xE9) is not UTF-8; save the file as UTF-8")
        #expect(message(reading: "/dev/zero").hasPrefix("/dev/zero: (file): not a regular file"))
    }
}
