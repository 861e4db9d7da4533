// The inner loops of solid fills, over raw runs of packed premultiplied pixels. Each has two
// forms that give the same bytes (a test checks both on random runs): one that an optimizing
// compiler turns into vector code, and one that stays fast without optimization, where Swift
// pays a function call or more per element (a debug build, in which users run their snapshot
// tests). `#if DEBUG` picks one; no form depends on the CPU.
//   - `fill`: every pixel set to one value (an opaque span, a surface made from its one color).
//     Release: a store loop. Debug: the first pixels stored one by one, then the filled part
//     copied onto the rest, doubling: a handful of memory copies per run.
//   - `blendSolid`: d = s + div255(d · (255 − s.a)) for one constant source (a translucent
//     span, a modal's dim). The bytes of a pixel never carry into each other (see
//     `Blend.sourceOver`), so the rule runs on all channels alike, two bytes of a wider lane
//     at a time, with the integer steps of `Blend.div255`: 16 bytes in a `SIMD8<UInt16>`
//     (`blendSolidLanes`, release) or 8 in a `UInt64` (`blendSolidWords`, debug, where the
//     SIMD types cost a call per lane, about 100 times the word loop).

/// Fills and blends runs of packed pixels with one color.
enum SpanKernel {
    #if DEBUG
    /// Sets `count` pixels from `dst` to `color`.
    @inline(__always) static func fill(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ color: UInt32) { fillByCopies(dst, count, color) }
    /// Blends the packed premultiplied `color` over `count` pixels from `dst` at full coverage.
    @inline(__always) static func blendSolid(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ color: UInt32) { blendSolidWords(dst, count, color) }
    #else
    @inline(__always) static func fill(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ color: UInt32) { fillByStores(dst, count, color) }
    @inline(__always) static func blendSolid(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ color: UInt32) { blendSolidLanes(dst, count, color) }
    #endif

    /// `fill` as one store per pixel.
    static func fillByStores(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ color: UInt32) {
        var i = 0
        while i < count {
            dst[i] = color
            i &+= 1
        }
    }

    /// `fill` as a few stores and doubling memory copies.
    static func fillByCopies(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ color: UInt32) {
        let head = min(count, 16)
        fillByStores(dst, head, color)
        if count > head { repeatPrefix(UnsafeMutableRawPointer(dst), filled: head * 4, total: count * 4) }
    }

    /// Sets `count` bytes from `dst` to `value` (a run of a coverage mask), by doubling copies
    /// in any build: a mask is made once per clip or glyph, not once per pixel drawn.
    @inline(__always)
    static func fill(_ dst: UnsafeMutablePointer<UInt8>, _ count: Int, _ value: UInt8) {
        guard count > 0 else { return }
        dst[0] = value
        repeatPrefix(UnsafeMutableRawPointer(dst), filled: 1, total: count)
    }

    /// Copies the first `filled` bytes at `start` over the following ones up to `total`:
    /// doubling up to 16 KB, then that block again and again, so that a long fill reads from
    /// the cache and only writes memory.
    private static func repeatPrefix(_ start: UnsafeMutableRawPointer, filled: Int, total: Int) {
        var done = filled
        while done < min(total, 16384) {
            let n = min(done, total - done)
            (start + done).copyMemory(from: start, byteCount: n)
            done += n
        }
        let block = done
        while done < total {
            let n = min(block, total - done)
            (start + done).copyMemory(from: start, byteCount: n)
            done += n
        }
    }

    /// `blendSolid` eight bytes at a time in 64-bit words (four 16-bit lanes per half).
    /// Runs of equal destination pixels, the usual case under a dim, reuse the last result.
    static func blendSolidWords(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ color: UInt32) {
        guard count > 0 else { return }
        let k = UInt64(255 - Blend.alpha(color))
        // A pixel alone first when needed, so that the words are aligned.
        let start = UInt(bitPattern: dst) & 7 == 0 ? 0 : 1
        if start == 1 { dst[0] = UInt32(truncatingIfNeeded: blendWord(UInt64(dst[0]), k)) &+ color }
        let pairCount = (count - start) >> 1
        if pairCount > 0 {
            let doubled = UInt64(color) | UInt64(color) << 32
            (dst + start).withMemoryRebound(to: UInt64.self, capacity: pairCount) { pairs in
                var last: UInt64 = 0, lastResult = doubled
                var i = 0
                while i < pairCount {
                    let v = pairs[i]
                    if v != last {
                        last = v
                        lastResult = blendWord(v, k) &+ doubled
                    }
                    pairs[i] = lastResult
                    i &+= 1
                }
            }
        }
        if (count - start) & 1 == 1 {
            dst[count - 1] = UInt32(truncatingIfNeeded: blendWord(UInt64(dst[count - 1]), k)) &+ color
        }
    }

    /// div255(b · k) for each byte b of `v`.
    @inline(__always)
    private static func blendWord(_ v: UInt64, _ k: UInt64) -> UInt64 {
        let m: UInt64 = 0x00FF_00FF_00FF_00FF, half: UInt64 = 0x0080_0080_0080_0080
        let even = (v & m) &* k &+ half, odd = ((v >> 8) & m) &* k &+ half
        return (((even &+ ((even >> 8) & m)) >> 8) & m) | ((((odd &+ ((odd >> 8) & m)) >> 8) & m) << 8)
    }

    /// `blendSolid` sixteen bytes at a time in eight 16-bit SIMD lanes per half; the tail of
    /// fewer than four pixels (all of an anti-aliased edge's one-pixel runs) pixel by pixel.
    static func blendSolidLanes(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ color: UInt32) {
        let k = SIMD8<UInt16>(repeating: UInt16(255 - Blend.alpha(color)))
        let half = SIMD8<UInt16>(repeating: 128), low = SIMD8<UInt16>(repeating: 0xFF)
        let source = unsafeBitCast(SIMD4<UInt32>(repeating: color), to: SIMD16<UInt8>.self)
        let raw = UnsafeMutableRawPointer(dst)
        var i = 0
        while i + 4 <= count {
            let v = raw.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt16>.self)
            let even = (v & low) &* k &+ half, odd = (v &>> 8) &* k &+ half
            let scaled = ((even &+ (even &>> 8)) &>> 8) | (((odd &+ (odd &>> 8)) &>> 8) &<< 8)
            raw.storeBytes(of: unsafeBitCast(scaled, to: SIMD16<UInt8>.self) &+ source,
                           toByteOffset: i * 4, as: SIMD16<UInt8>.self)
            i &+= 4
        }
        let factor = 255 - Blend.alpha(color)
        while i < count {
            dst[i] = Blend.scale(dst[i], by: factor) &+ color
            i &+= 1
        }
    }
}
