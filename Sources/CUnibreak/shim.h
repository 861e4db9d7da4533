// libunibreak: Unicode UAX #14 line breaking opportunities.
#include <linebreak.h>
