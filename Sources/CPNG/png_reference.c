// The reference writer: PNG files as small as optipng -o2 makes them, in one pass of analysis
// and one final compression instead of optipng's eight trials.
//
// optipng's gains on snapshot pictures come from two choices (measured on this package's
// Snapshots/, BENCHMARKS.md): the color type (a palette of 1, 2, 4 or 8 bits when an image has
// at most 256 colors, gray, RGB when opaque) and the row filter, where flat user-interface
// pictures often compress smaller with no filter at all than with libpng's adaptive filters
// (PNG specification 12.8's minimum-sum-of-absolute-differences heuristic). The filter is
// chosen by compressing both filterings at zlib level 1, which ranks them as level 9 does for
// these pictures; the winner is compressed once at the caller's level with memLevel 9.
#include "png_codec.h"
#include "png_internal.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

enum { LR_TYPE_GRAY = 0, LR_TYPE_RGB = 2, LR_TYPE_PALETTE = 3, LR_TYPE_GRAY_ALPHA = 4, LR_TYPE_RGBA = 6 };

/// What the pixels need: their colors (up to 256; `count` 257 when there are more), sorted,
/// with a hash table from color to palette index, and whether every pixel is opaque and gray.
typedef struct {
    uint32_t colors[256];  // RGBA packed as R << 24 | G << 16 | B << 8 | A
    int count;
    int opaque;
    int gray;
    uint32_t slots[1024];  // open addressing, linear probing
    int16_t slot_index[1024];  // -1: free; else the color's position in `colors`
} lr_analysis;

