// PNG encoding and decoding over libpng's classic API (libpng manual, "libpng.txt", sections
// III "Reading" and IV "Writing"). libpng reports errors by longjmp; every setjmp lives here so
// that no Swift frame is ever jumped over. Errors come back as an lr_png_status plus libpng's
// message copied into the caller's buffer.
#include "png_codec.h"
#include "png_internal.h"

#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Bigger IDAT chunks mean fewer zlib flushes and chunk headers; 256 KiB is a fixed number, so
// the output bytes stay a function of the input.
#define LR_PNG_COMPRESSION_BUFFER (256 * 1024)

typedef struct {
    char *message;
    size_t capacity;
} lr_error_sink;

void lr_copy_message(char *message, size_t capacity, const char *text) {
    if (message == NULL || capacity == 0) return;
    size_t length = strlen(text);
    if (length >= capacity) length = capacity - 1;
    memcpy(message, text, length);
    message[length] = '\0';
}

static void lr_error(png_structp png, png_const_charp text) {
    lr_error_sink *sink = (lr_error_sink *)png_get_error_ptr(png);
    if (sink != NULL) lr_copy_message(sink->message, sink->capacity, text);
    png_longjmp(png, 1);
}

// Warnings (an ancillary chunk with a bad CRC, an unknown chunk) do not stop decoding; the
// image is still what libpng returns, so they are dropped.
static void lr_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

// MARK: - Encoding

static void lr_write(png_structp png, png_bytep data, size_t length) {
    lr_png_buffer *out = (lr_png_buffer *)png_get_io_ptr(png);
    if (length > SIZE_MAX - out->count) png_error(png, "PNG output exceeds addressable memory");
    size_t needed = out->count + length;
    if (needed > out->capacity) {
        size_t capacity = out->capacity < 4096 ? 4096 : out->capacity;
        while (capacity < needed) capacity = capacity > SIZE_MAX / 2 ? needed : capacity * 2;
        uint8_t *grown = (uint8_t *)realloc(out->bytes, capacity);
        if (grown == NULL) png_error(png, "out of memory while writing PNG");
        out->bytes = grown;
        out->capacity = capacity;
    }
    memcpy(out->bytes + out->count, data, length);
    out->count = needed;
}

static void lr_flush(png_structp png) { (void)png; }

