// The reference writer: PNG files about as small as optipng -o2 makes them, in a tenth of its time.
//
// optipng's gains on snapshot pictures come from two choices (measured on this package's
// Snapshots/, BENCHMARKS.md): the color type (a palette of 1, 2, 4 or 8 bits when an image has
// at most 256 colors, gray, RGB when opaque) and the row filter, where flat user-interface
// pictures often compress smaller with no filter at all than with libpng's adaptive filters
// (PNG specification 12.8's minimum-sum-of-absolute-differences heuristic). optipng finds them by
// eight full zlib trials; this writer decides from a sample and compresses once:
//
// - The filter: both filterings of a quarter of the rows (bands of 16, so a row above is in the
//   sample) are compressed at zlib level 1, which ranks them as the final compression does for
//   these pictures; only the winner is filtered in full.
// - The compressor: libdeflate, not zlib. zlib 9 needs hash chains of 4,096 to reach the match
//   one row up across a flat fill (chains of 256 cost 5% in size) and spent most of the old
//   writer's time there. libdeflate 9 is three times faster but 3% larger; its near-optimal
//   parse (level 10) is 5% smaller than zlib 9 but slower. Flat pictures, whose sample compresses
//   below 4.5% (`LR_DENSE_SAMPLE`), gain little from the parse; the denser ones, a sixth of the
//   files and most of the gain, get it. At lower levels, libdeflate at that level.
//   On Snapshots/: 1.011 times optipng's bytes in a twelfth of its CPU time
//   (Benchmarks/peers/reference_png.sh, BENCHMARKS.md).
//
// The bytes are a function of the pixels, the level and libdeflate's version (Debian's 1.14 here);
// comparison decodes references, so another version's bytes compare equal.
#include "png_codec.h"
#include "png_internal.h"

#include <stdlib.h>
#include <string.h>
#include <libdeflate.h>
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

/// Row filter `type` (PNG specification 9.2) of `row` against `previous` (zeros for the first row)
/// into `out`. One loop per type and no branch per byte, so the compiler vectorizes all but Paeth.
static void lr_filter_row(int type, const uint8_t *row, const uint8_t *previous, size_t length, size_t bpp, uint8_t *out) {
    size_t head = bpp < length ? bpp : length;
    switch (type) {
    case 0:
        memcpy(out, row, length);
        break;
    case 1:
        memcpy(out, row, head);
        for (size_t i = head; i < length; i++) out[i] = (uint8_t)(row[i] - row[i - bpp]);
        break;
    case 2:
        for (size_t i = 0; i < length; i++) out[i] = (uint8_t)(row[i] - previous[i]);
        break;
    case 3:
        for (size_t i = 0; i < head; i++) out[i] = (uint8_t)(row[i] - (previous[i] >> 1));
        for (size_t i = head; i < length; i++) out[i] = (uint8_t)(row[i] - ((row[i - bpp] + previous[i]) >> 1));
        break;
    default:
        // Paeth with a = b = c = 0 left of the row predicts b.
        for (size_t i = 0; i < head; i++) out[i] = (uint8_t)(row[i] - previous[i]);
        for (size_t i = head; i < length; i++) {
            int a = row[i - bpp], b = previous[i], c = previous[i - bpp];
            int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
            int predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
            out[i] = (uint8_t)(row[i] - predicted);
        }
    }
}

/// The PNG specification's heuristic (12.8), libpng's default: the sum of a filtered row's bytes
/// read as signed.
static uint64_t lr_filter_cost(const uint8_t *filtered, size_t length) {
    uint64_t cost = 0;
    for (size_t i = 0; i < length; i++) {
        int value = (int8_t)filtered[i];
        cost += (uint64_t)(value < 0 ? -value : value);
    }
    return cost;
}

/// `row` (against `previous`) as a filter byte and the filtered bytes, the type of least cost
/// (the first on a tie), into `out`, `length + 1` bytes; `scratch` holds `length` bytes.
static void lr_filter_adaptive(const uint8_t *row, const uint8_t *previous, size_t length, size_t bpp, uint8_t *out,
                               uint8_t *scratch) {
    uint64_t best_cost = UINT64_MAX;
    for (int type = 0; type < 5; type++) {
        uint8_t *target = type == 0 ? out + 1 : scratch;
        lr_filter_row(type, row, previous, length, bpp, target);
        uint64_t cost = lr_filter_cost(target, length);
        if (cost < best_cost) {
            best_cost = cost;
            out[0] = (uint8_t)type;
            if (type) memcpy(out + 1, scratch, length);
        }
    }
}

/// The compressed size of `data` at zlib `level` (the sample's trial), or 0 when zlib fails.
static size_t lr_trial_size(const uint8_t *data, size_t size, int level) {
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (deflateInit2(&stream, level, Z_DEFLATED, 15, 9, Z_DEFAULT_STRATEGY) != Z_OK) return 0;
    uLong bound = deflateBound(&stream, (uLong)size);
    uint8_t *out = malloc(bound);
    size_t result = 0;
    if (out != NULL) {
        stream.next_in = (Bytef *)data;
        stream.avail_in = (uInt)size;
        stream.next_out = out;
        stream.avail_out = (uInt)bound;
        if (deflate(&stream, Z_FINISH) == Z_STREAM_END) result = stream.total_out;
    }
    deflateEnd(&stream);
    free(out);
    return result;
}

