import CanvasCairo
import CanvasSnapshotTesting
import CanvasUIKit
import Foundation
import SnapshotTesting
import Testing

/// swift-snapshot-testing's `CGPath` and `UIBezierPath` strategies, as its
/// `CGPath.swift` and `UIBezierPath.swift` (1.19.7) draw and describe
/// paths on iOS.
@MainActor @Suite struct PathSnapshotTests {
  private func taken<Value, Format>(
    _ value: Value, as strategy: Snapshotting<Value, Format>
  ) throws -> Format {
    var taken: Format?
    strategy.snapshot(value).run { taken = $0 }
    return try #require(taken)
  }

  /// One line an element, its points control points first, a blank line
  /// before each subpath after the first; numbers with one to three
  /// decimals.
  @Test func aPathsElementsAreDescribedAsTheLibraryDoes() throws {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 0))
    path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 20, y: 5))
    path.addCurve(
      to: CGPoint(x: 0, y: 0), control1: CGPoint(x: 5, y: 10),
      control2: CGPoint(x: 0, y: 5))
    path.closeSubpath()
    path.move(to: CGPoint(x: 1.5, y: 2.25))
    path.addLine(to: CGPoint(x: 3.125, y: 4))
    let expected = """
      MoveTo (0.0, 0.0)
      LineTo (10.0, 0.0)
      QuadCurveTo (20.0, 5.0) (10.0, 10.0)
      CurveTo (5.0, 10.0) (0.0, 5.0) (0.0, 0.0)
      Close

      MoveTo (1.5, 2.25)
      LineTo (3.125, 4.0)

      """
    let described = try taken(path as CGPath, as: .elementsDescription)
    #expect(described == expected)
    let bezier = UIBezierPath(cgPath: path)
    #expect(try taken(bezier, as: .elementsDescription) == described)
    let whole = NumberFormatter()
    whole.maximumFractionDigits = 0
    #expect(
      try taken(
        path as CGPath, as: .elementsDescription(numberFormatter: whole)
      )
      .hasPrefix("MoveTo (0, 0)\nLineTo (10, 0)\n"))
  }

  /// The image is the path's own bounds at the scale asked (1 by
  /// default), black where the even-odd rule fills, clear elsewhere; the
  /// drawing mode can fill by the winding rule instead.
  @Test func aPathIsDrawnInItsBoundsByItsDrawingMode() throws {
    let path = CGMutablePath()
    path.addRect(CGRect(x: 10, y: 20, width: 40, height: 40))
    path.addRect(CGRect(x: 20, y: 30, width: 20, height: 20))
    let evenOdd = try PNGImage(
      data: try #require(taken(path as CGPath, as: .image).pngData()))
    #expect(evenOdd.width == 40 && evenOdd.height == 40)
    func rgba(_ image: PNGImage, _ x: Int, _ y: Int) -> [UInt8] {
      let start = (y * image.width + x) * 4
      return Array(image.rgba[start..<start + 4])
    }
    #expect(rgba(evenOdd, 5, 5) == [0, 0, 0, 255])
    #expect(rgba(evenOdd, 20, 20)[3] == 0)
    let winding = try PNGImage(
      data: try #require(
        taken(path as CGPath, as: .image(scale: 2, drawingMode: .fill))
          .pngData()))
    #expect(winding.width == 80 && winding.height == 80)
    #expect(rgba(winding, 40, 40) == [0, 0, 0, 255])
  }

  /// A bezier path is filled in its bounds.
  @Test func aBezierPathIsFilledInItsBounds() throws {
    let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10))
    let image = try PNGImage(
      data: try #require(taken(oval, as: .image).pngData()))
    #expect(image.width == 20 && image.height == 10)
    #expect(image.rgba[(5 * 20 + 10) * 4 + 3] == 255)
    #expect(image.rgba[3] == 0)
  }
}
