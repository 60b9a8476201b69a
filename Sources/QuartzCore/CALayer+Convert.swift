import CoreGraphics

extension CALayer {
  /// `point`, in this layer's bounds' coordinates, in its superlayer's:
  /// about the anchor point, through the transform, to the position.
  private func pointInSuperlayer(_ point: CGPoint) -> CGPoint {
    let local = CGPoint(
      x: point.x - bounds.minX - bounds.width * anchorPoint.x,
      y: point.y - bounds.minY - bounds.height * anchorPoint.y
    ).applying(affineTransform())
    return CGPoint(x: position.x + local.x, y: position.y + local.y)
  }

  /// `point`, in the superlayer's coordinates, in this layer's.
  private func pointFromSuperlayer(_ point: CGPoint) -> CGPoint {
    let local = CGPoint(x: point.x - position.x, y: point.y - position.y)
      .applying(affineTransform().inverted())
    return CGPoint(
      x: local.x + bounds.minX + bounds.width * anchorPoint.x,
      y: local.y + bounds.minY + bounds.height * anchorPoint.y)
  }

  /// The layers from this one up to the root of its tree.
  private var ancestry: [CALayer] {
    var chain: [CALayer] = [self]
    while let parent = chain[chain.count - 1].superlayer {
      chain.append(parent)
    }
    return chain
  }

  /// `p`, in this layer's coordinates, in `l`'s (in the root layer's for
  /// `nil`), as Core Animation's `convert(_:to:)`; unchanged past the
  /// root when the two are in different trees.
  public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
    var point = p
    let mine = ancestry
    for layer in mine.dropLast() { point = layer.pointInSuperlayer(point) }
    guard let l else { return point }
    let theirs = l.ancestry
    guard theirs.last === mine.last else { return point }
    for layer in theirs.dropLast().reversed() {
      point = layer.pointFromSuperlayer(point)
    }
    return point
  }

  /// `p`, in `l`'s coordinates (the root layer's for `nil`), in this
  /// layer's.
  public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
    if let l { return l.convert(p, to: self) }
    var point = p
    for layer in ancestry.dropLast().reversed() {
      point = layer.pointFromSuperlayer(point)
    }
    return point
  }

  /// `r`, in this layer's coordinates, in `l`'s: the box round its
  /// corners.
  public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
    box(of: r) { convert($0, to: l) }
  }

  /// `r`, in `l`'s coordinates, in this layer's: the box round its
  /// corners.
  public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
    box(of: r) { convert($0, from: l) }
  }

  private func box(of rect: CGRect, _ move: (CGPoint) -> CGPoint) -> CGRect {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map(move)
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return CGRect(
      x: xs.min() ?? 0, y: ys.min() ?? 0,
      width: (xs.max() ?? 0) - (xs.min() ?? 0),
      height: (ys.max() ?? 0) - (ys.min() ?? 0))
  }
}
