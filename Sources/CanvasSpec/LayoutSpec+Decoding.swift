import CollectionLayout
import Foundation

extension CanvasSpec {
  /// The layout a spec's `layout:` describes: the registered type its
  /// `type` names, decoded from the mapping with the type's own settings.
  static func layoutSpec(
    _ node: SpecNode, registry: LayoutRegistry, environment: SpecEnvironment
  ) throws(SpecError) -> any SpecLayout {
    guard let mapping = node.node.entries else {
      throw node.error("expected a mapping with a 'type'")
    }
    let typeNode = node.descendant(at: [.key("type")])
    guard mapping.contains(where: { $0.key.scalar?.text == "type" }),
      !typeNode.isNull
    else {
      throw typeNode.error("is required")
    }
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
    _ type: Layout.Type, _ node: SpecNode, environment: SpecEnvironment
  ) throws(SpecError) -> Layout {
    try node.decoding(Layout.self, in: environment)
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
      decoder.userInfo[SpecEnvironment.userInfoKey] as? SpecEnvironment
      ?? SpecEnvironment()
    let container = try decoder.container(keyedBy: SettingKey.self)
    for setting in Layout.sectionSettings {
      try setting.apply(
        to: &layout, section: section, from: container,
        environment: environment)
    }
  }
}
