import Foundation
import PackagePlugin

/// `swift package render-specs [SPEC-OR-FOLDER...] [--out DIR] [canvas render options]`:
/// renders a package's specs with this package's `canvas`.
///
/// With no spec or folder it renders the package's `specs` folder; with no
/// `--out` it writes into `rendered`. Every other option goes to
/// `canvas render` as it is (`--format png,svg`, `--scale 3`, ...).
@main
struct RenderSpecs: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws
  {
    let canvas = try context.tool(named: "canvas")
    let root = context.package.directoryURL
    var arguments = arguments
    // SwiftPM passes its own --target and --product through; they name no
    // spec.
    for option in ["--target", "--product"] {
      while let index = arguments.firstIndex(of: option) {
        arguments.removeSubrange(index...min(index + 1, arguments.count - 1))
      }
    }
    let takesValue = Set([
      "--out", "--format", "--scale", "--theme", "--jobs", "--shard",
      "--device",
      "--offsets", "--animate", "--limits",
    ])
    var inputs: [String] = []
    var options: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument.hasPrefix("-") {
        options.append(argument)
        if takesValue.contains(argument), index + 1 < arguments.count {
          options.append(arguments[index + 1])
          index += 1
        }
      } else {
        inputs.append(argument)
      }
      index += 1
    }
    if inputs.isEmpty { inputs = ["specs"] }
    if !options.contains(where: { $0 == "--out" || $0.hasPrefix("--out=") }) {
      options += ["--out", "rendered"]
    }
    let process = Process()
    process.executableURL = canvas.url
    process.arguments = ["render"] + inputs + options
    process.currentDirectoryURL = root
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0
    else {
      Diagnostics.error(
        "canvas render \((inputs + options).joined(separator: " ")) failed with status \(process.terminationStatus)"
      )
      throw RenderFailure()
    }
  }
}

/// `canvas render` failed; it said why on standard error.
struct RenderFailure: Error, CustomStringConvertible {
  var description: String { "canvas render failed" }
}
