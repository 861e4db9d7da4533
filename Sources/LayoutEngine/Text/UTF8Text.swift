/// The text being laid out, as UTF-8 bytes: every offset in the engine is a byte offset into it, which is
/// what libunibreak and HarfBuzz clusters speak. Valid only inside `String.withUTF8`.
struct UTF8Text {
    let bytes: UnsafeBufferPointer<UInt8>

    var count: Int { bytes.count }

    subscript(_ i: Int) -> UInt8 { bytes[i] }

    /// The scalar starting at byte `i` and its length in bytes (Swift strings hold valid UTF-8).
    func scalar(at i: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let b0 = UInt32(bytes[i])
        if b0 < 0x80 { return (Unicode.Scalar(UInt8(b0)), 1) }
        let length = b0 >= 0xF0 ? 4 : b0 >= 0xE0 ? 3 : 2
        var value = b0 & (0xFF >> (length + 1))
        for k in 1..<length where i + k < bytes.count { value = value << 6 | UInt32(bytes[i + k] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// Bytes `i` to `i + 7` (all inside the text) as one little-endian word: text is scanned eight ASCII
    /// bytes at a time with it.
    func word(at i: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self))
    }

    /// Each byte's high bit, in `word(at:)`: the word is ASCII when they are all clear.
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The start of the scalar that ends just before byte `i`.
    func scalarStart(before i: Int) -> Int {
        var j = i - 1
        while j > 0, bytes[j] & 0xC0 == 0x80 { j -= 1 }
        return j
    }

    /// Whether `range` holds only printable ASCII (U+0020 to U+007E).
    func isPrintableASCII(_ range: Range<Int>) -> Bool {
        for i in range where bytes[i] < 0x20 || bytes[i] > 0x7E { return false }
        return true
    }

    /// The bytes of `range` as a buffer (for shaping and cache keys).
    func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[range])
    }

    /// The bytes of `range` as a string.
    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Where the whitespace that hangs at the end of `range` begins: spaces and tabs (and the ideographic
    /// space) at a line's end take no width, as in UIKit and CSS (`white-space: normal`).
    func trailingSpaceStart(_ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound {
            if bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 {
                end -= 1
            } else if end - 3 >= range.lowerBound, bytes[end - 3] == 0xE3, bytes[end - 2] == 0x80, bytes[end - 1] == 0x80 {
                end -= 3
            } else {
                break
            }
        }
        return end
    }

    /// Where the hanging whitespace at the start of `range` ends.
    func leadingSpaceEnd(_ range: Range<Int>) -> Int {
        var start = range.lowerBound
        while start < range.upperBound, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        return start
    }

    /// `range` as UTF-16 (what ICU speaks), with the byte offset of each unit's scalar.
    func utf16(_ range: Range<Int>) -> (units: [UInt16], byteOffsets: [Int]) {
        var units: [UInt16] = [], byteOffsets: [Int] = []
        units.reserveCapacity(range.count)
        byteOffsets.reserveCapacity(range.count)
        var i = range.lowerBound
        while i < range.upperBound {
            let (scalar, length) = self.scalar(at: i)
            for unit in UTF16.encode(scalar)! {
                units.append(unit)
                byteOffsets.append(i)
            }
            i += length
        }
        return (units, byteOffsets)
    }
}
