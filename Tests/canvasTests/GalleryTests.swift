import CanvasCairo
import Foundation
import Testing

/// The committed gallery (`output/`) is what `canvas render samples`
/// writes now: SVG and layout JSON byte for byte, PNG pixel for pixel.
@Suite struct GalleryTests {
  @Test func outputMatchesAFreshRenderOfTheSamples() throws {
    let folder = try CanvasTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let root = CanvasTool.packageRoot
    let result = try CanvasTool.run(
      [
        "render", root.appendingPathComponent("samples").path, "--out",
        folder.path, "--format", "png,svg,json",
      ]
    )
    #expect(result.status == 0, "\(result.standardError)")
    let fresh = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .sorted()
    let committedFolder = root.appendingPathComponent("output")
    let committed = try FileManager.default.contentsOfDirectory(
      atPath: committedFolder.path
    )
    .filter {
      $0.hasSuffix(".png") || $0.hasSuffix(".svg") || $0.hasSuffix(".json")
    }
    .sorted()
    #expect(fresh == committed, "run `make render` and commit output/")
    for name in fresh where committed.contains(name) {
      let new = try Data(contentsOf: folder.appendingPathComponent(name))
      let old = try Data(
        contentsOf: committedFolder.appendingPathComponent(name))
      if name.hasSuffix(".png") {
        let newImage = try PNGImage(data: new)
        let oldImage = try PNGImage(data: old)
        #expect(
          newImage == oldImage,
          "\(name) differs from output/: run `make render`")
      } else {
        #expect(new == old, "\(name) differs from output/: run `make render`")
      }
    }
  }

  @Test func renderingTwiceGivesTheSameBytes() throws {
    let first = try CanvasTool.temporaryFolder()
    let second = try CanvasTool.temporaryFolder()
    defer {
      try? FileManager.default.removeItem(at: first)
      try? FileManager.default.removeItem(at: second)
    }
    let samples = CanvasTool.packageRoot.appendingPathComponent("samples").path
    for folder in [first, second] {
      let result = try CanvasTool.run([
        "render", samples, "--out", folder.path, "--format",
        "png,svg,json,pdf,svg-outlined",
      ])
      #expect(result.status == 0, "\(result.standardError)")
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: first.path)
      .sorted()
    #expect(names.count >= 24)
    for name in names {
      let a = try Data(contentsOf: first.appendingPathComponent(name))
      let b = try Data(contentsOf: second.appendingPathComponent(name))
      #expect(a == b, "\(name) differs between two renders")
    }
  }
}
