#ifndef LAYOUT_RENDER_BACKDROP_H
#define LAYOUT_RENDER_BACKDROP_H
// What is behind a node, blurred (a UIVisualEffectView's material): the surface's pixels split into
// four 8-bit planes for the box blur (Sources/CPixelKernels/box_blur.c), and the blurred planes put
// back through the node's coverage. In C for the same reason as mask_blend.c: the area is a whole
// card or bar, and a debug build pays a call per pixel in unoptimized Swift.
#include <stdint.h>

/// Copies channel `channel` (0 R, 1 G, 2 B, 3 A) of the packed pixels `source` (`source_width` x
/// `source_height`, its top left at device (`source_x`, `source_y`)) into `plane`, which covers
/// `plane_width` x `plane_height` device pixels from (`plane_x`, `plane_y`); plane pixels outside
/// the source take the nearest source pixel's value (the edge is extended, so a blur does not darken
/// toward the canvas's edges).
void lr_backdrop_extract(const uint32_t *source, int32_t source_x, int32_t source_y, int32_t source_width,
                         int32_t source_height, uint8_t *plane, int32_t plane_x, int32_t plane_y, int32_t plane_width,
                         int32_t plane_height, int32_t channel);

/// For each of `width` x `height` pixels: c = `coverage` (times `clip`, div255 rounded, when it is
/// not NULL); each channel of the target becomes t + (b − t) · c / 255 (rounded), b the blurred
/// plane's value. Rows are `target_stride`, `plane_stride`, `coverage_stride` and `clip_stride`
/// elements apart; every pointer is at the area's first pixel. The blurred planes are premultiplied
/// already (each channel of premultiplied pixels, blurred alike), so a channel never exceeds alpha
/// by more than rounding; it is clamped to alpha.
void lr_backdrop_put(uint32_t *target, int64_t target_stride, const uint8_t *r, const uint8_t *g, const uint8_t *b,
                     const uint8_t *a, int64_t plane_stride, const uint8_t *coverage, int64_t coverage_stride,
                     const uint8_t *clip, int64_t clip_stride, int32_t width, int32_t height);

#endif
