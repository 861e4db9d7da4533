// FreeType (outlines, metrics) and fontconfig (finding font files by family and weight).
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_TRUETYPE_TABLES_H
#include FT_SIZES_H
#include FT_MULTIPLE_MASTERS_H
#include <fontconfig/fontconfig.h>

/// FreeType's own words for an error code (fterrdef.h), or NULL for a code it does not define:
/// Debian's FreeType is built without FT_CONFIG_OPTION_ERROR_STRINGS, so FT_Error_String returns
/// NULL; this is fterrors.h's documented way to build the table ("#undef FTERRORS_H_ ...").
static inline const char *lr_ft_error_string(FT_Error code) {
#undef FTERRORS_H_
#define FT_ERROR_START_LIST switch (code) {
#define FT_ERRORDEF(e, v, s) case v: return s;
#define FT_ERROR_END_LIST default: return NULL; }
#include FT_ERRORS_H
}
