import Foundation
import Testing

/// Every kind of bad input, each run through the built `canvas` binary: its
/// message (file, line, key where there is one) and exit code 1, and
/// nothing written for it.
@Suite struct BadInputCatalogueTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var file: String
    var bytes: [UInt8]
    var arguments: [String] = []
    var expected: String

    init(
      _ name: String, _ file: String, _ text: String, _ expected: String,
      arguments: [String] = []
    ) {
      self.name = name
      self.file = file
      self.bytes = Array(text.utf8)
      self.expected = expected
      self.arguments = arguments
    }

    init(_ name: String, _ file: String, bytes: [UInt8], _ expected: String) {
      self.name = name
      self.file = file
      self.bytes = bytes
      self.expected = expected
    }

    var testDescription: String { name }
  }

  static let good =
    "canvas: {width: 300}\nlayout: {type: flow}\nsections: [{count: 2}]\n"

  static let cases: [Case] = [
    Case(
      "YAML syntax", "a.yaml", "canvas: {width: 300\nlayout: x\n",
      "a.yaml:2:7: error: invalid YAML"),
    Case(
      "YAML bad indentation", "a.yaml",
      "canvas:\n  width: 300\n layout: {type: flow}\n",
      "a.yaml:3:2: error: invalid YAML: did not find expected key"),
    Case(
      "JSON syntax", "a.json", "{\"canvas\": {\"width\": 300}\n \"layout\": 1}",
      "a.json:2:2: error: invalid JSON"),
    Case(
      "JSON unclosed", "a.json", "{\"canvas\": {\"width\": 300}",
      "a.json:1:26: error: invalid JSON: the text ends before the object opened at 1:1 is closed"
    ),
    Case(
      "JSON trailing comma", "a.json", "{\"canvas\": {\"width\": 300,}}",
      "a.json:1:26: error: invalid JSON: expected a key in double quotes after ','"
    ),
    Case(
      "JSON duplicate key", "a.json",
      "{\"canvas\": {\"width\": 300},\n \"canvas\": {}}",
      "a.json:2:2: error: invalid JSON: key 'canvas' appears more than once in the same object"
    ),
    Case(
      "JSON half a surrogate pair", "a.json",
      #"{"name": "\ud83d!", "canvas": {}}"#,
      #"a.json:1:11: error: invalid JSON: \uD83D is half of a surrogate pair without its other half"#
    ),
    Case(
      "JSON nested too deep", "a.json",
      "{\"canvas\": " + String(repeating: "[", count: 20_000),
      "a.json:1:10011: error: invalid JSON: arrays and objects nest deeper than 10000 levels"
    ),
    Case(
      "JSON number beyond Double", "a.json",
      "{\"seed\": 1e400, \"canvas\": {\"width\": 300}}",
      "a.json:1:10: error: key 'seed': expected a finite number, found '1e400'"),
    Case(
      "width a string", "a.yaml",
      "canvas: {width: wide}\nlayout: {type: flow}\nsections: [{count: 1}]\n",
      "a.yaml:1:17: error: key 'canvas.width': expected a number, found 'wide'"),
    Case(
      "items a number", "a.yaml",
      "canvas: {width: 300}\nlayout: {type: flow}\nsections: [{items: 3}]\n",
      "a.yaml:3:20: error: key 'sections[0].items': expected a list, found an integer"
    ),
    Case(
      "bool a string", "a.yaml",
      "canvas: {width: 300}\nlayout: {type: flow, sectionHeadersPinToVisibleBounds: maybe}\nsections: [{count: 1}]\n",
      "key 'layout.sectionHeadersPinToVisibleBounds': expected true or false, found 'maybe'"
    ),
    Case(
      "unknown key near miss", "a.yaml",
      "canvas: {width: 300}\nlayout: {type: flow, minimumLineSpace: 4}\nsections: [{count: 1}]\n",
      "a.yaml:2:22: error: key 'layout.minimumLineSpace': unknown key 'minimumLineSpace'; did you mean 'minimumLineSpacing'?"
    ),
    Case(
      "unknown top-level key", "a.yaml",
      "canvas: {width: 300}\nlayot: {type: flow}\nsections: [{count: 1}]\n",
      "a.yaml:2:1: error: key 'layot': unknown key 'layot'; did you mean 'layout'?"
    ),
    Case(
      "unknown layout type", "a.yaml",
      "canvas: {width: 300}\nlayout: {type: circle}\nsections: [{count: 1}]\n",
      "unknown layout type 'circle' Known layout types: flow, pinterest, waterfall, mosaic, tag, tree, card"
    ),
    Case(
      "missing canvas", "a.yaml",
      "layout: {type: flow}\nsections: [{count: 1}]\n",
      "a.yaml:1:1: error: key 'canvas': is required"),
    Case(
      "missing layout", "a.yaml",
      "canvas: {width: 300}\nsections: [{count: 1}]\n",
      "a.yaml:1:1: error: key 'layout': is required"),
    Case(
      "missing sections", "a.yaml",
      "canvas: {width: 300}\nlayout: {type: flow}\n",
      "error: key 'sections': is required"),
    Case(
      "negative size", "a.yaml",
      "canvas: {width: 300}\nlayout: {type: flow, itemSize: [-5, 10]}\nsections: [{count: 1}]\n",
      "a.yaml:2:33: error: key 'layout.itemSize[0]': must not be negative, found -5"
    ),
    Case(
      "zero width", "a.yaml",
      "canvas: {width: 0}\nlayout: {type: flow}\nsections: [{count: 1}]\n",
      "a.yaml:1:17: error: key 'canvas.width': must be more than 0"),
    Case(
      "NaN spacing", "a.yaml",
      "canvas: {width: 300}\nlayout: {type: flow, minimumLineSpacing: .nan}\nsections: [{count: 1}]\n",
      "key 'layout.minimumLineSpacing': expected a finite number, found NaN"),
    Case(
      "infinite inset", "a.yaml",
      "canvas: {width: 300}\nlayout: {type: flow, sectionInset: .inf}\nsections: [{count: 1}]\n",
      "key 'layout.sectionInset': expected a finite number, found an infinite one"
    ),
    Case(
      "absurd width", "a.yaml",
      "canvas: {width: 1000000000}\nlayout: {type: flow}\nsections: [{count: 1}]\n",
      "key 'canvas.width': 1000000000 is more than the limit of 100000"),
    Case(
      "ten million items", "a.yaml",
      "canvas: {width: 300}\nlayout: {type: flow}\nsections: [{count: 10000000}]\n",
      "key 'sections[0].count': 10000000 items are more than the limit of 1000000 (--limits maxItems=N)"
    ),
    Case(
      "a 10 MB tag", "a.yaml",
      "canvas: {width: 300}\nlayout: {type: tag}\nsections: [{items: [\(String(repeating: "x", count: 10_000_000))]}]\n",
      "the text has 10000000 characters, more than the limit of 10000 (--limits maxTextLength=N)"
    ),
    Case(
      "a tree 10,000 levels deep", "a.yaml",
      "canvas: {width: 300}\nlayout: {type: tree}\ntree: "
        + String(repeating: "{name: n, children: [", count: 10_000) + "x"
        + String(repeating: "]}", count: 10_000) + "\n",
      "error: invalid YAML: Maximum nesting level reached"),
    Case(
      "a tree deeper than the limit", "a.yaml",
      "canvas: {width: 300}\nlayout: {type: tree}\ntree: "
        + String(repeating: "{name: n, children: [", count: 40) + "x"
        + String(repeating: "]}", count: 40) + "\n",
      "the tree is deeper than the limit of 30 levels (--limits maxTreeDepth=N)",
      arguments: ["--limits", "maxTreeDepth=30"]),
    Case("empty spec", "a.yaml", "", "a.yaml: error: the spec is empty"),
    Case(
      "only a comment", "a.yaml", "# nothing yet\n",
      "a.yaml: error: the spec is empty"),
    Case(
      "empty sections", "a.yaml",
      "canvas: {width: 300}\nlayout: {type: flow}\nsections: []\n",
      "a.yaml:3:11: error: key 'sections': is empty"),
    Case(
      "invalid UTF-8", "a.yaml",
      bytes: Array("canvas: {width: 300}\ntitle: ".utf8) + [0xFF, 0xFE, 0x0A],
      "a.yaml: error: the file is not valid UTF-8 text"),
    Case(
      "a missing font, strictly", "a.yaml",
      "canvas: {width: 300}\nlayout: {type: flow, estimatedItemSize: [10, 10], font: No Such Family 12}\nsections: [{items: [a]}]\n",
      "a.yaml: error: font family 'No Such Family' is not installed; using",
      arguments: ["--strict-fonts"]),
    Case(
      "a name leaving --out", "a.yaml", "name: ../escape\n" + good,
      "a.yaml:1:7: error: key 'name': '../escape' is not a plain file name"),
    Case(
      "an absolute name", "a.yaml", "name: /tmp/escape\n" + good,
      "key 'name': '/tmp/escape' is not a plain file name"),
    Case(
      "a name with NUL", "a.yaml", "name: \"a\\0b\"\n" + good,
      "key 'name': 'a?b' is not a plain file name"),
    Case(
      "an image too large", "a.yaml",
      "canvas: {width: 1000, scale: 3}\nlayout: {type: flow, itemSize: [1000, 100000], minimumLineSpacing: 0}\nsections: [{count: 20}]\n",
      "the PNG would be 3000×6000000 pixels, more than the limit of 5000000000"),
    Case(
      "a viewport without height", "a.yaml", good,
      "error: key 'canvas.height': a viewport needs a height",
      arguments: ["--viewport"]),
    Case(
      "updates naming no item", "a.yaml",
      good + "updates:\n  - delete: [0, 9]\n",
      "a.yaml:5:13: error: key 'updates[0].delete': there is no item at [0, 9]"),
    Case(
      "a duplicated key", "a.yaml",
      "canvas: {width: 300}\ncanvas: {width: 200}\nlayout: {type: flow}\nsections: [{count: 1}]\n",
      "a.yaml:1:1: error: key 'canvas': key 'canvas' appears more than once"),
    Case(
      "one text repeated through YAML aliases past the total", "a.yaml",
      "canvas: {width: 300}\nlayout: {type: flow}\nsections:\n  - header: &t abcdefghij\n    items: ["
        + Array(repeating: "*t", count: 20).joined(separator: ", ") + "]\n",
      "a.yaml:1:1: error: the texts add up to 210 characters, more than the limit of 100 (--limits maxTotalText=N)",
      arguments: ["--limits", "maxTotalText=100"]),
    Case(
      "a content offset that makes rows of gigabytes", "a.yaml",
      "canvas: {width: 300, height: 1, contentOffset: [500000000, 0]}\nlayout: {type: flow}\nsections: [{count: 1}]\n",
      "a.yaml: error: the PNG would be 1000000600 pixels wide, more than the limit of 1048576 a row"
    ),
    Case(
      "a font too large to draw", "a.yaml",
      "canvas: {width: 300}\nlayout: {type: flow, font: DejaVu Sans 100000000}\nsections: [{count: 1}]\n",
      "a.yaml:2:28: error: key 'layout.font': 'DejaVu Sans 100000000' is too large a font: its size must be from 1 to 1000 points"
    ),
    Case(
      "a content offset past any content", "a.yaml",
      "canvas: {width: 300, contentOffset: [0, 1e300]}\nlayout: {type: flow}\nsections: [{count: 1}]\n",
      "a.yaml:1:41: error: key 'canvas.contentOffset[1]': 1e+300 is beyond the limit of ±1000000000"
    ),
    Case(
      "a content offset whose pixels do not fit the budget", "a.yaml",
      "canvas: {width: 300, height: 600, contentOffset: [0, 100000000]}\nlayout: {type: flow}\nsections: [{count: 1}]\n",
      "a.yaml: error: the PNG would be 600×200001200 pixels, more than the limit of 5000000000"
    ),
    Case(
      "a cell padding wider than a column", "a.yaml",
      "canvas: {width: 600}\nlayout: {type: pinterest, cellPadding: 100000}\nsections: [{items: [{photo: [4, 3]}]}]\n",
      "a.yaml:2:40: error: key 'layout.cellPadding': must be at least 0 and less than half a column (150), found 100000"
    ),
    Case(
      "a font too small to read", "a.yaml",
      "canvas: {width: 300}\nlayout: {type: flow, font: DejaVu Sans 1e-9}\nsections: [{items: [a]}]\n",
      "a.yaml:2:28: error: key 'layout.font': 'DejaVu Sans 1e-9' is too small a font: its size must be from 1 to 1000 points"
    ),
    Case(
      "two boundary items of one kind", "a.yaml",
      "canvas: {width: 300}\nlayout:\n  type: compositional\n  section:\n    group: {horizontal: [1w, 44], items: [{size: [1w, 1h]}]}\n    boundaryItems: [{height: 30}, {height: 20}]\nsections: [{count: 2}]\n",
      "a.yaml:6:35: error: key 'layout.section.boundaryItems[1].kind': two boundary items of kind 'boundary' in one section"
    ),
    Case(
      "items past the limit, refused as they are read", "a.yaml",
      "canvas: {width: 300}\nlayout: {type: flow}\nsections:\n  - items:\n"
        + String(repeating: "    - x\n", count: 20),
      "a.yaml:15:7: error: key 'sections[0].items[10]': the spec has more than the limit of 10 items (--limits maxItems=N)",
      arguments: ["--limits", "maxItems=10"]),
    Case(
      "a file past the byte limit, refused unread", "a.yaml",
      "canvas: {width: 300}\nlayout: {type: flow}\nsections: [{count: 2}]\n# "
        + String(repeating: "x", count: 200) + "\n",
      "a.yaml: error: the file has 268 bytes, more than the limit of 100 (--limits maxSpecBytes=N)",
      arguments: ["--limits", "maxSpecBytes=100"]),
    Case(
      "photo file missing", "a.yaml",
      "canvas: {width: 300}\nlayout: {type: pinterest}\nsections: [{items: [{photo: missing.jpg}]}]\n",
      "a.yaml:3:29: error: key 'sections[0].items[0].photo': "),
    Case(
      "photo file not an image", "a.yaml",
      "canvas: {width: 300}\nlayout: {type: pinterest}\nsections: [{items: [{image: a.yaml}]}]\n",
      "a.yaml: the file is neither a PNG nor a JPEG image"),
  ]

  @Test(arguments: cases)
  func aBadInputIsNamedAndWritesNothing(_ bad: Case) throws {
    let folder = try CanvasTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(bad.bytes).write(to: folder.appendingPathComponent(bad.file))
    let result = try CanvasTool.run(
      ["render", bad.file, "--out", "out", "--format", "png,svg,json"]
        + bad.arguments, in: folder)
    #expect(result.status == 1, "\(result.standardError)")
    #expect(
      result.standardError.contains(bad.expected),
      "\(result.standardError.prefix(600))")
    let written =
      (try? FileManager.default.contentsOfDirectory(
        atPath: folder.appendingPathComponent("out").path)) ?? []
    #expect(written.isEmpty, "wrote \(written)")
  }

  @Test func thereAreAtLeastThirty() {
    #expect(Self.cases.count >= 30)
  }

  @Test func anOutFolderThatCannotBeWrittenIsNamed() throws {
    let folder = try CanvasTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.good.utf8).write(to: folder.appendingPathComponent("g.yaml"))
    try Data().write(to: folder.appendingPathComponent("blocker"))
    let result = try CanvasTool.run(
      ["render", "g.yaml", "--out", "blocker/out"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.standardError.contains(
        "cannot create the output folder blocker/out"))
  }

  @Test func specialsAndControlCharactersComeOutEscapedInValidSVG() throws {
    let folder = try CanvasTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec =
      "canvas: {width: 300}\nlayout: {type: tag, headerHeight: 0}\nsections:\n  - header: \"<b> & 'q'\"\n    items: [\"a<b&c\", \"\\u0001\\u0007bell\", \"]]>\"]\n"
    try Data(spec.utf8).write(to: folder.appendingPathComponent("x.yaml"))
    let result = try CanvasTool.run(
      ["render", "x.yaml", "--out", ".", "--format", "svg"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let svg = try Data(contentsOf: folder.appendingPathComponent("x.svg"))
    #expect(XMLParser(data: svg).parse())
    let text = String(decoding: svg, as: UTF8.self)
    #expect(text.contains(">a&lt;b&amp;c</text>"))
    #expect(text.contains(">&lt;b&gt; &amp; &apos;q&apos;</text>"))
    #expect(text.contains(">bell</text>"))
  }
}

#if canImport(FoundationXML)
import FoundationXML
#endif
