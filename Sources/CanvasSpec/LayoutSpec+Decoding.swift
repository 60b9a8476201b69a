import CollectionLayout
import Foundation
import Yams

extension CanvasSpec {
  /// The layout a spec's `layout:` describes: the registered type its
  /// `type` names, decoded from the mapping with the type's own settings.
  static func layoutSpec(
    _ node: SpecNode, registry: LayoutRegistry, environment: LayoutEnvironment
  ) throws(SpecError) -> any SpecLayout {
    guard node.isMapping else {
      throw node.error("expected a mapping with a 'type'")
    }
    var allKeys = ["type"]
    for type in registry.types {
      allKeys += type.settingNames.filter { !allKeys.contains($0) }
    }
    let typeNode = try node.mapping(allowed: allKeys).required("type")
    let name = try typeNode.string()
    guard let type = registry.type(named: name) else {
      var message = "unknown layout type '\(name)'"
      if let near = Spelling.nearest(to: name, in: registry.typeNames) {
        message += "; did you mean '\(near)'?"
      }
      message +=
        " Known layout types: \(registry.typeNames.joined(separator: ", "))"
      throw typeNode.error(message)
    }
    return try decodeLayout(type, node, environment: environment)
  }

  private static func decodeLayout<Layout: SpecLayout>(
    _ type: Layout.Type, _ node: SpecNode, environment: LayoutEnvironment
  ) throws(SpecError) -> Layout {
    _ = try node.mapping(allowed: ["type"] + Layout.settingNames)
    return try node.decoding(
      Layout.self, userInfo: [LayoutEnvironment.userInfoKey: environment])
  }
}

/// A layout with one section's own settings applied: what decoding a
/// section's mapping gives.
struct SectionPatch<Layout: SpecLayout>: Decodable {
  /// The key of a decoder's `userInfo` that holds the layout and section
  /// to patch.
  static var inputKey: CodingUserInfoKey {
    .named("CollectionCanvas.SectionPatch")
  }

  var layout: Layout
  var section: Int

  init(layout: Layout, section: Int) {
    self.layout = layout
    self.section = section
  }

  init(from decoder: any Decoder) throws {
    guard let input = decoder.userInfo[Self.inputKey] as? Self else {
      preconditionFailure("a section patch is decoded with its layout")
    }
    self = input
    let environment =
      decoder.userInfo[LayoutEnvironment.userInfoKey] as? LayoutEnvironment
      ?? LayoutEnvironment()
    let container = try decoder.container(keyedBy: SettingKey.self)
    for setting in Layout.sectionSettings {
      try setting.apply(
        to: &layout, section: section, from: container,
        environment: environment)
    }
  }
}
