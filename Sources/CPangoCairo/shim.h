#ifndef CPANGOCAIRO_SHIM_H
#define CPANGOCAIRO_SHIM_H

#include <pango/pangocairo.h>

/// PANGO_SCALE is a macro; Swift cannot import it as a value.
static inline int CPangoCairo_scale(void) { return PANGO_SCALE; }

/// g_object_unref takes a gpointer; this keeps the cast on the C side.
static inline void CPangoCairo_unref(void *object) { g_object_unref(object); }

#endif
