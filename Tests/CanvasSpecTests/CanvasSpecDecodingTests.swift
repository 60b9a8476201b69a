import CanvasSpec
import CollectionLayout
import Foundation
import Testing

@Suite struct CanvasSpecDecodingTests {
  let valid = """
    seed: 3
    canvas:
      width: 390
      height: 600
      contentInset: [10, 0, 0, 0]
    layout:
      type: flow
      itemSize: {width: 100, height: 40}
      sectionInset: 8
      rowAlignment: left
    sections:
      - header: Fruits
        items: [Apple, {text: Pear, size: [60, 30]}]
      - count: 3
        itemSize: [20, 20]
    """

  @Test func decodesEveryKey() throws {
    let spec = try CanvasSpec.decode(valid, file: "good.yaml", name: "good")
    #expect(spec.seed == 3)
    #expect(spec.canvas.size == CGSize(width: 390, height: 600))
    #expect(spec.canvas.scale == 2)
    #expect(spec.canvas.contentOffset == CGPoint(x: 0, y: -10))
    guard let flow = spec.layout as? FlowLayout else {
      Issue.record("expected a flow layout")
      return
    }
    #expect(flow.itemSize == CGSize(width: 100, height: 40))
    #expect(flow.sectionInset == EdgeInsets(all: 8))
    #expect(flow.rowAlignment == .left)
    #expect(spec.sections.count == 2)
    #expect(spec.sections[0].header == "Fruits")
    #expect(
      spec.sections[0].items == [
        ItemContent(text: "Apple"),
        ItemContent(text: "Pear", size: CGSize(width: 60, height: 30)),
      ])
    #expect(
      spec.sections[1].items
        == Array(
          repeating: ItemContent(size: CGSize(width: 20, height: 20)), count: 3)
    )
  }

  @Test func jsonSpecsDecodeLikeYAML() throws {
    let json = """
      {
      \t"canvas": {"width": 320},
      \t"layout": {"type": "flow", "itemSize": [50, 50]},
      \t"sections": [{"items": ["a", "b"]}]
      }
      """
    let spec = try CanvasSpec.decode(
      json, file: "s.json", name: "s", isJSON: true)
    #expect(spec.sections[0].items.count == 2)
  }

  /// `appearance` picks the standard theme in light or dark, as a trait
  /// collection's `userInterfaceStyle`; it does not mix with `theme`.
  @Test func appearanceChoosesLightOrDark() throws {
    func spec(_ canvas: String) throws -> CanvasSpec {
      try CanvasSpec.decode(
        "canvas: {width: 300, \(canvas)}\nlayout: {type: flow}\nsections: [{count: 1}]\n",
        file: "s.yaml", name: "s")
    }
    #expect(try spec("appearance: dark").canvas.theme.name == "dark")
    #expect(try spec("appearance: light").canvas.theme.name == "standard")
    #expect(try spec("theme: dark").canvas.theme.background == .black)
    #expect(throws: SpecError.self) {
      try spec("appearance: dark, theme: wireframe")
    }
  }

  /// A content size category, by UIKit's or SwiftUI's name, draws the
  /// text-style fonts of the layout and the theme larger; fixed fonts stay.
  @Test func contentSizeCategoryGrowsTextStyles() throws {
    func tagWidth(_ canvas: String, font: String) throws -> CGFloat {
      let spec = try CanvasSpec.decode(
        "canvas: {width: 390\(canvas)}\nlayout: {type: tag, font: \(font)}\nsections: [{items: [Pear]}]\n",
        file: "s.yaml", name: "s")
      let prepared = spec.prepare(measurer: FixedAdvanceTextMeasurer())
      return try #require(prepared.elements.first).frame.width
    }
    let standard = try tagWidth("", font: "body")
    let large = try tagWidth(
      ", contentSizeCategory: accessibilityLarge", font: "body")
    let swiftUI = try tagWidth(
      ", contentSizeCategory: accessibility2", font: "body")
    #expect(large > standard)
    #expect(large == swiftUI)
    #expect(
      try tagWidth(
        ", contentSizeCategory: accessibilityLarge", font: "DejaVu Sans 17")
        == tagWidth("", font: "DejaVu Sans 17"))
    let themed = try CanvasSpec.decode(
      "canvas: {width: 300, contentSizeCategory: xSmall, theme: {cellFont: caption1}}\nlayout: {type: flow}\nsections: [{count: 1}]\n",
      file: "s.yaml", name: "s")
    #expect(themed.canvas.contentSizeCategory == .extraSmall)
    #expect(themed.canvas.theme.cellFont.textStyle == .caption1)
    #expect(themed.layoutCanvas().contentSizeCategory == .extraSmall)
  }

  /// JSON writers escape emoji as surrogate pairs, which YAML rejects; they
  /// decode to the emoji, and errors after them keep their columns.
  @Test func jsonSurrogatePairsAreTheirCharacters() throws {
    let items = #"["\ud83d\ude00 smile", "plain"]"#
    let json =
      #"{"canvas": {"width": 320}, "layout": {"type": "flow"}, "sections": [{"items": "#
      + items + "}]}"
    let spec = try CanvasSpec.decode(
      json, file: "s.json", name: "s", isJSON: true)
    #expect(spec.sections[0].items.map(\.text) == ["😀 smile", "plain"])
    let bad = json.replacingOccurrences(of: "]}]}", with: "], \"x\": 1}]}")
    let column =
      try #require(bad.range(of: "\"x\"")).lowerBound.utf16Offset(
        in: bad) + 1
    #expect(throws: SpecError.self) {
      try CanvasSpec.decode(bad, file: "s.json", name: "s", isJSON: true)
    }
    do {
      _ = try CanvasSpec.decode(bad, file: "s.json", name: "s", isJSON: true)
    } catch {
      #expect(error.line == 1)
      #expect(error.column == column)
      #expect(error.key == "sections[0].x")
    }
  }

  /// A spec's text with one line replaced, and the error expected.
  struct BadCase: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var isJSON = false
    var line: Int?
    var key: String
    var message: String

    var testDescription: String { name }
  }

  static let cases: [BadCase] = [
    BadCase(
      name: "YAML syntax",
      text: "canvas:\n  width: 390\nlayout: [type: flow\nsections: []\n",
      line: 4,
      key: "",
      message: "invalid YAML"
    ),
    BadCase(
      name: "JSON syntax",
      text:
        "{\n  \"canvas\": {\"width\": 390 \"height\": 3},\n  \"layout\": {}\n}\n",
      isJSON: true,
      line: 2,
      key: "",
      message: "invalid JSON"
    ),
    BadCase(
      name: "wrong type",
      text: "canvas:\n  width: wide\nlayout: {type: flow}\nsections: []\n",
      line: 2,
      key: "canvas.width",
      message: "expected a number, found 'wide'"
    ),
    BadCase(
      name: "unknown key",
      text:
        "canvas: {width: 300}\nlayout:\n  type: flow\n  itemSise: [10, 10]\nsections: []\n",
      line: 4,
      key: "layout.itemSise",
      message: "did you mean 'itemSize'?"
    ),
    BadCase(
      name: "unknown layout type",
      text: "canvas: {width: 300}\nlayout:\n  type: spiral\nsections: []\n",
      line: 3,
      key: "layout.type",
      message: "Known layout types: flow"
    ),
    BadCase(
      name: "negative size",
      text:
        "canvas: {width: 300}\nlayout:\n  type: flow\n  itemSize: [-10, 50]\nsections: []\n",
      line: 4,
      key: "layout.itemSize[0]",
      message: "must not be negative"
    ),
    BadCase(
      name: "NaN",
      text:
        "canvas: {width: 300}\nlayout:\n  type: flow\n  minimumLineSpacing: .nan\nsections: []\n",
      line: 4,
      key: "layout.minimumLineSpacing",
      message: "NaN"
    ),
    BadCase(
      name: "infinite",
      text: "canvas: {width: .inf}\nlayout: {type: flow}\nsections: []\n",
      line: 1,
      key: "canvas.width",
      message: "infinite"
    ),
    BadCase(
      name: "zero width",
      text: "canvas: {width: 0}\nlayout: {type: flow}\nsections: []\n",
      line: 1,
      key: "canvas.width",
      message: "must be more than 0"
    ),
    BadCase(
      name: "missing canvas",
      text: "layout: {type: flow}\nsections: []\n",
      line: 1,
      key: "canvas",
      message: "is required"
    ),
    BadCase(
      name: "missing layout type",
      text: "canvas: {width: 300}\nlayout:\n  itemSize: [1, 1]\nsections: []\n",
      line: 3,
      key: "layout.type",
      message: "is required"
    ),
    BadCase(
      name: "empty", text: "\n# nothing\n", line: nil, key: "",
      message: "the spec is empty"),
    BadCase(
      name: "sections not a list",
      text: "canvas: {width: 300}\nlayout: {type: flow}\nsections: 3\n",
      line: 3,
      key: "sections",
      message: "expected a list, found an integer"
    ),
    BadCase(
      name: "bad scale",
      text:
        "canvas: {width: 300, scale: 4}\nlayout: {type: flow}\nsections: []\n",
      line: 1,
      key: "canvas.scale",
      message: "must be from 1 to 3"
    ),
    BadCase(
      name: "too many items",
      text:
        "canvas: {width: 300}\nlayout: {type: flow}\nsections:\n  - count: 2000000\n",
      line: 4,
      key: "sections[0].count",
      message: "2000000 items are more than the limit of 1000000"
    ),
    BadCase(
      name: "horizontal without height",
      text:
        "canvas: {width: 300}\nlayout:\n  type: flow\n  scrollDirection: horizontal\nsections: []\n",
      line: 4,
      key: "layout.scrollDirection",
      message: "needs 'canvas.height'"
    ),
    BadCase(
      name: "bad font",
      text:
        "canvas: {width: 300}\nlayout:\n  type: flow\n  font: \"12\"\nsections: []\n",
      line: 4,
      key: "layout.font",
      message: "is not a font"
    ),
    BadCase(
      name: "unknown theme",
      text:
        "canvas: {width: 300, theme: wirefram}\nlayout: {type: flow}\nsections: []\n",
      line: 1,
      key: "canvas.theme",
      message: "did you mean 'wireframe'?"
    ),
    BadCase(
      name: "duplicate key",
      text:
        "canvas: {width: 300}\nlayout: {type: flow}\nsections: []\nseed: 1\nseed: 2\n",
      line: 4,
      key: "seed",
      message: "appears more than once"
    ),
    BadCase(
      name: "unknown alignment",
      text:
        "canvas: {width: 300}\nlayout: {type: flow, rowAlignment: middle}\nsections: []\n",
      line: 2,
      key: "layout.rowAlignment",
      message: "expected one of: left, center, right, justify"
    ),
    BadCase(
      name: "compositional group with no items",
      text:
        "canvas: {width: 390}\nlayout:\n  type: compositional\n  section:\n    group: {horizontal: [1w, 44], items: []}\nsections: []\n",
      line: 5,
      key: "layout.section.group.items",
      message: "a group needs at least one item"
    ),
    BadCase(
      name: "compositional fraction of 0",
      text:
        "canvas: {width: 390}\nlayout:\n  type: compositional\n  section:\n    group:\n      horizontal: [1w, 44]\n      items: [[0w, 1h]]\nsections: []\n",
      line: 7,
      key: "layout.section.group.items[0][0]",
      message: "a share of the container must be above 0"
    ),
    BadCase(
      name: "compositional dimension misspelt",
      text:
        "canvas: {width: 390}\nlayout:\n  type: compositional\n  section:\n    group:\n      horizontal: [1w, tall]\n      items: [[1w, 1h]]\nsections: []\n",
      line: 6,
      key: "layout.section.group.horizontal[1]",
      message: "expected a dimension: 44 (points), ~44 (estimated)"
    ),
    BadCase(
      name: "compositional item wider than its group",
      text:
        "canvas: {width: 390}\nlayout:\n  type: compositional\n  section:\n    group:\n      horizontal: [200, 44]\n      items:\n        - [300, 1h]\nsections: []\n",
      line: 8,
      key: "layout.section.group.items[0]",
      message: "300 points cannot fit a group 200 long"
    ),
    BadCase(
      name: "compositional group wider than the canvas",
      text:
        "canvas: {width: 390}\nlayout:\n  type: compositional\n  section:\n    contentInsets: [0, 20, 0, 20]\n    group: {horizontal: [380, 44], items: [[1w, 1h]]}\nsections: []\n",
      line: 6,
      key: "layout.section.group.horizontal",
      message: "cannot fit the 350-point width inside the section's insets"
    ),
    BadCase(
      name: "compositional list appearance",
      text:
        "canvas: {width: 390}\nlayout: {type: compositional, list: insetgrouped}\nsections: []\n",
      line: 2,
      key: "layout.list",
      message: "insetGrouped"
    ),
    BadCase(
      name: "content size category",
      text:
        "canvas: {width: 390, contentSizeCategory: accessibilityLarger}\nlayout: {type: flow}\nsections: []\n",
      line: 1,
      key: "canvas.contentSizeCategory",
      message: "did you mean 'accessibilityLarge'?"
    ),
    BadCase(
      name: "compositional without sections",
      text:
        "canvas: {width: 390}\nlayout: {type: compositional, cellPadding: 4}\nsections: []\n",
      line: 2,
      key: "layout",
      message: "give the sections"
    ),
  ]

  @Test(arguments: cases)
  func badSpecsNameFileLineAndKey(_ bad: BadCase) {
    do {
      _ = try CanvasSpec.decode(
        bad.text, file: "bad.yaml", name: "bad", isJSON: bad.isJSON)
      Issue.record("\(bad.name) decoded without an error")
    } catch {
      #expect(error.file == "bad.yaml")
      #expect(error.line == bad.line, "\(error)")
      #expect(error.key == bad.key, "\(error)")
      #expect(error.message.contains(bad.message), "\(error)")
      #expect(error.description.hasPrefix("bad.yaml"))
    }
  }

  /// Sections, groups and items nest as in UIKit's API; dimensions are
  /// points, `~` estimates, and `w`/`h` shares.
  @Test func compositionalSpecsNestAsTheAPI() throws {
    let text = """
      canvas: {width: 390}
      layout:
        type: compositional
        interSectionSpacing: 12
        sections:
          - group:
              vertical: [0.5w, ~60]
              items:
                - {size: [1w, 0.5h], insets: 4, badge: {size: [20, 20], edges: [top, trailing], offset: [0.3, -0.3]}}
                - horizontal: [1w, 40]
                  count: 2
                  spacing: {flexible: 8}
                  items: [[1w, 1h]]
            orthogonalScrolling: groupPagingCentered
            orthogonalOffset: 30
            header: {height: ~44, pinned: true}
            background: 6
          - list: {appearance: insetGrouped, headerMode: supplementary}
      sections:
        - count: 4
        - items: [{text: Wi-Fi, detail: Home, accessory: disclosureIndicator}]
      """
    let spec = try CanvasSpec.decode(text, file: "c.yaml", name: "c")
    let layout = try #require(spec.layout as? CompositionalLayout)
    #expect(layout.interSectionSpacing == 12)
    let environment = CompositionalLayout.Environment(
      contentSize: .zero, effectiveContentSize: .zero, displayScale: 1)
    let first = try #require(layout.sectionProvider(0, environment))
    #expect(first.group.axis == .vertical)
    #expect(
      first.group.size
        == .init(width: .fractionalWidth(0.5), height: .estimated(60)))
    guard case .item(let item) = first.group.subitems[0],
      case .group(let inner) = first.group.subitems[1]
    else {
      Issue.record("expected an item and a group")
      return
    }
    #expect(item.contentInsets == DirectionalEdgeInsets(all: 4))
    #expect(
      item.supplementaryItems.first?.anchor
        == .init(
          edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
    #expect(inner.arrangement == .split(count: 2))
    #expect(inner.interItemSpacing == .flexible(8))
    #expect(first.orthogonalScrollingBehavior == .groupPagingCentered)
    #expect(first.orthogonalOffset == 30)
    #expect(first.boundarySupplementaryItems.first?.pinToVisibleBounds == true)
    #expect(
      first.boundarySupplementaryItems.first?.kind == ElementKind.sectionHeader)
    #expect(
      first.decorationItems.first?.contentInsets
        == DirectionalEdgeInsets(all: 6))
    let second = try #require(layout.sectionProvider(1, environment))
    #expect(second.list?.appearance == .insetGrouped)
    #expect(second.contentInsets.leading == 20)
    #expect(spec.sections[1].items[0].accessory == .disclosureIndicator)
    #expect(spec.sections[1].items[0].detail == "Home")
  }

  @Test func everySampleDecodes() throws {
    let samples = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("samples")
    let names = try FileManager.default.contentsOfDirectory(
      atPath: samples.path
    )
    .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
    #expect(names.count >= 6)
    for name in names {
      let spec = try CanvasSpec.load(from: samples.appendingPathComponent(name))
      #expect(!spec.sections.isEmpty, "\(name)")
    }
  }
}

