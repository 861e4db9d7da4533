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
        return srgbBytes(xyz: displayP3.map { row in zip(row, linear).reduce(0) { $0 + $1.0 * $1.1 } })
    }

    /// The sRGB bytes of a color given in XYZ (D50, the profile connection space).
    static func srgbBytes(xyz: [Double]) -> [UInt8] {
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

    @Test("a gray PNG's gray profile is converted, with and without alpha; on color pixels it is ignored")
    func grayProfileIsConverted() throws {
        // The fixture's gray profile: gamma 1.8 to D50's white, so a level's XYZ is the white times
        // (level / 255)^1.8, and in sRGB red, green and blue are that luminance encoded.
        let levels: [UInt8] = [0, 16, 32, 64, 96, 128, 160, 192, 224, 255]
        let gray = try ImageDecoder().decode(contentsOfFile: Self.fixture("gray.png"))
        let grayAlpha = try ImageDecoder().decode(contentsOfFile: Self.fixture("gray-alpha.png"))
        for (index, level) in levels.enumerated() {
            let luminance = pow(Double(level) / 255, 1.8)
            let want = Self.srgbBytes(xyz: [0.9642 * luminance, luminance, 0.8249 * luminance])
            for channel in 0..<3 {
                #expect(abs(Int(gray.rgba[index * 4 + channel]) - Int(want[channel])) <= 1, "level \(level): \(gray.rgba[index * 4..<index * 4 + 4]) for \(want)")
                #expect(grayAlpha.rgba[index * 4 + channel] == gray.rgba[index * 4 + channel])
            }
            #expect(gray.rgba[index * 4 + 3] == 255 && grayAlpha.rgba[index * 4 + 3] == 255 - level)
        }
        // Mid grays are lighter than their levels (gamma 1.8 is lighter than sRGB's curve).
        #expect(gray.rgba[5 * 4] > 128)
        let plain = try ImageDecoder().decode(contentsOfFile: Self.fixture("plain.png"))
        #expect(try ImageDecoder().decode(contentsOfFile: Self.fixture("gray-on-rgb.png")).rgba == plain.rgba)
    }

    /// The blocks' ink (C, M, Y, K) in cmyk-profile.jpg and ycck-profile.jpg (make_cmyk_jpegs.c).
    static let inks: [[Double]] = [[0, 0, 0, 0], [255, 0, 0, 0], [0, 255, 0, 0], [0, 0, 255, 0], [0, 0, 0, 255],
                                   [128, 64, 32, 16], [20, 200, 90, 40], [255, 255, 255, 255]]
    /// The fixture profile's ink to XYZ (make_color_profile_fixtures.py's CMYK_TO_XYZ): each ink
    /// takes a share of D50's white.
    static func cmykXYZ(_ ink: [Double]) -> [Double] {
        let shares = [(0.9642, [0.55, 0.25, 0.05, 0.15]), (1.0, [0.30, 0.55, 0.05, 0.10]), (0.8249, [0.10, 0.15, 0.60, 0.15])]
        return shares.map { white, share in white * (1 - zip(share, ink).reduce(0) { $0 + $1.0 * $1.1 / 255 }) }
    }

    @Test("a CMYK or YCCK JPEG's CMYK profile is converted with lcms2 (Adobe-inverted ink)", arguments: ["cmyk-profile.jpg", "ycck-profile.jpg"])
    func cmykProfileIsConverted(_ name: String) throws {
        let image = try ImageDecoder().decode(contentsOfFile: Self.fixture(name))
        #expect(image.width == 64 && image.height == 8)
        for (block, ink) in Self.inks.enumerated() {
            let want = Self.srgbBytes(xyz: Self.cmykXYZ(ink))
            let at = (4 * image.width + block * 8 + 4) * 4
            let got = Array(image.rgba[at..<at + 4])
            // lcms2 resamples the CMYK pipeline into its own table; YCCK adds the color transform's rounding.
            #expect(zip(got, want).allSatisfy { abs(Int($0) - Int($1)) <= 3 } && got[3] == 255, "block \(block): \(got) for \(want)")
        }
        // Without the profile the same file converts as Pillow does: full cyan is (0, 255, 255).
        var bytes = try FileBytes.read(atPath: Self.fixture(name))
        let header = bytes.indices.first { bytes[$0...].starts(with: Array("ICC_PROFILE".utf8)) }!
        bytes[header] = UInt8(ascii: "X")
        let plain = try ImageDecoder().decode(bytes)
        let cyan = (4 * 64 + 8 + 4) * 4
        #expect(Array(plain.rgba[cyan..<cyan + 3]).map { Int($0) }.elementsEqual([0, 255, 255]) { abs($0 - $1) <= 1 })
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
