import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Runs a command as a whole process and reports what the kernel counted:
/// the wall time from spawn to exit and the peak resident memory.
///
/// Each command is started by the small C program `launch`
/// (`Benchmarks/baseline/launch.c`, path in `LAUNCH_BIN`), not by this
/// process: a child's peak memory starts at what its parent held when it was
/// spawned, which here is tens of MiB of fonts, layouts and scenes, so every
/// command would have reported at least that.
enum ProcessTimer {
  /// One finished run.
  struct Run {
    /// Wall-clock seconds from spawn to exit.
    var seconds: Double
    /// The process's peak resident set, in KiB.
    var peakKiB: Int
  }

  /// What went wrong starting or running a command.
  struct Failure: Error, CustomStringConvertible {
    /// The command and what happened.
    var description: String
  }

  /// The launcher: `LAUNCH_BIN`.
  static let launcher = ProcessInfo.processInfo.environment["LAUNCH_BIN"]

  /// Runs `arguments` (the program first) through the launcher, its output
  /// thrown away, and reads back what the launcher measured.
  static func run(_ arguments: [String]) throws -> Run {
    guard let launcher else {
      throw Failure(description: "LAUNCH_BIN is not set")
    }
    var pipe: [Int32] = [0, 0]
    guard Glibc.pipe(&pipe) == 0 else {
      throw Failure(description: "pipe: \(String(cString: strerror(errno)))")
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipe[0])
    posix_spawn_file_actions_addclose(&actions, pipe[1])
    let cArguments = ([launcher] + arguments).map { strdup($0) } + [nil]
    defer { for argument in cArguments { free(argument) } }
    var pid = pid_t()
    let spawned = posix_spawn(
      &pid, launcher, &actions, nil, cArguments, environ)
    close(pipe[1])
    defer { close(pipe[0]) }
    guard spawned == 0 else {
      throw Failure(
        description: "\(launcher): \(String(cString: strerror(spawned)))")
    }
    var report: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 256)
    while true {
      let count = read(pipe[0], &chunk, chunk.count)
      if count <= 0 { break }
      report += chunk[0..<count]
    }
    var status: Int32 = 0
    guard waitpid(pid, &status, 0) == pid else {
      throw Failure(description: "\(arguments[0]): wait failed")
    }
    let fields = String(decoding: report, as: UTF8.self).split(separator: " ")
    guard status == 0, fields.count == 2,
      let seconds = Double(fields[0]),
      let peak = Int(fields[1].trimmingCharacters(in: .whitespacesAndNewlines))
    else {
      throw Failure(
        description: "\(arguments.joined(separator: " ")) exited with \(status)"
      )
    }
    return Run(seconds: seconds, peakKiB: peak)
  }

  /// Runs `a` and `b` in turn `runs` times after one warm-up each, so a
  /// drifting machine slows both alike.
  ///
  /// - Returns: Each command's median seconds and largest peak memory.
  static func paired(_ a: [String], _ b: [String], runs: Int) throws -> (
    a: Run, b: Run
  ) {
    _ = try run(a)
    _ = try run(b)
    var first: [Run] = []
    var second: [Run] = []
    for _ in 0..<runs {
      first.append(try run(a))
      second.append(try run(b))
    }
    return (summary(first), summary(second))
  }

  /// Times `command` `runs` times after one warm-up.
  static func alone(_ command: [String], runs: Int) throws -> Run {
    _ = try run(command)
    return summary(try (0..<runs).map { _ in try run(command) })
  }

  private static func summary(_ runs: [Run]) -> Run {
    Run(
      seconds: Stopwatch.median(of: runs.map(\.seconds)),
      peakKiB: runs.map(\.peakKiB).max() ?? 0)
  }
}
