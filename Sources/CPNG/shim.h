// libpng's simplified read API, and zlib (which libpng uses) to bound the work a PNG may ask for;
// for VitrineImages only.
#include <png.h>
#include <zlib.h>

// PNG_FORMAT_RGBA is a macro of macros, which Swift cannot import.
static const png_uint_32 CPNG_FORMAT_RGBA = PNG_FORMAT_RGBA;

// inflateInit is a macro (it passes the library's version and the stream's size).
static inline int cpng_inflate_init(z_stream *stream) { return inflateInit(stream); }
