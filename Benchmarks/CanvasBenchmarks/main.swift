import Foundation

// `make bench`: medians from one run; the machine is noisy, so compare
// figures from the same run only.
let runs = Int(ProcessInfo.processInfo.environment["BENCH_RUNS"] ?? "") ?? 9
print("CollectionCanvas benchmarks (medians; \(runs) runs where repeated)")
LayoutBenchmarks.run()
TextBenchmarks.run()
do {
  try RenderBenchmarks.run(
    baseline: ProcessInfo.processInfo.environment["BASELINE_BIN"], runs: runs)
} catch {
  print("render benchmark failed: \(error)")
  exit(1)
}
