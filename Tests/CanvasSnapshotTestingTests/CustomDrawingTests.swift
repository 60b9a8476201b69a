import CanvasCairo
import CanvasRendering
import CanvasUIKit
import CoreGraphics
import Foundation
import Testing

/// A view that draws itself, as app code writes one: a red ring stroked
/// 10 wide, a green square with a square hole (even-odd), and a blue dashed
/// line along the bottom, on white.
private final class DrawnView: UIView {
  override func draw(_ rect: CGRect) {
    UIColor.white.setFill()
    UIRectFill(bounds)
    let ring = UIBezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 30, startAngle: 0,
      endAngle: 2 * .pi, clockwise: true)
    ring.lineWidth = 10
    UIColor.red.setStroke()
    ring.stroke()
    let frame = UIBezierPath(rect: CGRect(x: 110, y: 10, width: 80, height: 80))
    frame.append(
      UIBezierPath(rect: CGRect(x: 130, y: 30, width: 40, height: 40)))
    frame.usesEvenOddFillRule = true
    UIColor.green.setFill()
    frame.fill()
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.setStrokeColor(UIColor.blue.cgColor)
    context.setLineWidth(4)
    context.setLineDash(phase: 0, lengths: [10, 10])
    context.strokeLineSegments(between: [
      CGPoint(x: 0, y: 96), CGPoint(x: 200, y: 96),
    ])
  }
}

/// Views that draw through Core Graphics, checked against Core Graphics'
/// and UIKit's documented rules by reading the pixels back.
@MainActor @Suite struct CustomDrawingTests {
  private func scene() -> Scene {
    let view = DrawnView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    return ScreenCanvas(view).scene(measurer: PangoTextMeasurer())
  }

  /// The ring's stroke straddles its circle (25 to 35 from the centre), an
  /// even-odd hole shows what is under it, and a dash pattern of 10 on, 10
  /// off starts painted.
  @Test func drawRectDrawsWhatItStrokesAndFills() throws {
    let image = try PNGImage(
      data: CairoRenderer(measurer: PangoTextMeasurer()).pngData(
        for: scene(), scale: 1))
    #expect(image.color(atX: 50, y: 20).hex == "#ff0000")
    #expect(image.color(atX: 50, y: 50).hex == "#ffffff")
    #expect(image.color(atX: 50, y: 12).hex == "#ffffff")
    #expect(image.color(atX: 120, y: 50).hex == "#00ff00")
    #expect(image.color(atX: 150, y: 50).hex == "#ffffff")
    #expect(image.color(atX: 5, y: 96).hex == "#0000ff")
    #expect(image.color(atX: 15, y: 96).hex == "#ffffff")
  }

  /// The readable SVG writes each fill and stroke as a `<path>`, with the
  /// even-odd rule and the dash pattern; the PDF draws it too.
  @Test func theDrawingReachesSVGAndPDF() throws {
    let svg = SVGWriter().document(for: scene())
    #expect(svg.contains("fill=\"#00ff00\" fill-rule=\"evenodd\""))
    #expect(svg.contains("stroke=\"#ff0000\" stroke-width=\"10\""))
    #expect(svg.contains("stroke-dasharray=\"10 10\""))
    let renderer = CairoRenderer(measurer: PangoTextMeasurer())
    let drawn = try renderer.pdfData(for: scene())
    let blank = try renderer.pdfData(
      for: ScreenCanvas(
        UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      )
      .scene(measurer: PangoTextMeasurer()))
    #expect(drawn.count > blank.count)
  }

  /// UIKit's arcs run clockwise on screen (y down).
  ///
  /// A quarter from 0 to π/2 is the lower right one. Core Graphics' `clockwise` is in y-up
  /// terms, so the same call on a `CGMutablePath` goes the long way round,
  /// as Apple's reference warns.
  @Test func arcsTurnAsUIKitAndCoreGraphicsSay() {
    let uiKit = UIBezierPath(
      arcCenter: CGPoint(x: 100, y: 100), radius: 50, startAngle: 0,
      endAngle: .pi / 2, clockwise: true)
    let bounds = uiKit.cgPath.boundingBoxOfPath
    #expect(abs(bounds.minX - 100) < 0.01 && abs(bounds.maxX - 150) < 0.01)
    #expect(abs(bounds.minY - 100) < 0.01 && abs(bounds.maxY - 150) < 0.01)
    let coreGraphics = CGMutablePath()
    coreGraphics.addArc(
      center: CGPoint(x: 100, y: 100), radius: 50, startAngle: 0,
      endAngle: .pi / 2, clockwise: true)
    let long = coreGraphics.boundingBoxOfPath
    #expect(abs(long.minX - 50) < 0.01 && abs(long.minY - 50) < 0.01)
  }

  /// A point inside two nested squares drawn the same way round is inside
  /// by the non-zero rule and outside by the even-odd one.
  @Test func fillRulesDecideContainment() {
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
    path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
    #expect(path.contains(CGPoint(x: 50, y: 50), using: .winding))
    #expect(!path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
    #expect(path.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
    #expect(!path.contains(CGPoint(x: 110, y: 10)))
  }

  /// `cgColor` is the colour resolved for the current traits, as a value:
  /// UIKit's red is (1, 0, 0, 1) in sRGB, and a dynamic colour taken
  /// outside drawing is its light appearance.
  @Test func cgColorIsAResolvedValue() {
    #expect(UIColor.red.cgColor.components == [1, 0, 0, 1])
    #expect(UIColor.red.cgColor.colorSpace?.name == CGColorSpace.sRGB)
    #expect(
      UIColor(cgColor: UIColor.blue.cgColor).cgColor == UIColor.blue.cgColor)
    #expect(UIColor.label.cgColor.components == [0, 0, 0, 1])
    #expect(CGColor(gray: 0.5, alpha: 1).numberOfComponents == 2)
  }
}
