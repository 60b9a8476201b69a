import CollectionLayout
import Foundation

extension SceneBuilder {
  /// The "+N" tag that stands for a section's hidden tags.
  func overflowTag(_ attributes: LayoutAttributes, frame: CGRect)
    -> [ScenePrimitive]
  {
    var count = 0
    if case .number(let value) = attributes.extras["hiddenCount"] {
      count = Int(saturating: value)
    }
    var primitives: [ScenePrimitive] = [
      .box(
        SceneBox(
          rect: frame, cornerRadius: cornerRadius(for: frame),
          fill: theme.headerFill,
          stroke: theme.cellStroke))
    ]
    if let label = label(
      "+\(count)", font: cellFont ?? theme.cellFont, color: theme.headerText,
      in: frame)
    {
      primitives.append(.label(label))
    }
    return primitives
  }

  /// The lines of a tree's connection view, from the parent's centre line
  /// to each child's: elbows or curves, as the theme says.
  func connectors(_ attributes: LayoutAttributes, frame: CGRect)
    -> [ScenePrimitive]
  {
    guard case .number(let parent) = attributes.extras["parentOffset"],
      case .numbers(let children) = attributes.extras["childOffsets"]
    else { return [] }
    let across =
      attributes.extras["direction"]
      != .string(TreeLayout.Direction.topToBottom.rawValue)
    // Work left to right; turn the points a quarter for top to bottom.
    let length = across ? frame.width : frame.height
    func point(_ along: CGFloat, _ offset: CGFloat) -> CGPoint {
      across
        ? CGPoint(x: frame.minX + along, y: frame.minY + offset)
        : CGPoint(x: frame.minX + offset, y: frame.minY + along)
    }
    return children.map { child in
      let start = CGFloat(parent)
      let end = CGFloat(child)
      var points: [CGPoint]
      switch theme.connectorStyle {
      case .elbow:
        points = [
          point(0, start), point(length / 2, start), point(length / 2, end),
          point(length, end),
        ]
      case .curve:
        // A cubic Bézier with both handles at the middle, sampled finely.
        points = (0...24).map { step in
          let t = CGFloat(step) / 24
          let u = 1 - t
          let along =
            3 * u * t * t * length / 2 + 3 * u * u * t * length / 2 + t * t * t
            * length
          let offset =
            u * u * u * start + 3 * u * u * t * start + 3 * u * t * t * end + t
            * t * t * end
          return point(along, offset)
        }
      }
      return .line(
        SceneLine(points: points, color: theme.connectorColor, lineWidth: 2))
    }
  }
}