static uint32_t lr_pack(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static uint32_t lr_slot(const lr_analysis *a, uint32_t color) {
    uint32_t slot = (color * 2654435761u) >> 22;
    while (a->slot_index[slot] >= 0 && a->slots[slot] != color) slot = (slot + 1) & 1023;
    return slot;
}

static int lr_compare_colors(const void *a, const void *b) {
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    // Translucent colors first, so tRNS lists only them; then by value, so the order is the pixels' function.
    int xo = (x & 0xFF) == 0xFF, yo = (y & 0xFF) == 0xFF;
    if (xo != yo) return xo - yo;
    return x < y ? -1 : x > y;
}

static void lr_analyze(const uint8_t *rgba, size_t pixels, lr_analysis *a) {
    memset(a->slot_index, 0xFF, sizeof a->slot_index);
    a->count = 0;
    a->opaque = 1;
    a->gray = 1;
    uint32_t last = 0;
    for (size_t i = 0; i < pixels; i++) {
        const uint8_t *p = rgba + 4 * i;
        if (p[3] != 255) a->opaque = 0;
        if (p[0] != p[1] || p[1] != p[2]) a->gray = 0;
        uint32_t color = lr_pack(p);
        if (a->count > 256 || (i > 0 && color == last)) continue;
        last = color;
        uint32_t slot = lr_slot(a, color);
        if (a->slot_index[slot] < 0) {
            if (a->count < 256) a->colors[a->count] = color;
            a->slots[slot] = color;
            a->slot_index[slot] = 0;
            a->count++;
        }
    }
    if (a->count > 256) return;
    qsort(a->colors, (size_t)a->count, sizeof(uint32_t), lr_compare_colors);
    for (int i = 0; i < a->count; i++) a->slot_index[lr_slot(a, a->colors[i])] = (int16_t)i;
}

/// The palette index of `color` (present by construction).
static uint8_t lr_index(const lr_analysis *a, uint32_t color) {
    return (uint8_t)a->slot_index[lr_slot(a, color)];
}

/// One row of the image in the chosen color type and bit depth.
static void lr_pack_row(const uint8_t *rgba, uint32_t width, int type, int depth, const lr_analysis *a, uint8_t *row) {
    switch (type) {
    case LR_TYPE_PALETTE:
        memset(row, 0, ((size_t)width * (size_t)depth + 7) / 8);
        for (uint32_t x = 0; x < width; x++) {
            uint8_t index = lr_index(a, lr_pack(rgba + 4 * x));
            size_t bit = (size_t)x * (size_t)depth;
            row[bit / 8] |= (uint8_t)(index << (8 - depth - bit % 8));
        }
        break;
    case LR_TYPE_GRAY:
        for (uint32_t x = 0; x < width; x++) row[x] = rgba[4 * x];
        break;
    case LR_TYPE_GRAY_ALPHA:
        for (uint32_t x = 0; x < width; x++) { row[2 * x] = rgba[4 * x]; row[2 * x + 1] = rgba[4 * x + 3]; }
        break;
    case LR_TYPE_RGB:
        for (uint32_t x = 0; x < width; x++) memcpy(row + 3 * x, rgba + 4 * x, 3);
        break;
    default:
        memcpy(row, rgba, (size_t)width * 4);
    }
}

static inline uint8_t lr_paeth(int a, int b, int c) {
    int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return (uint8_t)(pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
}

/// Filters `row` against `previous` (NULL for the first row) into out[0] (the filter byte) and
/// out[1...]: type 0 when `adaptive` is 0, else the filter with the smallest sum of the bytes
/// read as signed (the PNG specification's heuristic, libpng's default).
static void lr_filter(const uint8_t *row, const uint8_t *previous, size_t length, size_t bpp, int adaptive,
                      uint8_t *out, uint8_t *scratch) {
    if (!adaptive) {
        out[0] = 0;
        memcpy(out + 1, row, length);
        return;
    }
    uint64_t best_cost = UINT64_MAX;
    for (int type = 0; type < 5; type++) {
        uint64_t cost = 0;
        for (size_t i = 0; i < length; i++) {
            int a = i >= bpp ? row[i - bpp] : 0, b = previous ? previous[i] : 0, c = previous && i >= bpp ? previous[i - bpp] : 0;
            uint8_t value;
            switch (type) {
            case 0: value = row[i]; break;
            case 1: value = (uint8_t)(row[i] - a); break;
            case 2: value = (uint8_t)(row[i] - b); break;
            case 3: value = (uint8_t)(row[i] - ((a + b) >> 1)); break;
            default: value = (uint8_t)(row[i] - lr_paeth(a, b, c)); break;
            }
            scratch[i] = value;
            cost += (uint64_t)abs((int)(int8_t)value);
        }
        if (cost < best_cost) {
            best_cost = cost;
            out[0] = (uint8_t)type;
            memcpy(out + 1, scratch, length);
        }
    }
}

/// The image's filtered rows, one after another.
static uint8_t *lr_filtered(const uint8_t *packed, uint32_t height, size_t length, size_t bpp, int adaptive) {
    uint8_t *out = malloc((size_t)height * (length + 1));
    uint8_t *scratch = malloc(length ? length : 1);
    if (out == NULL || scratch == NULL) { free(out); free(scratch); return NULL; }
    for (uint32_t y = 0; y < height; y++) {
        lr_filter(packed + (size_t)y * length, y ? packed + (size_t)(y - 1) * length : NULL, length, bpp, adaptive,
                  out + (size_t)y * (length + 1), scratch);
    }
    free(scratch);
    return out;
}

/// Compresses `data` at `level`, memLevel 9, into `out` (owned by the caller, freed with free); 0 on failure.
static int lr_deflate(const uint8_t *data, size_t size, int level, uint8_t **out, size_t *out_size) {
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (deflateInit2(&stream, level, Z_DEFLATED, 15, 9, Z_DEFAULT_STRATEGY) != Z_OK) return 0;
    uLong bound = deflateBound(&stream, (uLong)size);
    *out = malloc(bound);
    if (*out == NULL) { deflateEnd(&stream); return 0; }
    stream.next_in = (Bytef *)data;
    stream.avail_in = (uInt)size;
    stream.next_out = *out;
    stream.avail_out = (uInt)bound;
    int status = deflate(&stream, Z_FINISH);
    *out_size = stream.total_out;
    deflateEnd(&stream);
    if (status != Z_STREAM_END) { free(*out); *out = NULL; return 0; }
    return 1;
}

lr_png_status lr_png_encode_reference(const uint8_t *rgba, uint32_t width, uint32_t height, int zlib_level,
                                      lr_png_buffer *out, char *message, size_t message_capacity) {
    if (rgba == NULL || out == NULL || width == 0 || height == 0 || zlib_level < 1 || zlib_level > 9
        || (size_t)width * (size_t)height > ((size_t)1 << 31) / 4) {
        lr_copy_message(message, message_capacity, "invalid arguments to lr_png_encode_reference");
        return LR_PNG_INVALID_ARGUMENT;
    }
    lr_analysis analysis;
    lr_analyze(rgba, (size_t)width * height, &analysis);
    int type, depth = 8, channels;
    if (analysis.count <= 256 && !(analysis.gray && analysis.opaque && analysis.count > 16)) {
        type = LR_TYPE_PALETTE;
        depth = analysis.count <= 2 ? 1 : analysis.count <= 4 ? 2 : analysis.count <= 16 ? 4 : 8;
        channels = 1;
    } else if (analysis.gray) {
        type = analysis.opaque ? LR_TYPE_GRAY : LR_TYPE_GRAY_ALPHA;
        channels = analysis.opaque ? 1 : 2;
    } else {
        type = analysis.opaque ? LR_TYPE_RGB : LR_TYPE_RGBA;
        channels = analysis.opaque ? 3 : 4;
    }
    size_t length = ((size_t)width * (size_t)channels * (size_t)depth + 7) / 8;
    size_t bpp = (size_t)channels * (size_t)depth / 8;
    if (bpp == 0) bpp = 1;
    uint8_t *packed = malloc((size_t)height * length);
    if (packed == NULL) goto out_of_memory;
    for (uint32_t y = 0; y < height; y++) {
        lr_pack_row(rgba + (size_t)y * width * 4, width, type, depth, &analysis, packed + (size_t)y * length);
    }
    uint8_t *candidates[2] = {lr_filtered(packed, height, length, bpp, 0), lr_filtered(packed, height, length, bpp, 1)};
    free(packed);
    if (candidates[0] == NULL || candidates[1] == NULL) { free(candidates[0]); free(candidates[1]); goto out_of_memory; }
    size_t size = (size_t)height * (length + 1);
    size_t quick[2];
    for (int i = 0; i < 2; i++) {
        uint8_t *trial;
        if (!lr_deflate(candidates[i], size, 1, &trial, &quick[i])) { free(candidates[0]); free(candidates[1]); goto out_of_memory; }
        free(trial);
    }
    int chosen = quick[1] < quick[0];
    uint8_t *compressed;
    size_t compressed_size;
    int deflated = lr_deflate(candidates[chosen], size, zlib_level, &compressed, &compressed_size);
    free(candidates[0]);
    free(candidates[1]);
    if (!deflated) goto out_of_memory;

    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    uint8_t header[13];
    lr_be(header, width);
    lr_be(header + 4, height);
    header[8] = (uint8_t)depth;
    header[9] = (uint8_t)type;
    header[10] = header[11] = header[12] = 0;
    int ok = lr_reserve(out, sizeof signature);
    if (ok) { memcpy(out->bytes + out->count, signature, sizeof signature); out->count += sizeof signature; }
    ok = ok && lr_chunk(out, "IHDR", header, sizeof header);
    if (ok && type == LR_TYPE_PALETTE) {
        uint8_t palette[768], alphas[256];
        int translucent = 0;
        for (int i = 0; i < analysis.count; i++) {
            uint32_t c = analysis.colors[i];
            palette[3 * i] = (uint8_t)(c >> 24);
            palette[3 * i + 1] = (uint8_t)(c >> 16);
            palette[3 * i + 2] = (uint8_t)(c >> 8);
            alphas[i] = (uint8_t)c;
            if ((c & 0xFF) != 0xFF) translucent = i + 1;
        }
        ok = lr_chunk(out, "PLTE", palette, (size_t)analysis.count * 3);
        if (ok && translucent) ok = lr_chunk(out, "tRNS", alphas, (size_t)translucent);
    }
    // One IDAT: references are small, and a reader takes any size up to 2^31 - 1.
    ok = ok && lr_chunk(out, "IDAT", compressed, compressed_size);
    ok = ok && lr_chunk(out, "IEND", NULL, 0);
    free(compressed);
    if (!ok) { lr_png_buffer_free(out); goto out_of_memory; }
    return LR_PNG_OK;

out_of_memory:
    lr_copy_message(message, message_capacity, "out of memory encoding a reference PNG");
    return LR_PNG_OUT_OF_MEMORY;
}
