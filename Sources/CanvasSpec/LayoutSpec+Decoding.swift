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
    try entries.read("tagInnerMargin", into: &layout.tagInnerMargin) { value in
      try value.length(maximum: longest)
    }
    try entries.read("itemSpacing", into: &layout.itemSpacing) { value in
      try value.length(maximum: longest)
    }
    try entries.read("lineSpacing", into: &layout.lineSpacing) { value in
      try value.length(maximum: longest)
    }
    try entries.read("itemHeight", into: &layout.itemHeight) { value in
      try value.positiveLength(maximum: longest)
    }
    try entries.read("font", into: &layout.font) { value in try font(value) }
    try entries.read("headerHeight", into: &layout.headerHeight) { value in
      try value.length(maximum: longest)
    }
    try entries.read("sectionHeaderHeight", into: &layout.sectionHeaderHeight) {
      value in
      try value.length(maximum: longest)
    }
    try entries.read("alignment", into: &layout.alignment) { value in
      try value.choice(TagLayout.Alignment.self)
    }
    try entries.read("maxLines", into: &layout.maxLines) { value in
      try value.integer(in: 0...limits.maximumItems)
    }
    try entries.read("layoutDirection", into: &layout.direction) { value in
      try value.choice(TagLayout.Direction.self)
    }
    return layout
  }

  private static func treeLayout(_ node: SpecNode, limits: SpecLimits)
    throws(SpecError) -> TreeLayout
  {
    let entries = try node.mapping(allowed: ["type"] + treeKeys)
    var layout = TreeLayout()
    try entries.read("itemSize", into: &layout.itemSize) { value in
      try value.positiveSize(maximum: limits.maximumLength)
    }
    try entries.read("insets", into: &layout.insets) { value in
      try insets(value, limits: limits)
    }
    try entries.read("nodeWidth", into: &layout.nodeWidth) { value in
      try value.choice([("fixed", .fixed), ("auto", .auto)])
    }
    try entries.read("font", into: &layout.font) { value in try font(value) }
    try entries.read("labelPadding", into: &layout.labelPadding) { value in
      try value.length(maximum: limits.maximumLength)
    }
    try entries.read("direction", into: &layout.direction) { value in
      try value.choice(TreeLayout.Direction.self)
    }
    return layout
  }

  private static func cardLayout(_ node: SpecNode, limits: SpecLimits)
    throws(SpecError) -> CardLayout
  {
    let entries = try node.mapping(allowed: ["type"] + cardKeys)
    var layout = CardLayout()
    try entries.read("itemSize", into: &layout.itemSize) { value in
      try value.positiveSize(maximum: limits.maximumLength)
    }
    try entries.read("spacing", into: &layout.spacing) { value in
      try value.length(maximum: limits.maximumLength)
    }
    try entries.read("font", into: &layout.font) { value in try font(value) }
    try entries.read("minimumScale", into: &layout.minimumScale) { value in
      try fraction(value)
    }
    try entries.read("minimumAlpha", into: &layout.minimumAlpha) { value in
      try fraction(value)
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
    try entries.read("annotationPadding", into: &annotation.annotationPadding) {
      value in
      try value.length(
        maximum: limits.maximumLength)
    }
    try entries.read("titleFont", into: &annotation.titleFont) { value in
      try font(value)
    }
    try entries.read("commentFont", into: &annotation.commentFont) { value in
      try font(value)
    }
    return annotation
  }

  private static func pinterestLayout(_ node: SpecNode, limits: SpecLimits)
    throws(SpecError) -> PinterestLayout
  {
    let entries = try node.mapping(allowed: ["type"] + pinterestKeys)
    var layout = PinterestLayout()
    try entries.read("numberOfColumns", into: &layout.numberOfColumns) {
      value in
      try value.integer(in: 1...100)
    }
    try entries.read("cellPadding", into: &layout.cellPadding) { value in
      try value.length(maximum: limits.maximumLength)
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
    try entries.read("columnCount", into: &layout.columnCount) { value in
      try value.integer(in: 1...100)
    }
    try entries.read("minimumColumnSpacing", into: &layout.minimumColumnSpacing)
    { value in
      try value.length(maximum: longest)
    }
    try entries.read(
      "minimumInteritemSpacing", into: &layout.minimumInteritemSpacing
    ) { value in
      try value.length(maximum: longest)
    }
    try entries.read("sectionInset", into: &layout.sectionInset) { value in
      try insets(value, limits: limits)
    }
    try entries.read("headerHeight", into: &layout.headerHeight) { value in
      try value.length(maximum: longest)
    }
    try entries.read("footerHeight", into: &layout.footerHeight) { value in
      try value.length(maximum: longest)
    }
    try entries.read("headerInset", into: &layout.headerInset) { value in
      try insets(value, limits: limits)
    }
    try entries.read("footerInset", into: &layout.footerInset) { value in
      try insets(value, limits: limits)
    }
    try entries.read("minimumContentHeight", into: &layout.minimumContentHeight)
    { value in
      try value.length(maximum: longest)
    }
    try entries.read("itemRenderDirection", into: &layout.itemRenderDirection) {
      value in
      try value.choice(WaterfallLayout.ItemRenderDirection.self)
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
    try entries.read("orientation", into: &layout.orientation) { value in
      try value.choice(MosaicLayout.Orientation.self)
    }
    try entries.read("titleCellCount", into: &layout.titleCellCount) { value in
      try value.integer(in: 1...2)
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

  /// The flow metrics a layout or one section may give: the keys of
  /// `UICollectionViewDelegateFlowLayout`'s per-section answers.
  static let flowMetricKeys = [
    "sectionInset", "minimumLineSpacing", "minimumInteritemSpacing",
    "headerReferenceSize",
    "footerReferenceSize",
  ]

  /// Reads the flow metrics in `entries`; what is absent stays `nil`.
  static func flowMetrics(_ entries: SpecMapping, limits: SpecLimits)
    throws(SpecError)
    -> FlowLayout.SectionMetrics
  {
    let longest = limits.maximumLength
    var metrics = FlowLayout.SectionMetrics()
    try entries.read("sectionInset", into: &metrics.sectionInset) {
      try insets($0, limits: limits)
    }
    try entries.read("minimumLineSpacing", into: &metrics.minimumLineSpacing) {
      try $0.length(maximum: longest)
    }
    try entries.read(
      "minimumInteritemSpacing", into: &metrics.minimumInteritemSpacing
    ) {
      try $0.length(maximum: longest)
    }
    try entries.read("headerReferenceSize", into: &metrics.headerReferenceSize)
    {
      try $0.size(maximum: longest)
    }
    try entries.read("footerReferenceSize", into: &metrics.footerReferenceSize)
    {
      try $0.size(maximum: longest)
    }
    return metrics
  }

  static let flowKeys = [
    "scrollDirection", "itemSize", "estimatedItemSize", "minimumLineSpacing",
    "minimumInteritemSpacing", "sectionInset", "headerReferenceSize",
    "footerReferenceSize",
    "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds",
    "rowAlignment",
    "lastRowAlignment", "font", "cellPadding", "layoutDirection",
  ]

  private static func flowLayout(
    _ node: SpecNode, canvas: CanvasOptions, limits: SpecLimits
  ) throws(SpecError) -> FlowLayout {
    let entries = try node.mapping(allowed: ["type"] + flowKeys)
    let longest = limits.maximumLength
    var flow = FlowLayout()
    try entries.read("scrollDirection", into: &flow.scrollDirection) { value in
      try value.choice(ScrollDirection.self)
    }
    try entries.read("itemSize", into: &flow.itemSize) { value in
      try value.positiveSize(maximum: longest)
    }
    try entries.read("estimatedItemSize", into: &flow.estimatedItemSize) {
      value in
      try value.size(maximum: longest)
    }
    let metrics = try flowMetrics(entries, limits: limits)
    flow.minimumLineSpacing =
      metrics.minimumLineSpacing ?? flow.minimumLineSpacing
    flow.minimumInteritemSpacing =
      metrics.minimumInteritemSpacing ?? flow.minimumInteritemSpacing
    flow.sectionInset = metrics.sectionInset ?? flow.sectionInset
    flow.headerReferenceSize =
      metrics.headerReferenceSize ?? flow.headerReferenceSize
    flow.footerReferenceSize =
      metrics.footerReferenceSize ?? flow.footerReferenceSize
    try entries.read(
      "sectionHeadersPinToVisibleBounds",
      into: &flow.sectionHeadersPinToVisibleBounds
    ) { value in
      try value.bool()
    }
    try entries.read(
      "sectionFootersPinToVisibleBounds",
      into: &flow.sectionFootersPinToVisibleBounds
    ) { value in
      try value.bool()
    }
    let alignments = FlowAlignment.allCases.map { ($0.rawValue, $0) }
    try entries.read("rowAlignment", into: &flow.rowAlignment) { value in
      try value.choice(alignments)
    }
    try entries.read("lastRowAlignment", into: &flow.lastRowAlignment) {
      value in
      try value.choice(alignments)
    }
    try entries.read("font", into: &flow.font) { value in try font(value) }
    try entries.read("cellPadding", into: &flow.cellPadding) { value in
      try value.length(maximum: longest)
    }
    try entries.read("layoutDirection", into: &flow.layoutDirection) { value in
      try value.choice(FlowLayout.LayoutDirection.self)
    }
    if flow.layoutDirection == .rightToLeft,
      flow.scrollDirection == .horizontal,
      let value = entries["layoutDirection"]
    {
      throw value.error(
        "rightToLeft is for vertical scrolling; horizontal flow layouts run left to right"
      )
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
    guard font.pointSize <= Font.largestPointSize else {
      throw node.error(
        "'\(text)' is too large a font: its size must be at most \(Int(Font.largestPointSize)) points"
      )
    }
    return font
  }
}
