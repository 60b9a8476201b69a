import ArgumentParser
import CanvasRendering
import CanvasSpec
import Dispatch
import Foundation
import Synchronization

/// `canvas render`: draws every spec into the output folder.
struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Render spec files (or folders of them) to PNG, SVG, PDF and layout JSON.",
    discussion: """
      Each spec writes <name>@<scale>x.png, <name>.svg, <name>.outlined.svg, \
      <name>.pdf and <name>.layout.json, as --format asks. A spec with a problem \
      writes nothing and is reported with its file, line and key; the others \
      still render, and the exit code is 1.
      """
  )

  @Argument(help: "Spec files (.yaml, .yml, .json) or folders holding them.")
  var specs: [String]

  @Option(name: .shortAndLong, help: "The folder to write into.")
  var out = "output"

  @Option(
    help:
      "Comma-separated formats: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ","))."
  )
  var format = "png"

  @Option(
    help: "Pixels per point for PNG (1, 2 or 3); the spec's own by default.")
  var scale: Int?

  @Option(
    help:
      "The theme: \(Theme.all.map(\.name).joined(separator: ", ")); the spec's own by default."
  )
  var theme: String?

  @Option(
    help: "How many specs to render at once; the number of cores by default.")
  var jobs = ProcessInfo.processInfo.activeProcessorCount

  @Flag(
    help:
      "Fail a spec that names a font family fontconfig does not have, instead of warning."
  )
  var strictFonts = false

  @Flag(
    help:
      "Flush each file to the disk before it replaces the old one (slower; for file systems that may write a rename before the data it renames)."
  )
  var sync = false

  @Option(
    help: ArgumentHelp(
      "Override limits: \(SpecLimits.names.joined(separator: ", ")), as name=value,...",
      valueName: "limits"))
  var limits: String?

  @Option(
    help: ArgumentHelp(
      "Render only slice K of N (K from 1): specs sorted by file name, every Nth from the Kth.",
      valueName: "K/N"))
  var shard: String?

  @Flag(
    help:
      "Draw only what the viewport shows at canvas.contentOffset, in a device frame."
  )
  var viewport = false

  @Option(
    help:
      "The device for --viewport: \(DevicePreset.sizes.map(\.name).joined(separator: ", ")), or WIDTHxHEIGHT."
  )
  var device: String?

  @Option(
    help:
      "Comma-separated offsets along the scroll axis to draw side by side, as viewports."
  )
  var offsets: String?

  @Option(
    help:
      "Draw the spec's updates as a strip of this many frames, and each frame as a PNG."
  )
  var animate: Int?

  func validate() throws {
    if let scale, !(1...3).contains(scale) {
      throw ValidationError("--scale must be 1, 2 or 3")
    }
    if let theme, Theme.named(theme) == nil {
      throw ValidationError(
        "unknown theme '\(theme)'; known: \(Theme.all.map(\.name).joined(separator: ", "))"
      )
    }
    guard !out.isEmpty else {
      throw ValidationError("--out needs a folder; give '.' for this one")
    }
    guard !(try formats()).isEmpty else {
      throw ValidationError(
        "--format needs at least one of: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))"
      )
    }
    guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
    if let device, DevicePreset.size(named: device) == nil {
      throw ValidationError(
        "unknown device '\(device)'; give WIDTHxHEIGHT or one of: "
          + DevicePreset.sizes.map(\.name).joined(separator: ", "))
    }
    _ = try offsetValues()
    _ = try shardSlice()
    _ = try parsedLimits()
    if let animate, !(2...30).contains(animate) {
      throw ValidationError("--animate takes 2 to 30 frames")
    }
  }

  private func parsedLimits() throws -> SpecLimits {
    guard let limits else { return SpecLimits() }
    do {
      return try SpecLimits(parsing: limits)
    } catch {
      throw ValidationError("--limits: \(error)")
    }
  }

  /// `--shard K/N` as (K − 1, N).
  private func shardSlice() throws -> (index: Int, count: Int)? {
    guard let shard else { return nil }
    let parts = shard.split(separator: "/")
    guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]),
      n >= 1, (1...n).contains(k)
    else {
      throw ValidationError("--shard takes K/N with 1 ≤ K ≤ N, such as 2/4")
    }
    return (k - 1, n)
  }

  /// The specs of a shard: sorted by file name, every Nth from the Kth, so
  /// N shards cover every spec exactly once whatever machine runs them.
  static func slice(_ urls: [URL], index: Int, count: Int) -> [URL] {
    urls.sorted {
      ($0.lastPathComponent, $0.path) < ($1.lastPathComponent, $1.path)
    }
    .enumerated().filter { $0.offset % count == index }.map(\.element)
  }

  private func offsetValues() throws -> [CGFloat]? {
    guard let offsets else { return nil }
    return try offsets.split(separator: ",").map { text in
      guard let value = Double(text.trimmingCharacters(in: .whitespaces)),
        value.isFinite
      else {
        throw ValidationError(
          "--offsets takes numbers separated by commas, such as 0,300,600")
      }
      return CGFloat(value)
    }
  }

  /// The command line's changes to each spec's own presentation.
  private func presentationOverrides() throws
    -> @Sendable (Presentation) -> Presentation
  {
    let viewport = self.viewport
    let device = self.device.flatMap(DevicePreset.size(named:))
    let offsets = try offsetValues()
    let animate = self.animate
    return { original in
      var presentation = original
      if viewport { presentation.viewport = true }
      if let device {
        presentation.device = device
        presentation.viewport = true
      }
      if let offsets { presentation.offsets = offsets }
      if let animate { presentation.animationFrames = animate }
      return presentation
    }
  }

  private func formats() throws -> [OutputFormat] {
    try format.split(separator: ",", omittingEmptySubsequences: false).map {
      name in
      guard
        let format = OutputFormat(
          rawValue: String(name.trimmingCharacters(in: .whitespaces)))
      else {
        throw ValidationError(
          "unknown format '\(name)'; known: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))"
        )
      }
      return format
    }
  }

  func run() throws {
    AtomicFile.installInterruptCleanup()
    defer { AtomicFile.waitIfInterrupted() }
    let urls: [URL]
    do {
      urls = try SpecFiles.find(in: specs).sliced(by: shardSlice())
    } catch {
      printError("error: \(error)")
      throw ExitCode.failure
    }
    let folder = URL(fileURLWithPath: out)
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true)
    } catch {
      printError(
        "error: cannot create the output folder \(out): \(error.localizedDescription)"
      )
      throw ExitCode.failure
    }
    var renderer = SpecRenderer(
      formats: try formats(),
      scale: scale,
      theme: theme.flatMap(Theme.named),
      outputFolder: folder,
      presentation: try presentationOverrides(),
      limits: try parsedLimits(),
      strictFonts: strictFonts,
      synchronizes: sync,
      inputs: Set(urls.map(\.standardizedFileURL.path))
    )
    renderer.conflicts = renderer.conflicts(among: urls)
    renderer.showsProgress = RenderProgress.isWanted(specs: urls.count)
    let failures = renderAll(urls, with: renderer)
    if !failures.isEmpty {
      if urls.count > 1 {
        printError("\(failures.count) of \(urls.count) specs failed:")
        for failure in failures { printError("  \(failure)") }
      }
      throw ExitCode.failure
    }
  }

  /// Renders every spec, `jobs` at a time, and returns the failures in the
  /// order of the specs.
  private func renderAll(_ urls: [URL], with renderer: SpecRenderer) -> [String]
  {
    struct Progress {
      var done = 0
      var failures: [Int: String] = [:]
    }
    let progress = Mutex(Progress())
    let total = urls.count
    let next = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: min(jobs, max(1, total))) { _ in
      while true {
        let index = next.withLock { value -> Int in
          defer { value += 1 }
          return value
        }
        guard index < total, !AtomicFile.isInterrupted else { return }
        let url = urls[index]
        var failure: String?
        do {
          _ = try renderer.render(url)
        } catch {
          failure = "\(error)"
        }
        progress.withLock { state in
          state.done += 1
          if let failure {
            state.failures[index] = failure
            printError(failure)
          }
          if total > 1 {
            let verb = failure == nil ? "rendered" : "failed"
            printError(
              "[\(state.done)/\(total)] \(verb) \(url.lastPathComponent)")
          }
        }
      }
    }
    return progress.withLock { state in
      state.failures.sorted { $0.key < $1.key }.map(\.value)
    }
  }
}

/// Writes a line to standard error.
func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}

extension [URL] {
  /// The specs of a shard, or all of them.
  fileprivate func sliced(by shard: (index: Int, count: Int)?) -> [URL] {
    guard let shard else { return self }
    return Render.slice(self, index: shard.index, count: shard.count)
  }
}
