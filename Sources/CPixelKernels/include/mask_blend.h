#ifndef LAYOUT_RENDER_MASK_BLEND_H
#define LAYOUT_RENDER_MASK_BLEND_H
// One solid color composited through an 8-bit coverage mask (a blurred shadow, a glyph, a
// precomputed shape) onto packed premultiplied RGBA pixels: the arithmetic of
// Sources/Rasterizer/Paint/Blend.swift and SpanBlitter.swift exactly (Blinn's div255, source-over
// in premultiplied space), so the bytes are the same in every build. In C because a shadow's mask
// covers a large area and a debug build, where users run their snapshot tests, pays a function
// call or more per pixel in unoptimized Swift.
#include <stdint.h>

/// For each of `width` x `height` pixels: the coverage c = mask (times the clip's value, div255
/// rounded, when `clip` is not NULL); s = `color` (packed premultiplied, R G B A in memory) scaled
/// by c; the target pixel becomes s + div255(target · (255 − s.alpha)) per channel. Rows are
/// `target_stride`, `mask_stride` and `clip_stride` elements apart; every pointer is at the area's
/// first pixel.
void lr_blend_solid_mask(uint32_t *target, int64_t target_stride, const uint8_t *mask, int64_t mask_stride,
                         const uint8_t *clip, int64_t clip_stride, int32_t width, int32_t height, uint32_t color);

#endif
