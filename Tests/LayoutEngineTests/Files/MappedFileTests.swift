import Foundation
import Testing
import TestSupport
@testable import LayoutEngine

/// Font files are mapped, not opened by FreeType or HarfBuzz (issue 27: "fonts opened directly by
/// the text engine check the file"): a FIFO, a device or a folder named as a font is refused at
/// once with its path, wherever the font is opened (a face, a fallback entry, a path with bytes
/// that are not UTF-8).
@Suite struct MappedFileTests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    @Test("a FIFO, a device, a folder, an empty file and a missing one are refused, naming the path")
    func whatIsNotAFontFileIsRefused() throws {
        let folder = try Scratch.directory("mapped")
        let fifo = folder.appendingPathComponent("pipe.ttf").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let empty = folder.appendingPathComponent("empty.ttf").path
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        let cases = [(fifo, "not a regular file"), ("/dev/zero", "not a regular file"), (folder.path, "is a folder"),
                     (empty, "an empty file"), (folder.appendingPathComponent("none.ttf").path, "no readable file")]
        for (path, reason) in cases {
            // A FIFO nobody writes to would block an open without O_NONBLOCK forever: this returns.
            #expect { try FontFace(path: path) } throws: { error in
                guard case let .unreadable(named, words)? = error as? FontError else { return false }
                return named == path && words.contains(reason)
            }
        }
    }

    @Test("a font file is read from its mapping: the same metrics and shapes as ever, and a path that is not UTF-8 works")
    func aMappedFontIsTheFont() throws {
        let face = try FontFace(path: Self.dejaVu)
        #expect(face.familyName == "DejaVu Sans" && face.unitsPerEm == 2048 && face.coversPrintableASCII)
        let folder = try Scratch.directory("mapped-latin1")
        // "caf\xE9.ttf": a Latin-1 name, carried in a String as PlatformPath does.
        let name = PlatformPath.string(Array("caf".utf8) + [0xE9] + Array(".ttf".utf8))
        let copy = folder.path + "/" + name
        let bytes = try FileContents.read(atPath: Self.dejaVu)
        let descriptor = PlatformPath.withCString(copy) { open($0, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        #expect(descriptor >= 0)
        #expect(bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == bytes.count)
        close(descriptor)
        let renamed = try FontFace(path: copy)
        #expect(renamed.familyName == face.familyName && renamed.ascender == face.ascender)
    }

    @Test("a file mapped twice is the same bytes, and the mapping reads the whole file")
    func aMappingHoldsTheFile() throws {
        let mapped = try MappedFile(path: Self.dejaVu)
        #expect(Array(mapped.bytes) == (try FileContents.read(atPath: Self.dejaVu)))
        #expect { try MappedFile(path: "/dev/null") } throws: { ($0 as? FileContents.Failure) == .notRegularFile }
    }
}
