import Foundation

/// Times code and reports medians, which a noisy machine disturbs least.
enum Stopwatch {
  /// Seconds since an arbitrary start, from the monotonic clock.
  static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }

  /// The median of `runs` timings of `body`, in seconds.
  static func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
      let start = now()
      try body()
      times.append(now() - start)
    }
    return median(of: times)
  }

  /// The median of `values`.
  static func median(of values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1
      ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// A duration in the most readable unit.
  static func format(_ seconds: Double) -> String {
    switch seconds {
    case ..<1e-6: String(format: "%.0f ns", seconds * 1e9)
    case ..<1e-3: String(format: "%.2f µs", seconds * 1e6)
    case ..<1: String(format: "%.2f ms", seconds * 1e3)
    default: String(format: "%.2f s", seconds)
    }
  }
}
