import CanvasRendering
import CollectionLayout
import Foundation

extension CanvasSpec {
  static func layoutSpec(
    _ node: SpecNode, canvas: CanvasOptions, seed: UInt64, limits: SpecLimits
  ) throws(SpecError) -> LayoutSpec {
    guard node.isMapping else {
      throw node.error("expected a mapping with a 'type'")
    }
    let allKeys =
      ["type"] + flowKeys + pinterestKeys + waterfallKeys + mosaicKeys + tagKeys
      + treeKeys + cardKeys
    let typeNode = try node.mapping(allowed: allKeys).required("type")
    let type = try typeNode.string()
    switch type {
    case "flow":
      return .flow(try flowLayout(node, canvas: canvas, limits: limits))
    case "pinterest":
      return .pinterest(try pinterestLayout(node, limits: limits))
    case "waterfall":
      return .waterfall(try waterfallLayout(node, limits: limits))
    case "mosaic":
      return .mosaic(try mosaicLayout(node, seed: seed, limits: limits))
    case "tag":
      return .tag(try tagLayout(node, limits: limits))
    case "tree":
      return .tree(try treeLayout(node, limits: limits))
    case "card":
      return .card(try cardLayout(node, limits: limits))
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

  static let annotationKeys = ["annotationPadding", "titleFont", "commentFont"]
  static let pinterestKeys =
    ["numberOfColumns", "cellPadding"] + annotationKeys
  static let waterfallKeys =
    [
      "columnCount", "minimumColumnSpacing", "minimumInteritemSpacing",
      "sectionInset",
      "headerHeight", "footerHeight", "headerInset", "footerInset",
      "minimumContentHeight",
      "itemRenderDirection",
    ] + annotationKeys
  static let mosaicKeys = ["orientation", "titleCellCount", "appendBatches"]
  static let tagKeys = [
    "tagInnerMargin", "itemSpacing", "lineSpacing", "itemHeight", "font",
    "headerHeight",
    "sectionHeaderHeight", "alignment", "maxLines", "layoutDirection",
  ]
  static let treeKeys = [
    "itemSize", "insets", "nodeWidth", "font", "labelPadding", "direction",
  ]
  static let cardKeys = [
    "itemSize", "spacing", "minimumScale", "minimumAlpha", "font",
  ]

  private static func tagLayout(_ node: SpecNode, limits: SpecLimits)
    throws(SpecError) -> TagLayout
  {
    let entries = try node.mapping(allowed: ["type"] + tagKeys)
    let longest = limits.maximumLength
    var layout = TagLayout()
    if let value = entries["tagInnerMargin"] {
      layout.tagInnerMargin = try value.length(maximum: longest)
    }
    if let value = entries["itemSpacing"] {
      layout.itemSpacing = try value.length(maximum: longest)
    }
    if let value = entries["lineSpacing"] {
      layout.lineSpacing = try value.length(maximum: longest)
    }
    if let value = entries["itemHeight"] {
      layout.itemHeight = try value.positiveLength(maximum: longest)
    }
    if let value = entries["font"] { layout.font = try font(value) }
    if let value = entries["headerHeight"] {
      layout.headerHeight = try value.length(maximum: longest)
    }
    if let value = entries["sectionHeaderHeight"] {
      layout.sectionHeaderHeight = try value.length(maximum: longest)
    }
    if let value = entries["alignment"] {
      layout.alignment = try value.choice(
        TagLayout.Alignment.allCases.map { ($0.rawValue, $0) })
    }
    if let value = entries["maxLines"] {
      layout.maxLines = try value.integer(in: 0...limits.maximumItems)
    }
    if let value = entries["layoutDirection"] {
      layout.direction = try value.choice(
        TagLayout.Direction.allCases.map { ($0.rawValue, $0) })
    }
    return layout
  }

  private static func treeLayout(_ node: SpecNode, limits: SpecLimits)
    throws(SpecError) -> TreeLayout
  {
    let entries = try node.mapping(allowed: ["type"] + treeKeys)
    var layout = TreeLayout()
    if let value = entries["itemSize"] {
      layout.itemSize = try value.positiveSize(maximum: limits.maximumLength)
    }
    if let value = entries["insets"] {
      layout.insets = try insets(value, limits: limits)
    }
    if let value = entries["nodeWidth"] {
      layout.nodeWidth = try value.choice([("fixed", .fixed), ("auto", .auto)])
    }
    if let value = entries["font"] { layout.font = try font(value) }
    if let value = entries["labelPadding"] {
      layout.labelPadding = try value.length(maximum: limits.maximumLength)
    }
    if let value = entries["direction"] {
      layout.direction = try value.choice(
        TreeLayout.Direction.allCases.map { ($0.rawValue, $0) })
    }
    return layout
  }

  private static func cardLayout(_ node: SpecNode, limits: SpecLimits)
    throws(SpecError) -> CardLayout
  {
    let entries = try node.mapping(allowed: ["type"] + cardKeys)
    var layout = CardLayout()
    if let value = entries["itemSize"] {
      layout.itemSize = try value.positiveSize(maximum: limits.maximumLength)
    }
    if let value = entries["spacing"] {
      layout.spacing = try value.length(maximum: limits.maximumLength)
    }
    if let value = entries["font"] { layout.font = try font(value) }
    if let value = entries["minimumScale"] {
      layout.minimumScale = try fraction(value)
    }
    if let value = entries["minimumAlpha"] {
      layout.minimumAlpha = try fraction(value)
    }
    return layout
  }

  private static func fraction(_ node: SpecNode) throws(SpecError) -> CGFloat {
    let value = try node.number()
    guard (0...1).contains(value) else {
      throw node.error("must be from 0 to 1, found \(SpecNode.format(value))")
    }
    return CGFloat(value)
  }

  private static func photoAnnotation(
    _ entries: SpecMapping, limits: SpecLimits
  ) throws(SpecError)
    -> PhotoAnnotation
  {
    var annotation = PhotoAnnotation()
    if let value = entries["annotationPadding"] {
      annotation.annotationPadding = try value.length(
        maximum: limits.maximumLength)
    }
    if let value = entries["titleFont"] {
      annotation.titleFont = try font(value)
    }
    if let value = entries["commentFont"] {
      annotation.commentFont = try font(value)
    }
    return annotation
  }

  private static func pinterestLayout(_ node: SpecNode, limits: SpecLimits)
    throws(SpecError) -> PinterestLayout
  {
    let entries = try node.mapping(allowed: ["type"] + pinterestKeys)
    var layout = PinterestLayout()
    if let value = entries["numberOfColumns"] {
      layout.numberOfColumns = try value.integer(in: 1...100)
    }
    if let value = entries["cellPadding"] {
      layout.cellPadding = try value.length(maximum: limits.maximumLength)
    }
    layout.annotation = try photoAnnotation(entries, limits: limits)
    return layout
  }

  private static func waterfallLayout(_ node: SpecNode, limits: SpecLimits)
    throws(SpecError) -> WaterfallLayout
  {
    let entries = try node.mapping(allowed: ["type"] + waterfallKeys)
    let longest = limits.maximumLength
    var layout = WaterfallLayout()
    if let value = entries["columnCount"] {
      layout.columnCount = try value.integer(in: 1...100)
    }
    if let value = entries["minimumColumnSpacing"] {
      layout.minimumColumnSpacing = try value.length(maximum: longest)
    }
    if let value = entries["minimumInteritemSpacing"] {
      layout.minimumInteritemSpacing = try value.length(maximum: longest)
    }
    if let value = entries["sectionInset"] {
      layout.sectionInset = try insets(value, limits: limits)
    }
    if let value = entries["headerHeight"] {
      layout.headerHeight = try value.length(maximum: longest)
    }
    if let value = entries["footerHeight"] {
      layout.footerHeight = try value.length(maximum: longest)
    }
    if let value = entries["headerInset"] {
      layout.headerInset = try insets(value, limits: limits)
    }
    if let value = entries["footerInset"] {
      layout.footerInset = try insets(value, limits: limits)
    }
    if let value = entries["minimumContentHeight"] {
      layout.minimumContentHeight = try value.length(maximum: longest)
    }
    if let value = entries["itemRenderDirection"] {
      layout.itemRenderDirection = try value.choice(
        WaterfallLayout.ItemRenderDirection.allCases.map { ($0.rawValue, $0) })
    }
    layout.annotation = try photoAnnotation(entries, limits: limits)
    return layout
  }

  private static func mosaicLayout(
    _ node: SpecNode, seed: UInt64, limits: SpecLimits
  ) throws(SpecError)
    -> MosaicLayout
  {
    let entries = try node.mapping(allowed: ["type"] + mosaicKeys)
    var layout = MosaicLayout()
    layout.seed = seed
    if let value = entries["orientation"] {
      layout.orientation = try value.choice(
        MosaicLayout.Orientation.allCases.map { ($0.rawValue, $0) })
    }
    if let value = entries["titleCellCount"] {
      layout.titleCellCount = try value.integer(in: 1...2)
    }
    if let value = entries["appendBatches"] {
      var batches: [Int] = []
      for batch in try value.list() {
        batches.append(try batch.integer(in: 1...limits.maximumItems))
      }
      layout.appendBatches = batches
    }
    return layout
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
      flow.itemSize = try value.positiveSize(maximum: longest)
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
