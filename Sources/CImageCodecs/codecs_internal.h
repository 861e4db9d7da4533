#ifndef LAYOUT_RENDER_IMAGE_CODECS_INTERNAL_H
#define LAYOUT_RENDER_IMAGE_CODECS_INTERNAL_H
// Shared by the codecs' C files; not part of the module's interface.
#include <stddef.h>

/// Copies `text` into `message` (at most `capacity` bytes, always NUL-terminated); nothing when
/// `message` is NULL or `capacity` is 0.
void lr_image_message(char *message, size_t capacity, const char *text);

#endif
