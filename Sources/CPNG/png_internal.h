#ifndef LAYOUT_RENDER_PNG_INTERNAL_H
#define LAYOUT_RENDER_PNG_INTERNAL_H
// Shared by the codec's C files; not part of the module's interface.
#include <stddef.h>
#include <stdint.h>
#include "png_codec.h"

/// Copies `text` into `message` (at most `capacity` bytes, always NUL-terminated); nothing when
/// `message` is NULL or `capacity` is 0.
void lr_copy_message(char *message, size_t capacity, const char *text);

/// Grows `out` to hold `more` bytes after its count; 0 when memory runs out.
int lr_reserve(lr_png_buffer *out, size_t more);

/// Writes `v` big-endian into p[0..3].
void lr_be(uint8_t *p, uint32_t v);

/// Appends a chunk: length, type, data, CRC-32 of type and data; 0 when memory runs out.
int lr_chunk(lr_png_buffer *out, const char *type, const uint8_t *data, size_t length);

#endif
