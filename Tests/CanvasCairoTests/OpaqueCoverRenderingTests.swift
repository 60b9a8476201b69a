import CanvasRendering
import CollectionLayout
import CoreGraphics
import Foundation
import Testing

@testable import CanvasCairo

/// Pixels an opaque backdrop hides are not drawn, and no pixel changes:
/// "source over" with an opaque source keeps nothing of what was under it.
@Suite struct OpaqueCoverRenderingTests {
  private let size = CGSize(width: 120, height: 80)
  private var whole: CGRect { CGRect(origin: .zero, size: size) }

  /// A screen's drawing: a layer, a masked group, a clip larger than the
  /// screen and a move left set, then `backdrop` (in the moved space),
  /// then a translucent circle and a square over it; then a box and a
  /// label of their own.
  private func scene(
    height: CGFloat = 80, _ backdrop: (CGContext) -> Void
  ) -> Scene {
    let context = CGContext()
    context.setFillColor(CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
    context.fill(CGRect(x: 0, y: 0, width: 120, height: 79))
    context.saveGState()
    context.clip(to: CGRect(x: -5, y: -5, width: 200, height: 200))
    context.beginTransparencyLayer(auxiliaryInfo: nil)
    context.fillEllipse(in: CGRect(x: 0, y: 0, width: 120, height: 80))
    context.endTransparencyLayer()
    context.drawMasked(
      content: { context.fill(CGRect(x: 0, y: 0, width: 60, height: 80)) },
      mask: {
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: 90, height: 80))
      })
    context.saveGState()
    context.translateBy(x: 10, y: 10)
    context.setFillColor(
      CGColor(srgbRed: 0.95, green: 0.95, blue: 0.97, alpha: 1))
    backdrop(context)
    context.setFillColor(CGColor(srgbRed: 0, green: 0.5, blue: 1, alpha: 0.5))
    context.fillEllipse(in: CGRect(x: 0.5, y: 0.25, width: 41, height: 31))
    context.restoreGState()
    context.setFillColor(CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1))
    context.fill(CGRect(x: 50.5, y: 40, width: 30, height: 20.5))
    context.restoreGState()
    let size = CGSize(width: size.width, height: height)
    return Scene(
      size: size, background: .white,
      elements: [
        SceneElement(
          category: .decorationView, kind: "views",
          indexPath: IndexPath(item: 0, section: 0),
          frame: CGRect(origin: .zero, size: size),
          primitives: [
            .drawing(SceneDrawing(origin: .zero, commands: context.commands))
          ]),
        SceneElement(
          category: .cell, kind: nil,
          indexPath: IndexPath(item: 0, section: 0),
          frame: CGRect(x: 70, y: 10, width: 40, height: 20),
          alpha: 0.8,
          primitives: [
            .box(
              SceneBox(
                rect: CGRect(x: 70, y: 10, width: 40, height: 20),
                cornerRadius: 6, fill: Color(red: 0.2, green: 0.78, blue: 0.35),
                stroke: nil,
                lineWidth: 0))
          ]),
      ])
  }

  private func pixels(_ scene: Scene, scale: Int) throws -> PNGImage {
    try PNGImage(
      data: CairoRenderer(measurer: PangoTextMeasurer()).pngData(
        for: scene, scale: scale))
  }

  /// At heights of whole pixels and, for 80.5 points at @1x and @3x, of
  /// a last row the scene only partly reaches: the backdrop of the scene
  /// does not cover that row, whose pixels keep the background under it.
  @Test(arguments: [1, 2, 3], [80, 80.5])
  func aBackdropHidesWhatCameBeforeItAndChangesNoPixel(
    scale: Int, height: CGFloat
  ) throws {
    let covered = scene(height: height) {
      $0.fill(CGRect(x: -10, y: -10, width: 120, height: height))
    }
    // The same backdrop in two halves meeting on a row of pixels: no one
    // of them covers the screen, so everything under them is drawn.
    let halves = scene(height: height) {
      $0.fill(CGRect(x: -10, y: -10, width: 120, height: 40))
      $0.fill(CGRect(x: -10, y: 30, width: 120, height: height - 40))
    }
    let rows = (height * CGFloat(scale)).rounded(.up)
    let pixels = CGRect(x: 0, y: 0, width: 120, height: rows / CGFloat(scale))
    let cover = CairoRenderer.opaqueCover(of: covered, over: pixels)
    if rows == height * CGFloat(scale) {
      #expect(cover?.element == 0 && cover?.command != nil)
    } else {
      #expect(cover == nil)
    }
    #expect(CairoRenderer.opaqueCover(of: halves, over: pixels) == nil)
    // A magenta drawing of the same size first: its surface is reused,
    // so a pixel the covered scene left unpainted would show magenta.
    _ = try self.pixels(
      Scene(
        size: CGSize(width: 120, height: height),
        background: Color(red: 1, green: 0, blue: 1), elements: []),
      scale: scale)
    let drawn = try self.pixels(covered, scale: scale)
    #expect(drawn == (try self.pixels(halves, scale: scale)))
    #expect(drawn.height == Int(rows))
  }

  @Test func aBoxOverTheWholeSceneIsACoverAndARoundedOneIsNot() throws {
    func scene(cornerRadius: CGFloat) -> Scene {
      Scene(
        size: size, background: .white,
        elements: [
          self.scene { $0.fill(CGRect(x: 0, y: 0, width: 10, height: 10)) }
            .elements[0],
          SceneElement(
            category: .decorationView, kind: "backdrop",
            indexPath: IndexPath(item: 0, section: 0), frame: whole,
            primitives: [
              .box(
                SceneBox(
                  rect: whole.insetBy(dx: -1, dy: -1),
                  cornerRadius: cornerRadius,
                  fill: Color(
                    red: 0xEE / 255, green: 0xEE / 255, blue: 0xF3 / 255),
                  stroke: nil, lineWidth: 0))
            ]),
        ])
    }
    #expect(
      CairoRenderer.opaqueCover(of: scene(cornerRadius: 0), over: whole)
        == CairoRenderer.OpaqueCover(element: 1, primitive: 0, command: nil))
    #expect(
      CairoRenderer.opaqueCover(of: scene(cornerRadius: 4), over: whole) == nil)
    let square = try pixels(scene(cornerRadius: 0), scale: 2)
    #expect(
      Set(
        stride(from: 0, to: square.rgba.count, by: 4).map {
          square.rgba[$0..<($0 + 4)]
        }) == [[0xEE, 0xEE, 0xF3, 0xFF]])
  }
}
