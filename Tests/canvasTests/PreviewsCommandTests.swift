import Foundation
import Testing

@testable import CanvasCommand

/// `canvas previews`: the copy of a package's manifest that adds the
/// program drawing its previews, and the messages for a package it cannot
/// draw.
@Suite struct PreviewsCommandTests {
  /// What SwiftPM's `dump-package` says of a package like the SwiftUI
  /// gallery example: one library, one test target, CollectionCanvas by a
  /// path and swift-snapshot-testing by a URL.
  static let dump = Data(
    #"""
    {"name": "Gallery",
     "targets": [{"name": "Gallery", "type": "regular"},
                 {"name": "Support", "type": "regular"},
                 {"name": "App", "type": "executable"},
                 {"name": "GalleryTests", "type": "test"}],
     "dependencies": [
       {"fileSystem": [{"identity": "collectioncanvas", "path": "/x/CollectionCanvas"}]},
       {"sourceControl": [{"identity": "swift-snapshot-testing"}]}]}
    """#.utf8)

  /// The runner depends on every library target (not the executable or
  /// the tests) and on CollectionCanvas's SwiftUI by its identity.
  @Test func theDescriptionListsTheLibrariesAndCollectionCanvas() throws {
    let root = URL(fileURLWithPath: "/work/Gallery")
    let description = try PreviewPackage.describe(dump: Self.dump, at: root)
    #expect(
      description
        == PreviewPackage.Description(
          name: "Gallery", libraryTargets: ["Gallery", "Support"],
          canvasIdentity: "collectioncanvas"))
  }

  /// The manifest is the package's own, its relative local dependencies
  /// made absolute (the copy lives elsewhere), with the runner appended
  /// to `package.targets`.
  @Test func theManifestCopyAddsTheRunner() throws {
    let root = URL(fileURLWithPath: "/work/Gallery")
    let description = try PreviewPackage.describe(dump: Self.dump, at: root)
    let original = """
      let package = Package(
        name: "Gallery",
        dependencies: [
          .package(path: "../.."),
          .package(name: "Kit", path: "Vendor/Kit"),
          .package(path: "/opt/Abs"),
          .package(url: "https://example.com/a", from: "1.0.0"),
        ],
        targets: [.target(name: "Gallery", path: "Sources/Gallery")]
      )
      """
    let copy = PreviewPackage.manifest(
      original, root: root, description: description)
    #expect(copy.contains(#".package(path: "/"),"#))
    #expect(
      copy.contains(#".package(name: "Kit", path: "/work/Gallery/Vendor/Kit")"#)
    )
    #expect(copy.contains(#".package(path: "/opt/Abs")"#))
    // A target's own path stays relative: the copy links the package's
    // folders beside it.
    #expect(
      copy.contains(#".target(name: "Gallery", path: "Sources/Gallery")"#))
    #expect(
      copy.contains(
        #"dependencies: ["Gallery", "Support", .product(name: "SwiftUI", package: "collectioncanvas")]"#
      ))
    #expect(copy.hasPrefix("let package = Package(\n  name: \"Gallery\","))
  }

  /// A package that does not depend on CollectionCanvas is refused with a
  /// message naming its manifest and the key, and a non-zero exit; so is a
  /// folder with no manifest, and a scheme that is not one.
  @Test func aPackageWithoutCollectionCanvasIsRefused() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("canvas-previews-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Sources/Lone"),
      withIntermediateDirectories: true)
    try Data(
      """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(name: "Lone", targets: [.target(name: "Lone")])
      """.utf8
    ).write(to: folder.appendingPathComponent("Package.swift"))
    try Data("public let x = 1\n".utf8).write(
      to: folder.appendingPathComponent("Sources/Lone/Lone.swift"))
    let refused = try CanvasTool.run(["previews", folder.path])
    #expect(refused.status != 0)
    #expect(refused.standardError.contains("\(folder.path)/Package.swift"))
    #expect(
      refused.standardError.contains("'dependencies' has no CollectionCanvas"))
    let empty = try CanvasTool.run(
      ["previews", folder.appendingPathComponent("Sources").path])
    #expect(empty.status != 0)
    #expect(empty.standardError.contains("has no Package.swift"))
    let scheme = try CanvasTool.run([
      "previews", folder.path, "--scheme", "sepia",
    ])
    #expect(scheme.status != 0)
    #expect(
      scheme.standardError.contains("--scheme must be light, dark or both"))
  }
}
