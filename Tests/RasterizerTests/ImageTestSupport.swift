import Foundation
import LayoutEngine
import TestSupport
@testable import Rasterizer

/// Fixtures of the image tests and Pillow as their peer.
enum ImageTestSupport {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Images")

    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    /// True when python3 has Pillow, installing it with scripts/ensure_python_peers.py if missing.
    static let pillow: Bool = {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/ensure_python_peers.py").path
        _ = try? PixelmatchPeer.python([script, "Pillow"])
        return (try? PixelmatchPeer.python(["-c", "import PIL"]).status) == 0
    }()

    /// What Pillow makes of `file` after `code`, a Python expression over the opened image `im`
    /// giving an image: its size and RGBA bytes.
    static func pillowPixels(_ file: String, _ code: String = "im") throws -> (width: Int, height: Int, rgba: [UInt8]) {
        let out = try Scratch.directory("pillow").appendingPathComponent("out.rgba").path
        let script = """
            import sys
            from PIL import Image, ImageOps
            im = Image.open(sys.argv[1])
            result = (\(code)).convert('RGBA')
            open(sys.argv[2], 'wb').write(result.tobytes())
            print(result.size[0], result.size[1])
            """
        let result = try PixelmatchPeer.python(["-c", script, file, out])
        let sides = result.output.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard result.status == 0, sides.count == 2 else { throw PixelmatchPeer.PeerFailure(message: result.output) }
        return (sides[0], sides[1], try FileBytes.read(atPath: out))
    }

    /// Peak signal-to-noise ratio in dB of two equal-length byte arrays (infinity when equal).
    static func psnr(_ a: [UInt8], _ b: [UInt8]) -> Double {
        precondition(a.count == b.count && !a.isEmpty)
        var sum = 0.0
        for i in 0..<a.count {
            let d = Double(a[i]) - Double(b[i])
            sum += d * d
        }
        let mse = sum / Double(a.count)
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }

    /// A photo-like RGBA8 image: smooth gradients, a disc with a soft edge, thin lines and
    /// low-amplitude noise from `SplitMix64`, fully opaque.
    static func photo(width: Int, height: Int, seed: UInt64 = 7) -> ImageContent {
        var random = SplitMix64(seed: seed)
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let fx = Double(x) / Double(width), fy = Double(y) / Double(height)
                var r = 60 + 150 * fx, g = 80 + 120 * fy, b = 180 - 100 * fx * fy
                let d = ((fx - 0.6) * (fx - 0.6) + (fy - 0.45) * (fy - 0.45)).squareRoot()
                let disc = min(max((0.22 - d) * 60, 0), 1)
                r = r * (1 - disc) + 235 * disc; g = g * (1 - disc) + 190 * disc; b = b * (1 - disc) + 60 * disc
                if x % 37 == 0 || y % 53 == 0 { r *= 0.4; g *= 0.4; b *= 0.4 }
                let noise = Double(random.next() % 17) - 8
                let i = (y * width + x) * 4
                rgba[i] = UInt8(min(max(r + noise, 0), 255))
                rgba[i + 1] = UInt8(min(max(g + noise, 0), 255))
                rgba[i + 2] = UInt8(min(max(b + noise, 0), 255))
            }
        }
        return ImageContent(width: width, height: height, rgba: rgba)
    }
}
