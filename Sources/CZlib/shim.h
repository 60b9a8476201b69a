#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H

#include <zlib.h>

/// deflateInit is a macro; Swift cannot import it.
static inline int CZlib_deflateInit(z_streamp stream, int level) {
  return deflateInit(stream, level);
}

#endif
