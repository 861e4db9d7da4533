/// A short, stable name for some bytes: FNV-1a 64-bit (Fowler, Noll, Vo; the IETF draft
/// "The FNV Non-Cryptographic Hash Algorithm") in hexadecimal. Names files, never secures them.
public enum Fingerprint {
    /// 16 hexadecimal digits identifying `bytes`.
    public static func hex<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
