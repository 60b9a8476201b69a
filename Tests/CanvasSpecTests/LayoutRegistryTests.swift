import CanvasSpec
import CollectionLayout
import Foundation
import Testing

@Suite struct LayoutRegistryTests {
  static let samplesReadme = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("samples/README.md")

  /// The keys samples/README.md documents come from the layouts
  /// themselves: a key added to a layout and not to the README fails here.
  @Test func everyKeyOfEveryLayoutIsDocumented() throws {
    let readme = try String(contentsOf: Self.samplesReadme, encoding: .utf8)
    for type in LayoutRegistry.builtIn.types {
      let heading = "(`type: \(type.typeName)`)"
      let start = try #require(
        readme.range(of: heading), "no section for \(type.typeName)")
      let rest = readme[start.upperBound...]
      let section =
        rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
      for key in type.settingNames + type.sectionSettingNames {
        #expect(
          section.contains("`\(key)`"),
          "samples/README.md does not document \(type.typeName)'s '\(key)'")
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
