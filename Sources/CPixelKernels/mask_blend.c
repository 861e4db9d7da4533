// See include/mask_blend.h. Zero coverage leaves a pixel as it is, as Swift's run loop skips
// runs of zero; runs of equal coverage over equal pixels reuse the last result, which is most
// of a shadow's mask away from its edges (and the pixels under it, a flat background).
#include "mask_blend.h"

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

void lr_blend_solid_mask(uint32_t *target, int64_t target_stride, const uint8_t *mask, int64_t mask_stride,
                         const uint8_t *clip, int64_t clip_stride, int32_t width, int32_t height, uint32_t color) {
    uint32_t last_coverage = 0, last_source = 0, last_destination = 0, last_result = 0;
    int have_last = 0;
    for (int32_t y = 0; y < height; y++) {
        uint32_t *d = target + y * target_stride;
        const uint8_t *m = mask + y * mask_stride;
        const uint8_t *k = clip ? clip + y * clip_stride : 0;
        for (int32_t x = 0; x < width; x++) {
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
