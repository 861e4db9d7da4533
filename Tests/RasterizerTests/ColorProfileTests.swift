import Foundation
import LayoutEngine
import Testing
@testable import Rasterizer

/// Issue 24: an embedded ICC profile other than sRGB is converted to sRGB (lcms2). The expected
/// colors are computed here independently: the fixture profile's gamma 2.2 and Display P3
/// colorants to XYZ (D50), then sRGB's D50 colorants inverted and sRGB's transfer function
/// (IEC 61966-2-1).
@Suite struct ColorProfileTests {
    static func fixture(_ name: String) -> String { ImageTestSupport.fixture("ColorProfiles/" + name) }

    static let displayP3 = [[0.515102, 0.291965, 0.157153], [0.241182, 0.692236, 0.066581], [-0.001050, 0.041881, 0.784378]]
    static let sRGB = [[0.436075, 0.385065, 0.143080], [0.222504, 0.716879, 0.060617], [0.013932, 0.097105, 0.714173]]

    /// The sRGB bytes of a pixel whose bytes are in the fixture's Display P3 profile.
    static func expectedSRGB(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> [UInt8] {
        let linear = [red, green, blue].map { pow(Double($0) / 255, 2.2) }
        let xyz = displayP3.map { row in zip(row, linear).reduce(0) { $0 + $1.0 * $1.1 } }
        let m = sRGB
        // The inverse of sRGB's colorant matrix, by cofactors.
        let det = m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        let inverse = [
            [m[1][1] * m[2][2] - m[1][2] * m[2][1], m[0][2] * m[2][1] - m[0][1] * m[2][2], m[0][1] * m[1][2] - m[0][2] * m[1][1]],
            [m[1][2] * m[2][0] - m[1][0] * m[2][2], m[0][0] * m[2][2] - m[0][2] * m[2][0], m[0][2] * m[1][0] - m[0][0] * m[1][2]],
            [m[1][0] * m[2][1] - m[1][1] * m[2][0], m[0][1] * m[2][0] - m[0][0] * m[2][1], m[0][0] * m[1][1] - m[0][1] * m[1][0]],
        ].map { $0.map { $0 / det } }
        return inverse.map { row in
            let value = min(1, max(0, zip(row, xyz).reduce(0) { $0 + $1.0 * $1.1 }))
            let encoded = value <= 0.0031308 ? 12.92 * value : 1.055 * pow(value, 1 / 2.4) - 0.055
            return UInt8((encoded * 255).rounded())
        }
    }

    /// Whether `converted` is `original` taken from Display P3 to sRGB, each channel within
    /// `tolerance` (lcms2 interpolates 8-bit tables), alpha unchanged.
    static func isConverted(_ converted: [UInt8], from original: [UInt8], tolerance: Int = 2) -> Bool {
        guard converted.count == original.count else { return false }
        for pixel in stride(from: 0, to: original.count, by: 4) {
            let expected = expectedSRGB(original[pixel], original[pixel + 1], original[pixel + 2]) + [original[pixel + 3]]
            for channel in 0..<4 where abs(Int(converted[pixel + channel]) - Int(expected[channel])) > tolerance {
                return false
            }
        }
        return true
    }

    @Test("a PNG with a Display P3 iCCP chunk is converted to sRGB, alpha kept")
    func pngProfileIsConverted() throws {
        let plain = try ImageDecoder().decode(contentsOfFile: Self.fixture("plain.png"))
        let p3 = try ImageDecoder().decode(contentsOfFile: Self.fixture("p3.png"))
        #expect(Self.isConverted(p3.rgba, from: plain.rgba), "\(p3.rgba) from \(plain.rgba)")
        // P3's pure red is outside sRGB: clipped to sRGB's red, with no green or blue.
        #expect(p3.rgba[0] == 255 && p3.rgba[1] < 3 && p3.rgba[2] < 3)
        #expect(p3.rgba != plain.rgba)
    }

    @Test("a JPEG's profile split over two APP2 segments is reassembled and converted")
    func jpegProfileIsConverted() throws {
        let plain = try ImageDecoder().decode(contentsOfFile: ImageTestSupport.fixture("baseline.jpg"))
        let p3 = try ImageDecoder().decode(contentsOfFile: Self.fixture("p3.jpg"))
        #expect(Self.isConverted(p3.rgba, from: plain.rgba))
        #expect(ColorProfile.embedded(in: try FileBytes.read(atPath: Self.fixture("p3.jpg")), format: .jpeg)
                == (try FileBytes.read(atPath: Self.fixture("display-p3.icc"))))
    }

    @Test("a WebP's ICCP chunk is converted")
    func webpProfileIsConverted() throws {
        let plain = try ImageDecoder().decode(contentsOfFile: ImageTestSupport.fixture("lossless.webp"))
        let p3 = try ImageDecoder().decode(contentsOfFile: Self.fixture("p3.webp"))
        #expect(Self.isConverted(p3.rgba, from: plain.rgba))
    }

    @Test("an sRGB profile, a malformed one and a cut one leave the pixels as decoded")
    func unusableProfilesChangeNothing() throws {
        let plain = try ImageDecoder().decode(contentsOfFile: Self.fixture("plain.png"))
        #expect(try ImageDecoder().decode(contentsOfFile: Self.fixture("srgb-tagged.png")).rgba == plain.rgba)
        var jpeg = try FileBytes.read(atPath: Self.fixture("p3.jpg"))
        let baseline = try ImageDecoder().decode(contentsOfFile: ImageTestSupport.fixture("baseline.jpg"))
        // The profile's "acsp" signature broken: lcms2 refuses it, and the pixels stay.
        let signature = jpeg.indices.first { jpeg[$0...].starts(with: Array("acsp".utf8)) }!
        jpeg[signature] = UInt8(ascii: "x")
        #expect(try ImageDecoder().decode(jpeg).rgba == baseline.rgba)
        // A count of 3 segments when there are 2: no profile.
        var cut = try FileBytes.read(atPath: Self.fixture("p3.jpg"))
        let header = cut.indices.first { cut[$0...].starts(with: Array("ICC_PROFILE".utf8) + [0]) }!
        cut[header + 13] = 3
        #expect(ColorProfile.embedded(in: cut, format: .jpeg) == nil)
    }

    @Test("converting is deterministic: the same bytes on every thread")
    func conversionIsDeterministic() async throws {
        let path = Self.fixture("p3.jpg")
        let first = try ImageDecoder().decode(contentsOfFile: path).rgba
        let others = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<4 { group.addTask { try ImageDecoder().decode(contentsOfFile: path).rgba } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(others.allSatisfy { $0 == first })
    }
}
