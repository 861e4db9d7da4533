// librsvg (SVG icons) rendering into a cairo image surface.
#include <librsvg/rsvg.h>
#include <cairo.h>
