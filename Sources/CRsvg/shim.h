#ifndef CRSVG_SHIM_H
#define CRSVG_SHIM_H

#include <librsvg/rsvg.h>

#endif
