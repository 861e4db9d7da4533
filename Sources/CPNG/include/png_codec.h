#ifndef LAYOUT_RENDER_PNG_CODEC_H
#define LAYOUT_RENDER_PNG_CODEC_H
// C side of PNG encoding and decoding over libpng's classic API; setjmp stays in this file.
// Every function returns an lr_png_status; on failure `message` (when not NULL) receives a
// NUL-terminated explanation, libpng's own words when libpng raised the error.
#include <stddef.h>
#include <stdint.h>

/// Outcome of a codec call.
typedef enum {
    LR_PNG_OK = 0,
    /// The input does not start with the 8-byte PNG signature.
    LR_PNG_NOT_PNG = 1,
    /// libpng rejected the data (corrupt chunk, bad CRC, truncated stream, ...).
    LR_PNG_LIBPNG_ERROR = 2,
    /// The image is larger than the caller's limit.
    LR_PNG_TOO_LARGE = 3,
    /// An allocation failed.
    LR_PNG_OUT_OF_MEMORY = 4,
    /// The caller passed inconsistent arguments (a programming error on the Swift side).
    LR_PNG_INVALID_ARGUMENT = 5,
    /// lr_png_encode_fast was asked to drop the fourth byte of pixels of which one is not 255.
    LR_PNG_NOT_OPAQUE = 6
} lr_png_status;

/// Row filter choices; the values are libpng's PNG_FILTER_* masks so they can be OR-ed.
enum {
    LR_PNG_FILTER_NONE = 0x08,
    LR_PNG_FILTER_SUB = 0x10,
    LR_PNG_FILTER_UP = 0x20,
    LR_PNG_FILTER_AVG = 0x40,
    LR_PNG_FILTER_PAETH = 0x80,
    LR_PNG_FILTER_ALL = 0xF8
};

/// A growable output buffer owned by C; release it with lr_png_buffer_free.
typedef struct {
    uint8_t *bytes;
    size_t count;
    size_t capacity;
} lr_png_buffer;

/// Encodes 8-bit rows. `channels` is 3 (RGB) or 4 (RGBA). When `strip_fourth_byte` is set the
/// input rows hold 4 bytes a pixel and the fourth is dropped (RGB output from RGBA memory
/// without a copy). No tIME chunk or other time-dependent data is written, so the bytes are a
/// function of the pixels and the options.
lr_png_status lr_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t row_stride,
                            int channels, int strip_fourth_byte, int zlib_level, int filters,
                            lr_png_buffer *out, char *message, size_t message_capacity);

/// Encodes 8-bit rows with our own filters and DEFLATE coder (png_fast.c), not libpng: each row
/// gets Up or Sub, whichever leaves fewer bytes that differ from the pixel before; the filtered
/// bytes are coded as literals and runs repeating the previous pixel, with one dynamic Huffman
/// block per horizontal stripe of about 1 MiB. Stripes are fixed by the image size and coded on
/// up to `threads` threads (0 or less: as many as there are online cores, at most 8); the bytes
/// never depend on `threads`.
/// `channels` and `strip_fourth_byte` as for lr_png_encode, except that the dropped bytes must all be
/// 255 (opaque pixels): when one is not, no PNG is written and the status is LR_PNG_NOT_OPAQUE, found
/// while the rows are packed, so a caller need not check the alpha bytes in a pass of its own.
lr_png_status lr_png_encode_fast(const uint8_t *pixels, uint32_t width, uint32_t height, size_t row_stride,
                                 int channels, int strip_fourth_byte, int threads,
                                 lr_png_buffer *out, char *message, size_t message_capacity);

/// Encodes straight RGBA pixels (4 bytes a pixel, rows `width * 4` apart) as small as a PNG
/// optimizer makes them, for files kept in a repository (png_reference.c): the smallest color type
/// that holds the pixels exactly, then no filter or adaptive filters, whichever a quick
/// compression of a sample of rows finds smaller, then libdeflate: at `zlib_level` (1 to 8), or at
/// 9 its level 8 for flat pictures and its near-optimal level 10 for the others. The bytes are a
/// function of the pixels, the level and libdeflate's version.
lr_png_status lr_png_encode_reference(const uint8_t *rgba, uint32_t width, uint32_t height, int zlib_level,
                                      lr_png_buffer *out, char *message, size_t message_capacity);

/// Frees the bytes of an output buffer and zeroes it.
void lr_png_buffer_free(lr_png_buffer *buffer);

/// Reads the image size from a PNG header without decoding pixels.
lr_png_status lr_png_read_size(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height,
                               char *message, size_t message_capacity);

/// Decodes any PNG libpng reads (palette, gray, gray+alpha, 16-bit, interlaced, tRNS) into
/// straight-alpha RGBA8 rows, width * 4 bytes each, written to `rgba`, which holds
/// `rgba_capacity` bytes. Fails with LR_PNG_TOO_LARGE when width * height exceeds
/// `max_pixels` or the rows do not fit. Gamma and color-profile chunks are ignored: samples are
/// taken as sRGB values, as browsers and pixelmatch do for untagged screenshots.
lr_png_status lr_png_decode_rgba(const uint8_t *data, size_t length, uint64_t max_pixels,
                                 uint8_t *rgba, size_t rgba_capacity, uint32_t *width, uint32_t *height,
                                 char *message, size_t message_capacity);


// Pixel conversions the encoder and the image comparison need on every image. They live in C
// so that debug builds (where the test suite runs) stay fast: these loops visit every pixel.

/// 1 when every fourth byte of the `pixel_count` RGBA pixels is 255, else 0.
int lr_rgba_is_opaque(const uint8_t *rgba, size_t pixel_count);

/// Straight from premultiplied alpha: c' = round(c * 255 / a), clamped to 255; a = 0 gives 0.
void lr_rgba_unpremultiply(const uint8_t *premultiplied, uint8_t *straight, size_t pixel_count);

/// Premultiplied from straight alpha: c' = round(c * a / 255), exactly, as (t + (t >> 8)) >> 8
/// with t = c * a + 128.
void lr_rgba_premultiply(const uint8_t *straight, uint8_t *premultiplied, size_t pixel_count);

#endif
