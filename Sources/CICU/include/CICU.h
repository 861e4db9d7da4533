// ICU's bidi levels and line breaks behind unversioned C names (see each header).
#include "lr_bidi.h"
#include "lr_linebreak.h"
