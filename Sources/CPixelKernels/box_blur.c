// Three box blurs per axis (see include/box_blur.h and GaussianBlur.swift for the boxes).
//
// Rows are blurred one at a time; a row that is all zero stays zero (every window sums to 0 and
// (0 + size / 2) / size is 0) and is skipped, which is most rows of a shadow's mask, grown by the
// blur's reach above and below the shape. Columns are blurred a strip of `STRIP` columns at a
// time, gathered into contiguous lines: reading a column pixel by pixel down a wide mask touches
// a new cache line for every pixel, a strip reads each line once.
//
// A line equal to the one before it blurs to the same values, so it takes the previous line's
// result instead of being blurred again (a `memcmp` and a `memcpy`). A shadow's mask is mostly
// such lines: every row between a rounded rectangle's corners is the same, and so, after the rows
// are blurred, is every column between them; only the corners and edges are blurred. The result
// is the same bytes as blurring every line, at the cost of the perimeter rather than the area.
#include "box_blur.h"
#include <string.h>

enum { STRIP = 64 };

/// One box over `count` values of `line`, through `scratch`, back into `line`.
static void box_pass(uint32_t *line, uint32_t *scratch, int32_t count, lr_box box) {
    const uint32_t size = (uint32_t)(box.left + box.right + 1);
    uint32_t sum = 0;
    const int32_t first = box.right < count ? box.right : count;
    for (int32_t j = 0; j < first; j++) sum += line[j];
    for (int32_t i = 0; i < count; i++) {
        const int32_t entering = i + box.right, leaving = i - box.left - 1;
        if (entering < count) sum += line[entering];
        if (leaving >= 0) sum -= line[leaving];
        scratch[i] = (sum + size / 2) / size;
    }
    memcpy(line, scratch, (size_t)count * sizeof(uint32_t));
}

int64_t lr_box_blur_work_size(int32_t width, int32_t height) {
    const int64_t longest = width > height ? width : height;
    // line and scratch, the strip of columns, the previous column before and after its blur, and
    // the previous row before and after (bytes, four to a word).
    return 2 * longest + (int64_t)STRIP * height + 2 * (int64_t)height + (2 * longest + 3) / 4;
}

void lr_box_blur(uint8_t *alpha, int32_t width, int32_t height, const lr_box *boxes, int32_t count, uint32_t *work) {
    if (width <= 0 || height <= 0 || count <= 0) return;
    const size_t longest = (size_t)(width > height ? width : height);
    uint32_t *line = work, *scratch = work + longest, *strip = work + 2 * longest;
    uint32_t *previous_column = strip + (size_t)STRIP * (size_t)height, *previous_column_blurred = previous_column + height;
    uint8_t *previous_row = (uint8_t *)(previous_column_blurred + height), *previous_row_blurred = previous_row + longest;
    int has_previous = 0;
    for (int32_t y = 0; y < height; y++) {
        uint8_t *row = alpha + (size_t)y * (size_t)width;
        if (has_previous && memcmp(row, previous_row, (size_t)width) == 0) {
            memcpy(row, previous_row_blurred, (size_t)width);
            continue;
        }
        int32_t x = 0;
        while (x < width && row[x] == 0) x++;
        if (x == width) continue;
        memcpy(previous_row, row, (size_t)width);
        for (x = 0; x < width; x++) line[x] = row[x];
        for (int32_t b = 0; b < count; b++) box_pass(line, scratch, width, boxes[b]);
        for (x = 0; x < width; x++) row[x] = (uint8_t)line[x];
        memcpy(previous_row_blurred, row, (size_t)width);
        has_previous = 1;
    }
    const size_t column_bytes = (size_t)height * sizeof(uint32_t);
    has_previous = 0;
    for (int32_t x0 = 0; x0 < width; x0 += STRIP) {
        const int32_t columns = width - x0 < STRIP ? width - x0 : STRIP;
        for (int32_t y = 0; y < height; y++) {
            const uint8_t *row = alpha + (size_t)y * (size_t)width + x0;
            for (int32_t c = 0; c < columns; c++) strip[(size_t)c * (size_t)height + y] = row[c];
        }
        for (int32_t c = 0; c < columns; c++) {
            uint32_t *column = strip + (size_t)c * (size_t)height;
            if (has_previous && memcmp(column, previous_column, column_bytes) == 0) {
                memcpy(column, previous_column_blurred, column_bytes);
                continue;
            }
            memcpy(previous_column, column, column_bytes);
            for (int32_t b = 0; b < count; b++) box_pass(column, scratch, height, boxes[b]);
            memcpy(previous_column_blurred, column, column_bytes);
            has_previous = 1;
        }
        for (int32_t y = 0; y < height; y++) {
            uint8_t *row = alpha + (size_t)y * (size_t)width + x0;
            for (int32_t c = 0; c < columns; c++) row[c] = (uint8_t)strip[(size_t)c * (size_t)height + y];
        }
    }
}
