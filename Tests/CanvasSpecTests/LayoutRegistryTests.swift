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
