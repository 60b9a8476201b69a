import CanvasCairo
import CanvasRendering
import CanvasTestSupport
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

/// `view` drawn as a snapshot draws it, at one pixel a point.
@MainActor func png(_ view: UIView) throws -> PNGImage {
  try ScreenCanvas(view).pixels()
}

/// A white view of `width` × `height` at the origin: what the drawing
/// tests draw on.
@MainActor func whiteView(width: CGFloat, height: CGFloat) -> UIView {
  let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  view.backgroundColor = .white
  return view
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

/// Layers that draw themselves and images drawn by a renderer, checked
/// against Core Animation's and UIKit's documented defaults.
@MainActor @Suite struct LayerDrawingTests {
  /// A shape layer's `strokeEnd` of a quarter strokes the first quarter of
  /// its path: a ring begun at 12 o'clock and run clockwise shows only its
  /// top-right quarter; with no fill colour set it fills nothing, and a
  /// shape layer left alone fills black, Core Animation's default.
  @Test func shapeLayersStrokeTheirShare() throws {
    let view = whiteView(width: 200, height: 100)
    let ring = CAShapeLayer()
    ring.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    ring.path =
      UIBezierPath(
        arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2,
        endAngle: 3 * .pi / 2, clockwise: true
      ).cgPath
    ring.fillColor = nil
    ring.strokeColor = UIColor.blue.cgColor
    ring.lineWidth = 10
    ring.strokeEnd = 0.25
    view.layer.addSublayer(ring)
    let square = CAShapeLayer()
    square.frame = CGRect(x: 120, y: 20, width: 60, height: 60)
    square.path = CGPath(
      rect: CGRect(x: 0, y: 0, width: 60, height: 60), transform: nil)
    view.layer.addSublayer(square)
    let image = try png(view)
    #expect(image.color(atX: 78, y: 22).hex == "#0000ff")
    #expect(image.color(atX: 50, y: 90).hex == "#ffffff")
    #expect(image.color(atX: 10, y: 50).hex == "#ffffff")
    #expect(image.color(atX: 22, y: 22).hex == "#ffffff")
    #expect(image.color(atX: 150, y: 50).hex == "#000000")
  }

  /// An image renderer makes an image of its size in points at its
  /// format's scale, transparent where nothing is drawn.
  @Test func imageRenderersDrawAtTheirScale() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let renderer = UIGraphicsImageRenderer(
      size: CGSize(width: 20, height: 10), format: format)
    let image = renderer.image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    #expect(image.size == CGSize(width: 20, height: 10))
    #expect(image.scale == 2)
    let pixels = try PNGImage(data: try #require(image.pngData()))
    #expect(pixels.width == 40 && pixels.height == 20)
    #expect(pixels.color(atX: 10, y: 10).hex == "#ff0000")
    #expect(pixels.color(atX: 30, y: 10).alpha == 0)
  }

  /// `layer.cornerRadius` with `layer.masksToBounds` cuts what is inside,
  /// as `clipsToBounds` does: they are one setting.
  @Test func masksToBoundsCutsTheContent() throws {
    let photo = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40))
      .image { context in
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
      }
    let card = whiteView(width: 40, height: 40)
    card.layer.cornerRadius = 20
    card.layer.masksToBounds = true
    #expect(card.clipsToBounds)
    let imageView = UIImageView(frame: card.bounds)
    imageView.image = photo
    card.addSubview(imageView)
    let root = whiteView(width: 40, height: 40)
    root.addSubview(card)
    let image = try png(root)
    #expect(image.color(atX: 20, y: 20).hex == "#ff0000")
    #expect(image.color(atX: 1, y: 1).hex == "#ffffff")
  }

  /// A gradient layer runs from its top centre to its bottom centre by
  /// default: red at the top, blue at the bottom, their mix half way (the
  /// simulator's (146, 33, 149), mixed in Generic RGB), and `[a, b] as
  /// CFArray` compiles as it does on Apple platforms.
  @Test func gradientLayersRampFromTopToBottom() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 100))
    let gradient = CAGradientLayer()
    gradient.frame = view.bounds
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
    view.layer.addSublayer(gradient)
    let image = try png(view)
    let top = image.color(atX: 10, y: 0)
    let bottom = image.color(atX: 10, y: 99)
    #expect(top.red > 0.98 && top.blue < 0.02)
    #expect(bottom.blue > 0.98 && bottom.red < 0.02)
    let middle = image.color(atX: 10, y: 50)
    #expect(abs(middle.red * 255 - 146) < 3 && abs(middle.blue * 255 - 149) < 3)
  }

  /// A gradient layer's pixels are those the iOS simulator draws.
  ///
  /// From the references LooseMarek/ViewFactory's snapshot tests recorded
  /// there (@4b8ec93, iPhone @3x): a 375 × 100 point view filled by a
  /// red → blue layer from its top-left to its bottom-right corner. The colours mix in
  /// Generic RGB (sRGB's pure red and blue come out (255, 38, 1) and
  /// (5, 51, 255), the middle (146, 33, 149), not (128, 0, 128)); the ramp
  /// runs in unit coordinates (the other two corners are both the middle
  /// colour, though the layer is not square); pixels are dithered with
  /// the simulator's ordered pattern, so a tile of 16 × 16 pixels matches
  /// the reference's far better than rounding would. Drawn in bands of 7 rows the image is the same: the
  /// dither is anchored at the image's first pixel, not the band's.
  @Test func gradientLayersMatchTheSimulatorsPixels() throws {
    func view(_ type: CAGradientLayerType) -> UIView {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
      let gradient = CAGradientLayer()
      gradient.type = type
      gradient.startPoint = .zero
      gradient.endPoint = CGPoint(x: 1, y: 1)
      gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
      gradient.frame = view.bounds
      view.layer.insertSublayer(gradient, at: 0)
      return view
    }
    let measurer = PangoTextMeasurer()
    let scene = ScreenCanvas(view(.axial)).scene(measurer: measurer)
    let renderer = CairoRenderer(measurer: measurer)
    let data = try renderer.pngData(for: scene, scale: 3)
    let image = try PNGImage(data: data)
    func rgb(_ x: Int, _ y: Int) -> [Int] {
      let index = (y * image.width + x) * 4
      return image.rgba[index..<index + 3].map(Int.init)
    }
    func near(_ x: Int, _ y: Int, _ expected: [Int], within levels: Int = 1)
      -> Bool
    {
      zip(rgb(x, y), expected).allSatisfy { abs($0 - $1) <= levels }
    }
    #expect(near(0, 0, [255, 38, 1]))
    #expect(near(1124, 299, [5, 51, 255]))
    #expect(near(0, 299, [146, 33, 149]))
    #expect(near(1124, 0, [146, 33, 149]))
    // The reference's 16 × 16 pixels from (560, 144), one dither tile,
    // as hexadecimal RGB: every value within a level of ours, and at
    // least 660 of the 768 exactly ours (rounding instead of dithering
    // matches 585).
    let reference = [
      "952193 952193 942093 942193 942193 942193 942193 942194",
      "932194 942194 932193 932194 932194 922094 932194 932195",
      "942193 942193 942193 942194 942194 932193 932193 932194",
      "932093 932194 932195 932194 922194 932195 922194 922194",
      "932193 942194 932194 932193 932093 932194 932194 932195",
      "932195 922194 932195 932195 922195 932195 922195 922195",
      "932194 932194 932195 932194 932194 932194 922194 932195",
      "922194 932195 922195 922195 922195 922195 922195 922196",
      "932194 922194 922194 932195 922194 922195 932195 922195",
      "922195 922195 922296 922195 922196 912196 912195 912196",
      "922194 932195 922195 922195 922196 922195 922196 912195",
      "922196 912195 912195 912196 912196 912196 912197 912196",
      "922195 922195 922195 912195 912195 922196 912196 922196",
      "912196 912196 912196 912196 912297 912196 912197 902196",
      "912195 912195 912196 912195 912196 912196 912196 912196",
      "902196 912197 902196 912197 902196 902197 912297 902197",
      "912196 912196 912296 912196 912196 902196 912196 912297",
      "902196 902197 902297 902197 902197 902197 8f2197 902298",
      "902196 912196 902196 902196 912197 912297 902196 902197",
      "902197 902197 902197 8f2197 902298 8f2197 8f2198 8f2198",
      "902196 912297 902197 902197 902197 902197 902297 8f2197",
      "902198 8f2198 8f2197 902298 8f2198 8f2198 8f2298 8e2198",
      "902197 902197 902298 8f2197 902198 8f2197 8f2197 8f2198",
      "902298 8f2197 8f2198 8f2198 8e2198 8f2198 8f2198 8e2199",
      "902197 8f2197 8f2197 8f2198 902298 8f2198 8f2298 8f2198",
      "8e2198 8e2198 8f2299 8f2299 8e2198 8e2299 8e2198 8e2299",
      "8f2197 8f2298 8f2198 8f2298 8f2198 8e2198 8e2198 8e2198",
      "8e2199 8f2299 8e2199 8e2199 8e2199 8d2199 8e2299 8d2199",
      "8f2198 8f2299 8e2198 8e2198 8f2199 8e2199 8e2299 8e2299",
      "8e2199 8e2199 8e2299 8d2199 8e229a 8d2199 8e229a 8d219a",
      "8e2199 8e2198 8e2299 8e2198 8e2299 8d2199 8e2199 8d2199",
      "8d2199 8e229a 8d2199 8d219a 8d2199 8d229a 8d219a 8c219a",
    ].flatMap { $0.split(separator: " ") }.map { triple in
      (0..<3).map { Int(triple.dropFirst($0 * 2).prefix(2), radix: 16) ?? -1 }
    }
    let drawn = (144..<160).flatMap { y in (560..<576).map { rgb($0, y) } }
    let pairs = zip(drawn.joined(), reference.joined())
    #expect(reference.count == 256)
    #expect(pairs.allSatisfy { abs($0 - $1) <= 1 })
    #expect(pairs.filter { $0 == $1 }.count >= 660)
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("banded-gradient-\(UUID().uuidString).png")
    FileManager.default.createFile(atPath: file.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: file) }
    let handle = try FileHandle(forWritingTo: file)
    try renderer.writeTiledPNG(
      for: scene, scale: 3, to: handle, bandBytes: 1125 * 4 * 7)
    try handle.close()
    #expect(try PNGImage(data: Data(contentsOf: file)) == image)
    // The conic layer of the same test suite: round the top-left corner
    // from the diagonal in unit coordinates, clockwise.
    let cone = try ScreenCanvas(view(.conic)).pixels(scale: 3)
    let coneIndex = { (x: Int, y: Int) in (y * cone.width + x) * 4 }
    #expect(abs(Int(cone.rgba[coneIndex(1124, 0) + 2]) - 230) <= 2)
    #expect(abs(Int(cone.rgba[coneIndex(0, 299) + 2]) - 49) <= 2)
  }

  /// A conic gradient goes once round its start point from the direction
  /// of its end point, clockwise on screen: a quarter turn round (below
  /// the centre) is mostly red, three quarters round (above it) mostly
  /// blue, half way round the ramp's middle; the SVG draws it as wedges.
  @Test func conicGradientsGoRoundClockwise() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let cone = CAGradientLayer()
    cone.type = .conic
    cone.frame = view.bounds
    cone.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    cone.startPoint = CGPoint(x: 0.5, y: 0.5)
    cone.endPoint = CGPoint(x: 1, y: 0.5)
    view.layer.addSublayer(cone)
    let image = try png(view)
    let below = image.color(atX: 50, y: 90)
    let above = image.color(atX: 50, y: 10)
    #expect(below.red > 0.7 && below.blue < 0.4)
    #expect(above.red < 0.4 && above.blue > 0.7)
    // Half way round: the middle of a red → blue ramp on the simulator.
    let left = image.color(atX: 10, y: 50)
    #expect(abs(left.red * 255 - 146) < 3 && abs(left.blue * 255 - 149) < 3)
    let svg = SVGWriter().document(
      for: ScreenCanvas(view).scene(measurer: PangoTextMeasurer()))
    #expect(svg.components(separatedBy: "stroke-width=\"0.5\"").count > 180)
  }

  /// A view whose `layerClass` is `CAGradientLayer` is drawn by its
  /// gradient layer, the idiom real gradient views use.
  @Test func aViewsLayerClassDrawsTheView() throws {
    final class GradientView: UIView {
      override class var layerClass: AnyClass { CAGradientLayer.self }
    }
    let view = GradientView(frame: CGRect(x: 0, y: 0, width: 20, height: 100))
    let gradient = try #require(view.layer as? CAGradientLayer)
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    let image = try png(view)
    let top = image.color(atX: 10, y: 0)
    let bottom = image.color(atX: 10, y: 99)
    #expect(top.red > 0.98 && top.blue < 0.02)
    #expect(bottom.blue > 0.98 && bottom.red < 0.02)
  }

  /// `maskedCorners` rounds only the corners it names: a card rounded at
  /// the top keeps square bottom corners.
  @Test func maskedCornersRoundOnlyTheNamedCorners() throws {
    let root = whiteView(width: 40, height: 40)
    let card = CALayer()
    card.frame = root.bounds
    card.backgroundColor = UIColor.red.cgColor
    card.cornerRadius = 20
    card.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    root.layer.addSublayer(card)
    let image = try png(root)
    #expect(image.color(atX: 1, y: 1).hex == "#ffffff")
    #expect(image.color(atX: 38, y: 1).hex == "#ffffff")
    #expect(image.color(atX: 1, y: 38).hex == "#ff0000")
    #expect(image.color(atX: 38, y: 38).hex == "#ff0000")
  }

  /// Sublayers stack by `zPosition` before their order, and a sublayer
  /// turns about its anchor point by its transform: a 20 × 80 bar turned
  /// a quarter turn about its centre lies across the middle.
  @Test func sublayersStackByZPositionAndTurnAboutTheirAnchor() throws {
    let root = whiteView(width: 100, height: 100)
    let front = CALayer()
    front.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    front.backgroundColor = UIColor.red.cgColor
    front.zPosition = 1
    let back = CALayer()
    back.frame = front.frame
    back.backgroundColor = UIColor.blue.cgColor
    root.layer.addSublayer(front)
    root.layer.addSublayer(back)
    let bar = CALayer()
    bar.bounds = CGRect(x: 0, y: 0, width: 20, height: 80)
    bar.position = CGPoint(x: 50, y: 75)
    bar.backgroundColor = UIColor.green.cgColor
    bar.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
    root.layer.addSublayer(bar)
    let image = try png(root)
    #expect(image.color(atX: 25, y: 25).hex == "#ff0000")
    #expect(image.color(atX: 15, y: 75).hex == "#00ff00")
    #expect(image.color(atX: 85, y: 75).hex == "#00ff00")
    #expect(image.color(atX: 50, y: 60).hex == "#ffffff")
  }

  /// A layer of its own, snapshotted alone, draws itself and its
  /// sublayers at its bounds' size.
  @Test func aLayerOfItsOwnDrawsAlone() throws {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 20)
    layer.backgroundColor = UIColor.blue.cgColor
    let dot = CALayer()
    dot.frame = CGRect(x: 20, y: 10, width: 10, height: 10)
    dot.backgroundColor = UIColor.red.cgColor
    layer.addSublayer(dot)
    let image = try png(LayerHostView(layer))
    #expect(image.width == 30 && image.height == 20)
    #expect(image.color(atX: 5, y: 5).hex == "#0000ff")
    #expect(image.color(atX: 25, y: 15).hex == "#ff0000")
  }
}

