// Three box blurs per axis (see include/box_blur.h and GaussianBlur.swift for the boxes), written
// for a debug build, where this file is compiled at -O0: every C statement then loads and stores
// its operands, so the cost is the number of statements run, and a statement on a 16-lane vector
// (clang's vector extensions, which compile to SSE2 or NEON instructions, or to scalar code on a
// machine with neither) costs about what a scalar one does.
//
// Rows are blurred one at a time; a row that is all zero stays zero (every window sums to 0 and
// (0 + size / 2) / size is 0) and is skipped, which is most rows of a shadow's mask, grown by the
// blur's reach above and below the shape; a row equal to the one before it takes that row's result
// (a `memcmp` and a `memcpy`: every row between a rounded rectangle's corners is the same). A row's
// window sums are differences of its prefix sums, so only the prefix sum is a serial loop.
//
// Columns are blurred all at once, a row at a time: a running sum per column gains the row
// entering the window and loses the row leaving it, so every loop runs along a row, 16 columns a
// statement, and nothing is transposed.
//
// Each box divides its window sum with rounding, (sum + size / 2) / size, on 16 lanes as a float
// division truncated to an integer: exact (see `lr_box_means`), so the bytes are those of the
// integer division, which the remaining lanes still use.
#include "box_blur.h"
#include <string.h>

typedef uint8_t u8x16 __attribute__((vector_size(16), aligned(1), may_alias));
typedef uint16_t u16x16 __attribute__((vector_size(32)));
typedef uint32_t u32x16 __attribute__((vector_size(64), aligned(4), may_alias));
typedef int32_t i32x16 __attribute__((vector_size(64)));
typedef float f32x16 __attribute__((vector_size(64)));

enum { LANES = 16 };

/// The largest window the float division serves exactly (see `lr_box_means`).
enum { FLOAT_EXACT_SIZE = 65000 };

void lr_box_means(const uint32_t *sums, uint8_t *means, int32_t count, uint32_t size) {
    const uint32_t half = size / 2;
    int32_t i = 0;
    // A sum n <= 255 * size gives n + half < 2^24, so n + half and size are exact floats, and the
    // correctly rounded quotient truncates to the integer quotient k: when (n + half) / size is
    // below k + 1, it is below by at least 1 / size, more than half a float's spacing at k + 1
    // ((k + 1) * 2^-24, as (k + 1) * size <= n + half + size < 2^24). The exhaustive test in
    // ShadowBlurTests checks every sum for every window a shadow can have.
    if (size <= FLOAT_EXACT_SIZE) {
        const f32x16 divisor = (f32x16){0} + (float)size;
        for (; i + LANES <= count; i += LANES) {
            const i32x16 rounded = (i32x16)(*(const u32x16 *)(sums + i) + half);
            const i32x16 quotient = __builtin_convertvector(__builtin_convertvector(rounded, f32x16) / divisor, i32x16);
            *(u8x16 *)(means + i) = __builtin_convertvector(quotient, u8x16);
        }
    }
    for (; i < count; i++) means[i] = (uint8_t)((sums[i] + half) / size);
}

/// `row` (`count` bytes) through one box, in place, using `prefix` (at least 3 * count + 1 words).
static void blur_row(uint8_t *row, int32_t count, lr_box box, uint32_t *prefix) {
    // A window reaching past the line only adds zeros, so the padding is at most the line's length.
    const int32_t left = box.left < count ? box.left : count, right = box.right < count ? box.right : count;
    const int32_t span = left + right + 1;
    // prefix[k] sums the line padded with `left` zeros before and `right` after, up to k; the
    // window of output i is padded positions i ..< i + span.
    memset(prefix, 0, ((size_t)left + 1) * sizeof(uint32_t));
    uint32_t sum = 0;
    int32_t j = 0;
    // 16 bytes at a time: their own prefix sums (at most 16 * 255, so in 16 bits) in four steps
    // of shifting and adding, then the sum before them.
    for (; j + LANES <= count; j += LANES) {
        u16x16 v = __builtin_convertvector(*(const u8x16 *)(row + j), u16x16);
        v += __builtin_shufflevector(v, (u16x16){0}, 16, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14);
        v += __builtin_shufflevector(v, (u16x16){0}, 16, 16, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13);
        v += __builtin_shufflevector(v, (u16x16){0}, 16, 16, 16, 16, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11);
        v += __builtin_shufflevector(v, (u16x16){0}, 16, 16, 16, 16, 16, 16, 16, 16, 0, 1, 2, 3, 4, 5, 6, 7);
        const u32x16 sums = __builtin_convertvector(v, u32x16) + sum;
        *(u32x16 *)(prefix + left + 1 + j) = sums;
        sum = sums[LANES - 1];
    }
    for (; j < count; j++) {
        sum += row[j];
        prefix[left + 1 + j] = sum;
    }
    for (int32_t k = left + count + 1; k < count + span; k++) prefix[k] = sum;
    // Window sums in place: prefix[i] is read before it is written, prefix[i + span] after none is.
    int32_t i = 0;
    for (; i + LANES <= count; i += LANES) *(u32x16 *)(prefix + i) = *(const u32x16 *)(prefix + i + span) - *(const u32x16 *)(prefix + i);
    for (; i < count; i++) prefix[i] = prefix[i + span] - prefix[i];
    lr_box_means(prefix, row, count, (uint32_t)(box.left + box.right + 1));
}

