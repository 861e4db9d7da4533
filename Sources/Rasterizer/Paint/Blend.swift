import LayoutEngine

// The one 8-bit rounding rule of the rasterizer, and source-over compositing in
// premultiplied space (Porter & Duff, "Compositing Digital Images", SIGGRAPH 1984).
//
// Every product of two 8-bit values is divided by 255 with `div255`:
//     div255(x) = (x + 128 + ((x + 128) >> 8)) >> 8
// which equals round(x / 255) (halves rounded up) for every x in 0...255·255 (Jim Blinn,
// "Three Wrongs Make a Right", IEEE CG&A 1995). Integer-only, so identical on every CPU.
//
// Source-over with coverage c (0...255) of a premultiplied source s over destination d:
//     s' = div255(s · c)          (each channel, alpha included)
//     d' = s' + div255(d · (255 − s'.a))
// The result stays premultiplied (every channel ≤ its alpha) and never exceeds 255.

/// Premultiplied 8-bit pixel arithmetic shared by every drawing operation.
public enum Blend {
    /// round(x / 255) for x in 0...65025, exactly, in integer arithmetic.
    @inline(__always)
    public static func div255(_ x: UInt32) -> UInt32 {
        (x + 128 + ((x + 128) >> 8)) >> 8
    }

    /// `color` premultiplied by its alpha, packed as R, G, B, A bytes in memory order.
    public static func premultiplied(_ color: Color) -> UInt32 {
        let a = UInt32(color.alpha)
        return pack(div255(UInt32(color.red) * a), div255(UInt32(color.green) * a),
                    div255(UInt32(color.blue) * a), a)
    }

    /// Packs four channels so that a native 32-bit store writes them in R, G, B, A byte order
    /// on little- and big-endian machines alike.
    @inline(__always)
    public static func pack(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt32 {
        (r | g << 8 | b << 16 | a << 24).littleEndian
    }

    /// The channels of a packed pixel as (R, G, B, A).
    @inline(__always)
    public static func unpack(_ p: UInt32) -> (UInt32, UInt32, UInt32, UInt32) {
        let v = UInt32(littleEndian: p)
        return (v & 0xFF, (v >> 8) & 0xFF, (v >> 16) & 0xFF, v >> 24)
    }

    /// `div255` on the two 16-bit lanes of `x` at once (each lane at most 65025): the same
    /// integer steps as `div255`, so the same result, two channels per operation.
    @inline(__always)
    static func div255Lanes(_ x: UInt32) -> UInt32 {
        let t = x &+ 0x0080_0080
        return ((t &+ ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    }

    /// The alpha channel of a packed pixel.
    @inline(__always)
    public static func alpha(_ p: UInt32) -> UInt32 { UInt32(littleEndian: p) >> 24 }

    /// A packed premultiplied pixel with every channel multiplied by `c` (0...255), `div255` rounded.
    @inline(__always)
    public static func scale(_ p: UInt32, by c: UInt32) -> UInt32 {
        let v = UInt32(littleEndian: p)
        let rb = div255Lanes((v & 0x00FF_00FF) &* c)
        let ga = div255Lanes(((v >> 8) & 0x00FF_00FF) &* c)
        return (rb | ga << 8).littleEndian
    }

    /// `source` over `destination`, both packed premultiplied. Channels never carry into
    /// each other: s + d·(255 − s.a)/255 ≤ 255 for premultiplied s.
    @inline(__always)
    public static func sourceOver(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let sa = alpha(source)
        if sa == 255 { return source }
        if source == 0 { return destination }
        return source &+ scale(destination, by: 255 - sa)
    }
}