lr_png_status lr_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t row_stride,
                            int channels, int strip_fourth_byte, int zlib_level, int filters,
                            lr_png_buffer *out, char *message, size_t message_capacity) {
    size_t input_bytes_per_pixel = strip_fourth_byte ? 4 : (size_t)channels;
    if (pixels == NULL || out == NULL || width == 0 || height == 0 || (channels != 3 && channels != 4) ||
        (strip_fourth_byte && channels != 3) || zlib_level < 0 || zlib_level > 9 ||
        (filters & ~LR_PNG_FILTER_ALL) != 0 || filters == 0 || row_stride < (size_t)width * input_bytes_per_pixel) {
        lr_copy_message(message, message_capacity, "invalid arguments to lr_png_encode");
        return LR_PNG_INVALID_ARGUMENT;
    }
    lr_error_sink sink = {message, message_capacity};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, lr_error, lr_warning);
    if (png == NULL) {
        lr_copy_message(message, message_capacity, "out of memory creating the PNG writer");
        return LR_PNG_OUT_OF_MEMORY;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        lr_copy_message(message, message_capacity, "out of memory creating the PNG writer");
        return LR_PNG_OUT_OF_MEMORY;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        lr_png_buffer_free(out);
        return LR_PNG_LIBPNG_ERROR;
    }
    png_set_write_fn(png, out, lr_write, lr_flush);
    png_set_compression_buffer_size(png, LR_PNG_COMPRESSION_BUFFER);
    png_set_compression_level(png, zlib_level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_set_IHDR(png, info, width, height, 8, channels == 4 ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    if (strip_fourth_byte) png_set_filler(png, 0, PNG_FILLER_AFTER);
    for (uint32_t y = 0; y < height; y++) {
        png_write_row(png, (png_const_bytep)(pixels + (size_t)y * row_stride));
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    return LR_PNG_OK;
}

void lr_png_buffer_free(lr_png_buffer *buffer) {
    if (buffer == NULL) return;
    free(buffer->bytes);
    buffer->bytes = NULL;
    buffer->count = 0;
    buffer->capacity = 0;
}

// MARK: - Decoding

typedef struct {
    const uint8_t *data;
    size_t length;
    size_t position;
} lr_reader;

static void lr_read(png_structp png, png_bytep destination, size_t length) {
    lr_reader *reader = (lr_reader *)png_get_io_ptr(png);
    if (length > reader->length - reader->position) png_error(png, "unexpected end of data (truncated PNG)");
    memcpy(destination, reader->data + reader->position, length);
    reader->position += length;
}

/// Creates a reader over `data` after checking the signature; NULL with a status otherwise.
/// The largest ancillary chunk read (8 MiB: any real text or ICC profile is far smaller) and the
/// most ancillary chunks kept.
#define LR_PNG_CHUNK_MAX (8u << 20)
#define LR_PNG_CHUNK_CACHE 1000

static uint32_t lr_be32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

// Walks the chunk headers before libpng reads anything: a chunk whose length runs past the end of
// the file, or an ancillary chunk beyond LR_PNG_CHUNK_MAX, is refused here, so a 100-byte file
// that claims a 2 GB text chunk costs nothing (libpng 1.6.39 allocates the claimed length of a
// zTXt chunk before it reads it, whatever png_set_chunk_malloc_max says).
static lr_png_status lr_check_chunks(const uint8_t *data, size_t length, lr_error_sink *sink) {
    size_t offset = 8;
    while (length - offset >= 8) {
        uint32_t chunk_length = lr_be32(data + offset);
        const uint8_t *type = data + offset + 4;
        char text[160];
        if (chunk_length > 0x7fffffffu || (size_t)chunk_length + 12 > length - offset) {
            snprintf(text, sizeof text, "truncated: the chunk at byte %zu claims %u bytes, more than the %zu left in the file",
                     offset, chunk_length, length - offset - 8);
            lr_copy_message(sink->message, sink->capacity, text);
            return LR_PNG_LIBPNG_ERROR;
        }
        int ancillary = (type[0] & 0x20) != 0;
        if (ancillary && chunk_length > LR_PNG_CHUNK_MAX) {
            snprintf(text, sizeof text, "the ancillary chunk at byte %zu holds %u bytes, more than the %u read",
                     offset, chunk_length, LR_PNG_CHUNK_MAX);
            lr_copy_message(sink->message, sink->capacity, text);
            return LR_PNG_LIBPNG_ERROR;
        }
        offset += (size_t)chunk_length + 12;
        if (memcmp(type, "IEND", 4) == 0) break;
    }
    return LR_PNG_OK;
}

static lr_png_status lr_open(const uint8_t *data, size_t length, lr_error_sink *sink, png_structp *png,
                             png_infop *info) {
    if (data == NULL || length < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        lr_copy_message(sink->message, sink->capacity,
                        length < 8 ? "fewer than 8 bytes: no PNG signature" : "not a PNG file (bad signature)");
        return LR_PNG_NOT_PNG;
    }
    lr_png_status chunks = lr_check_chunks(data, length, sink);
    if (chunks != LR_PNG_OK) return chunks;
    *png = png_create_read_struct(PNG_LIBPNG_VER_STRING, sink, lr_error, lr_warning);
    if (*png == NULL) {
        lr_copy_message(sink->message, sink->capacity, "out of memory creating the PNG reader");
        return LR_PNG_OUT_OF_MEMORY;
    }
    *info = png_create_info_struct(*png);
    if (*info == NULL) {
        png_destroy_read_struct(png, NULL, NULL);
        lr_copy_message(sink->message, sink->capacity, "out of memory creating the PNG reader");
        return LR_PNG_OUT_OF_MEMORY;
    }
    // What a hostile file can make libpng allocate: a chunk that claims 2 GB (a text or ICC chunk)
    // is refused before the allocation, beyond LR_PNG_CHUNK_MAX bytes per ancillary chunk and
    // LR_PNG_CHUNK_CACHE of them. The image data is bounded by the caller's pixel limit.
    png_set_chunk_malloc_max(*png, LR_PNG_CHUNK_MAX);
    png_set_chunk_cache_max(*png, LR_PNG_CHUNK_CACHE);
    return LR_PNG_OK;
}

// Reads the header, then (unless `rgba` is NULL) the pixels; see lr_png_decode_rgba.
static lr_png_status lr_decode(const uint8_t *data, size_t length, uint64_t max_pixels, uint8_t *rgba,
                               size_t rgba_capacity, uint32_t *width, uint32_t *height, char *message,
                               size_t message_capacity) {
    lr_error_sink sink = {message, message_capacity};
    lr_reader reader = {data, length, 0};
    png_structp png = NULL;
    png_infop info = NULL;
    lr_png_status opened = lr_open(data, length, &sink, &png, &info);
    if (opened != LR_PNG_OK) return opened;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return LR_PNG_LIBPNG_ERROR;
    }
    png_set_read_fn(png, &reader, lr_read);
    png_read_info(png, info);
    uint32_t w = png_get_image_width(png, info);
    uint32_t h = png_get_image_height(png, info);
    *width = w;
    *height = h;
    if (rgba == NULL) {
        png_destroy_read_struct(&png, &info, NULL);
        return LR_PNG_OK;
    }
    if ((uint64_t)w * (uint64_t)h > max_pixels || (uint64_t)w * h * 4 > (uint64_t)rgba_capacity) {
        png_destroy_read_struct(&png, &info, NULL);
        lr_copy_message(message, message_capacity, "image is larger than the decode limit");
        return LR_PNG_TOO_LARGE;
    }
    int color_type = png_get_color_type(png, info);
    int bit_depth = png_get_bit_depth(png, info);
    int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    // Expand everything to 8-bit RGBA: palette and low-bit gray to 8 bits, tRNS to an alpha
    // channel, 16-bit samples scaled with rounding (v * 255 / 65535), gray replicated to RGB,
    // an opaque alpha byte added when the image has none.
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (has_trns) png_set_tRNS_to_alpha(png);
    if (bit_depth == 16) png_set_scale_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if ((color_type & PNG_COLOR_MASK_ALPHA) == 0 && !has_trns) png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    size_t row_bytes = (size_t)w * 4;
    if (png_get_rowbytes(png, info) != row_bytes) png_error(png, "unexpected row size after expansion to RGBA8");
    // With interlace handling on, each pass fills in the pixels it carries and leaves the others,
    // so reading every row once per pass assembles the full image in place.
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < h; y++) png_read_row(png, (png_bytep)(rgba + (size_t)y * row_bytes), NULL);
    }
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    return LR_PNG_OK;
}

