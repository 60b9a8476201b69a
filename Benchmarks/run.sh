#!/usr/bin/env bash
# Builds the benchmarks, the canvas tool in release mode and the C baseline,
# then runs them.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product CanvasBenchmarks
swift build -c release --product canvas
bin="$(swift build -c release --show-bin-path)"
baseline="$bin/canvas-baseline"
cc -O2 -o "$baseline" Benchmarks/baseline/baseline.c $(pkg-config --cflags --libs pangocairo libpng)
CANVAS_BIN="$bin/canvas" BASELINE_BIN="$baseline" SAMPLES_DIR=samples "$bin/CanvasBenchmarks"