/// A zlib stream of `data` by libdeflate at `level` (1 to 12) into `out` (owned by the caller, freed
/// with free); 0 on failure.
static int lr_deflate(const uint8_t *data, size_t size, int level, uint8_t **out, size_t *out_size) {
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level);
    if (compressor == NULL) return 0;
    size_t bound = libdeflate_zlib_compress_bound(compressor, size);
    *out = malloc(bound);
    *out_size = *out ? libdeflate_zlib_compress(compressor, data, size, *out, bound) : 0;
    libdeflate_free_compressor(compressor);
    if (*out_size == 0) { free(*out); *out = NULL; return 0; }
    return 1;
}

/// Rows in the filter trial's sample: bands of `LR_SAMPLE_BAND` rows, one band in `LR_SAMPLE_EVERY`.
enum { LR_SAMPLE_BAND = 16, LR_SAMPLE_EVERY = 4 };
/// At level 9, samples that compress below this fraction of their size at zlib level 1 are flat
/// pictures, compressed by libdeflate 8 (a third faster than its 9, 0.3% larger); denser ones get
/// its near-optimal parse (level 10). 4.5%: the knee of size against time on Snapshots/
/// (BENCHMARKS.md: 1.011 times optipng's bytes, against 1.019 at 5% and 0.995 at 4%, which
/// takes 40% longer).
#define LR_DENSE_SAMPLE 0.045

static int lr_in_sample(uint32_t y, uint32_t height) {
    return height < LR_SAMPLE_BAND * LR_SAMPLE_EVERY || (y / LR_SAMPLE_BAND) % LR_SAMPLE_EVERY == 0;
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
    size_t size = (size_t)height * (length + 1);
    size_t sample = 0;
    for (uint32_t y = 0; y < height; y++) sample += (size_t)lr_in_sample(y, height);
    size_t sample_size = sample * (length + 1);
    uint8_t *packed = malloc((size_t)height * length);
    uint8_t *filtered = malloc(size > 2 * sample_size ? size : 2 * sample_size);  // the image, or both trials
    uint8_t *zeros = calloc(2, length);  // a row of zeros above the first, and the filters' scratch row
    if (packed == NULL || filtered == NULL || zeros == NULL) { free(packed); free(filtered); free(zeros); goto out_of_memory; }
    uint8_t *scratch = zeros + length;
    for (uint32_t y = 0; y < height; y++) {
        lr_pack_row(rgba + (size_t)y * width * 4, width, type, depth, &analysis, packed + (size_t)y * length);
    }
    // The trial: the sample's rows unfiltered, then filtered, one after another in `filtered`.
    uint8_t *sampled = filtered;
    for (uint32_t y = 0; y < height; y++) {
        if (!lr_in_sample(y, height)) continue;
        sampled[0] = 0;
        memcpy(sampled + 1, packed + (size_t)y * length, length);
        sampled += length + 1;
    }
    for (uint32_t y = 0; y < height; y++) {
        if (!lr_in_sample(y, height)) continue;
        lr_filter_adaptive(packed + (size_t)y * length, y ? packed + (size_t)(y - 1) * length : zeros, length, bpp,
                           sampled, scratch);
        sampled += length + 1;
    }
    size_t unfiltered = lr_trial_size(filtered, sample_size, 1), adaptive = lr_trial_size(filtered + sample_size, sample_size, 1);
    if (unfiltered == 0 || adaptive == 0) { free(packed); free(filtered); free(zeros); goto out_of_memory; }
    int chosen = adaptive < unfiltered;
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *row = packed + (size_t)y * length;
        uint8_t *target = filtered + (size_t)y * (length + 1);
        if (chosen) {
            lr_filter_adaptive(row, y ? row - length : zeros, length, bpp, target, scratch);
        } else {
            target[0] = 0;
            memcpy(target + 1, row, length);
        }
    }
    free(packed);
    free(zeros);
    double density = (double)(chosen ? adaptive : unfiltered) / (double)sample_size;
    int level = zlib_level < 9 ? zlib_level : density >= LR_DENSE_SAMPLE ? 10 : 8;
    uint8_t *compressed;
    size_t compressed_size;
    int deflated = lr_deflate(filtered, size, level, &compressed, &compressed_size);
    free(filtered);
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
    // One IDAT for any reference of ordinary size; a chunk holds at most 2^31 - 1 bytes (PNG 5.3),
    // so a stream past 1 GiB (a huge noisy image) goes out in 1 GiB chunks, which readers join.
    const size_t idat_limit = (size_t)1 << 30;
    size_t written = 0;
    do {
        size_t part = compressed_size - written < idat_limit ? compressed_size - written : idat_limit;
        ok = ok && lr_chunk(out, "IDAT", compressed + written, part);
        written += part;
    } while (ok && written < compressed_size);
    ok = ok && lr_chunk(out, "IEND", NULL, 0);
    free(compressed);
    if (!ok) { lr_png_buffer_free(out); goto out_of_memory; }
    return LR_PNG_OK;

out_of_memory:
    lr_copy_message(message, message_capacity, "out of memory encoding a reference PNG");
    return LR_PNG_OUT_OF_MEMORY;
}
