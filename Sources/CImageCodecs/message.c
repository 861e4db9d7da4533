#include "codecs_internal.h"
#include <string.h>

void lr_image_message(char *message, size_t capacity, const char *text) {
    if (message == NULL || capacity == 0) return;
    size_t n = strlen(text);
    if (n >= capacity) n = capacity - 1;
    memcpy(message, text, n);
    message[n] = 0;
}