/// sums[x] += row[x] for `count` columns.
static void add_row(uint32_t *sums, const uint8_t *row, int32_t count) {
    int32_t x = 0;
    for (; x + LANES <= count; x += LANES) *(u32x16 *)(sums + x) += __builtin_convertvector(*(const u8x16 *)(row + x), u32x16);
    for (; x < count; x++) sums[x] += row[x];
}

/// sums[x] -= row[x] for `count` columns.
static void subtract_row(uint32_t *sums, const uint8_t *row, int32_t count) {
    int32_t x = 0;
    for (; x + LANES <= count; x += LANES) *(u32x16 *)(sums + x) -= __builtin_convertvector(*(const u8x16 *)(row + x), u32x16);
    for (; x < count; x++) sums[x] -= row[x];
}

/// The columns of `source` through one box into `target`: `width` columns from `stride`-byte
/// rows, `height` rows, using `sums` (`width` words).
static void blur_columns(const uint8_t *source, uint8_t *target, int32_t width, size_t stride, int32_t height, lr_box box,
                         uint32_t *sums) {
    const uint32_t size = (uint32_t)(box.left + box.right + 1);
    memset(sums, 0, (size_t)width * sizeof(uint32_t));
    const int32_t first = box.right < height ? box.right : height;
    for (int32_t y = 0; y < first; y++) add_row(sums, source + (size_t)y * stride, width);
    for (int32_t y = 0; y < height; y++) {
        const int32_t entering = y + box.right, leaving = y - box.left - 1;
        if (entering < height) add_row(sums, source + (size_t)entering * stride, width);
        if (leaving >= 0) subtract_row(sums, source + (size_t)leaving * stride, width);
        lr_box_means(sums, target + (size_t)y * stride, width, size);
    }
}

/// changed[x] |= row[x] != row[x - 1] for 0 < x < `count`.
static void mark_changes(uint8_t *changed, const uint8_t *row, int32_t count) {
    int32_t x = 1;
    for (; x + LANES <= count; x += LANES)
        *(u8x16 *)(changed + x) |= (u8x16)(*(const u8x16 *)(row + x) != *(const u8x16 *)(row + x - 1));
    for (; x < count; x++) changed[x] |= row[x] != row[x - 1];
}

int64_t lr_box_blur_work_size(int32_t width, int32_t height) {
    const int64_t w = width, h = height;
    // A row's prefix sums, the columns' running sums, a second mask for the column passes; the
    // rows blurred, the previous row before and after its blur and a flag per column (bytes, four
    // to a word).
    return (3 * w + 1) + w + (w * h + 3) / 4 + h + (3 * w + 3) / 4;
}

void lr_box_blur(uint8_t *alpha, int32_t width, int32_t height, const lr_box *boxes, int32_t count, uint32_t *work) {
    if (width <= 0 || height <= 0 || count <= 0) return;
    const size_t w = (size_t)width, area = w * (size_t)height;
    uint32_t *prefix = work, *sums = prefix + 3 * w + 1;
    int32_t *blurred_rows = (int32_t *)(sums + w);
    uint8_t *other = (uint8_t *)(blurred_rows + height), *previous_row = other + area, *previous_row_blurred = previous_row + w;
    uint8_t *changed = previous_row_blurred + w;
    int32_t blurred_count = 0;
    int has_previous = 0;
    for (int32_t y = 0; y < height; y++) {
        uint8_t *row = alpha + (size_t)y * w;
        if (has_previous && memcmp(row, previous_row, w) == 0) {
            memcpy(row, previous_row_blurred, w);
            continue;
        }
        // All zero: the first byte is, and each byte equals the next.
        if (row[0] == 0 && memcmp(row, row + 1, w - 1) == 0) continue;
        memcpy(previous_row, row, w);
        for (int32_t b = 0; b < count; b++) blur_row(row, width, boxes[b], prefix);
        memcpy(previous_row_blurred, row, w);
        has_previous = 1;
        blurred_rows[blurred_count++] = y;
    }
    // A column equal to the one before it blurs to the same values. Only the rows blurred above can
    // tell columns apart (the others are zero or a copy of the row before), and a shadow's columns
    // between its corners are all the same, so runs of at least MIN_COPIED equal columns are not
    // blurred but copied, and the passes run on the columns between them.
    enum { MIN_COPIED = 64 };
    memset(changed, 0, w);
    for (int32_t i = 0; i < blurred_count; i++) mark_changes(changed, alpha + (size_t)blurred_rows[i] * w, width);
    changed[0] = 1;
    uint8_t *const blurred = count % 2 ? other : alpha;
    for (int32_t x0 = 0, x1, copies; x0 < width; x0 = x1 + copies) {
        // Columns x0 ..< x1 are blurred, then `copies` columns equal to column x1 - 1 are copied
        // (shorter runs of copies are blurred with the columns around them).
        x1 = x0 + 1;
        copies = 0;
        while (x1 < width) {
            while (x1 + copies < width && !changed[x1 + copies]) copies++;
            if (copies >= MIN_COPIED) break;
            x1 += copies + (x1 + copies < width);
            copies = 0;
        }
        uint8_t *source = alpha + x0, *target = other + x0;
        for (int32_t b = 0; b < count; b++) {
            blur_columns(source, target, x1 - x0, w, height, boxes[b], sums);
            uint8_t *passed = target;
            target = source;
            source = passed;
        }
        if (copies > 0)
            for (int32_t y = 0; y < height; y++) {
                uint8_t *row = blurred + (size_t)y * w;
                memset(row + x1, row[x1 - 1], (size_t)copies);
            }
    }
    if (blurred != alpha) memcpy(alpha, blurred, area);
}