/// A view's geometry is its layer's, one value each, as in UIKit.
@MainActor @Suite struct ViewLayerGeometryTests {
  /// A new bounds size keeps the centre, as Apple's `bounds` reference
  /// says: "Changing the bounds size grows or shrinks the view relative to
  /// its center point".
  @Test func aNewBoundsSizeKeepsTheCentre() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    view.bounds.size = CGSize(width: 60, height: 30)
    #expect(view.center == CGPoint(x: 60, y: 45))
    #expect(view.frame == CGRect(x: 30, y: 30, width: 60, height: 30))
  }

  /// The frame, centre, alpha, hidden flag and clipping are the layer's,
  /// and the view is its layer's delegate.
  @Test func theViewsValuesAreItsLayers() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.layer.delegate === view)
    #expect(view.layer.frame == view.frame)
    #expect(view.layer.position == CGPoint(x: 60, y: 45))
    view.center = CGPoint(x: 100, y: 100)
    #expect(view.frame.origin == CGPoint(x: 50, y: 75))
    view.alpha = 0.5
    #expect(view.layer.opacity == 0.5)
    view.layer.isHidden = true
    #expect(view.isHidden)
    view.clipsToBounds = true
    #expect(view.layer.masksToBounds)
  }

  /// A colour set on the layer is the view's background, as in UIKit.
  @Test func aLayerBackgroundIsTheViews() {
    let view = UIView()
    view.layer.backgroundColor = UIColor.red.cgColor
    #expect(view.backgroundColor?.cgColor == UIColor.red.cgColor)
    view.backgroundColor = .systemBackground
    #expect(view.backgroundColor == .systemBackground)
  }
}

