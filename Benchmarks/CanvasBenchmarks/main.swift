import Foundation

// `make bench`: medians from one run; the machine is noisy, so compare
// figures from the same run only.
let environment = ProcessInfo.processInfo.environment
let runs = Int(environment["BENCH_RUNS"] ?? "") ?? 9
print("CollectionCanvas benchmarks (medians; \(runs) runs where repeated)")
// Whole processes first, each started by a small launcher (`LAUNCH_BIN`)
// so that its peak memory is its own (see `ProcessTimer`).
if let canvas = environment["CANVAS_BIN"],
  let baseline = environment["BASELINE_BIN"], ProcessTimer.launcher != nil
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
  print(
    "(no whole-process comparison: set CANVAS_BIN, BASELINE_BIN and LAUNCH_BIN)"
  )
}
// `BENCH_ONLY=uikit`, `layout`, `solver`, `autolayout`, `screens`,
// `suite`, `swiftui`, `previews`, `text` or `chart` runs
// one group, for profiling.
switch environment["BENCH_ONLY"] {
case "uikit":
  UIKitBenchmarks.run()
  exit(0)
case "layout":
  LayoutBenchmarks.run()
  exit(0)
case "solver":
  SolverBenchmarks.run(runs: runs)
  exit(0)
case "autolayout":
  AutoLayoutBenchmarks.run(runs: runs)
  exit(0)
case "screens":
  ScreenBenchmarks.run(runs: runs)
  exit(0)
case "suite":
  SuiteBenchmarks.run()
  exit(0)
case "swiftui":
  SwiftUIBenchmarks.run(runs: runs)
  exit(0)
case "previews":
  PreviewBenchmarks.run(runs: runs)
  exit(0)
case "text":
  TextBenchmarks.run()
  exit(0)
case "chart":
  do {
    try ChartBenchmarks.run(baseline: environment["BASELINE_BIN"], runs: runs)
  } catch {
    print("chart benchmark failed: \(error)")
    exit(1)
  }
  exit(0)
default:
  break
}
LayoutBenchmarks.run()
UIKitBenchmarks.run()
SolverBenchmarks.run(runs: runs)
AutoLayoutBenchmarks.run(runs: runs)
ScreenBenchmarks.run(runs: runs)
SuiteBenchmarks.run()
SwiftUIBenchmarks.run(runs: runs)
PreviewBenchmarks.run(runs: runs)
TextBenchmarks.run()
do {
  try ChartBenchmarks.run(baseline: environment["BASELINE_BIN"], runs: runs)
  try RenderBenchmarks.run(baseline: environment["BASELINE_BIN"], runs: runs)
} catch {
  print("render benchmark failed: \(error)")
  exit(1)
}
