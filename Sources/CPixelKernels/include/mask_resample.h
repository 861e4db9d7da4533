#ifndef LAYOUT_RENDER_MASK_RESAMPLE_H
#define LAYOUT_RENDER_MASK_RESAMPLE_H
// A wide shadow blur runs at a reduced resolution (Sources/Rasterizer/Paint/GaussianBlur.swift):
// its shape's coverage is averaged down by a whole factor, blurred there, and brought back up by
// bilinear interpolation, as Skia's GPU blur does for large sigmas (SkGpuBlurUtils: scale down
// until sigma is small, blur, scale up). Integer arithmetic only, so the bytes are the same on
// every CPU and in every build; in C because a debug build runs these loops over every pixel of
// a shadow's reach.
#include <stdint.h>

/// Averages `source` (`width` x `height`, row-major, its first pixel at device (`x`, `y`)) down by
/// `factor`: reduced pixel (i, j) of `reduced` (`reduced_width` x `reduced_height`, its first pixel
/// the block of device pixels starting at (`reduced_x` * factor, `reduced_y` * factor)) is the
/// mean of its factor x factor block, source pixels outside `source` counting as 0, rounded halves
/// up: (sum + factor² / 2) / factor².
void lr_mask_downsample(const uint8_t *source, int32_t x, int32_t y, int32_t width, int32_t height,
                        uint8_t *reduced, int32_t reduced_x, int32_t reduced_y, int32_t reduced_width,
                        int32_t reduced_height, int32_t factor);

/// Fills `target` (`width` x `height`, its first pixel at device (`x`, `y`)) by bilinear
/// interpolation of `reduced` (laid out as `lr_mask_downsample` writes it): device pixel centre
/// (px + 0.5) lies at (px + 0.5) / factor - 0.5 in reduced pixels, reduced pixels outside the mask
/// count as 0, and the four weights are whole multiples of 1 / (2 factor)² summed then rounded
/// halves up. `work` holds at least 2 * width 32-bit words, contents ignored.
void lr_mask_upsample(const uint8_t *reduced, int32_t reduced_x, int32_t reduced_y, int32_t reduced_width,
                      int32_t reduced_height, int32_t factor, uint8_t *target, int32_t x, int32_t y,
                      int32_t width, int32_t height, int32_t *work);

#endif