/// Shadows, as Core Animation and Core Graphics cast them, read back from
/// the pixels.
@MainActor @Suite struct ShadowTests {
  private func render(_ view: UIView) -> Scene {
    ScreenCanvas(view).scene(measurer: PangoTextMeasurer())
  }

  /// A 40-point card on white, its layer's shadow opaque black, 10 points
  /// down (a positive height points down on iOS).
  private func card(radius: CGFloat, masks: Bool = false) -> UIView {
    let root = whiteView(width: 100, height: 100)
    let card = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
    card.backgroundColor = .red
    card.layer.shadowOpacity = 1
    card.layer.shadowOffset = CGSize(width: 0, height: 10)
    card.layer.shadowRadius = radius
    card.layer.masksToBounds = masks
    root.addSubview(card)
    return root
  }

  /// With no blur the shadow is the card's shape moved down: black below
  /// the card, nothing above it or beside it.
  @Test func aViewsShadowFallsBelowIt() throws {
    let image = try png(card(radius: 0))
    #expect(image.color(atX: 50, y: 75).hex == "#000000")
    #expect(image.color(atX: 50, y: 50).hex == "#ff0000")
    #expect(image.color(atX: 50, y: 25).hex == "#ffffff")
    #expect(image.color(atX: 75, y: 50).hex == "#ffffff")
  }