@Suite struct TreeAndUpdateSpecTests {
  @Test func aTreeBecomesSections() throws {
    let spec = try CanvasSpec.decode(
      """
      canvas: {width: 300}
      layout: {type: tree}
      tree:
        name: A
        children: [B, {name: C, children: [D]}]
      """, file: "t.yaml", name: "t")
    #expect(
      spec.sections.map { $0.items.map { $0.text ?? "" } } == [
        ["A"], ["B", "C"], ["D"],
      ])
  }

  @Test func updatesApplyToTheSections() throws {
    let spec = try CanvasSpec.decode(
      """
      canvas: {width: 300}
      layout: {type: tag}
      sections: [{items: [a, b, c]}]
      updates:
        - insert: [0, 0]
          text: new
        - move: [0, 2]
          to: [0, 1]
      """, file: "u.yaml", name: "u")
    #expect(
      spec.sectionsAfterUpdates[0].items.map(\.text) == ["new", "c", "a", "b"])
    #expect(spec.updates.count == 2)
  }

  @Test(arguments: [
    (
      "canvas: {width: 300}\nlayout: {type: flow}\ntree: A\n", 3, "tree",
      "only the tree layout takes a 'tree'"
    ),
    (
      "canvas: {width: 300}\nlayout: {type: tag}\nsections: [{items: [a]}]\nupdates:\n  - delete: [0, 4]\n",
      5, "updates[0].delete", "there is no item at [0, 4]"
    ),
    (
      "canvas: {width: 300}\nlayout: {type: tag}\nsections: [{items: [a]}]\nupdates:\n  - insert: [0, 0]\n    delete: [0, 0]\n",
      5, "updates[0]", "give exactly one of insert, delete or move"
    ),
    (
      "canvas: {width: 300}\nlayout: {type: flow}\nsections: [{items: [a], maxLines: 2}]\n",
      3, "sections[0].maxLines", "only the tag layout"
    ),
    (
      "canvas: {width: 300}\nlayout: {type: flow}\nsections: [{items: [a]}]\nrender: {animate: 3}\n",
      4, "render.animate", "there are no 'updates' to animate"
    ),
    (
      "canvas: {width: 300}\nlayout: {type: card, minimumScale: 2}\nsections: []\n",
      2, "layout.minimumScale", "must be from 0 to 1"
    ),
  ])
  func badTreesAndUpdatesAreNamed(
    text: String, line: Int, key: String, message: String
  ) {
    do {
      _ = try CanvasSpec.decode(text, file: "b.yaml", name: "b")
      Issue.record("decoded without an error")
    } catch {
      #expect(error.line == line, "\(error)")
      #expect(error.key == key, "\(error)")
      #expect(error.message.contains(message), "\(error)")
    }
  }

  @Test func aTreeDeeperThanTheLimitIsRefused() {
    var limits = SpecLimits()
    limits.maximumTreeDepth = 5
    let deep = (0..<12).reduce("x") { inner, _ in
      "{name: n, children: [\(inner)]}"
    }
    do {
      _ = try CanvasSpec.decode(
        "canvas: {width: 300}\nlayout: {type: tree}\ntree: \(deep)\n",
        file: "d.yaml", name: "d", limits: limits)
      Issue.record("a 13-level tree decoded under a limit of 5")
    } catch {
      #expect(error.message.contains("deeper than the limit of 5 levels"))
    }
  }
}
