#ifndef LAYOUT_RENDER_PNG_CODEC_H
#define LAYOUT_RENDER_PNG_CODEC_H
// C side of PNG encoding and decoding over libpng's classic API; setjmp stays in this file.
#include <stddef.h>
#include <stdint.h>
#endif
