#ifndef LR_BIDI_H
#define LR_BIDI_H
#include <stdint.h>

/// The Unicode Bidirectional Algorithm (UAX #9) through ICU's ubidi, behind plain C names: ICU's own
/// functions carry its version in their symbol names (ubidi_open_72 on Debian 12), which Swift cannot
/// reach through the header's renaming macros.

/// The paragraph direction given to `lr_bidi_levels`.
enum lr_bidi_direction { LR_BIDI_LTR = 0, LR_BIDI_RTL = 1, LR_BIDI_AUTO = 2 };

/// Writes the embedding level of each of the `length` UTF-16 units of `text` (one paragraph) into
/// `levels` and returns the paragraph level (0 left to right, 1 right to left); LR_BIDI_AUTO takes the
/// first strong character's direction, left to right when there is none (UAX #9 rules P2 and P3).
/// Returns -1 when ICU reports an error (the caller then keeps the text left to right).
int lr_bidi_levels(const uint16_t *text, int32_t length, int direction, uint8_t *levels);

#endif
