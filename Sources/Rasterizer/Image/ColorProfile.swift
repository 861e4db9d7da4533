import CImageCodecs
import LayoutEngine

/// ICC profiles embedded in image files, and pixels converted from them to sRGB (Little CMS 2):
/// a Display P3 photo from an iPhone, or an Adobe RGB one, shows the colors it shows on the phone
/// instead of duller ones. A profile is found in the container's own bytes:
///
/// - PNG: the iCCP chunk (PNG 1.2, 4.2.2.4): a name, NUL, method 0, then the zlib-compressed profile.
/// - JPEG: APP2 segments starting "ICC_PROFILE\0", a sequence number and a count, the profile
///   split across them in order (ICC.1:2010, annex B.4).
/// - WebP: the ICCP chunk of an extended file (RFC 9649, 2.7).
///
/// RGB profiles convert any pixels; a gray profile converts gray pixels (a gray PNG or JPEG); a
/// CMYK profile converts a CMYK or YCCK JPEG's ink values inside its decoder (`decodeJPEG`), before
/// they become RGB. An sRGB profile, one that does not match the pixels or one lcms2 cannot read
/// leaves the pixels as decoded, as browsers do with a broken profile. lcms2's 8-bit transform interpolates
/// its tables with integer arithmetic, so the bytes are the same on every run and thread.
enum ColorProfile {
    /// The largest profile used: far above any real one (Display P3 is 536 bytes, a printer's
    /// LUT profile a few MB), and a bound on the memory a compressed iCCP chunk may inflate to.
    static let largestProfile = 4 << 20

    /// The ICC profile embedded in `bytes` of `format`, nil when there is none or it is malformed.
    static func embedded(in bytes: [UInt8], format: ImageFormat) -> [UInt8]? {
        switch format {
        case .png: return pngProfile(bytes)
        case .jpeg: return jpegProfile(bytes)
        case .webp: return webpProfile(bytes)
        case .gif, .svg: return nil
        }
    }

    /// Converts straight-alpha RGBA8 `rgba`, in place, from `profile` (an RGB or gray ICC profile)
    /// to sRGB; true when the pixels changed colorspace.
    @discardableResult
    static func convertToSRGB(_ rgba: inout [UInt8], from profile: [UInt8]) -> Bool {
        guard !rgba.isEmpty else { return false }
        let pixels = rgba.count / 4
        let result = profile.withUnsafeBufferPointer { icc in
            rgba.withUnsafeMutableBufferPointer { lr_icc_convert_to_srgb(icc.baseAddress, icc.count, $0.baseAddress, pixels) }
        }
        return result == LR_ICC_CONVERTED
    }

    static func bigEndian32(_ bytes: [UInt8], _ at: Int) -> Int {
        Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
    }

    static func pngProfile(_ bytes: [UInt8]) -> [UInt8]? {
        var index = 8
        while index + 12 <= bytes.count {
            let length = bigEndian32(bytes, index)
            let type = String(decoding: bytes[index + 4..<index + 8], as: UTF8.self)
            let start = index + 8
            guard length <= bytes.count - start - 4 else { return nil }
            if type == "IDAT" || type == "IEND" { return nil }
            if type == "iCCP" {
                let data = bytes[start..<start + length]
                // The name is 1 to 79 bytes, then NUL and the compression method (0, zlib).
                guard let nul = data.prefix(80).firstIndex(of: 0), nul + 1 < data.endIndex, data[nul + 1] == 0 else { return nil }
                let compressed = Array(data[(nul + 2)...])
                var profile = [UInt8](repeating: 0, count: largestProfile)
                var count = 0
                let status = compressed.withUnsafeBufferPointer { input in
                    profile.withUnsafeMutableBufferPointer { lr_icc_inflate(input.baseAddress, input.count, $0.baseAddress, $0.count, &count) }
                }
                guard status == LR_IMAGE_OK else { return nil }
                return Array(profile.prefix(count))
            }
            index = start + length + 4
        }
        return nil
    }

    static func jpegProfile(_ bytes: [UInt8]) -> [UInt8]? {
        let signature = Array("ICC_PROFILE".utf8) + [0]
        var pieces: [Int: ArraySlice<UInt8>] = [:]
        var expected = 0
        var index = 2
        while index + 4 <= bytes.count, bytes[index] == 0xFF {
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }  // fill byte
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 { index += 2; continue }
            if marker == 0xDA || marker == 0xD9 { break }  // the scan, or the end: no more headers
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            guard length >= 2, index + 2 + length <= bytes.count else { return nil }
            let segment = bytes[(index + 4)..<(index + 2 + length)]
            if marker == 0xE2, segment.count > signature.count + 2, segment.starts(with: signature) {
                let sequence = Int(segment[segment.startIndex + 12]), count = Int(segment[segment.startIndex + 13])
                guard sequence >= 1, sequence <= count, expected == 0 || expected == count else { return nil }
                expected = count
                pieces[sequence] = segment.dropFirst(14)
            }
            index += 2 + length
        }
        guard expected > 0, pieces.count == expected else { return nil }
        let profile = (1...expected).flatMap { pieces[$0]! }
        return profile.count <= largestProfile ? profile : nil
    }

    static func webpProfile(_ bytes: [UInt8]) -> [UInt8]? {
        var index = 12
        while index + 8 <= bytes.count {
            let fourCC = String(decoding: bytes[index..<index + 4], as: UTF8.self)
            let size = Int(bytes[index + 4]) | Int(bytes[index + 5]) << 8 | Int(bytes[index + 6]) << 16 | Int(bytes[index + 7]) << 24
            let start = index + 8
            guard size <= bytes.count - start else { return nil }
            if fourCC == "ICCP" { return size <= largestProfile ? Array(bytes[start..<start + size]) : nil }
            index = start + size + (size & 1)
        }
        return nil
    }
}
