// See include/mask_resample.h.
#include "mask_resample.h"

void lr_mask_downsample(const uint8_t *source, int32_t x, int32_t y, int32_t width, int32_t height,
                        uint8_t *reduced, int32_t reduced_x, int32_t reduced_y, int32_t reduced_width,
                        int32_t reduced_height, int32_t factor) {
    const uint32_t area = (uint32_t)factor * (uint32_t)factor;
    for (int32_t j = 0; j < reduced_height; j++) {
        uint8_t *out = reduced + (int64_t)j * reduced_width;
        const int32_t top = (reduced_y + j) * factor - y;
        for (int32_t i = 0; i < reduced_width; i++) {
            const int32_t left = (reduced_x + i) * factor - x;
            uint32_t sum = 0;
            for (int32_t dy = 0; dy < factor; dy++) {
                const int32_t row = top + dy;
                if (row < 0 || row >= height) continue;
                const uint8_t *line = source + (int64_t)row * width;
                for (int32_t dx = 0; dx < factor; dx++) {
                    const int32_t column = left + dx;
                    if (column >= 0 && column < width) sum += line[column];
                }
            }
            out[i] = (uint8_t)((sum + area / 2) / area);
        }
    }
}

/// Reduced pixel (`column`, `row`), 0 outside the mask.
static inline uint32_t lr_reduced_at(const uint8_t *reduced, int32_t width, int32_t height, int32_t column, int32_t row) {
    if (column < 0 || column >= width || row < 0 || row >= height) return 0;
    return reduced[(int64_t)row * width + column];
}

/// The reduced pixel left of (or above) device offset `offset` from the reduced mask's origin, and
/// the weight of the one after it in units of 1 / (2 factor): the centre (offset + 0.5) / factor - 0.5
/// is (2 offset + 1 - factor) / (2 factor) reduced pixels from the first one.
static inline void lr_bilinear_tap(int32_t offset, int32_t factor, int32_t *first, int32_t *weight) {
    const int32_t numerator = 2 * offset + 1 - factor, denominator = 2 * factor;
    int32_t index = numerator / denominator;
    if (numerator % denominator != 0 && numerator < 0) index -= 1;
    *first = index;
    *weight = numerator - index * denominator;
}

void lr_mask_upsample(const uint8_t *reduced, int32_t reduced_x, int32_t reduced_y, int32_t reduced_width,
                      int32_t reduced_height, int32_t factor, uint8_t *target, int32_t x, int32_t y,
                      int32_t width, int32_t height, int32_t *work) {
    const int32_t span = 2 * factor;
    const uint32_t total = (uint32_t)span * (uint32_t)span;
    int32_t *columns = work, *column_weights = work + width;
    for (int32_t i = 0; i < width; i++) {
        lr_bilinear_tap(x + i - reduced_x * factor, factor, &columns[i], &column_weights[i]);
    }
    for (int32_t j = 0; j < height; j++) {
        int32_t row, below;
        lr_bilinear_tap(y + j - reduced_y * factor, factor, &row, &below);
        const uint32_t above = (uint32_t)(span - below);
        uint8_t *out = target + (int64_t)j * width;
        for (int32_t i = 0; i < width; i++) {
            const int32_t column = columns[i];
            const uint32_t right = (uint32_t)column_weights[i], left = (uint32_t)span - right;
            const uint32_t top = left * lr_reduced_at(reduced, reduced_width, reduced_height, column, row)
                + right * lr_reduced_at(reduced, reduced_width, reduced_height, column + 1, row);
            const uint32_t bottom = left * lr_reduced_at(reduced, reduced_width, reduced_height, column, row + 1)
                + right * lr_reduced_at(reduced, reduced_width, reduced_height, column + 1, row + 1);
            out[i] = (uint8_t)((above * top + (uint32_t)below * bottom + total / 2) / total);
        }
    }
}
