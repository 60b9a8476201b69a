import CanvasUIKit
import CoreGraphics
import Foundation
import SnapshotTesting

// swift-snapshot-testing's strategies for `CGPath` and `UIBezierPath`
// (`Snapshotting/CGPath.swift`, `UIBezierPath.swift`, 1.19.7), under the
// same names and parameters, drawing and describing as the library does on
// iOS.

/// A PNG of what `draw` draws in `bounds`, as an image renderer of the
/// preferred format at `scale` makes it: clear where nothing is drawn.
@MainActor private func pathPNG(
  in bounds: CGRect, scale: CGFloat, _ draw: (CGContext) -> Void
) -> UIImage {
  let format = UIGraphicsImageRendererFormat.preferred()
  format.scale = scale
  return UIGraphicsImageRenderer(bounds: bounds, format: format).image {
    draw($0.cgContext)
  }
}

extension Snapshotting where Value == CGPath, Format == UIImage {
  /// The path filled by the even-odd rule, compared as PNGs.
  public static var image: Snapshotting { image() }

  /// The path drawn in its own bounds (`boundingBoxOfPath`) by
  /// `drawingMode`, in black on clear, at `scale`, compared as PNGs.
  ///
  /// - Parameters:
  ///   - precision: The share of pixels that must match, from 0 to 1.
  ///   - perceptualPrecision: How close a pixel's colour must be to count
  ///     as matching, from 0 to 1.
  ///   - scale: Pixels a point: 1, as the library's default.
  ///   - drawingMode: How the path is drawn: filled by the even-odd rule
  ///     by default.
  /// - Returns: The strategy.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1,
    drawingMode: CGPathDrawingMode = .eoFill
  ) -> Snapshotting {
    pngStrategy(precision: precision, perceptualPrecision: perceptualPrecision)
    { (path: Value) -> UIImage in
      pathPNG(in: path.boundingBoxOfPath, scale: scale) { context in
        context.addPath(path)
        context.drawPath(using: drawingMode)
      }
    }
  }
}

extension Snapshotting where Value == UIBezierPath, Format == UIImage {
  /// The path filled, compared as PNGs.
  public static var image: Snapshotting { image() }

  /// The path filled in its bounds, in black on clear, at `scale`,
  /// compared as PNGs.
  ///
  /// - Parameters:
  ///   - precision: The share of pixels that must match, from 0 to 1.
  ///   - perceptualPrecision: How close a pixel's colour must be to count
  ///     as matching, from 0 to 1.
  ///   - scale: Pixels a point: 1, as the library's default.
  /// - Returns: The strategy.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1
  ) -> Snapshotting {
    pngStrategy(precision: precision, perceptualPrecision: perceptualPrecision)
    { (path: Value) -> UIImage in
      pathPNG(in: path.bounds, scale: scale) { _ in path.fill() }
    }
  }
}

extension Snapshotting where Value == CGPath, Format == String {
  /// The path's elements, one a line, each coordinate with one to three
  /// decimals after a point, as the library's default formatter writes it
  /// on iOS.
  ///
  /// The coordinates are written here, not by a `NumberFormatter`:
  /// Foundation on Linux gives a formatter set up as the library's one
  /// decimal where iOS gives up to three.
  public static var elementsDescription: Snapshotting {
    SimplySnapshotting.lines.pullback { path in
      describe(path, coordinate: defaultCoordinate)
    }
  }

  /// The path's elements, one a line (`MoveTo`, `LineTo`, `QuadCurveTo`,
  /// `CurveTo`, `Close`) with their points, control points first, each
  /// subpath after the first set off by an empty line, as the library
  /// describes a path.
  ///
  /// - Parameter numberFormatter: How each coordinate is written.
  /// - Returns: The strategy.
  public static func elementsDescription(numberFormatter: NumberFormatter)
    -> Snapshotting
  {
    SimplySnapshotting.lines.pullback { path in
      describe(path) {
        numberFormatter.string(from: NSNumber(value: Double($0))) ?? "\($0)"
      }
    }
  }

  /// The description of `path`'s elements, each coordinate written by
  /// `coordinate`.
  private static func describe(
    _ path: CGPath, coordinate: (CGFloat) -> String
  ) -> String {
    var text = ""
    path.applyWithBlock { pointer in
      let element = pointer.pointee
      let (name, count): (String, Int) =
        switch element.type {
        case .moveToPoint: ("MoveTo", 1)
        case .addLineToPoint: ("LineTo", 1)
        case .addQuadCurveToPoint: ("QuadCurveTo", 2)
        case .addCurveToPoint: ("CurveTo", 3)
        case .closeSubpath: ("Close", 0)
        }
      if element.type == .moveToPoint, !text.isEmpty { text += "\n" }
      text += name
      if count > 0 {
        let points = UnsafeBufferPointer(start: element.points, count: count)
        text +=
          " "
          + points.map { "(\(coordinate($0.x)), \(coordinate($0.y)))" }
          .joined(separator: " ")
      }
      text += "\n"
    }
    return text
  }
}

extension Snapshotting where Value == UIBezierPath, Format == String {
  /// The path's elements, one a line, points to three decimals.
  public static var elementsDescription: Snapshotting {
    Snapshotting<CGPath, String>.elementsDescription.pullback { path in
      onMainActor { path.cgPath }
    }
  }

  /// The path's elements, one a line, each coordinate written by
  /// `numberFormatter`.
  public static func elementsDescription(numberFormatter: NumberFormatter)
    -> Snapshotting
  {
    Snapshotting<CGPath, String>.elementsDescription(
      numberFormatter: numberFormatter
    ).pullback { path in onMainActor { path.cgPath } }
  }
}

/// `value` as the library's default formatter writes it on iOS: rounded
/// half to even at three decimals, then one to three of them after a
/// point, no grouping.
private func defaultCoordinate(_ value: CGFloat) -> String {
  let thousandths = (Double(value) * 1000).rounded(.toNearestOrEven)
  guard let whole = Int64(exactly: thousandths) else { return "\(value)" }
  let magnitude = whole.magnitude
  var decimals = String(magnitude % 1000)
  decimals = String(repeating: "0", count: 3 - decimals.count) + decimals
  while decimals.count > 1, decimals.hasSuffix("0") { decimals.removeLast() }
  return (whole < 0 ? "-" : "") + "\(magnitude / 1000).\(decimals)"
}
