import ArgumentParser
import Foundation

/// `canvas previews PACKAGE`: builds a Swift package and draws every
/// SwiftUI preview in it (each `#Preview` and each `PreviewProvider`'s
/// views) to PNG at a device's size, light and dark, with an HTML page of
/// them: Xcode's canvas for a whole package, in CI.
struct Previews: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Build a package and draw every SwiftUI preview in it to PNG, light and dark, with an HTML gallery.",
    discussion: """
      The package must depend on CollectionCanvas (its SwiftUI product, as on \
      Linux it stands for Apple's). Its manifest is left untouched: a copy of \
      it in .build/canvas-previews adds one small program that depends on \
      every library target of the package, and that program finds the \
      previews compiled into it and draws them. The first build compiles \
      the package's dependencies again for that copy; later ones are \
      incremental.
      """
  )

  @Argument(help: "The package's folder.")
  var package: String = "."

  @Option(help: "The folder the gallery is written to.")
  var output: String = "previews"

  @Option(
    help:
      "The device previews of a screen are drawn on, by Xcode's name or swift-snapshot-testing's ('iPhone 13', 'iPadPro11')."
  )
  var device: String = "iPhone 13"

  @Option(help: "Pixels per point, 1 to 4.")
  var scale: Int = 3

  @Option(help: "light, dark or both.")
  var scheme: String = "both"

  func validate() throws {
    guard (1...4).contains(scale) else {
      throw ValidationError("--scale must be from 1 to 4, not \(scale)")
    }
    guard ["light", "dark", "both"].contains(scheme) else {
      throw ValidationError(
        "--scheme must be light, dark or both, not '\(scheme)'")
    }
    let manifest = URL(fileURLWithPath: package)
      .appendingPathComponent("Package.swift")
    guard FileManager.default.fileExists(atPath: manifest.path) else {
      throw ValidationError("'\(package)' has no Package.swift")
    }
  }

  func run() throws {
    let root = URL(fileURLWithPath: package).standardizedFileURL
    let description = try PreviewPackage.describe(root)
    let scratch = root.appendingPathComponent(".build/canvas-previews")
    try PreviewPackage.write(description, of: root, to: scratch)
    let build = try PreviewPackage.run(
      "swift",
      [
        "build", "--package-path", scratch.path, "--product",
        PreviewPackage.runner,
      ])
    guard build == 0 else {
      throw CanvasFailure(
        "canvas previews: the package did not build (swift build exited \(build))"
      )
    }
    let status = try PreviewPackage.run(
      scratch.appendingPathComponent(".build/debug/\(PreviewPackage.runner)")
        .path,
      [
        "--output", URL(fileURLWithPath: output).standardizedFileURL.path,
        "--device", device, "--scale", "\(scale)", "--scheme", scheme,
        "--title", "\(description.name) previews",
      ], quiet: false)
    guard status == 0 else { throw ExitCode(status) }
  }
}

/// The copy of a package's manifest that adds the program drawing its
/// previews.
enum PreviewPackage {
  /// The added program's name.
  static let runner = "CanvasPreviewsRunner"

  /// What `swift package dump-package` says of the package: its name, its
  /// library targets, and the identity of its CollectionCanvas
  /// dependency.
  struct Description: Equatable {
    var name: String
    var libraryTargets: [String]
    var canvasIdentity: String
  }