lr_png_status lr_png_read_size(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height,
                               char *message, size_t message_capacity) {
    return lr_decode(data, length, 0, NULL, 0, width, height, message, message_capacity);
}

lr_png_status lr_png_decode_rgba(const uint8_t *data, size_t length, uint64_t max_pixels,
                                 uint8_t *rgba, size_t rgba_capacity, uint32_t *width, uint32_t *height,
                                 char *message, size_t message_capacity) {
    if (rgba == NULL) {
        lr_copy_message(message, message_capacity, "no output buffer given to lr_png_decode_rgba");
        return LR_PNG_INVALID_ARGUMENT;
    }
    return lr_decode(data, length, max_pixels, rgba, rgba_capacity, width, height, message, message_capacity);
}

// MARK: - Alpha conversions (rules documented in png_codec.h and RGBAImage.swift)

/// The alpha byte of a pixel read as one native-endian word (the fourth byte in memory).
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
static const uint32_t lr_rgba_alpha_mask = 0x000000FFu;
#else
static const uint32_t lr_rgba_alpha_mask = 0xFF000000u;
#endif

// Two pixels a word, AND-ed together (a loop compilers vectorize); checked every 8192 pixels so
// a translucent image stops early.
int lr_rgba_is_opaque(const uint8_t *rgba, size_t pixel_count) {
    const uint64_t alphas = (uint64_t)lr_rgba_alpha_mask << 32 | lr_rgba_alpha_mask;  // bytes 3 and 7 in memory
    size_t i = 0;
    while (i + 2 <= pixel_count) {
        size_t end = pixel_count - i > 8192 ? i + 8192 : pixel_count;
        uint64_t all = alphas;
        for (; i + 2 <= end; i += 2) {
            uint64_t word;
            memcpy(&word, rgba + i * 4, 8);
            all &= word;
        }
        if ((all & alphas) != alphas) return 0;
    }
    for (; i < pixel_count; i++)
        if (rgba[i * 4 + 3] != 0xFF) return 0;
    return 1;
}

// 16 pixels as one vector (clang's vector extensions: SSE2 or NEON instructions, scalar code
// elsewhere), so that a debug build, compiled at -O0, pays a statement per 16 pixels.
typedef uint32_t lr_pixels16 __attribute__((vector_size(64), aligned(1), may_alias));

void lr_rgba_unpremultiply(const uint8_t *premultiplied, uint8_t *straight, size_t pixel_count) {
    const lr_pixels16 alphas = (lr_pixels16){0} + lr_rgba_alpha_mask;
    for (size_t i = 0; i < pixel_count * 4; i += 4) {
        // 16 opaque pixels are already straight, 16 transparent ones are all zero: most of a
        // picture is one or the other (a card, the clear space around it).
        if (i % 64 == 0 && i + 64 <= pixel_count * 4) {
            const lr_pixels16 block = *(const lr_pixels16 *)(premultiplied + i);
            if (__builtin_reduce_and(block & alphas) == lr_rgba_alpha_mask) {
                *(lr_pixels16 *)(straight + i) = block;
                i += 60;
                continue;
            }
            if (__builtin_reduce_or(block & alphas) == 0) {
                *(lr_pixels16 *)(straight + i) = (lr_pixels16){0};
                i += 60;
                continue;
            }
        }
        uint32_t a = premultiplied[i + 3];
        straight[i + 3] = (uint8_t)a;
        if (a == 255) {
            straight[i] = premultiplied[i];
            straight[i + 1] = premultiplied[i + 1];
            straight[i + 2] = premultiplied[i + 2];
            continue;
        }
        for (int c = 0; c < 3; c++) {
            uint32_t value = a == 0 ? 0 : (premultiplied[i + c] * 255u + a / 2) / a;
            straight[i + c] = (uint8_t)(value > 255 ? 255 : value);
        }
    }
}

void lr_rgba_premultiply(const uint8_t *straight, uint8_t *premultiplied, size_t pixel_count) {
    for (size_t i = 0; i < pixel_count * 4; i += 4) {
        uint32_t a = straight[i + 3];
        premultiplied[i + 3] = (uint8_t)a;
        for (int c = 0; c < 3; c++) {
            uint32_t t = straight[i + c] * a + 128;
            premultiplied[i + c] = (uint8_t)((t + (t >> 8)) >> 8);
        }
    }
}
