#!/usr/bin/env bash
# Builds the benchmarks, the canvas tool as it is installed (release, static
# Swift standard library) and the C baseline, then runs them.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product CanvasBenchmarks
swift build -c release --product canvas --static-swift-stdlib --scratch-path .build/static
bin="$(swift build -c release --show-bin-path)"
canvas="$(swift build -c release --static-swift-stdlib --scratch-path .build/static --show-bin-path)/canvas"
baseline="$bin/canvas-baseline"
cc -O2 -o "$baseline" Benchmarks/baseline/baseline.c $(pkg-config --cflags --libs pangocairo libpng)
CANVAS_BIN="$canvas" BASELINE_BIN="$baseline" SAMPLES_DIR=samples "$bin/CanvasBenchmarks"
