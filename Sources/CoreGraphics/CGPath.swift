/// How a path's inside is found, as Core Graphics' fill rules.
public enum CGPathFillRule: Int, Sendable {
  /// Inside where the path winds round a point a non-zero number of times.
  case winding
  /// Inside where a ray from a point crosses the path an odd number of
  /// times.
  case evenOdd
}

/// The end of a stroked line.
public enum CGLineCap: Int32, Sendable {
  /// Square, at the end point.
  case butt
  /// A half circle past the end point.
  case round
  /// Square, half the line's width past the end point.
  case square
}

/// The corner where two stroked segments meet.
public enum CGLineJoin: Int32, Sendable {
  /// Pointed, up to the miter limit.
  case miter
  /// Rounded.
  case round
  /// Cut off square.
  case bevel
}

/// One piece of a path, as Core Graphics' `CGPathElement` names them.
public enum CGPathElementValue: Hashable, Sendable {
  /// Starts a subpath.
  case move(to: CGPoint)
  /// A straight segment.
  case line(to: CGPoint)
  /// A quadratic Bézier curve, kept as one, as Core Graphics keeps it.
  case quadCurve(to: CGPoint, control: CGPoint)
  /// A cubic Bézier curve.
  case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
  /// Closes the subpath back to its start.
  case close

  /// The element with each point sent through `transform`.
  func applying(_ transform: CGAffineTransform) -> CGPathElementValue {
    switch self {
    case .move(let point): .move(to: point.applying(transform))
    case .line(let point): .line(to: point.applying(transform))
    case .quadCurve(let point, let control):
      .quadCurve(
        to: point.applying(transform), control: control.applying(transform))
    case .curve(let point, let c1, let c2):
      .curve(
        to: point.applying(transform), control1: c1.applying(transform),
        control2: c2.applying(transform))
    case .close: .close
    }
  }

  /// `elements` with each quadratic curve as the cubic it equals: for
  /// those that draw cubic curves only (Cairo).
  public static func cubics(_ elements: [CGPathElementValue])
    -> [CGPathElementValue]
  {
    guard
      elements.contains(where: {
        if case .quadCurve = $0 { true } else { false }
      })
    else { return elements }
    var start = CGPoint.zero
    var current = CGPoint.zero
    return elements.map { element in
      defer {
        switch element {
        case .move(let point):
          start = point
          current = point
        case .line(let point), .quadCurve(let point, _),
          .curve(let point, _, _):
          current = point
        case .close: current = start
        }
      }
      guard case .quadCurve(let end, let control) = element else {
        return element
      }
      return .curve(
        to: end,
        control1: CGPoint(
          x: current.x + 2 / 3 * (control.x - current.x),
          y: current.y + 2 / 3 * (control.y - current.y)),
        control2: CGPoint(
          x: end.x + 2 / 3 * (control.x - end.x),
          y: end.y + 2 / 3 * (control.y - end.y)))
    }
  }
}

/// An immutable path, as Core Graphics' `CGPath`.
///
/// It holds lines and cubic curves in subpaths. Arcs and ellipses are kept as the curves Core Graphics
/// makes of them (at most a quarter turn each).
public class CGPath: Hashable, @unchecked Sendable {
  /// The path's pieces, in order.
  public internal(set) var elements: [CGPathElementValue]

  init(elements: [CGPathElementValue]) { self.elements = elements }

