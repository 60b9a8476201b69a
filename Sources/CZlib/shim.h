#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H

#include <zlib.h>

/// deflateInit2 for a raw deflate stream (no zlib header or checksum) with a
/// 32 KiB window, at `level` with `strategy`; deflateInit2 is a macro.
static inline int CZlib_deflateInitRaw(z_streamp stream, int level,
                                       int strategy) {
  return deflateInit2(stream, level, Z_DEFLATED, -15, 8, strategy);
}

/// inflateInit for a zlib stream; inflateInit is a macro.
static inline int CZlib_inflateInit(z_streamp stream) {
  return inflateInit(stream);
}

#endif
