// FreeType (outlines, metrics) and fontconfig (finding font files by family and weight).
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_TRUETYPE_TABLES_H
#include FT_SIZES_H
#include FT_MULTIPLE_MASTERS_H
#include <fontconfig/fontconfig.h>
