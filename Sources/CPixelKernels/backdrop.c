#include "backdrop.h"

void lr_backdrop_extract(const uint32_t *source, int32_t source_x, int32_t source_y, int32_t source_width,
                         int32_t source_height, uint8_t *plane, int32_t plane_x, int32_t plane_y, int32_t plane_width,
                         int32_t plane_height, int32_t channel) {
    if (source_width <= 0 || source_height <= 0) return;
    const int shift = 8 * channel;
    for (int32_t row = 0; row < plane_height; row++) {
        int32_t sy = plane_y + row - source_y;
        if (sy < 0) sy = 0;
        if (sy >= source_height) sy = source_height - 1;
        const uint32_t *line = source + (int64_t)sy * source_width;
        uint8_t *out = plane + (int64_t)row * plane_width;
        for (int32_t col = 0; col < plane_width; col++) {
            int32_t sx = plane_x + col - source_x;
            if (sx < 0) sx = 0;
            if (sx >= source_width) sx = source_width - 1;
            out[col] = (uint8_t)(line[sx] >> shift);
        }
    }
}

static inline uint32_t div255(uint32_t v) {
    v += 128;
    return (v + (v >> 8)) >> 8;
}

static inline uint32_t mix(uint32_t t, uint32_t b, uint32_t c) {
    // t + (b - t) * c / 255, rounded, without negative intermediates.
    return div255(t * (255 - c) + b * c);
}

void lr_backdrop_put(uint32_t *target, int64_t target_stride, const uint8_t *r, const uint8_t *g, const uint8_t *b,
                     const uint8_t *a, int64_t plane_stride, const uint8_t *coverage, int64_t coverage_stride,
                     const uint8_t *clip, int64_t clip_stride, int32_t width, int32_t height) {
    for (int32_t row = 0; row < height; row++) {
        uint32_t *t = target + row * target_stride;
        const int64_t p = row * plane_stride;
        const uint8_t *cov = coverage + row * coverage_stride;
        const uint8_t *cl = clip ? clip + row * clip_stride : 0;
        for (int32_t col = 0; col < width; col++) {
            uint32_t c = cov[col];
            if (cl) c = div255(c * cl[col]);
            if (c == 0) continue;
            uint32_t alpha = a[p + col];
            uint32_t rr = r[p + col] > alpha ? alpha : r[p + col];
            uint32_t gg = g[p + col] > alpha ? alpha : g[p + col];
            uint32_t bb = b[p + col] > alpha ? alpha : b[p + col];
            uint32_t px = t[col];
            uint32_t out = mix(px & 0xff, rr, c) | (mix((px >> 8) & 0xff, gg, c) << 8) |
                           (mix((px >> 16) & 0xff, bb, c) << 16) | (mix(px >> 24, alpha, c) << 24);
            t[col] = out;
        }
    }
}
