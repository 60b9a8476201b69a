import CanvasRendering
import CollectionLayout
import Foundation
import Testing

@testable import CanvasSpec

@Suite struct LayoutRegistryTests {
  /// The spec format article, which documents every key.
  static let specFormat = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(
      "Sources/CanvasSpec/CanvasSpec.docc/SpecFormat.md")

  /// The keys the spec format article documents come from the layouts
  /// themselves: a key added to a layout and not to the article fails here.
  @Test func everyKeyOfEveryLayoutIsDocumented() throws {
    let readme = try String(contentsOf: Self.specFormat, encoding: .utf8)
    for type in LayoutRegistry.builtIn.types {
      let heading = "(`type: \(type.typeName)`)"
      let start = try #require(
        readme.range(of: heading), "no section for \(type.typeName)")
      let rest = readme[start.upperBound...]
      let section =
        rest.range(of: "\n#").map { rest[..<$0.lowerBound] } ?? rest
      for key in type.settingNames + type.sectionSettingNames {
        #expect(
          section.contains("`\(key)`"),
          "SpecFormat.md does not document \(type.typeName)'s '\(key)'")
      }
    }
  }

  /// Every bound a layout declares beside a setting is listed, in its
  /// words, under "Ranges".
  @Test func everyBoundIsListed() throws {
    let article = try String(contentsOf: Self.specFormat, encoding: .utf8)
    let start = try #require(article.range(of: "\n## Ranges\n"))
    let rest = article[start.upperBound...]
    let ranges = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
    var bounded = 0
    for type in LayoutRegistry.builtIn.types {
      for (key, bound) in type.settingBounds {
        bounded += 1
        #expect(
          ranges.contains("`\(type.typeName).\(key)`: \(bound)"),
          "SpecFormat.md does not list \(type.typeName).\(key): \(bound)")
      }
    }
    #expect(bounded >= 12)
  }

  /// The spec's own mappings are in the article too, each under its
  /// heading, with every text style and content size category.
  @Test func everyKeyOfTheSpecIsDocumented() throws {
    let article = try String(contentsOf: Self.specFormat, encoding: .utf8)
    func section(_ heading: String) throws -> Substring {
      let start = try #require(
        article.range(of: "\n## \(heading)\n"), "no '## \(heading)'")
      let rest = article[start.upperBound...]
      return rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
    }
    let mappings: [(String, [String])] = [
      ("Top level", CanvasSpec.topLevelKeys + ["children"]),
      ("canvas", CanvasOptions.settingNames),
      ("theme", ThemeSpec.settingNames),
      ("sections", SectionSpec.settingNames),
      ("items", ItemSpec.settingNames),
      ("updates", UpdateSpec.settingNames),
      ("render", Presentation.settingNames),
      (
        "canvas",
        ContentSizeCategory.allCases.map(\.rawValue) + [
          "xSmall", "accessibility5",
        ]
      ),
      ("Overview", TextStyle.allCases.map(\.rawValue)),
    ]
    for (heading, keys) in mappings {
      let text = try section(heading)
      for key in keys {
        #expect(
          text.contains("`\(key)`"),
          "'## \(heading)' does not document '\(key)'")
      }
    }
  }

  @Test func aRegisteredLayoutReplacesOneOfTheSameName() {
    let registry = LayoutRegistry.builtIn.adding(FlowLayout.self)
    #expect(registry.typeNames == LayoutRegistry.builtIn.typeNames)
    #expect(registry.typeNames.first == "flow")
  }

  @Test func aSectionKeyOfAnotherLayoutSaysWhichLayoutReadsIt() {
    #expect {
      _ = try CanvasSpec.decode(
        "canvas: {width: 300}\nlayout: {type: flow}\nsections: [{count: 1, columnCount: 3}]\n",
        file: "a.yaml", name: "a")
    } throws: { error in
      "\(error)"
        == "a.yaml:3:36: error: key 'sections[0].columnCount': only the waterfall layout reads 'columnCount' per section"
    }
  }
}

/// Layouts are plain `Decodable`: Foundation's JSON decoder reads them with
/// the same settings and the same checks as spec files.
@Suite struct SpecDecodableTests {
  @Test func foundationsJSONDecoderReadsALayout() throws {
    let json = Data(
      #"{"type": "flow", "itemSize": [50, 60], "minimumLineSpacing": 4, "sectionHeadersPinToVisibleBounds": true}"#
        .utf8)
    let flow = try JSONDecoder().decode(FlowLayout.self, from: json)
    #expect(flow.itemSize == CGSize(width: 50, height: 60))
    #expect(flow.minimumLineSpacing == 4)
    #expect(flow.sectionHeadersPinToVisibleBounds)
    #expect(
      flow.minimumInteritemSpacing == FlowLayout().minimumInteritemSpacing)
  }

  @Test func foundationsJSONDecoderReportsTheKeyPath() {
    let json = Data(
      #"{"type": "waterfall", "sectionInset": [1, 2, -3, 4]}"#.utf8)
    #expect {
      _ = try JSONDecoder().decode(WaterfallLayout.self, from: json)
    } throws: { error in
      (error as? SettingError)
        == SettingError(
          path: [.key("sectionInset"), .index(2)],
          message: "must not be negative, found -3")
    }
    #expect {
      _ = try JSONDecoder().decode(
        TagLayout.self, from: Data(#"{"itemSpace": 4}"#.utf8))
    } throws: { error in
      (error as? SettingError)?.message
        == "unknown key 'itemSpace'; did you mean 'itemSpacing'?"
    }
  }
}

@Suite struct ThemeInSpecTests {
  @Test func aSpecCanChangeANamedTheme() throws {
    let spec = try CanvasSpec.decode(
      """
      canvas:
        width: 300
        theme: {base: dark, name: brand, headerFill: "#FF9500", cellCornerRadius: 2, cellFont: DejaVu Sans Bold 15}
      layout: {type: flow}
      sections: [{count: 1}]
      """, file: "t.yaml", name: "t")
    let theme = spec.canvas.theme
    #expect(theme.name == "brand")
    #expect(theme.background == Theme.dark.background)
    #expect(theme.headerFill == Color(hex: "#FF9500"))
    #expect(theme.cellCornerRadius == 2)
    #expect(
      theme.cellFont == Font(family: "DejaVu Sans", pointSize: 15, isBold: true)
    )
  }

  @Test func aBadColourIsLocated() {
    #expect {
      _ = try CanvasSpec.decode(
        "canvas:\n  width: 300\n  theme: {background: \"#12\"}\nlayout: {type: flow}\nsections: [{count: 1}]\n",
        file: "t.yaml", name: "t")
    } throws: { error in
      "\(error)".hasPrefix(
        "t.yaml:3:23: error: key 'canvas.theme.background': '#12' is not a colour"
      )
    }
    #expect {
      _ = try CanvasSpec.decode(
        "canvas:\n  width: 300\n  theme: {bakground: \"#121212\"}\nlayout: {type: flow}\nsections: [{count: 1}]\n",
        file: "t.yaml", name: "t")
    } throws: { error in
      "\(error)".contains("unknown key 'bakground'; did you mean 'background'?")
    }
  }
}
