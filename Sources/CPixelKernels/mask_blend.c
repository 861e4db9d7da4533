// See include/mask_blend.h. Zero coverage leaves a pixel as it is, as Swift's run loop skips
// runs of zero; runs of equal coverage over equal pixels reuse the last result, which is most
// of a shadow's mask away from its edges (and the pixels under it, a flat background).
//
// Rows go 16 pixels at a time through clang's vector extensions (SSE2 or NEON instructions,
// scalar code elsewhere), so that a debug build, compiled at -O0, pays a statement per 16 pixels:
// a block of zero coverage is skipped, a block of one coverage over one pixel value takes that
// pixel's result, any other is blended on 16 lanes by the same arithmetic without branches (zero
// coverage gives s = 0 and target + div255(target * 255) = target; an opaque s gives s + 0). The
// pixels after the last whole block take the per-pixel loop.
#include "mask_blend.h"

typedef uint8_t u8x16 __attribute__((vector_size(16), aligned(1), may_alias));
typedef uint32_t u32x16 __attribute__((vector_size(64), aligned(4), may_alias));

enum { BLOCK = 16 };

/// round(x / 255) for x in 0...65025 (Blend.div255).
static inline uint32_t div255(uint32_t x) { return (x + 128 + ((x + 128) >> 8)) >> 8; }

/// div255 on the two 16-bit lanes of x (Blend.div255Lanes).
static inline uint32_t div255_lanes(uint32_t x) {
    const uint32_t t = x + 0x00800080u;
    return ((t + ((t >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
}

/// Every channel of a packed pixel times c (0...255), div255 rounded (Blend.scale). Byte-wise,
/// so the same on either byte order.
static inline uint32_t scale(uint32_t p, uint32_t c) {
    const uint32_t rb = div255_lanes((p & 0x00FF00FFu) * c);
    const uint32_t ga = div255_lanes(((p >> 8) & 0x00FF00FFu) * c);
    return rb | ga << 8;
}

/// The alpha byte (the fourth in memory) of a packed pixel.
static inline uint32_t alpha(uint32_t p) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    return p & 0xFF;
#else
    return p >> 24;
#endif
}

/// div255_lanes on 16 pixels, in place.
static void div255_lanes16(u32x16 *x) {
    const u32x16 t = *x + 0x00800080u;
    *x = ((t + ((t >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
}

/// scale on 16 pixels, each by its own c, in place.
static void scale16(u32x16 *p, const u32x16 *c) {
    u32x16 rb = (*p & 0x00FF00FFu) * *c, ga = ((*p >> 8) & 0x00FF00FFu) * *c;
    div255_lanes16(&rb);
    div255_lanes16(&ga);
    *p = rb | ga << 8;
}

/// The 16 pixels at `d` through the 16 coverages at `m` (times those at `k`, div255 rounded,
/// when `k` is not NULL), as the per-pixel loop blends them.
static void blend16(uint32_t *d, const uint8_t *m, const uint8_t *k, uint32_t color) {
    u32x16 c = __builtin_convertvector(*(const u8x16 *)m, u32x16);
    if (k) {
        c = c * __builtin_convertvector(*(const u8x16 *)k, u32x16) + 128;
        c = (c + (c >> 8)) >> 8;
    }
    u32x16 s = (u32x16){0} + color;
    scale16(&s, &c);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    const u32x16 transparency = 255 - (s & 0xFF);
#else
    const u32x16 transparency = 255 - (s >> 24);
#endif
    u32x16 under = *(const u32x16 *)d;
    scale16(&under, &transparency);
    *(u32x16 *)d = s + under;
}

void lr_blend_solid_mask(uint32_t *target, int64_t target_stride, const uint8_t *mask, int64_t mask_stride,
                         const uint8_t *clip, int64_t clip_stride, int32_t width, int32_t height, uint32_t color) {
    uint32_t last_coverage = 0, last_source = 0, last_destination = 0, last_result = 0;
    int have_last = 0;
    for (int32_t y = 0; y < height; y++) {
        uint32_t *d = target + y * target_stride;
        const uint8_t *m = mask + y * mask_stride;
        const uint8_t *k = clip ? clip + y * clip_stride : 0;
        int32_t x = 0;
        for (; x + BLOCK <= width; x += BLOCK) {
            const u8x16 coverage = *(const u8x16 *)(m + x);
            if (__builtin_reduce_or(coverage) == 0) continue;
            if (!k && __builtin_reduce_and(coverage == (u8x16){0} + m[x])
                && __builtin_reduce_and(*(const u32x16 *)(d + x) == (u32x16){0} + d[x])) {
                const uint32_t s = scale(color, m[x]);
                *(u32x16 *)(d + x) = (u32x16){0} + (alpha(s) == 255 ? s : s + scale(d[x], 255 - alpha(s)));
                continue;
            }
            blend16(d + x, m + x, k ? k + x : 0, color);
        }
        for (; x < width; x++) {
            uint32_t c = m[x];
            if (k) c = div255(c * k[x]);
            if (c == 0) continue;
            const uint32_t dst = d[x];
            if (have_last && c == last_coverage && dst == last_destination) {
                d[x] = last_result;
                continue;
            }
            const uint32_t s = c == last_coverage && have_last ? last_source : scale(color, c);
            const uint32_t a = alpha(s);
            const uint32_t result = a == 255 ? s : s + scale(dst, 255 - a);
            have_last = 1;
            last_coverage = c; last_source = s; last_destination = dst; last_result = result;
            d[x] = result;
        }
    }
}
