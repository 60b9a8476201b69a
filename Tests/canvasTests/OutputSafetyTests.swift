import Foundation
import Testing

/// A spec's files are replaced together or not at all, and no spec's
/// output takes another's place or a spec's own.
@Suite struct OutputSafetyTests {
  func spec(name: String? = nil, count: Int) -> Data {
    let line = name.map { "name: \($0)\n" } ?? ""
    return Data(
      (line
        + "canvas: {width: 200}\nlayout: {type: flow, itemSize: [50, 50]}\nsections: [{count: \(count)}]\n")
        .utf8)
  }

  func files(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .sorted()
  }

  @Test func twoSpecsWithOneNameAreBothRefusedBeforeDrawing() throws {
    let folder = try CanvasTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try spec(name: "same", count: 3).write(
      to: folder.appendingPathComponent("a.yaml"))
    try spec(name: "same", count: 5).write(
      to: folder.appendingPathComponent("b.yaml"))
    let result = try CanvasTool.run(
      ["render", "a.yaml", "b.yaml", "a.yaml", "--out", "out", "--jobs", "2"],
      in: folder)
    #expect(result.status == 1)
    #expect(
      result.standardError.contains(
        "a.yaml: error: its output name 'same' is also that of b.yaml"))
    #expect(
      result.standardError.contains(
        "b.yaml: error: its output name 'same' is also that of a.yaml"))
    // a.yaml, named twice, is one spec.
    #expect(result.standardError.contains("2 of 2 specs failed"))
    #expect(files(in: folder.appendingPathComponent("out")).isEmpty)
  }

  @Test func aFolderInTheWayKeepsTheOldSetWhole() throws {
    let folder = try CanvasTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    try spec(count: 3).write(to: folder.appendingPathComponent("g.yaml"))
    let first = try CanvasTool.run(
      ["render", "g.yaml", "--out", "out", "--format", "png,json"], in: folder)
    #expect(first.status == 0)
    let oldPNG = try Data(contentsOf: out.appendingPathComponent("g@2x.png"))
    try FileManager.default.createDirectory(
      at: out.appendingPathComponent("g.svg"), withIntermediateDirectories: true
    )
    try spec(count: 5).write(to: folder.appendingPathComponent("g.yaml"))
    let second = try CanvasTool.run(
      ["render", "g.yaml", "--out", "out", "--format", "png,svg,json"],
      in: folder)
    #expect(second.status == 1)
    #expect(
      second.standardError.contains(
        "cannot write \(out.path)/g.svg: Is a directory"))
    // The old PNG and layout, and nothing else: no temporaries, no backups.
    #expect(
      try Data(contentsOf: out.appendingPathComponent("g@2x.png")) == oldPNG)
    #expect(files(in: out) == ["g.layout.json", "g.svg", "g@2x.png"])
  }

  @Test func aFolderRenderedIntoItselfSkipsItsOwnOutputs() throws {
    let folder = try CanvasTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try spec(count: 3).write(to: folder.appendingPathComponent("g.yaml"))
    for _ in 0..<2 {
      let result = try CanvasTool.run(
        ["render", ".", "--out", ".", "--format", "png,json"], in: folder)
      #expect(result.status == 0, "\(result.standardError)")
    }
    #expect(files(in: folder) == ["g.layout.json", "g.yaml", "g@2x.png"])
  }

  @Test func noOutputReplacesASpec() throws {
    let folder = try CanvasTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text =
      #"{"name": "s", "canvas": {"width": 200}, "layout": {"type": "flow"}, "sections": [{"count": 2}]}"#
    try Data(text.utf8).write(
      to: folder.appendingPathComponent("s.layout.json"))
    let result = try CanvasTool.run(
      ["render", "s.layout.json", "--out", ".", "--format", "json"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.standardError.contains(
        "its output s.layout.json would replace a spec of this batch"))
    #expect(
      try String(
        contentsOf: folder.appendingPathComponent("s.layout.json"),
        encoding: .utf8) == text)
  }

  /// The bytes of every file in `folder`, by name.
  func contents(of folder: URL) throws -> [String: Data] {
    var contents: [String: Data] = [:]
    for name in files(in: folder) {
      contents[name] = try Data(contentsOf: folder.appendingPathComponent(name))
    }
    return contents
  }

  /// An interrupt while a spec's files are written, or while they are being
  /// swapped into place, leaves exactly the old set or exactly the new one,
  /// and no temporary or set-aside file.
  ///
  /// The render pauses where `CANVAS_TEST_PAUSE` says, announces it, and
  /// the test sends SIGINT or SIGTERM there: once every new file is written but none is
  /// in place (the old set stays), and once the first new file is in place
  /// but the others are not (the swap finishes first, so the new set is
  /// whole).
  @Test(arguments: ["staged", "swapping"], [SIGINT, SIGTERM])
  func anInterruptLeavesOneWholeSet(point: String, signal: Int32) throws {
    let keepsNewSet = point == "swapping"
    let folder = try CanvasTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = ["--out", "out", "--format", "png,svg,json"]
    // The new set, drawn undisturbed in another folder, to compare with.
    let elsewhere = folder.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(
      at: elsewhere, withIntermediateDirectories: true)
    try spec(count: 5).write(to: elsewhere.appendingPathComponent("g.yaml"))
    let reference = try CanvasTool.run(
      ["render", "g.yaml"] + arguments, in: elsewhere)
    #expect(reference.status == 0, "\(reference.standardError)")
    let newSet = try contents(of: elsewhere.appendingPathComponent("out"))
    try spec(count: 3).write(to: folder.appendingPathComponent("g.yaml"))
    let first = try CanvasTool.run(
      ["render", "g.yaml"] + arguments, in: folder)
    #expect(first.status == 0, "\(first.standardError)")
    let out = folder.appendingPathComponent("out")
    let oldSet = try contents(of: out)
    #expect(oldSet.count == 3)
    #expect(oldSet != newSet)

    try spec(count: 5).write(to: folder.appendingPathComponent("g.yaml"))
    let process = Process()
    process.executableURL = CanvasTool.binary
    process.arguments = ["render", "g.yaml"] + arguments
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging(
      ["CANVAS_TEST_PAUSE": point]) { $1 }
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    var said = Data()
    while !String(decoding: said, as: UTF8.self).contains("paused: \(point)") {
      let more = errors.fileHandleForReading.availableData
      guard !more.isEmpty else { break }
      said.append(more)
    }
    #expect(String(decoding: said, as: UTF8.self).contains("paused: \(point)"))
    kill(process.processIdentifier, signal)
    said.append(errors.fileHandleForReading.readDataToEndOfFile())
    process.waitUntilExit()
    #expect(process.terminationStatus == 128 + signal)
    #expect(String(decoding: said, as: UTF8.self).contains("interrupted"))
    #expect(try contents(of: out) == (keepsNewSet ? newSet : oldSet))
  }
}
