#!/usr/bin/env bash
# Builds the benchmarks, the canvas tool as it is installed (release, static
# Swift standard library), the C baseline and the launcher that times each
# whole process, then runs them.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product CanvasBenchmarks
swift build -c release --product canvas --static-swift-stdlib --scratch-path .build/static
bin="$(swift build -c release --show-bin-path)"
canvas="$(swift build -c release --static-swift-stdlib --scratch-path .build/static --show-bin-path)/canvas"
baseline="$bin/canvas-baseline"
launch="$bin/canvas-launch"
cc -O2 -o "$baseline" Benchmarks/baseline/baseline.c $(pkg-config --cflags --libs pangocairo libpng)
cc -O2 -o "$launch" Benchmarks/baseline/launch.c
CANVAS_BIN="$canvas" BASELINE_BIN="$baseline" LAUNCH_BIN="$launch" SAMPLES_DIR=samples "$bin/CanvasBenchmarks"
