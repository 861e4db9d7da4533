#ifndef LAYOUT_RENDER_IMAGE_CODECS_H
#define LAYOUT_RENDER_IMAGE_CODECS_H
// C side of JPEG (libjpeg-turbo), WebP (libwebp) and GIF (giflib, first frame) decoding; libjpeg's setjmp error recovery
// stays in this file. Every function returns an lr_image_status; on failure `message` (when not
// NULL) receives a NUL-terminated explanation, the library's own words when it raised the error.
#include <stddef.h>
#include <stdint.h>

/// Outcome of a codec call.
typedef enum {
    LR_IMAGE_OK = 0,
    /// The library rejected the data: bad marker, truncated stream, unsupported variant.
    LR_IMAGE_CORRUPT = 1,
    /// The caller's buffer does not match the size the header declares (a Swift-side bug).
    LR_IMAGE_INVALID_ARGUMENT = 2
} lr_image_status;

/// What a JPEG header says, before any pixel is decoded.
typedef struct {
    /// The stored size, before EXIF orientation.
    uint32_t width, height;
    /// The size libjpeg-turbo produces at the requested 1/scale_denom (DCT-domain scaling).
    uint32_t output_width, output_height;
    /// libjpeg's J_COLOR_SPACE of the file (1 gray, 2 RGB, 3 YCbCr, 4 CMYK, 5 YCCK).
    int color_space;
    /// The EXIF orientation tag (1...8); 1 when absent or unreadable.
    int orientation;
    /// Whether the file is progressive.
    int progressive;
} lr_jpeg_info;

/// Reads the header of JPEG data and the output size at 1/`scale_denom` (1, 2, 4 or 8).
lr_image_status lr_jpeg_read_info(const uint8_t *data, size_t length, int scale_denom, lr_jpeg_info *info,
                                  char *message, size_t message_capacity);

/// Decodes JPEG data at 1/`scale_denom` into straight RGBA8 (alpha 255), `rgba_capacity` bytes
/// holding exactly output_width * output_height * 4 as lr_jpeg_read_info reported. Gray, RGB
/// and YCbCr go through libjpeg-turbo's own RGBA output (islow DCT, fancy upsampling, its
/// defaults); CMYK and YCCK come out as CMYK (inverted when an Adobe marker says so, as Adobe
/// writes them) and become sRGB through `cmyk_profile` (the file's embedded ICC profile, with
/// lcms2) when it is a usable CMYK profile, else as Pillow converts them:
/// R = (255 - K) - (C * (255 - K)) / 255. EXIF orientation is not applied here.
lr_image_status lr_jpeg_decode_rgba(const uint8_t *data, size_t length, int scale_denom,
                                    const uint8_t *cmyk_profile, size_t cmyk_profile_length,
                                    uint8_t *rgba, size_t rgba_capacity, char *message, size_t message_capacity);

/// Reads the header of WebP data: its size and whether it has alpha.
lr_image_status lr_webp_read_info(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height,
                                  int *has_alpha, char *message, size_t message_capacity);

/// Decodes WebP data (lossy, lossless, with or without alpha) into straight RGBA8 of
/// width * height * 4 bytes as lr_webp_read_info reported.
lr_image_status lr_webp_decode_rgba(const uint8_t *data, size_t length, uint8_t *rgba, size_t rgba_capacity,
                                    uint32_t width, uint32_t height, char *message, size_t message_capacity);

/// Reads the logical screen size of GIF data.
lr_image_status lr_gif_read_info(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height,
                                 char *message, size_t message_capacity);

/// Decodes the first frame of GIF data into straight RGBA8 over the logical screen of
/// width * height as lr_gif_read_info reported: the frame at its offset, its transparent index
/// (from a Graphic Control Extension before it) with alpha 0, the rest transparent.
lr_image_status lr_gif_decode_first_frame(const uint8_t *data, size_t length, uint8_t *rgba, size_t rgba_capacity,
                                          uint32_t width, uint32_t height, char *message, size_t message_capacity);

/// Inflates a PNG iCCP chunk's compressed profile (a zlib stream) into `profile`, at most
/// `capacity` bytes; LR_IMAGE_CORRUPT when the stream is malformed or the profile larger.
lr_image_status lr_icc_inflate(const uint8_t *data, size_t length, uint8_t *profile, size_t capacity,
                               size_t *profile_length);

/// What became of pixels and their embedded ICC profile.
typedef enum {
    /// Converted to sRGB.
    LR_ICC_CONVERTED = 0,
    /// The profile is sRGB: the pixels are left as they are.
    LR_ICC_ALREADY_SRGB = 1,
    /// Not a profile lcms2 can use for these pixels (malformed, CMYK, gray for pixels that are
    /// not gray): the pixels are left as they are.
    LR_ICC_UNUSABLE = 2
} lr_icc_result;

/// Converts `pixel_count` straight-alpha RGBA8 pixels, in place, from the RGB or gray ICC profile
/// `profile_data` to sRGB with lcms2 (relative colorimetric intent; alpha unchanged). A gray
/// profile applies to gray pixels only (red, green and blue equal, as a gray PNG or JPEG decodes).
lr_icc_result lr_icc_convert_to_srgb(const uint8_t *profile_data, size_t profile_length, uint8_t *rgba, size_t pixel_count);

#endif
