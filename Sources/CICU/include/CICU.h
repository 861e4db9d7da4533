// ICU's bidi levels and line breaks behind unversioned C names (see each header).
#include "bidi.h"
#include "linebreak.h"
