import CanvasRendering
import CanvasTestSupport
import CoreGraphics
import QuartzCore
import Testing

/// `CALayer.render(in:)`, the one walk that draws a layer tree, read from
/// the Core Graphics recording it makes, against what Core Animation's
/// documentation says of a layer: the background, then the content, then
/// the sublayers by `zPosition` and order, then the border inside the
/// bounds; each sublayer placed by its position, anchor point and bounds'
/// origin, faded by its opacity as one group, skipped when hidden; the
/// layer's own opacity and transform left to its superlayer.
@MainActor @Suite struct LayerRenderingTests {
  /// Draws a fill of `rect` in `color` as the layer's content.
  final class Painter: CALayerDelegate {
    let rect: CGRect
    let color: CGColor
    init(_ rect: CGRect, _ color: CGColor) {
      self.rect = rect
      self.color = color
    }
    func draw(_ layer: CALayer, in ctx: CGContext) {
      ctx.setFillColor(color)
      ctx.fill(rect)
    }
  }

  private let red = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
  private let green = CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1)
  private let blue = CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)

  private func layer(_ frame: CGRect, _ color: CGColor? = nil) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color
    return layer
  }

  /// What `layer` renders, as commands.
  private func rendered(_ layer: CALayer) -> [CGDrawingCommand] {
    let context = CGContext()
    layer.render(in: context)
    return context.commands
  }

  /// The fills `layer` renders, placed in its bounds' coordinates.
  private func fills(_ layer: CALayer) -> [FilledShape] {
    DrawnPart.parts(of: SceneDrawing(origin: .zero, commands: rendered(layer)))
      .compactMap(\.fill)
  }

  @Test func backgroundThenContentThenSublayersThenTheBorderInside() throws {
    let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100), red)
    let painter = Painter(CGRect(x: 10, y: 10, width: 20, height: 20), blue)
    root.delegate = painter
    root.addSublayer(layer(CGRect(x: 50, y: 50, width: 40, height: 40), green))
    root.borderWidth = 2
    let drawn = fills(root)
    #expect(
      drawn.map(\.rect) == [
        CGRect(x: 0, y: 0, width: 100, height: 100),
        CGRect(x: 10, y: 10, width: 20, height: 20),
        CGRect(x: 50, y: 50, width: 40, height: 40),
      ])
    #expect(drawn.map(\.color) == [Color(red), Color(blue), Color(green)])
    let commands = rendered(root)
    let stroke = try #require(commands.lastIndex(of: .strokePath))
    let lastFill = try #require(
      commands.lastIndex { if case .fillPath = $0 { true } else { false } })
    #expect(stroke > lastFill)
    // Stroked along a path inset by half its width: all of it inside.
    let border = DrawnPart.parts(
      of: SceneDrawing(origin: .zero, commands: commands)
    ).compactMap(\.stroked).last
    let xs = border?.map(\.x) ?? []
    #expect(xs.min() == 1 && xs.max() == 99)
    withExtendedLifetime(painter) {}
  }

  @Test func sublayersStackByZPositionThenOrder() {
    let root = layer(CGRect(x: 0, y: 0, width: 30, height: 10))
    let first = layer(CGRect(x: 0, y: 0, width: 10, height: 10), red)
    let second = layer(CGRect(x: 10, y: 0, width: 10, height: 10), green)
    let third = layer(CGRect(x: 20, y: 0, width: 10, height: 10), blue)
    for sublayer in [first, second, third] { root.addSublayer(sublayer) }
    first.zPosition = 1
    #expect(
      fills(root).map(\.color) == [Color(green), Color(blue), Color(red)])
  }

  @Test func hiddenAndClearSublayersAreNotDrawn() {
    let root = layer(CGRect(x: 0, y: 0, width: 30, height: 10))
    let hidden = layer(CGRect(x: 0, y: 0, width: 10, height: 10), red)
    hidden.isHidden = true
    let clear = layer(CGRect(x: 10, y: 0, width: 10, height: 10), green)
    clear.opacity = 0
    let shown = layer(CGRect(x: 20, y: 0, width: 10, height: 10), blue)
    for sublayer in [hidden, clear, shown] { root.addSublayer(sublayer) }
    #expect(fills(root).map(\.color) == [Color(blue)])
  }

  /// A sublayer's opacity fades it and its own sublayers as one group
  /// (`allowsGroupOpacity`, on by default on iOS).
  @Test func aFadedSublayerIsCompositedAsOneGroup() throws {
    let root = layer(CGRect(x: 0, y: 0, width: 20, height: 20))
    let faded = layer(CGRect(x: 0, y: 0, width: 20, height: 20), red)
    faded.opacity = 0.5
    faded.addSublayer(layer(CGRect(x: 5, y: 5, width: 10, height: 10), blue))
    root.addSublayer(faded)
    let commands = rendered(root)
    let alpha = try #require(commands.firstIndex(of: .setAlpha(0.5)))
    let begin = try #require(commands.firstIndex(of: .beginTransparencyLayer))
    let end = try #require(commands.lastIndex(of: .endTransparencyLayer))
    let fills = commands.indices.filter {
      if case .fillPath = commands[$0] { true } else { false }
    }
    #expect(alpha < begin)
    #expect(fills.count == 2 && fills.allSatisfy { begin < $0 && $0 < end })
  }

  /// `render(in:)` leaves out the layer's own opacity and transform:
  /// they are its superlayer's to apply.
  @Test func aLayersOwnOpacityAndTransformAreItsSuperlayers() {
    let root = layer(CGRect(x: 0, y: 0, width: 20, height: 20), red)
    root.opacity = 0.5
    root.setAffineTransform(CGAffineTransform(rotationAngle: 1))
    let commands = rendered(root)
    #expect(
      !commands.contains { if case .setAlpha = $0 { true } else { false } })
    #expect(
      !commands.contains { if case .concatenate = $0 { true } else { false } })
  }

  /// A sublayer sits with its anchor point at its position, and its
  /// bounds' origin is the point drawn at its top-left corner.
  @Test func aSublayerIsPlacedByItsPositionAnchorPointAndBounds() {
    let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100))
    let placed = CALayer()
    placed.bounds = CGRect(x: 5, y: 5, width: 20, height: 20)
    placed.anchorPoint = .zero
    placed.position = CGPoint(x: 50, y: 40)
    let painter = Painter(CGRect(x: 5, y: 5, width: 10, height: 10), blue)
    placed.delegate = painter
    root.addSublayer(placed)
    #expect(
      fills(root).map(\.rect) == [CGRect(x: 50, y: 40, width: 10, height: 10)])
    withExtendedLifetime(painter) {}
  }

  /// `masksToBounds` cuts everything, the background included, to the
  /// bounds rounded at the corners `maskedCorners` names.
  @Test func maskedCornersRoundOnlyTheirCorners() throws {
    let root = layer(CGRect(x: 0, y: 0, width: 100, height: 50), red)
    root.cornerRadius = 10
    root.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    root.masksToBounds = true
    let commands = rendered(root)
    let clip = try #require(
      commands.firstIndex { if case .clip = $0 { true } else { false } })
    let fill = try #require(
      commands.firstIndex { if case .fillPath = $0 { true } else { false } })
    #expect(clip < fill)
    // The outline's curves are all at the top: the bottom corners are
    // square.
    let curves = commands.flatMap { command -> [CGPoint] in
      guard case .addPath(let elements) = command else { return [] }
      return elements.compactMap {
        if case .curve(let to, _, _) = $0 { to } else { nil }
      }
    }
    #expect(!curves.isEmpty)
    #expect(curves.allSatisfy { $0.y <= 10 })
  }
}
