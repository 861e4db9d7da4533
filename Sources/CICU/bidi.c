#include "bidi.h"
#include <string.h>
#include <unicode/ubidi.h>

int lr_bidi_levels(const uint16_t *text, int32_t length, int direction, uint8_t *levels) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status) || bidi == NULL) return -1;
    UBiDiLevel paragraphLevel = direction == LR_BIDI_AUTO ? UBIDI_DEFAULT_LTR : (UBiDiLevel)direction;
    ubidi_setPara(bidi, (const UChar *)text, length, paragraphLevel, NULL, &status);
    if (U_FAILURE(status)) { ubidi_close(bidi); return -1; }
    const UBiDiLevel *computed = ubidi_getLevels(bidi, &status);
    if (U_FAILURE(status) || computed == NULL) { ubidi_close(bidi); return -1; }
    memcpy(levels, computed, (size_t)length);
    int result = ubidi_getParaLevel(bidi) & 1;
    ubidi_close(bidi);
    return result;
}
