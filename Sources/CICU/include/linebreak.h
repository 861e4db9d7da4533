#ifndef LR_LINEBREAK_H
#define LR_LINEBREAK_H
#include <stdint.h>

/// Line-break opportunities from ICU's UAX #14 break iterator (root locale), whose dictionaries find
/// the word boundaries of Thai, Lao, Khmer and Myanmar text, written without spaces.

/// Writes the UTF-16 offsets strictly inside `text` where ICU allows a line break into `breaks` (at most
/// `capacity`, ascending) and returns how many it found, or -1 when ICU reports an error.
int32_t lr_line_breaks(const uint16_t *text, int32_t length, int32_t *breaks, int32_t capacity);

#endif
