import CanvasRendering
import CanvasTestSupport
import CollectionLayout
import CoreGraphics
import QuartzCore
import Testing

/// Core Animation's text layer and Core Graphics' bitmap contexts on their
/// own, with no UIKit view made: what they draw is recorded as typed
/// commands and drawn by the renderer, with nothing installed first.
@MainActor @Suite struct TextLayerAndBitmapTests {
  private func runs(_ layer: CALayer) -> [CGTextRun] {
    let context = CGContext()
    layer.render(in: context)
    return context.commands.compactMap {
      if case .showText(let run) = $0 { run } else { nil }
    }
  }

  /// Apple documents a text layer's defaults: 36-point text in opaque
  /// white, unwrapped, from the top of its bounds.
  @Test func aTextLayerSetsItsStringInCoreAnimationsDefaults() throws {
    let layer = CATextLayer()
    layer.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
    layer.string = "Hello world"
    let run = try #require(runs(layer).first)
    #expect(run.lines.map(\.text) == ["Hello world"])
    #expect(run.font.pointSize == 36)
    #expect(run.color == CGColor(gray: 1, alpha: 1))
    #expect(run.lines[0].origin.x == 0)
    // The first baseline is one ascent below the top, inside the bounds.
    #expect(run.lines[0].origin.y > 0 && run.lines[0].origin.y < 36)
  }

  @Test func aWrappedTextLayerBreaksAtItsWidthAndCentres() throws {
    let layer = CATextLayer()
    layer.frame = CGRect(x: 0, y: 0, width: 120, height: 200)
    layer.string = "one two three four five six"
    layer.fontSize = 17
    layer.isWrapped = true
    layer.alignmentMode = .center
    let run = try #require(runs(layer).first)
    #expect(run.lines.count > 1)
    for line in run.lines {
      #expect(line.width <= 120)
      #expect(abs(line.origin.x + line.width / 2 - 60) < 0.001)
    }
  }

  /// `makeImage()` of a Core Graphics bitmap context (y up, one unit a
  /// pixel) is what was drawn, shown wherever the image is drawn.
  @Test func aBitmapContextsImageShowsWhatWasDrawn() throws {
    let context = try #require(
      CGContext(
        data: nil, width: 20, height: 10, bitsPerComponent: 8,
        bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    // The bottom half, in a y-up space.
    context.setFillColor(CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
    context.fill(CGRect(x: 0, y: 0, width: 20, height: 5))
    let image = try #require(context.makeImage())
    #expect(image.width == 20 && image.height == 10)
    let canvas = CGContext()
    // Upright in a y-down space, as UIKit draws an image.
    canvas.translateBy(x: 0, y: 10)
    canvas.scaleBy(x: 1, y: -1)
    canvas.draw(image, in: CGRect(x: 0, y: 0, width: 20, height: 10))
    let scene = Scene(
      size: CGSize(width: 20, height: 10),
      background: Color(red: 1, green: 1, blue: 1),
      elements: [
        SceneElement(
          category: .decorationView, kind: "image", indexPath: [0, 0],
          frame: CGRect(x: 0, y: 0, width: 20, height: 10),
          primitives: [
            .drawing(SceneDrawing(origin: .zero, commands: canvas.commands))
          ])
      ])
    let pixels = try scene.pixels()
    #expect(pixels.color(atX: 10, y: 8).isClose(to: "#FF0000"))
    #expect(pixels.color(atX: 10, y: 2).isClose(to: "#FFFFFF"))
  }
}
