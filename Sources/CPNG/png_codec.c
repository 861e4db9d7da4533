#include "png_codec.h"
