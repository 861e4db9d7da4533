#ifndef LAYOUT_RENDER_PNG_DIGEST_H
#define LAYOUT_RENDER_PNG_DIGEST_H
// Digests that let a snapshot reference be matched without decoding it: XXH3-128 (xxHash,
// libxxhash-dev) of an image's pixels, and XXH3-64 of a PNG's image data (its IDAT chunks).
#include <stddef.h>
#include <stdint.h>

/// XXH3-128 of `count` bytes: the high half in out[0], the low in out[1].
void lr_digest128(const uint8_t *bytes, size_t count, uint64_t out[2]);

/// XXH3-64 of the data of every IDAT chunk of the PNG in `png`, in order, in `*out`.
/// Returns 0 when the bytes are not a PNG whose chunks can be walked to IEND, or hold no IDAT.
int lr_png_image_data_digest(const uint8_t *png, size_t count, uint64_t *out);

/// The fingerprint's 64-bit word digest of `count` bytes (RenderFingerprint's font and image
/// digests): from 0x9E3779B97F4A7C15 xor the count, each little-endian 8-byte word w gives
/// h = (h ^ w) * 0xBF58476D1CE4E5B9, h ^= h >> 31; each remaining byte b gives
/// h = (h ^ b) * 0x94D049BB133111EB (multiplications modulo 2^64).
uint64_t lr_word_digest(const uint8_t *bytes, size_t count);

#endif
