#ifndef LAYOUT_RENDER_BOX_BLUR_H
#define LAYOUT_RENDER_BOX_BLUR_H
// The inner loops of the shadow blur (Sources/Rasterizer/Paint/GaussianBlur.swift): box blurs
// of an 8-bit coverage mask along rows, then along columns, in integer arithmetic. In C because
// the loops are most of a snapshot's cost in a debug build, where unoptimized Swift spends ten
// times what C at -O0 does on bounds and exclusivity checks; the arithmetic is Swift's exactly,
// so the bytes are the same in every build.
#include <stdint.h>

/// One box: the output pixel i averages inputs i - left ... i + right (zero outside the line).
typedef struct {
    int32_t left;
    int32_t right;
} lr_box;

/// The means of `count` window sums of a box of `size` pixels, each rounded halves up,
/// (sum + size / 2) / size, into `means`; every sum at most 255 * size. The blur's division, apart
/// so that a test can check it against the integer division for every sum.
void lr_box_means(const uint32_t *sums, uint8_t *means, int32_t count, uint32_t size);

/// The number of 32-bit words of working memory `lr_box_blur` needs for a mask of `width` x `height`.
int64_t lr_box_blur_work_size(int32_t width, int32_t height);

/// Blurs `alpha` (`width` x `height`, row-major, one byte a pixel) in place by `count` boxes
/// along each row, then the same boxes along each column, using `work` (at least
/// `lr_box_blur_work_size(width, height)` words, contents ignored). Each box rounds its mean to
/// the nearest integer, halves up: (sum + size / 2) / size. The caller allocates, so this never fails.
void lr_box_blur(uint8_t *alpha, int32_t width, int32_t height, const lr_box *boxes, int32_t count, uint32_t *work);

#endif
