// cairo, for PDF output only: its PDF surface writes vector pages with embedded font subsets,
// and its FreeType font faces draw our own glyph positions from the font files we shaped with.
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-ft.h>
