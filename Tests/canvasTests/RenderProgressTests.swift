import Foundation
import Testing

/// A long render says how far along it is on a terminal, and nothing when
/// standard error is a pipe.
@Suite struct RenderProgressTests {
  /// 12,000 labelled cells at scale 2: more than a second to draw.
  let spec =
    "canvas: {width: 390, scale: 2}\nlayout: {type: flow, itemSize: [20, 20]}\nsections: [{count: 12000}]\n"

  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  func aTerminalSeesTheStagesAndTheShareDone() throws {
    let folder = try CanvasTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(spec.utf8).write(to: folder.appendingPathComponent("long.yaml"))
    // `script` gives the tool a terminal and copies what it writes there.
    let result = try CanvasTool.run(
      [
        "-qec", "'\(CanvasTool.binary.path)' render long.yaml --out out",
        "/dev/null",
      ], in: folder, program: "/usr/bin/script")
    #expect(result.status == 0, "\(result.standardError)")
    let shown = result.standardOutput
    #expect(shown.contains("long.yaml: drawing the PNG "), "\(shown)")
    #expect(shown.contains("%"))
    // The line is cleared at the end.
    #expect(shown.hasSuffix("\r\u{1B}[K"))
  }

  @Test func aPipeSeesNothing() throws {
    let folder = try CanvasTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(spec.utf8).write(to: folder.appendingPathComponent("long.yaml"))
    let result = try CanvasTool.run(
      ["render", "long.yaml", "--out", "out"], in: folder)
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty, "\(result.standardError)")
  }
}
