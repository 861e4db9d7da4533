import Foundation
import LayoutEngine
import Testing
import TestSupport

@Suite("File paths are bytes")
struct PlatformPathTests {
    @Test("every byte string comes back unchanged", arguments: [
        Array("scene.json".utf8), Array("친구 요청.yaml".utf8),
        [0x63, 0x61, 0x66, 0xE9, 0x2E, 0x6A, 0x73, 0x6F, 0x6E],  // "café.json" in Latin-1
        [0xEE, 0xBE, 0x80, 0xEE, 0xBF, 0xBF],                    // UTF-8 of U+EF80 and U+EFFF themselves
        [0xED, 0xA0, 0x80], [0xC0, 0x80], [0xF4, 0x90, 0x80, 0x80], // a surrogate, overlong, past U+10FFFF
        [0xE2, 0x82], [0xFF, 0xFE, 0x41], [0xF0, 0x9F, 0x98],     // cut sequences, bytes UTF-8 never has
    ] as [[UInt8]])
    func roundTrip(_ bytes: [UInt8]) {
        #expect(PlatformPath.bytes(PlatformPath.string(bytes)) == bytes)
    }

    @Test("a UTF-8 path is its own string; a byte that is not UTF-8 is one private-use scalar")
    func utf8IsUnchanged() {
        #expect(PlatformPath.string(Array("친구/a.json".utf8)) == "친구/a.json")
        #expect(PlatformPath.string([0x61, 0xE9]).unicodeScalars.map(\.value) == [0x61, 0xEFE9])
        #expect(PlatformPath.string([0xEE, 0xBE, 0x80]).unicodeScalars.map(\.value) == [0xEFEE, 0xEFBE, 0xEF80])
    }

    @Test("a file whose name is not UTF-8 is listed, stat'ed and read under its own bytes")
    func systemCallsUseTheBytes() throws {
        let folder = try Scratch.directory("bytes")
        let name = PlatformPath.string([0x61, 0xE9, 0xFF, 0x2E, 0x6A, 0x73, 0x6F, 0x6E])
        let path = folder.path + "/" + name
        let descriptor = PlatformPath.withCString(path) { open($0, O_WRONLY | O_CREAT, 0o600) }
        #expect(descriptor >= 0)
        #expect(write(descriptor, "{}", 2) == 2)
        close(descriptor)
        #expect(PlatformPath.entries(of: folder.path) == [name])
        #expect(PlatformPath.status(path)?.st_size == 2)
        #expect(try FileContents.read(atPath: path) == Array("{}".utf8))
        #expect(PlatformPath.resolved(folder.path + "/./" + name)?.hasSuffix("/" + name) == true)
    }
}
