import Foundation
import Testing
import TestSupport
import LayoutEngine
import Rasterizer
@testable import SceneFile

/// A seeded fuzzer for the scene readers, run for a bounded number of cases in every test run: the
/// examples (JSON and YAML) mutated by byte flips, cuts, copies and hostile tokens are parsed,
/// decoded, laid out and, when small, drawn. Each must end in a value or a thrown error, never a
/// crash or a hang; an error must say where (a file name and a path).
@Suite struct SceneFuzzTests {
    static let tokens = ["-1", "0", "1e308", "-1e308", "1e-320", "0.5", "99999999999", "\"\"", "\"x\"", "null", "true",
                         "[", "]", "{", "}", ",", ":", "\"component\": \"modal\"", "\"frame\": {}", "*a", "&a ",
                         "\u{0}", "\u{FFFD}", "\\u0000", "\"\\uD800\"", "#", "\n- ", "  ", "!!binary "]

    /// `bytes` with one to three random mutations.
    static func mutate(_ bytes: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var bytes = bytes
        for _ in 0...random.below(3) {
            guard !bytes.isEmpty else { break }
            let at = random.below(bytes.count)
            switch random.below(5) {
            case 0: bytes[at] ^= UInt8(1 << random.below(8))
            case 1: bytes.removeSubrange(at..<min(bytes.count, at + 1 + random.below(40)))
            case 2:
                let end = min(bytes.count, at + 1 + random.below(200))
                bytes.insert(contentsOf: bytes[at..<end], at: random.below(bytes.count))
            case 3: bytes.insert(contentsOf: Array(tokens[random.below(tokens.count)].utf8), at: at)
            default: bytes.removeSubrange(at...)
            }
        }
        return bytes
    }

    static let examples: [(name: String, bytes: [UInt8])] = ExampleSceneTests.examples.compactMap { path in
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return ((path as NSString).lastPathComponent, [UInt8](data))
    }

    @Test(arguments: 0..<4)
    func mutatedScenesDecodeOrFailWithAPlace(round: Int) throws {
        #expect(Self.examples.count >= 4)
        var random = SplitMix64(seed: 0x5EED_0000 + UInt64(round))
        var decoded = 0, failed = 0
        for _ in 0..<150 {
            let example = Self.examples[random.below(Self.examples.count)]
            let bytes = Self.mutate(example.bytes, &random)
            guard let text = String(validating: bytes, as: UTF8.self) else { continue }
            let format = SceneFile.Format(fileName: example.name)
            do {
                let document = try SceneFile.decode(SceneDocument.self, text: text, format: format, file: example.name)
                let scene = try document.makeScene()
                decoded += 1
                // Draw the small ones: a mutation may ask for a screen-sized canvas at 8x.
                if scene.size.width * scene.size.height * scene.scale * scene.scale < 4_000_000 {
                    _ = try? ScenePainter().render(scene)
                }
            } catch let error as SceneFileError {
                failed += 1
                #expect(error.file == example.name && !error.path.isEmpty && !error.message.isEmpty)
            } catch {
                failed += 1
                #expect(!"\(error)".isEmpty)
            }
        }
        // The mutations reach past the parser: some documents still decode.
        #expect(decoded > 0 && failed > 0, "decoded \(decoded), failed \(failed)")
    }
}
