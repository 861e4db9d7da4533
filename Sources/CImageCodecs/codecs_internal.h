#ifndef LAYOUT_RENDER_IMAGE_CODECS_INTERNAL_H
#define LAYOUT_RENDER_IMAGE_CODECS_INTERNAL_H
// Shared by the codecs' C files; not part of the module's interface.
#include <stddef.h>
#include <stdint.h>

/// Copies `text` into `message` (at most `capacity` bytes, always NUL-terminated); nothing when
/// `message` is NULL or `capacity` is 0.
void lr_image_message(char *message, size_t capacity, const char *text);

/// A transform from a CMYK ICC profile's ink values to sRGB (lcms2), for a CMYK or YCCK JPEG that
/// embeds one; opaque outside color_profile.c.
typedef struct lr_icc_cmyk_transform lr_icc_cmyk_transform;

/// The transform of `profile`, NULL when it is not a CMYK profile lcms2 can use (the decoder then
/// converts as Pillow does, without a profile).
lr_icc_cmyk_transform *lr_icc_cmyk_transform_create(const uint8_t *profile, size_t length);

/// Converts `count` pixels of ink values (C, M, Y, K; 0 no ink, 255 full) to RGBA8, alpha 255.
void lr_icc_cmyk_transform_apply(lr_icc_cmyk_transform *transform, const uint8_t *cmyk, uint8_t *rgba, size_t count);

void lr_icc_cmyk_transform_destroy(lr_icc_cmyk_transform *transform);

#endif