  /// A rectangle's path, as `CGPath(rect:transform:)`.
  public convenience init(
    rect: CGRect, transform: UnsafePointer<CGAffineTransform>?
  ) {
    let path = CGMutablePath()
    path.addRect(rect, transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// An ellipse's path, as `CGPath(ellipseIn:transform:)`.
  public convenience init(
    ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?
  ) {
    let path = CGMutablePath()
    path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// A rounded rectangle's path, as
  /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    let path = CGMutablePath()
    path.addRoundedRect(
      in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
      transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The last point of the path, or `.zero` when it is empty.
  public var currentPoint: CGPoint {
    var start = CGPoint.zero
    var current = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let point):
        start = point
        current = point
      case .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
        current = point
      case .close: current = start
      }
    }
    return current
  }

  /// The smallest rectangle holding every point, control points included,
  /// as `boundingBox`; `.null` for an empty path.
  public var boundingBox: CGRect {
    bounds(
      of: elements.flatMap { element -> [CGPoint] in
        switch element {
        case .move(let point), .line(let point): [point]
        case .quadCurve(let point, let control): [control, point]
        case .curve(let point, let c1, let c2): [c1, c2, point]
        case .close: []
        }
      })
  }

  /// The smallest rectangle holding the path itself (curves' extremes, not
  /// their control points), as `boundingBoxOfPath`.
  public var boundingBoxOfPath: CGRect {
    bounds(of: flattened().flatMap { $0 })
  }

  /// Whether `point` is inside the path under `rule`, as
  /// `contains(_:using:transform:)`.
  public func contains(
    _ point: CGPoint, using rule: CGPathFillRule = .winding,
    transform: CGAffineTransform = .identity
  ) -> Bool {
    var winding = 0
    var crossings = 0
    for polygon in flattened() {
      let points = polygon.map { $0.applying(transform) }
      guard points.count > 1 else { continue }
      for index in points.indices {
        let a = points[index]
        let b = points[(index + 1) % points.count]
        guard (a.y <= point.y) != (b.y <= point.y) else { continue }
        let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
        guard x > point.x else { continue }
        crossings += 1
        winding += b.y > a.y ? 1 : -1
      }
    }
    return rule == .evenOdd ? crossings % 2 == 1 : winding != 0
  }

  /// The length of the path as drawn, closing segments included (curves
  /// measured as 16 straight pieces each).
  public var length: CGFloat {
    var total: CGFloat = 0
    var start = CGPoint.zero
    var current = CGPoint.zero
    func walk(to point: CGPoint) {
      let (dx, dy) = (point.x - current.x, point.y - current.y)
      total += (dx * dx + dy * dy).squareRoot()
      current = point
    }
    for element in CGPathElementValue.cubics(elements) {
      switch element {
      case .move(let point):
        start = point
        current = point
      case .line(let point): walk(to: point)
      case .quadCurve: break  // none: made cubic above
      case .curve(let point, let c1, let c2):
        let from = current
        for step in 1...16 {
          let t = CGFloat(step) / 16
          let u = 1 - t
          walk(
            to: CGPoint(
              x: u * u * u * from.x + 3 * u * u * t * c1.x + 3 * u * t * t
                * c2.x
                + t * t * t * point.x,
              y: u * u * u * from.y + 3 * u * u * t * c1.y + 3 * u * t * t
                * c2.y
                + t * t * t * point.y))
        }
      case .close: walk(to: start)
      }
    }
    return total
  }

  /// A mutable copy.
  public func mutableCopy() -> CGMutablePath? {
    CGMutablePath(elements: elements)
  }

  /// A copy, each point sent through `transform`.
  public func copy(using transform: UnsafePointer<CGAffineTransform>?)
    -> CGPath?
  {
    guard let transform = transform?.pointee else {
      return CGPath(elements: elements)
    }
    return CGPath(elements: elements.map { $0.applying(transform) })
  }

  /// The subpaths as polygons, each curve cut into 16 straight pieces.
  func flattened() -> [[CGPoint]] {
    var polygons: [[CGPoint]] = []
    var current: [CGPoint] = []
    func finish() {
      if !current.isEmpty { polygons.append(current) }
      current = []
    }
    for element in CGPathElementValue.cubics(elements) {
      switch element {
      case .move(let point):
        finish()
        current = [point]
      case .line(let point):
        if current.isEmpty { current = [.zero] }
        current.append(point)
      case .quadCurve: break  // none: made cubic above
      case .curve(let point, let c1, let c2):
        let start = current.last ?? .zero
        if current.isEmpty { current = [start] }
        for step in 1...16 {
          let t = CGFloat(step) / 16
          let u = 1 - t
          let a = u * u * u
          let b = 3 * u * u * t
          let c = 3 * u * t * t
          let d = t * t * t
          current.append(
            CGPoint(
              x: a * start.x + b * c1.x + c * c2.x + d * point.x,
              y: a * start.y + b * c1.y + c * c2.y + d * point.y))
        }
      case .close:
        finish()
      }
    }
    finish()
    return polygons
  }

  private func bounds(of points: [CGPoint]) -> CGRect {
    guard let first = points.first else { return .null }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for point in points.dropFirst() {
      minX = min(minX, point.x)
      maxX = max(maxX, point.x)
      minY = min(minY, point.y)
      maxY = max(maxY, point.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
    lhs.elements == rhs.elements
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

/// A path to build, as Core Graphics' `CGMutablePath`.
public final class CGMutablePath: CGPath, @unchecked Sendable {
  /// An empty path.
  public init() { super.init(elements: []) }

  override init(elements: [CGPathElementValue]) {
    super.init(elements: elements)
  }

  /// Starts a subpath at `point`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity)
  {
    elements.append(.move(to: point.applying(transform)))
  }

  /// A straight line from the current point to `point`.
  public func addLine(
    to point: CGPoint, transform: CGAffineTransform = .identity
  ) {
    if elements.isEmpty { elements.append(.move(to: .zero)) }
    elements.append(.line(to: point.applying(transform)))
  }

  /// Straight lines through `points`, starting a subpath at the first.
  public func addLines(
    between points: [CGPoint], transform: CGAffineTransform = .identity
  ) {
    guard let first = points.first else { return }
    move(to: first, transform: transform)
    for point in points.dropFirst() { addLine(to: point, transform: transform) }
  }

  /// A cubic Bézier curve to `end`.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: CGAffineTransform = .identity
  ) {
    if elements.isEmpty { elements.append(.move(to: .zero)) }
    elements.append(
      .curve(
        to: end.applying(transform), control1: control1.applying(transform),
        control2: control2.applying(transform)))
  }

  /// A quadratic Bézier curve to `end`, kept as one.
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {
    if elements.isEmpty { elements.append(.move(to: .zero)) }
    elements.append(
      .quadCurve(
        to: end.applying(transform), control: control.applying(transform)))
  }

  /// Closes the current subpath with a line back to its start.
  public func closeSubpath() {
    guard !elements.isEmpty else { return }
    elements.append(.close)
  }

  /// A closed rectangle, clockwise on screen from its origin.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity)
  {
    let rect = rect.standardized
    move(to: CGPoint(x: rect.minX, y: rect.minY), transform: transform)
    addLine(to: CGPoint(x: rect.maxX, y: rect.minY), transform: transform)
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY), transform: transform)
    addLine(to: CGPoint(x: rect.minX, y: rect.maxY), transform: transform)
    closeSubpath()
  }

  /// Closed rectangles.
  public func addRects(
    _ rects: [CGRect], transform: CGAffineTransform = .identity
  ) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// The ellipse that fits `rect`, as four curves.
  public func addEllipse(
    in rect: CGRect, transform: CGAffineTransform = .identity
  ) {
    let rect = rect.standardized
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let scale = CGAffineTransform(
      a: rect.width / 2, b: 0, c: 0, d: rect.height / 2, tx: center.x,
      ty: center.y
    ).concatenating(transform)
    move(to: CGPoint(x: 1, y: 0), transform: scale)
    appendArc(from: 0, sweep: 2 * .pi, transform: scale)
    closeSubpath()
  }

  /// A rectangle whose corners are quarter ellipses `cornerWidth` ×
  /// `cornerHeight`.
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    let rect = rect.standardized
    let rx = max(0, min(cornerWidth, rect.width / 2))
    let ry = max(0, min(cornerHeight, rect.height / 2))
    guard rx > 0, ry > 0 else { return addRect(rect, transform: transform) }
    func corner(_ cx: CGFloat, _ cy: CGFloat, from start: CGFloat) {
      let ellipse = CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: cx, ty: cy)
        .concatenating(transform)
      appendArc(from: start, sweep: .pi / 2, transform: ellipse)
    }
    move(to: CGPoint(x: rect.minX + rx, y: rect.minY), transform: transform)
    addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY), transform: transform)
    corner(rect.maxX - rx, rect.minY + ry, from: -.pi / 2)
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry), transform: transform)
    corner(rect.maxX - rx, rect.maxY - ry, from: 0)
    addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY), transform: transform)
    corner(rect.minX + rx, rect.maxY - ry, from: .pi / 2)
    addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry), transform: transform)
    corner(rect.minX + rx, rect.minY + ry, from: .pi)
    closeSubpath()
  }

  /// A rectangle with only the corners in `rounded` (top left, top right,
  /// bottom right, bottom left, clockwise on screen) cut as quarter
  /// ellipses of `radii`, each at most half a side: what
  /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` and a
  /// layer's `maskedCorners` draw.
  package func addRoundedRect(
    in rect: CGRect, radii: CGSize,
    rounded: (
      topLeft: Bool, topRight: Bool, bottomRight: Bool, bottomLeft: Bool
    )
  ) {
    let rect = rect.standardized
    let rx = max(0, min(radii.width, rect.width / 2))
    let ry = max(0, min(radii.height, rect.height / 2))
    func corner(
      _ isRounded: Bool, _ x: CGFloat, _ y: CGFloat, from start: CGFloat
    ) {
      guard isRounded, rx > 0, ry > 0 else {
        return addLine(to: CGPoint(x: x, y: y))
      }
      let cx = x == rect.minX ? x + rx : x - rx
      let cy = y == rect.minY ? y + ry : y - ry
      let ellipse = CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: cx, ty: cy)
      addArc(
        center: .zero, radius: 1, startAngle: start, endAngle: start + .pi / 2,
        clockwise: false, transform: ellipse)
    }
    move(
      to: CGPoint(
        x: rect.minX + (rounded.topLeft && ry > 0 ? rx : 0), y: rect.minY))
    corner(rounded.topRight, rect.maxX, rect.minY, from: -.pi / 2)
    corner(rounded.bottomRight, rect.maxX, rect.maxY, from: 0)
    corner(rounded.bottomLeft, rect.minX, rect.maxY, from: .pi / 2)
    corner(rounded.topLeft, rect.minX, rect.minY, from: .pi)
    closeSubpath()
  }

  /// An arc of the circle round `center`, from `startAngle` to `endAngle`
  /// in radians, as Core Graphics draws it.
  ///
  /// `clockwise` is in Core Graphics' own y-up terms, so in UIKit's y-down coordinates a clockwise arc runs
  /// counterclockwise on screen (angles decreasing), as Apple's reference
  /// warns. A line joins the current point to the arc's start.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool, transform: CGAffineTransform = .identity
  ) {
    let full = 2 * CGFloat.pi
    var sweep = endAngle - startAngle
    if clockwise {
      if sweep > 0 {
        sweep = sweep.truncatingRemainder(dividingBy: full) - full
      }
      sweep = max(sweep, -full)
    } else {
      if sweep < 0 {
        sweep = sweep.truncatingRemainder(dividingBy: full) + full
      }
      sweep = min(sweep, full)
    }
    let circle = CGAffineTransform(
      a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y
    ).concatenating(transform)
    let start = CGPoint(x: cos(startAngle), y: sin(startAngle))
    if elements.isEmpty || elements.last == .close {
      move(to: start, transform: circle)
    } else {
      addLine(to: start, transform: circle)
    }
    appendArc(from: startAngle, sweep: sweep, transform: circle)
  }

  /// An arc of `radius` tangent to the line from the current point to
  /// `tangent1End` and to the line from there to `tangent2End`, with a line
  /// to its start, as `addArc(tangent1End:tangent2End:radius:)`.
  public func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    let p0 = currentPoint
    let (p1, p2) = (tangent1End, tangent2End)
    let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)
    let v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
    let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot()
    let l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
    let cross = v1.x * v2.y - v1.y * v2.x
    guard l1 > 0, l2 > 0, radius > 0, abs(cross) > 1e-12 else {
      return addLine(to: p1, transform: transform)
    }
    let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
    let distance = radius / tan(angle / 2)
    let t1 = CGPoint(
      x: p1.x + v1.x / l1 * distance, y: p1.y + v1.y / l1 * distance)
    let t2 = CGPoint(
      x: p1.x + v2.x / l2 * distance, y: p1.y + v2.y / l2 * distance)
    // The centre lies along the bisector, `radius / sin(angle / 2)` away.
    let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
    let bl = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
    let reach = radius / sin(angle / 2)
    let center = CGPoint(
      x: p1.x + bisector.x / bl * reach, y: p1.y + bisector.y / bl * reach)
    let start = atan2(t1.y - center.y, t1.x - center.x)
    let end = atan2(t2.y - center.y, t2.x - center.x)
    addLine(to: t1, transform: transform)
    var sweep = end - start
    if sweep > .pi { sweep -= 2 * .pi }
    if sweep < -.pi { sweep += 2 * .pi }
    let circle = CGAffineTransform(
      a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y
    ).concatenating(transform)
    appendArc(from: start, sweep: sweep, transform: circle)
  }

  /// Another path's elements, sent through `transform`.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity)
  {
    elements += path.elements.map { $0.applying(transform) }
  }

  /// Curves along the unit circle from `start`, `sweep` radians (negative
  /// decreasing), in quarter turns or less, through `transform`: each
  /// piece's control points lie `4/3 · tan(θ/4)` along the tangents.
  private func appendArc(
    from start: CGFloat, sweep: CGFloat, transform: CGAffineTransform
  ) {
    guard sweep != 0, sweep.isFinite else { return }
    let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
    let step = sweep / CGFloat(pieces)
    let k = 4 / 3 * tan(step / 4)
    var angle = start
    for _ in 0..<pieces {
      let next = angle + step
      let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
      addCurve(
        to: CGPoint(x: c1, y: s1),
        control1: CGPoint(x: c0 - k * s0, y: s0 + k * c0),
        control2: CGPoint(x: c1 + k * s1, y: s1 - k * c1), transform: transform)
      angle = next
    }
  }
}

/// What a path element does, as Core Graphics' `CGPathElementType`.
public enum CGPathElementType: Int32, Sendable {
  case moveToPoint = 0
  case addLineToPoint = 1
  case addQuadCurveToPoint = 2
  case addCurveToPoint = 3
  case closeSubpath = 4
}

/// One element of a path as `applyWithBlock(_:)` hands it over, as Core
/// Graphics' `CGPathElement`: its type and its points (the end point last,
/// after a curve's control points; none for a close).
public struct CGPathElement {
  public var type: CGPathElementType
  public var points: UnsafeMutablePointer<CGPoint>

  public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
    self.type = type
    self.points = points
  }
}

extension CGPath {
  /// Calls `block` with each element in order, as Core Graphics'
  /// `applyWithBlock(_:)`; the points are valid only during the call.
  public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
    for element in elements {
      let type: CGPathElementType
      var points: [CGPoint]
      switch element {
      case .move(let point): (type, points) = (.moveToPoint, [point])
      case .line(let point): (type, points) = (.addLineToPoint, [point])
      case .quadCurve(let point, let control):
        (type, points) = (.addQuadCurveToPoint, [control, point])
      case .curve(let point, let c1, let c2):
        (type, points) = (.addCurveToPoint, [c1, c2, point])
      case .close: (type, points) = (.closeSubpath, [.zero])
      }
      points.withUnsafeMutableBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        var element = CGPathElement(type: type, points: base)
        withUnsafePointer(to: &element) { block($0) }
      }
    }
  }
}