  /// The blur is a Gaussian whose standard deviation is the shadow
  /// radius: half dark at the shadow's edge (y = 80), and at one standard
  /// deviation past it about 16 % (the normal distribution's tail).
  @Test func theShadowRadiusIsTheBlursStandardDeviation() throws {
    let image = try png(card(radius: 4))
    let edge = image.color(atX: 50, y: 80).red  // pixel centre 80.5
    #expect(abs((1 - edge) - 0.45) < 0.05)
    let past = image.color(atX: 50, y: 84).red  // 1.125 σ past the edge
    #expect(abs((1 - past) - 0.13) < 0.04)
    #expect(image.color(atX: 50, y: 95).hex == "#ffffff")
  }

  /// A layer that masks to its bounds cuts its shadow away, as on iOS.
  @Test func masksToBoundsHidesTheShadow() throws {
    let image = try png(card(radius: 0, masks: true))
    #expect(image.color(atX: 50, y: 75).hex == "#ffffff")
  }

  /// A `shadowPath` gives the shadow its shape, whatever the layer draws.
  @Test func theShadowPathShapesTheShadow() throws {
    let root = card(radius: 0)
    let card = root.subviews[0]
    card.layer.shadowPath = CGPath(
      rect: CGRect(x: 0, y: 0, width: 20, height: 40), transform: nil)
    let image = try png(root)
    #expect(image.color(atX: 35, y: 75).hex == "#000000")
    #expect(image.color(atX: 60, y: 75).hex == "#ffffff")
  }

