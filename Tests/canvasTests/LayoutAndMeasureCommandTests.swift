import Foundation
import Testing

@Suite struct LayoutAndMeasureCommandTests {
  @Test func layoutPrintsTheLayoutJSON() throws {
    let folder = try CanvasTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = """
      canvas: {width: 220}
      layout: {type: flow, itemSize: [100, 40], headerReferenceSize: [0, 30]}
      sections:
        - items: [a, b, c]
      """
    try Data(spec.utf8).write(to: folder.appendingPathComponent("s.yaml"))
    let result = try CanvasTool.run(["layout", "s.yaml"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        as? [String: Any]
    )
    let size = try #require(json["contentSize"] as? [String: Double])
    #expect(size == ["width": 220, "height": 120])
    let elements = try #require(json["elements"] as? [[String: Any]])
    #expect(
      elements.map { $0["category"] as? String } == [
        "cell", "cell", "cell", "supplementaryView",
      ])
    #expect(
      elements[3]["kind"] as? String == "UICollectionElementKindSectionHeader")
    #expect(elements[0]["kind"] is NSNull)
    #expect(elements[2]["indexPath"] as? [Int] == [0, 2])
    let frame = try #require(elements[2]["frame"] as? [String: Double])
    // The last line has room for another item: c stays in the first
    // column, as UIKit leaves it.
    #expect(frame == ["x": 0, "y": 80, "width": 100, "height": 40])
    #expect(elements[0]["transform"] == nil)
  }

  @Test func measurePrintsPangoWidths() throws {
    let result = try CanvasTool.run([
      "measure", "--font", "WenQuanYi Micro Hei 12", "Collection view", "布局",
    ])
    #expect(result.status == 0)
    #expect(result.standardOutput == "80.86\tCollection view\n24\t布局\n")
    let wrapped = try CanvasTool.run([
      "measure", "--font", "WenQuanYi Micro Hei 12", "--width", "30", "好雨知时节",
    ])
    #expect(wrapped.standardOutput.hasPrefix("24\t"))
    let missing = try CanvasTool.run([
      "measure", "--font", "Missing Family Font 12", "x",
    ])
    #expect(
      missing.standardError.contains(
        "font family 'Missing Family Font' is not installed"))
  }
}

@Suite struct LayoutTextCommandTests {
  @Test func layoutPrintsATextDumpAtAnOffset() throws {
    let folder = try CanvasTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = """
      canvas: {width: 200, height: 100}
      layout: {type: flow, itemSize: [90, 40], headerReferenceSize: [0, 20], sectionHeadersPinToVisibleBounds: true}
      sections:
        - items: [a, b, c, d, e, f]
      """
    try Data(spec.utf8).write(to: folder.appendingPathComponent("p.yaml"))
    let still = try CanvasTool.run(["layout", "p.yaml", "--text"], in: folder)
    #expect(
      still.standardOutput.hasPrefix(
        "content 200×160\ncell [0, 0] (0, 20) 90×40\n"))
    #expect(
      still.standardOutput.contains(
        "UICollectionElementKindSectionHeader [0, 0] (0, 0) 200×20 z=1024"))
    let scrolled = try CanvasTool.run(
      ["layout", "p.yaml", "--text", "--offset", "60"], in: folder)
    #expect(
      scrolled.standardOutput.contains(
        "UICollectionElementKindSectionHeader [0, 0] (0, 60) 200×20 z=1024"))
  }
}

@Suite struct VersionTests {
  /// `canvas --version` prints the version, and the changelog's newest
  /// release is that version.
  @Test func theVersionIsTheChangelogsNewestRelease() throws {
    let result = try CanvasTool.run(["--version"])
    #expect(result.status == 0)
    let printed = result.standardOutput.trimmingCharacters(
      in: .whitespacesAndNewlines)
    let changelog = try String(
      contentsOf: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("CHANGELOG.md"),
      encoding: .utf8)
    let newest = changelog.split(separator: "\n")
      .first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
    let version = try #require(
      newest?.split(separator: "]").first?.dropFirst(4))
    #expect(printed == String(version))
  }
}
