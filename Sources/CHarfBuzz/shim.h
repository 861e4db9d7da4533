// HarfBuzz shaping over FreeType faces.
#include <hb.h>
#include <hb-ft.h>
#include <hb-ot.h>
