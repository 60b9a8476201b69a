import CanvasSpec
import Foundation
import Testing

/// Every key of every built-in layout, of the canvas, of `render`, of a
/// section and of an item, given the values people mistype — zero,
/// negative, huge, NaN, infinite, empty, of the wrong kind, given twice —
/// all in one batch through the built `canvas`.
///
/// No spec may reach a trap: the process ends with status 0 or 1, every
/// spec is either drawn or refused with a message that names its file and
/// line, and the good spec of the batch is drawn.
@Suite struct KeyVariantsCatalogueTests {
  /// A spec that is fine whatever else the batch holds.
  static let good =
    "canvas: {width: 300}\nlayout: {type: flow}\nsections: [{count: 3}]\n"

  /// The values tried for each key.
  static let values = [
    "0", "-1", "1e300", ".nan", ".inf", "-.inf", "''", "[1, 2]", "{a: 1}",
    "[]", "true", "[1e300, 1e300]", "[-5, 2]", "[.nan, 1]",
    "[1, 2, 3, 4]", "x",
  ]

  /// A valid spec of each built-in layout, with a place for one more key
  /// (`#KEY#`) in each of its mappings.
  static func base(_ type: String) -> (layout: String, content: String) {
    switch type {
    case "tree":
      return ("{type: tree#KEY#}", "tree: [{name: A, children: [{name: B}]}]")
    case "compositional":
      return (
        "{type: compositional, section: {group: {horizontal: [1w, 44], items: [{size: [1w, 1h]}]}}#KEY#}",
        "sections: [{count: 3}]"
      )
    case "pinterest", "waterfall":
      return (
        "{type: \(type)#KEY#}",
        "sections: [{items: [{photo: [4, 3], title: a, comment: b}, {size: [2, 3]}]}]"
      )
    default:
      return ("{type: \(type)#KEY#}", "sections: [{header: H, count: 3}]")
    }
  }

  /// The specs to try: one a key and value, by file name.
  static func specs() -> [(name: String, text: String)] {
    var specs: [(String, String)] = []
    func add(_ name: String, _ text: String) {
      specs.append(
        (String(format: "v%04d-", specs.count) + name + ".yaml", text))
    }
    func variants(_ key: String) -> [(String, String)] {
      values.enumerated().map {
        ("\(key)-\($0.offset)", ", \(key): \($0.element)")
      }
        + [("\(key)-twice", ", \(key): 1, \(key): 1")]
    }
    for type in LayoutRegistry.builtIn.types {
      let (layout, content) = base(type.typeName)
      for key in type.settingNames {
        for (name, entry) in variants(key) {
          add(
            "\(type.typeName)-\(name)",
            "canvas: {width: 300}\nlayout: "
              + layout.replacingOccurrences(of: "#KEY#", with: entry) + "\n"
              + content + "\n")
        }
      }
    }
    // Keys a section gives to change its layout for that section.
    for type in LayoutRegistry.builtIn.types where !type.takesTree {
      let (layout, _) = base(type.typeName)
      for key in type.sectionSettingNames {
        for (name, entry) in variants(key) {
          add(
            "\(type.typeName)-section-\(name)",
            "canvas: {width: 300}\nlayout: "
              + layout.replacingOccurrences(of: "#KEY#", with: "") + "\n"
              + "sections: [{count: 2\(entry)}]\n")
        }
      }
    }
    let canvasKeys = [
      "width", "height", "scale", "contentInset", "contentOffset", "theme",
      "appearance", "contentSizeCategory", "showsViewport",
    ]
    for key in canvasKeys {
      for (name, entry) in variants(key) {
        let canvas =
          key == "width"
          ? "{" + entry.dropFirst(2) + "}" : "{width: 300\(entry)}"
        add(
          "canvas-\(name)",
          "canvas: \(canvas)\nlayout: {type: flow}\nsections: [{count: 2}]\n")
      }
    }
    for key in ["viewport", "device", "offsets", "animate"] {
      for (name, entry) in variants(key) {
        add(
          "render-\(name)",
          "canvas: {width: 300, height: 200}\nlayout: {type: flow}\n"
            + "sections: [{count: 2}]\nrender: {viewport: false\(entry)}\n")
      }
    }
    for key in ["header", "footer", "count", "items"] {
      for (name, entry) in variants(key) {
        add(
          "section-\(name)",
          "canvas: {width: 300}\nlayout: {type: flow}\n"
            + "sections: [{header: H\(entry)}]\n")
      }
    }
    for key in [
      "text", "size", "photo", "title", "comment", "image", "detail",
      "accessory",
    ] {
      for (name, entry) in variants(key) {
        add(
          "item-\(name)",
          "canvas: {width: 300}\nlayout: {type: pinterest}\n"
            + "sections: [{items: [{title: T\(entry)}]}]\n")
      }
    }
    return specs
  }

  @Test func noValueOfAnyKeyReachesATrap() throws {
    let specs = Self.specs()
    #expect(specs.count > 1_000)
    let folder = try CanvasTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("specs")
    try FileManager.default.createDirectory(
      at: input, withIntermediateDirectories: true)
    for spec in specs {
      try Data(spec.text.utf8).write(
        to: input.appendingPathComponent(spec.name))
    }
    try Data(Self.good.utf8).write(
      to: input.appendingPathComponent("good.yaml"))
    let result = try CanvasTool.run(
      ["render", "specs", "--out", "out", "--format", "json,svg"], in: folder)
    // Some are refused, none may crash the process.
    #expect(result.status == 1, "\(result.standardError.suffix(2_000))")
    let out = folder.appendingPathComponent("out")
    let written = Set(
      (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? [])
    #expect(written.contains("good.layout.json"))
    var refused = 0
    for spec in specs {
      let stem = String(spec.name.dropLast(".yaml".count))
      if written.contains(stem + ".layout.json") { continue }
      refused += 1
      // Refused: the message names the file and a line.
      let named = result.standardError.contains("specs/\(spec.name):")
      let located =
        result.standardError.range(
          of: "specs/\(spec.name):[0-9]+", options: .regularExpression) != nil
      #expect(
        named && located,
        "\(spec.name) was neither drawn nor refused at a line:\n\(spec.text)")
    }
    // Most mistakes are refused; the rest draw.
    #expect(refused > specs.count / 2)
  }
}
