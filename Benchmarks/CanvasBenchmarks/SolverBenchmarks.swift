import Foundation
import LayoutConstraints

/// The constraint solver on systems shaped like screens, a long chain and
/// a run of edits.
///
/// kiwisolver runs beside it on the same systems when it is installed (`pip install kiwisolver`; `Benchmarks/kiwi/kiwi_bench.py`
/// builds them with the same formulas). Kiwi's figures include Python's
/// call overhead, as they do for anyone who uses it.
enum SolverBenchmarks {
  static func run(runs: Int) {
    let pinned = ProcessInfo.processInfo.environment["BENCH_PINNED"] != nil
    if !pinned, let output = pinnedRun() {
      print(output, terminator: "")
      return
    }
    print(
      "\nConstraint solver (medians of \(runs) runs; kiwisolver beside it"
        + (pinned ? "; one core)" : ")"))
    compare(runs: runs)
  }

  /// The group's report from this program run again held on one core by
  /// `taskset`, the Kiwi script it starts too; `nil` without `taskset`.
  ///
  /// Unheld, either side ran small systems up to half slower in one
  /// process than in the next on this machine, so their ratio swung from
  /// 0.5 to 1.4; held from the start, both are steady.
  static func pinnedRun() -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "taskset", "-c", "0",
      URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path,
    ]
    var environment = ProcessInfo.processInfo.environment
    for name in ["CANVAS_BIN", "BASELINE_BIN", "LAUNCH_BIN"] {
      environment[name] = nil
    }
    environment["BENCH_ONLY"] = "solver"
    environment["BENCH_PINNED"] = "1"
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    guard process.terminationStatus == 0,
      let start = text.range(of: "\nConstraint solver")
    else { return nil }
    return String(text[start.lowerBound...])
  }

  private static func compare(runs: Int) {
    let kiwi = kiwiFigures(runs: runs)
    func report(_ name: String, _ seconds: Double) {
      var line = "  \(name): \(Stopwatch.format(seconds))"
      if let theirs = kiwi[name] {
        line += String(
          format: "  kiwisolver %@  (%.2fx Kiwi's time)",
          Stopwatch.format(theirs), seconds / theirs)
      }
      print(line)
    }
    // Each system is built once untimed first (as the Kiwi script does),
    // so that the first run's page faults and allocator growth stay out.
    for size in [100, 1_000, 10_000] {
      _ = screen(size)
      report(
        "screen-\(size)",
        Stopwatch.median(runs: size < 10_000 ? runs : 3) { _ = screen(size) })
    }
    _ = chain(1_000)
    report("chain-1000", Stopwatch.median(runs: runs) { _ = chain(1_000) })
    report(
      "edits-1000",
      Stopwatch.median(of: (0..<runs).map { _ in edits(1_000) }))
  }

  /// Views of four variables, about 8 constraints a view, in columns
  /// under a root 1,000 wide.
  static func screen(_ constraints: Int) -> Solver {
    var solver = Solver()
    let width = Variable("rootWidth")
    add(&solver, Constraint(Expression(width), .equal, Expression(1_000)))
    var count = 0
    var index = 0
    var previous: (top: Variable, height: Variable)?
    while count < constraints {
      let left = Variable("l\(index)")
      let top = Variable("t\(index)")
      let w = Variable("w\(index)")
      let h = Variable("h\(index)")
      var made = [
        Constraint(Expression(left), .greaterThanOrEqual, Expression(0)),
        Constraint(
          Expression(left) + Expression(w), .lessThanOrEqual, Expression(width)),
        Constraint(
          Expression(w), .equal, Expression(Double(100 + (index % 7) * 10)),
          strength: Strength.strong),
        Constraint(
          Expression(h), .greaterThanOrEqual, Expression(Double(20 + index % 5))
        ),
        Constraint(
          Expression(h), .equal, Expression(44), strength: Strength.medium),
        Constraint(
          Expression(left), .equal, Expression(16), strength: Strength.weak),
      ]
      if let previous, index % 50 != 0 {
        made.append(
          Constraint(
            Expression(top), .equal,
            Expression(previous.top) + Expression(previous.height)
              + Expression(8)))
      } else {
        made.append(Constraint(Expression(top), .equal, Expression(0)))
      }
      made.append(
        Constraint(
          Expression(top), .lessThanOrEqual, Expression(100_000),
          strength: Strength.weak))
      for constraint in made { add(&solver, constraint) }
      count += made.count
      previous = (top, h)
      index += 1
    }
    solver.updateVariables()
    return solver
  }

  /// `length` required steps `x[i + 1] ≥ x[i] + 1`, each variable weakly
  /// at half its index: Kiwi's worst case among these shapes.
  static func chain(_ length: Int) -> (Solver, [Variable]) {
    var solver = Solver()
    let xs = (0...length).map { Variable("x\($0)") }
    add(
      &solver, Constraint(Expression(xs[0]), .greaterThanOrEqual, Expression(0))
    )
    for i in 0..<length {
      add(
        &solver,
        Constraint(
          Expression(xs[i + 1]), .greaterThanOrEqual,
          Expression(xs[i]) + Expression(1)))
    }
    for (i, x) in xs.enumerated() {
      add(
        &solver,
        Constraint(
          Expression(x), .equal, Expression(Double(i) * 0.5),
          strength: Strength.weak))
    }
    solver.updateVariables()
    return (solver, xs)
  }

  /// The seconds `count` suggested values of the head of a 100-step chain
  /// take, each followed by an update of the variables.
  static func edits(_ count: Int) -> Double {
    var (solver, xs) = chain(100)
    try? solver.addEditVariable(xs[0], strength: Strength.strong)
    let start = Stopwatch.now()
    for i in 0..<count {
      try? solver.suggestValue(Double(i % 200) * 1.5, for: xs[0])
      solver.updateVariables()
    }
    return Stopwatch.now() - start
  }

  private static func add(_ solver: inout Solver, _ constraint: Constraint) {
    do {
      try solver.addConstraint(constraint)
    } catch {
      print("solver benchmark: \(error)")
    }
  }

  /// kiwisolver's figures for the same systems, by name; none when Python
  /// or kiwisolver is not there.
  static func kiwiFigures(runs: Int) -> [String: Double] {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("kiwi/kiwi_bench.py")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, "\(runs)"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return [:] }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      print("  (kiwisolver not installed: pip install kiwisolver to compare)")
      return [:]
    }
    var figures: [String: Double] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      let parts = line.split(separator: " ")
      if parts.count == 2, let value = Double(parts[1]) {
        figures[String(parts[0])] = value
      }
    }
    return figures
  }
}
