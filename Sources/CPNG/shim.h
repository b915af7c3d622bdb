// libpng's simplified read API, for VitrineImages only.
#include <png.h>

// PNG_FORMAT_RGBA is a macro of macros, which Swift cannot import.
static const png_uint_32 CPNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
