#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H

#include <zlib.h>

/// deflateInit2 for a raw deflate stream (no zlib header or checksum) with a
/// 32 KiB window; deflateInit2 is a macro.
static inline int CZlib_deflateInitRaw(z_streamp stream, int level) {
  return deflateInit2(stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
}

/// inflateInit for a zlib stream; inflateInit is a macro.
static inline int CZlib_inflateInit(z_streamp stream) {
  return inflateInit(stream);
}

#endif
