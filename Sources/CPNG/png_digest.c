// Digests for matching a snapshot reference without decoding it (see png_digest.h).
#include "png_digest.h"

#include <string.h>
#include <xxhash.h>

void lr_digest128(const uint8_t *bytes, size_t count, uint64_t out[2]) {
    XXH128_hash_t hash = XXH3_128bits(bytes, count);
    out[0] = hash.high64;
    out[1] = hash.low64;
}

static uint32_t lr_be32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

int lr_png_image_data_digest(const uint8_t *png, size_t count, uint64_t *out) {
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    if (png == NULL || out == NULL || count < 8 || memcmp(png, signature, 8) != 0) return 0;
    XXH3_state_t *state = XXH3_createState();
    if (state == NULL) return 0;
    XXH3_64bits_reset(state);
    int found = 0, ended = 0;
    size_t at = 8;
    // Each chunk: length (4, big-endian), type (4), data (length), CRC (4).
    while (at + 12 <= count) {
        size_t length = lr_be32(png + at);
        if (length > count - at - 12) break;
        const uint8_t *type = png + at + 4;
        if (memcmp(type, "IDAT", 4) == 0) {
            XXH3_64bits_update(state, png + at + 8, length);
            found = 1;
        } else if (memcmp(type, "IEND", 4) == 0) {
            ended = 1;
            break;
        }
        at += 12 + length;
    }
    *out = XXH3_64bits_digest(state);
    XXH3_freeState(state);
    return found && ended;
}

uint64_t lr_word_digest(const uint8_t *bytes, size_t count) {
    uint64_t hash = 0x9E3779B97F4A7C15ull ^ (uint64_t)count;
    size_t words = count / 8;
    for (size_t i = 0; i < words; i++) {
        uint64_t word;
        memcpy(&word, bytes + i * 8, 8); // little-endian (png_fast.c asserts the byte order)
        hash = (hash ^ word) * 0xBF58476D1CE4E5B9ull;
        hash ^= hash >> 31;
    }
    for (size_t i = words * 8; i < count; i++) hash = (hash ^ bytes[i]) * 0x94D049BB133111EBull;
    return hash;
}
