// rlottie (Samsung): parses Lottie JSON and renders a frame into an ARGB32 premultiplied buffer.
#include <rlottie_capi.h>
