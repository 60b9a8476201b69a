import Foundation

// `make bench`: medians from one run; the machine is noisy, so compare
// figures from the same run only.
let environment = ProcessInfo.processInfo.environment
let runs = Int(environment["BENCH_RUNS"] ?? "") ?? 9
print("CollectionCanvas benchmarks (medians; \(runs) runs where repeated)")
// Whole processes first: a child's peak memory counts the memory its parent
// had when it was spawned, which is least before the in-process benchmarks.
if let canvas = environment["CANVAS_BIN"],
  let baseline = environment["BASELINE_BIN"]
{
  do {
    try ProcessBenchmarks.run(
      canvas: canvas, baseline: baseline,
      samples: environment["SAMPLES_DIR"] ?? "samples", runs: max(5, runs))
  } catch {
    print("process benchmark failed: \(error)")
    exit(1)
  }
} else {
  print("(no whole-process comparison: set CANVAS_BIN and BASELINE_BIN)")
}
// `BENCH_ONLY=uikit` or `layout` runs one group, for profiling.
switch environment["BENCH_ONLY"] {
case "uikit":
  UIKitBenchmarks.run()
  exit(0)
case "layout":
  LayoutBenchmarks.run()
  exit(0)
default:
  break
}
LayoutBenchmarks.run()
UIKitBenchmarks.run()
TextBenchmarks.run()
do {
  try RenderBenchmarks.run(baseline: environment["BASELINE_BIN"], runs: runs)
} catch {
  print("render benchmark failed: \(error)")
  exit(1)
}
