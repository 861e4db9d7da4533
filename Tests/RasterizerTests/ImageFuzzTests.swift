import Foundation
import LayoutEngine
import Testing
import TestSupport
@testable import Rasterizer

/// Seeded fuzzers for every image input beside PNG (issue 27): JPEG, WebP, GIF and SVG files and
/// the two ICC containers mutated byte by byte, SVG text mutated in its numbers, and asset
/// catalogs whose Contents.json files are mutated. Each case decodes (within the decoder's
/// limits) or throws an `ImageError`; none crashes, hangs or allocates past its limits. The same
/// seeds check the same cases on every run.
@Suite struct ImageFuzzTests {
    /// Small limits, so a mutated header that claims a huge image is refused quickly.
    static let decoder = ImageDecoder(maximumPixelCount: 1 << 22, maximumFileBytes: 1 << 20)

    /// `bytes` with one to three mutations: a bit flipped, a byte set to an extreme, a range
    /// repeated (a chunk or segment twice), or the end cut off.
    static func mutate(_ bytes: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var mutated = bytes
        for _ in 0...random.below(3) where !mutated.isEmpty {
            let at = random.below(mutated.count)
            switch random.below(4) {
            case 0: mutated[at] ^= UInt8(1 << random.below(8))
            case 1: mutated[at] = [0x00, 0xFF, 0x7F, 0x80][random.below(4)]
            case 2:
                let end = min(mutated.count, at + 1 + random.below(64))
                mutated.insert(contentsOf: mutated[at..<end], at: end)
            default: mutated.removeSubrange(at...)
            }
        }
        return mutated
    }

    /// Decodes `bytes`, with a placement every other time (JPEG's DCT scaling, SVG's size); true
    /// when it decoded (the decoder throws only `ImageError`).
    static func decodes(_ bytes: [UInt8], _ random: inout SplitMix64) -> Bool {
        let placement = random.below(2) == 0 ? nil
            : ImagePlacement(bounds: Size(width: Double(1 + random.below(200)), height: Double(1 + random.below(200))),
                             contentMode: .scaleAspectFill, deviceScale: Double(1 + random.below(3)))
        do {
            let image = try decoder.decode(bytes, scale: 1, placement: placement)
            #expect(image.width * image.height <= decoder.maximumPixelCount && image.rgba.count == image.width * image.height * 4)
            return true
        } catch {
            return false
        }
    }

    @Test("mutated JPEG, WebP, GIF and SVG files and ICC-tagged images decode or throw ImageError", arguments: [
        "baseline.jpg", "progressive.jpg", "gray.jpg", "cmyk.jpg", "rotated6.jpg", "lossy.webp", "lossless.webp", "alpha.webp",
        "still.gif", "interlaced.gif", "icon.svg", "ColorProfiles/p3.jpg", "ColorProfiles/p3.png", "ColorProfiles/p3.webp",
        "ColorProfiles/gray.png", "ColorProfiles/cmyk-profile.jpg", "ColorProfiles/ycck-profile.jpg",
    ])
    func mutatedImagesDecodeOrThrow(_ name: String) throws {
        let original = try FileBytes.read(atPath: ImageTestSupport.fixture(name))
        var random = SplitMix64(seed: 0x1A6E_F022 ^ UInt64(name.utf8.reduce(0) { $0 &* 31 &+ Int($1) } & 0xFFFF))
        var decoded = 0, refused = 0
        for _ in 0..<150 {
            if Self.decodes(Self.mutate(original, &random), &random) { decoded += 1 } else { refused += 1 }
        }
        // Both outcomes occur, or the mutations did not reach the decoder.
        #expect(decoded > 0 && refused > 0, "\(decoded) decoded, \(refused) refused")
    }

    @Test("SVG icons with extreme numbers in their attributes draw or throw ImageError")
    func svgWithExtremeNumbers() throws {
        let text = String(decoding: try FileBytes.read(atPath: ImageTestSupport.fixture("icon.svg")), as: UTF8.self)
        let numbers = text.ranges(of: /-?[0-9]+(\.[0-9]+)?/)
        let extremes = ["1e9", "-1e9", "0", "-1", "1e300", "NaN", "inf", "99999999999999999999", "0.0000001", "x"]
        var random = SplitMix64(seed: 0x5E6_1C0)
        var drawn = 0
        for _ in 0..<120 where !numbers.isEmpty {
            var mutated = text
            mutated.replaceSubrange(numbers[random.below(numbers.count)], with: extremes[random.below(extremes.count)])
            if Self.decodes(Array(mutated.utf8), &random) { drawn += 1 }
        }
        #expect(drawn > 0)
    }

    @Test("an SVG 1e30 wide is refused as too large (it crashed converting its size to Int, found by the fuzzer above)")
    func svgWiderThanAnyInt() {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="1e30" height="10"><rect width="5" height="5"/></svg>"#
        #expect { try Self.decoder.decode(Array(svg.utf8)) } throws: { ($0 as? ImageError)?.kind == .tooLarge }
    }

    @Test("asset catalogs with mutated Contents.json files load or throw ImageError, and lookups do too")
    func mutatedAssetCatalogs() throws {
        let source = ImageTestSupport.fixture("Assets.xcassets")
        let contents = try FileManager.default.subpathsOfDirectory(atPath: source).filter { $0.hasSuffix("Contents.json") }.sorted()
        let replacements = ["null", "[]", "{}", "\"\"", "-1", "1e300", "\"0x\"", "\"999\"", "\"@9x\"", "true", "\"../../etc/passwd\""]
        var random = SplitMix64(seed: 0xA55E7)
        var loaded = 0, refused = 0
        for round in 0..<60 {
            let folder = try Scratch.directory("catalog-\(round)").appendingPathComponent("Assets.xcassets").path
            try FileManager.default.copyItem(atPath: source, toPath: folder)
            let target = folder + "/" + contents[random.below(contents.count)]
            var text = try String(contentsOfFile: target, encoding: .utf8)
            let values = text.ranges(of: /: ("[^"]*"|[0-9.]+|\[|\{)/)
            if random.below(4) == 0 {
                text = String(text.prefix(random.below(text.count)))  // cut short
            } else if !values.isEmpty {
                let range = values[random.below(values.count)]
                text.replaceSubrange(range, with: ": " + replacements[random.below(replacements.count)])
            }
            try text.write(toFile: target, atomically: true, encoding: .utf8)
            do {
                let catalog = try AssetCatalog(path: folder)
                loaded += 1
                for name in ["avatar", "Icons/star", "logo", "missing"] {
                    _ = try? catalog.image(named: name, scale: Double(1 + random.below(3)),
                                           placement: ImagePlacement(bounds: Size(width: 20, height: 20)))
                }
                for name in ["brand", "ink"] { _ = try? catalog.color(named: name, dark: random.below(2) == 0) }
            } catch {
                refused += 1
            }
        }
        #expect(loaded > 0 && refused > 0, "\(loaded) loaded, \(refused) refused")
    }
}