  /// `CGContext.setShadow(offset:blur:)` casts Core Graphics' default
  /// shadow, black at a third, under what is filled after it; the SVG
  /// writes it as a filter and the PDF draws it.
  @Test func contextShadowsCastUnderFills() throws {
    final class Shadowed: UIView {
      override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setShadow(offset: CGSize(width: 10, height: 10), blur: 0)
        context.setFillColor(UIColor.blue.cgColor)
        context.fill(CGRect(x: 10, y: 10, width: 40, height: 40))
      }
    }
    let root = whiteView(width: 100, height: 100)
    root.addSubview(Shadowed(frame: root.bounds))
    let image = try png(root)
    #expect(image.color(atX: 30, y: 30).hex == "#0000ff")
    #expect(image.color(atX: 55, y: 55).hex == "#aaaaaa")
    #expect(image.color(atX: 5, y: 5).hex == "#ffffff")
    let svg = SVGWriter().document(for: render(root))
    #expect(
      svg.contains("<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"0\"/>"))
    #expect(svg.contains("<feOffset dx=\"10\" dy=\"10\""))
    #expect(
      try CairoRenderer(measurer: PangoTextMeasurer()).pdfData(
        for: render(root)
      )
      .count > 0)
  }

  /// A PNG is drawn in bands of rows; a shadow is cast whole into each,
  /// so a picture drawn in bands of 16 rows is the picture drawn at once.
  @Test func shadowsCrossBandsUnbroken() throws {
    let root = whiteView(width: 100, height: 200)
    let card = UIView(frame: CGRect(x: 20, y: 50, width: 60, height: 60))
    card.backgroundColor = .white
    card.layer.cornerRadius = 12
    card.layer.shadowOpacity = 0.5
    card.layer.shadowRadius = 10
    card.layer.shadowOffset = CGSize(width: 0, height: 8)
    root.addSubview(card)
    let renderer = CairoRenderer(measurer: PangoTextMeasurer())
    let whole = try PNGImage(
      data: renderer.pngData(for: render(root), scale: 1))
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("bands-\(UUID().uuidString).png")
    _ = FileManager.default.createFile(atPath: path.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: path) }
    let handle = try FileHandle(forWritingTo: path)
    try renderer.writeTiledPNG(
      for: render(root), scale: 1, to: handle, bandBytes: 100 * 4 * 16)
    try handle.close()
    let banded = try PNGImage(data: Data(contentsOf: path))
    for y in stride(from: 0, to: 200, by: 3) {
      for x in stride(from: 0, to: 100, by: 7) {
        #expect(banded.color(atX: x, y: y) == whole.color(atX: x, y: y))
      }
    }
    // The shadow shows past the card's bottom and beside it.
    #expect(whole.color(atX: 50, y: 115).red < 0.9)
  }

  /// A view's `transform` turns it and everything in it about its centre,
  /// as UIKit draws it: a 40 × 20 bar turned a quarter turn stands 20 ×
  /// 40, and its label turns with it.
  @Test func viewTransformsTurnTheViewAndItsContents() throws {
    let root = whiteView(width: 100, height: 100)
    let bar = UIView(frame: CGRect(x: 30, y: 40, width: 40, height: 20))
    bar.backgroundColor = .red
    let label = UILabel(frame: bar.bounds)
    label.text = "Hi"
    bar.addSubview(label)
    bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
    root.addSubview(bar)
    let image = try png(root)
    #expect(image.color(atX: 55, y: 33).hex == "#ff0000")
    #expect(image.color(atX: 33, y: 45).hex == "#ffffff")
    let svg = SVGWriter().document(
      for: ScreenCanvas(root).scene(measurer: PangoTextMeasurer()))
    #expect(svg.contains(">Hi</text>"))
    #expect(svg.contains("matrix(0 1 -1 0 "))
  }
}
