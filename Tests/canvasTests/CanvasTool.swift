import Foundation

/// Runs the built `canvas` binary: `$CANVAS_BIN`, or the debug build beside
/// the package.
struct CanvasTool {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static var binary: URL {
    if let path = ProcessInfo.processInfo.environment["CANVAS_BIN"] {
      return URL(fileURLWithPath: path)
    }
    return packageRoot.appendingPathComponent(".build/debug/canvas")
  }

  struct Result {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// Runs `canvas` with `arguments` and waits for it.
  static func run(
    _ arguments: [String], in folder: URL? = nil, program: String? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = program.map(URL.init(fileURLWithPath:)) ?? binary
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Both pipes are drained at once: a process that fills one while the
    // other is read to its end would wait for ever.
    nonisolated(unsafe) var errorData = Data()
    let drained = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      errorData = error.fileHandleForReading.readDataToEndOfFile()
      drained.signal()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    drained.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self)
    )
  }

  /// A new empty folder under the temporary directory.
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("canvas-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder, withIntermediateDirectories: true)
    return folder
  }
}
