import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Runs a command as a whole process and reports what the kernel counted:
/// the wall time from spawn to exit and the peak resident memory.
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

  /// Runs `arguments` (the program first) with its output thrown away.
  static func run(_ arguments: [String]) throws -> Run {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let cArguments = arguments.map { strdup($0) } + [nil]
    defer { for argument in cArguments { free(argument) } }
    var pid = pid_t()
    let start = Stopwatch.now()
    let spawned = posix_spawn(
      &pid, arguments[0], &actions, nil, cArguments, environ)
    guard spawned == 0 else {
      throw Failure(
        description: "\(arguments[0]): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid else {
      throw Failure(description: "\(arguments[0]): wait failed")
    }
    let seconds = Stopwatch.now() - start
    guard status == 0 else {
      throw Failure(
        description: "\(arguments.joined(separator: " ")) exited with \(status)"
      )
    }
    return Run(seconds: seconds, peakKiB: usage.ru_maxrss)
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