  /// The package at `root`, described by SwiftPM.
  static func describe(_ root: URL) throws -> Description {
    let pipe = Pipe()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "package", "dump-package", "--package-path", root.path,
    ]
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CanvasFailure(
        "canvas previews: \(root.path)/Package.swift could not be read (swift package dump-package exited \(process.terminationStatus))"
      )
    }
    return try describe(dump: data, at: root)
  }

  /// The package described by `dump`, `swift package dump-package`'s JSON.
  static func describe(dump: Data, at root: URL) throws -> Description {
    struct Dump: Decodable {
      struct Target: Decodable {
        var name: String
        var type: String
      }
      struct Dependency: Decodable {
        struct Place: Decodable { var identity: String }
        var fileSystem: [Place]?
        var sourceControl: [Place]?
      }
      var name: String
      var targets: [Target]
      var dependencies: [Dependency]
    }
    let decoded = try JSONDecoder().decode(Dump.self, from: dump)
    let identities = decoded.dependencies.flatMap {
      ($0.fileSystem ?? []) + ($0.sourceControl ?? [])
    }.map(\.identity)
    guard let canvas = identities.first(where: { $0 == "collectioncanvas" })
    else {
      throw CanvasFailure(
        "canvas previews: \(root.path)/Package.swift: 'dependencies' has no CollectionCanvas; add .package(url: \"https://github.com/…/CollectionCanvas\", …) and its SwiftUI product"
      )
    }
    let libraries = decoded.targets.filter { $0.type == "regular" }.map(\.name)
    guard !libraries.isEmpty else {
      throw CanvasFailure(
        "canvas previews: \(root.path)/Package.swift: 'targets' has no library target to find previews in"
      )
    }
    return Description(
      name: decoded.name, libraryTargets: libraries, canvasIdentity: canvas)
  }

  /// `manifest` with every relative `.package(path:)` made absolute from
  /// `root`, and the runner added: an executable target depending on the
  /// package's libraries and CollectionCanvas's SwiftUI.
  static func manifest(
    _ manifest: String, root: URL, description: Description
  ) -> String {
    guard
      let pattern = try? NSRegularExpression(
        pattern:
          #"(\.package\s*\(\s*(?:name:\s*"[^"]*"\s*,\s*)?path:\s*")([^"/][^"]*)(")"#
      )
    else { return manifest }
    var text = manifest
    for match in pattern.matches(
      in: manifest, range: NSRange(manifest.startIndex..., in: manifest)
    ).reversed() {
      guard let range = Range(match.range(at: 2), in: text) else { continue }
      let absolute = root.appendingPathComponent(String(text[range]))
        .standardizedFileURL.path
      text.replaceSubrange(range, with: absolute)
    }
    let dependencies =
      description.libraryTargets.map { "\"\($0)\"" }
      + [
        ".product(name: \"SwiftUI\", package: \"\(description.canvasIdentity)\")"
      ]
    return text + """

      // Added by `canvas previews`: the program that draws the previews.
      package.targets.append(
        .executableTarget(
          name: "\(runner)",
          dependencies: [\(dependencies.joined(separator: ", "))],
          path: "\(runner)"
        )
      )

      """
  }

  /// The runner's one file: every preview compiled into it, drawn.
  static let main = """
    // Added by `canvas previews`.
    import Foundation
    import SwiftUI

    exit(PreviewGallery.main(CommandLine.arguments))

    """

  /// Writes the copy at `scratch`: the manifest, the runner, the resolved
  /// versions, and a link to each other entry of the package.
  static func write(_ description: Description, of root: URL, to scratch: URL)
    throws
  {
    let files = FileManager.default
    try files.createDirectory(
      at: scratch.appendingPathComponent(runner),
      withIntermediateDirectories: true)
    let original = try String(
      contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    try update(
      scratch.appendingPathComponent("Package.swift"),
      manifest(original, root: root, description: description))
    try update(scratch.appendingPathComponent("\(runner)/main.swift"), main)
    let skipped: Set<String> = [".build", ".swiftpm", ".git", "Package.swift"]
    for entry in try files.contentsOfDirectory(atPath: root.path)
    where !skipped.contains(entry) && !entry.hasPrefix("Package@") {
      let link = scratch.appendingPathComponent(entry)
      let target = root.appendingPathComponent(entry)
      if entry == "Package.resolved" {
        try? files.removeItem(at: link)
        try files.copyItem(at: target, to: link)
      } else if (try? files.destinationOfSymbolicLink(atPath: link.path))
        != target.path
      {
        try? files.removeItem(at: link)
        try files.createSymbolicLink(at: link, withDestinationURL: target)
      }
    }
  }

  /// Writes `text` to `url` unless it holds it already, so an unchanged
  /// copy builds incrementally.
  private static func update(_ url: URL, _ text: String) throws {
    if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
    try Data(text.utf8).write(to: url, options: .atomic)
  }

  /// Runs `command` with `arguments`, its output on standard error (or
  /// standard output when not `quiet`), and returns its exit status.
  static func run(_ command: String, _ arguments: [String], quiet: Bool = true)
    throws -> Int32
  {
    let process = Process()
    if command.hasPrefix("/") {
      process.executableURL = URL(fileURLWithPath: command)
      process.arguments = arguments
    } else {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [command] + arguments
    }
    if quiet { process.standardOutput = FileHandle.standardError }
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}
