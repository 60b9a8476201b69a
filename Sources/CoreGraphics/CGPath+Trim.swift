extension CGPath {
  /// The stretch of the path from `start` to `end`, fractions of its
  /// length (clamped to 0…1).
  ///
  /// What SwiftUI's `Shape.trim(from:to:)` draws. Subpaths count in order, a closed one's closing segment
  /// included; the stretch is open. Curves stay curves, cut where their
  /// length (measured as 16 straight pieces) reaches the fraction.
  package func trimmed(from start: CGFloat, to end: CGFloat) -> CGPath {
    let start = start.isNaN ? 0 : min(1, max(0, start))
    let end = end.isNaN ? 0 : min(1, max(0, end))
    guard end > start else { return CGMutablePath() }
    if start == 0, end == 1 { return self }
    let segments = Self.segments(of: elements)
    let total = segments.reduce(0) { $0 + $1.length }
    guard total > 0 else { return CGMutablePath() }
    let (low, high) = (start * total, end * total)
    var trimmed: [CGPathElementValue] = []
    var position: CGFloat = 0
    var previous: (subpath: Int, end: CGFloat)?
    for segment in segments {
      defer { position += segment.length }
      let from = max(low, position)
      let to = min(high, position + segment.length)
      guard to > from else { continue }
      let piece = segment.piece(
        from: segment.parameter(
          at: (from - position) / max(segment.length, 1e-12)),
        to: segment.parameter(at: (to - position) / max(segment.length, 1e-12)))
      if previous?.subpath != segment.subpath || previous?.end != from {
        trimmed.append(.move(to: piece.points[0]))
      }
      trimmed.append(piece.element)
      previous = (segment.subpath, to)
    }
    return CGPath(elements: trimmed)
  }

  /// A straight or cubic piece of a path, with the subpath it is in and
  /// its length.
  private struct Segment {
    /// Its start, then its controls and end: two points for a line, four
    /// for a cubic.
    var points: [CGPoint]
    var subpath: Int
    /// The length so far at each sixteenth of a cubic's parameter.
    var lengths: [CGFloat]
    var length: CGFloat { lengths.last ?? 0 }

    init(points: [CGPoint], subpath: Int) {
      self.points = points
      self.subpath = subpath
      let samples = points.count == 2 ? 1 : 16
      var lengths: [CGFloat] = [0]
      var last = points[0]
      for step in 1...samples {
        let point = Self.point(points, at: CGFloat(step) / CGFloat(samples))
        lengths.append(lengths[lengths.count - 1] + last.distance(to: point))
        last = point
      }
      self.lengths = lengths
    }

    static func point(_ points: [CGPoint], at t: CGFloat) -> CGPoint {
      var points = points
      while points.count > 1 {
        points = zip(points, points.dropFirst()).map { a, b in
          CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
      }
      return points[0]
    }

    /// The parameter where `fraction` of the length is reached.
    func parameter(at fraction: CGFloat) -> CGFloat {
      let target = min(1, max(0, fraction)) * length
      let steps = lengths.count - 1
      for step in 1...steps where lengths[step] >= target {
        let span = lengths[step] - lengths[step - 1]
        let within = span > 0 ? (target - lengths[step - 1]) / span : 0
        return (CGFloat(step - 1) + within) / CGFloat(steps)
      }
      return 1
    }

    /// The piece between parameters `t0` and `t1`, as de Casteljau cuts
    /// a Bézier curve.
    func piece(from t0: CGFloat, to t1: CGFloat) -> (
      points: [CGPoint], element: CGPathElementValue
    ) {
      let head = Self.split(points, at: t1).head
      let cut = Self.split(head, at: t1 > 0 ? t0 / t1 : 0).tail
      let element: CGPathElementValue =
        cut.count == 2
        ? .line(to: cut[1])
        : .curve(to: cut[3], control1: cut[1], control2: cut[2])
      return (cut, element)
    }

    static func split(_ points: [CGPoint], at t: CGFloat) -> (
      head: [CGPoint], tail: [CGPoint]
    ) {
      var head: [CGPoint] = []
      var tail: [CGPoint] = []
      var level = points
      while !level.isEmpty {
        head.append(level[0])
        tail.insert(level[level.count - 1], at: 0)
        level = zip(level, level.dropFirst()).map { a, b in
          CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
      }
      return (head, tail)
    }
  }

  /// The path's segments in order, each quadratic curve made cubic and
  /// each closing segment a line.
  private static func segments(of elements: [CGPathElementValue]) -> [Segment] {
    var segments: [Segment] = []
    var subpath = -1
    var start = CGPoint.zero
    var current = CGPoint.zero
    for element in CGPathElementValue.cubics(elements) {
      switch element {
      case .move(let point):
        subpath += 1
        start = point
        current = point
      case .line(let point):
        segments.append(Segment(points: [current, point], subpath: subpath))
        current = point
      case .quadCurve: break  // none: made cubic above
      case .curve(let point, let c1, let c2):
        segments.append(
          Segment(points: [current, c1, c2, point], subpath: subpath))
        current = point
      case .close:
        if current != start {
          segments.append(Segment(points: [current, start], subpath: subpath))
        }
        current = start
      }
    }
    return segments
  }
}

extension CGPoint {
  fileprivate func distance(to other: CGPoint) -> CGFloat {
    ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y))
      .squareRoot()
  }
}
