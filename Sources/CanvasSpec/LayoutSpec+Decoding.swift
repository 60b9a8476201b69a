import CanvasRendering
import CollectionLayout
import Foundation

extension CanvasSpec {
  static func layoutSpec(
    _ node: SpecNode, canvas: CanvasOptions, limits: SpecLimits
  ) throws(SpecError) -> LayoutSpec {
    guard node.isMapping else {
      throw node.error("expected a mapping with a 'type'")
    }
    let typeNode = try node.mapping(allowed: ["type"] + flowKeys).required(
      "type")
    let type = try typeNode.string()
    switch type {
    case "flow":
      return .flow(try flowLayout(node, canvas: canvas, limits: limits))
    default:
      var message = "unknown layout type '\(type)'"
      if let near = SpecNode.nearest(to: type, in: LayoutSpec.typeNames) {
        message += "; did you mean '\(near)'?"
      }
      message +=
        " Known layout types: \(LayoutSpec.typeNames.joined(separator: ", "))"
      throw typeNode.error(message)
    }
  }

  static let flowKeys = [
    "scrollDirection", "itemSize", "estimatedItemSize", "minimumLineSpacing",
    "minimumInteritemSpacing", "sectionInset", "headerReferenceSize",
    "footerReferenceSize",
    "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds",
    "rowAlignment",
    "lastRowAlignment", "font", "cellPadding",
  ]

  private static func flowLayout(
    _ node: SpecNode, canvas: CanvasOptions, limits: SpecLimits
  ) throws(SpecError) -> FlowLayout {
    let entries = try node.mapping(allowed: ["type"] + flowKeys)
    let longest = limits.maximumLength
    var flow = FlowLayout()
    if let value = entries["scrollDirection"] {
      flow.scrollDirection = try value.choice(
        ScrollDirection.allCases.map { ($0.rawValue, $0) })
    }
    if let value = entries["itemSize"] {
      flow.itemSize = try value.size(maximum: longest)
      guard flow.itemSize.width > 0, flow.itemSize.height > 0 else {
        throw value.error("must have a width and a height above 0")
      }
    }
    if let value = entries["estimatedItemSize"] {
      flow.estimatedItemSize = try value.size(maximum: longest)
    }
    if let value = entries["minimumLineSpacing"] {
      flow.minimumLineSpacing = try value.length(maximum: longest)
    }
    if let value = entries["minimumInteritemSpacing"] {
      flow.minimumInteritemSpacing = try value.length(maximum: longest)
    }
    if let value = entries["sectionInset"] {
      flow.sectionInset = try insets(value, limits: limits)
    }
    if let value = entries["headerReferenceSize"] {
      flow.headerReferenceSize = try value.size(maximum: longest)
    }
    if let value = entries["footerReferenceSize"] {
      flow.footerReferenceSize = try value.size(maximum: longest)
    }
    if let value = entries["sectionHeadersPinToVisibleBounds"] {
      flow.sectionHeadersPinToVisibleBounds = try value.bool()
    }
    if let value = entries["sectionFootersPinToVisibleBounds"] {
      flow.sectionFootersPinToVisibleBounds = try value.bool()
    }
    let alignments = FlowAlignment.allCases.map { ($0.rawValue, $0) }
    if let value = entries["rowAlignment"] {
      flow.rowAlignment = try value.choice(alignments)
    }
    if let value = entries["lastRowAlignment"] {
      flow.lastRowAlignment = try value.choice(alignments)
    }
    if let value = entries["font"] { flow.font = try font(value) }
    if let value = entries["cellPadding"] {
      flow.cellPadding = try value.length(maximum: longest)
    }
    if flow.scrollDirection == .horizontal, canvas.size.height <= 0 {
      throw (entries["scrollDirection"] ?? node).error(
        "horizontal scrolling needs 'canvas.height': the height the lines fill"
      )
    }
    return flow
  }

  static func font(_ node: SpecNode) throws(SpecError) -> Font {
    let text = try node.string()
    guard let font = Font(text) else {
      throw node.error(
        "'\(text)' is not a font: give a family and a size above 0, such as 'DejaVu Sans 12'"
      )
    }
    return font
  }
}
