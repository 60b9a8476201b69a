import CanvasCairo
import CanvasRendering
import CanvasUIKit
import CoreGraphics
import Foundation
import QuartzCore
import Testing

/// Core Animation's animations, kept on their layers as Apple documents
/// them, and the layers that draw copies and fade as groups.
@MainActor @Suite struct LayerAnimationTests {
  /// `add(_:forKey:)` keeps a copy, as Apple's reference says ("the
  /// animation object is copied by the render tree, not referenced"), so
  /// changing the original afterwards changes nothing kept.
  @Test func addingAnAnimationKeepsACopy() throws {
    let layer = CALayer()
    let pulse = CAKeyframeAnimation(keyPath: "transform.scale")
    pulse.values = [1, 0.3, 1]
    pulse.keyTimes = [0, 0.3, 1]
    pulse.timingFunctions = [
      CAMediaTimingFunction(name: .easeInEaseOut),
      CAMediaTimingFunction(controlPoints: 0.2, 0.68, 0.18, 1.08),
    ]
    pulse.duration = 0.75
    pulse.repeatCount = HUGE
    pulse.isRemovedOnCompletion = false
    layer.add(pulse, forKey: "pulse")
    pulse.duration = 9
    let kept = try #require(
      layer.animation(forKey: "pulse") as? CAKeyframeAnimation)
    #expect(kept !== pulse)
    #expect(kept.duration == 0.75)
    #expect(kept.keyPath == "transform.scale")
    #expect(kept.values?.count == 3)
    #expect(kept.repeatCount == .greatestFiniteMagnitude)
    #expect(!kept.isRemovedOnCompletion)
    layer.add(CABasicAnimation(keyPath: "opacity"), forKey: nil)
    #expect(layer.animationKeys()?.count == 2)
    layer.removeAnimation(forKey: "pulse")
    #expect(layer.animationKeys()?.count == 1)
    layer.removeAllAnimations()
    #expect(layer.animationKeys() == nil)
  }

  /// The named timing functions have Apple's documented control points:
  /// ease-in-ease-out is (0.42, 0) and (0.58, 1).
  @Test func namedTimingFunctionsHaveApplesControlPoints() {
    let curve = CAMediaTimingFunction(name: .easeInEaseOut)
    var point: [Float] = [0, 0]
    curve.getControlPoint(at: 1, values: &point)
    #expect(point == [0.42, 0])
    curve.getControlPoint(at: 2, values: &point)
    #expect(point == [0.58, 1])
  }

  /// A transform boxed in `NSValue`, as keyframe values are, comes back
  /// whole.
  @Test func transformsBoxInValues() {
    let turn = CATransform3DMakeRotation(.pi / 3, 0, 0, 1)
    #expect(NSValue(caTransform3D: turn).caTransform3DValue == turn)
  }

  /// A transaction's completion block runs when it commits: nothing
  /// animates in a still image.
  @Test func transactionsCompleteOnCommit() {
    nonisolated(unsafe) var completed = false
    CATransaction.begin()
    CATransaction.setAnimationDuration(2)
    #expect(CATransaction.animationDuration() == 2)
    CATransaction.setCompletionBlock { completed = true }
    #expect(!completed)
    CATransaction.commit()
    #expect(completed)
  }

  /// A replicator draws its sublayers `instanceCount` times, each moved
  /// by one more `instanceTransform`, and fades each copy by
  /// `instanceAlphaOffset`.
  @Test func replicatorsDrawTheirCopies() throws {
    let root = whiteView(width: 100, height: 20)
    let replicator = CAReplicatorLayer()
    replicator.frame = root.bounds
    replicator.instanceCount = 3
    replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
    replicator.instanceAlphaOffset = -0.5
    let dot = CALayer()
    dot.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    dot.backgroundColor = UIColor.black.cgColor
    replicator.addSublayer(dot)
    root.layer.addSublayer(replicator)
    let image = try png(root)
    #expect(image.color(atX: 10, y: 10).hex == "#000000")
    #expect(abs(image.color(atX: 40, y: 10).red - 0.5) < 0.01)
    #expect(image.color(atX: 70, y: 10).hex == "#ffffff")
    #expect(image.color(atX: 25, y: 10).hex == "#ffffff")
  }

  /// Opacities multiply down the layer tree: a black square at half
  /// opacity inside a layer at half opacity shows a quarter black.
  @Test func opacitiesMultiplyDownTheTree() throws {
    let root = whiteView(width: 20, height: 20)
    let outer = CALayer()
    outer.frame = root.bounds
    outer.opacity = 0.5
    let inner = CALayer()
    inner.frame = root.bounds
    inner.backgroundColor = UIColor.black.cgColor
    inner.opacity = 0.5
    outer.addSublayer(inner)
    root.layer.addSublayer(outer)
    let image = try png(root)
    #expect(image.color(atX: 10, y: 10).hex == "#bfbfbf")
  }
}

/// Pictures drawn into a context, as Core Graphics and UIKit document
/// them: `CGContext.draw(_:in:)` in Core Graphics' y-up terms (upside down
/// in a UIKit context, as Apple's reference warns), `UIImage.draw(in:)`
/// upright, and a layer's `contents` placed by its gravity.
@MainActor @Suite struct ImageDrawingIntoContextTests {
  /// A 20 × 20 picture: red on top, blue below.
  private func picture() -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
      UIColor.red.setFill()
      UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 10))
      UIColor.blue.setFill()
      UIRectFill(CGRect(x: 0, y: 10, width: 20, height: 10))
    }
  }

  @Test func uiImagesDrawUprightAndCGImagesAsCoreGraphicsDoes() throws {
    final class Pictures: UIView {
      var image: UIImage?
      override func draw(_ rect: CGRect) {
        guard let image, let cgImage = image.cgImage,
          let context = UIGraphicsGetCurrentContext()
        else { return }
        image.draw(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        context.draw(cgImage, in: CGRect(x: 50, y: 0, width: 40, height: 40))
        // The lower half, in the picture's pixels (the renderer drew it
        // at the screen's scale).
        let half = CGFloat(cgImage.height) / 2
        if let lower = cgImage.cropping(
          to: CGRect(x: 0, y: half, width: CGFloat(cgImage.width), height: half)
        ) {
          UIImage(cgImage: lower).draw(
            in: CGRect(x: 0, y: 50, width: 40, height: 20))
        }
      }
    }
    let view = Pictures(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
    view.backgroundColor = .white
    view.image = picture()
    let image = try png(view)
    #expect(image.color(atX: 20, y: 5).hex == "#ff0000")
    #expect(image.color(atX: 20, y: 35).hex == "#0000ff")
    #expect(image.color(atX: 70, y: 5).hex == "#0000ff")
    #expect(image.color(atX: 70, y: 35).hex == "#ff0000")
    #expect(image.color(atX: 20, y: 60).hex == "#0000ff")
    #expect(image.color(atX: 20, y: 75).hex == "#ffffff")
    let svg = SVGWriter().document(
      for: ScreenCanvas(view).scene(measurer: PangoTextMeasurer()))
    // A picture a renderer drew is kept as its drawing: the readable SVG
    // shows it as the paths it drew, cut to the picture, not as bytes.
    #expect(!svg.contains("href=\"data:image/png;base64,"))
    #expect(svg.contains("fill=\"#ff0000\""))
    #expect(svg.contains("fill=\"#0000ff\""))
  }

  /// `resizeAspect` fits the picture inside the bounds, centred.
  @Test func layerContentsFollowTheirGravity() throws {
    let view = whiteView(width: 60, height: 20)
    view.layer.contents = picture().cgImage
    view.layer.contentsGravity = .resizeAspect
    let image = try png(view)
    #expect(image.color(atX: 5, y: 10).hex == "#ffffff")
    #expect(image.color(atX: 30, y: 5).hex == "#ff0000")
    #expect(image.color(atX: 30, y: 15).hex == "#0000ff")
    #expect(image.color(atX: 55, y: 10).hex == "#ffffff")
  }

  /// A multiply blend darkens what is under it, as Core Graphics' does.
  @Test func blendModesCombineWithWhatIsUnder() throws {
    final class Blended: UIView {
      override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.yellow.cgColor)
        context.fill(bounds)
        context.setBlendMode(.multiply)
        context.setFillColor(
          UIColor(red: 0, green: 1, blue: 1, alpha: 1).cgColor)
        context.fill(bounds)
      }
    }
    let image = try png(
      Blended(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    #expect(image.color(atX: 5, y: 5).hex == "#00ff00")
  }
}

/// Text drawn into a context and by text layers, set by the same engine
/// as labels.
@MainActor @Suite struct TextDrawingIntoContextTests {
  private func scene(_ view: UIView) -> Scene {
    ScreenCanvas(view).scene(measurer: PangoTextMeasurer())
  }

  /// The columns of `image` that hold ink darker than mid-grey.
  private func inkColumns(_ image: PNGImage, rows: Range<Int>) -> ClosedRange<
    Int
  >? {
    var columns: [Int] = []
    for x in 0..<image.width {
      if rows.contains(where: { image.color(atX: x, y: $0).red < 0.5 }) {
        columns.append(x)
      }
    }
    guard let first = columns.first, let last = columns.last else { return nil }
    return first...last
  }

  /// `NSString.draw(in:withAttributes:)` centres each line when the
  /// paragraph style says so, and a newline starts a line, as UIKit's
  /// string drawing does; the SVG keeps the text as text.
  @Test func stringsDrawAlignedInTheirRectangle() throws {
    final class Caption: UIView {
      override func draw(_ rect: CGRect) {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        ("Hello\nworld" as NSString).draw(
          in: bounds,
          withAttributes: [
            .font: UIFont.systemFont(ofSize: 20),
            .foregroundColor: UIColor.black, .paragraphStyle: style,
          ])
      }
    }
    let view = Caption(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    view.backgroundColor = .white
    let image = try PNGImage(
      data: CairoRenderer(measurer: PangoTextMeasurer()).pngData(
        for: scene(view), scale: 1))
    let ink = try #require(inkColumns(image, rows: 0..<25))
    #expect(abs(Double(ink.lowerBound + ink.upperBound) / 2 - 100) < 3)
    #expect(inkColumns(image, rows: 26..<50) != nil)
    let svg = SVGWriter().document(for: scene(view))
    #expect(svg.contains(">Hello</text>"))
    #expect(svg.contains(">world</text>"))
  }

  /// A label breaks its line at a newline, as `UILabel` does, and a blank
  /// line between two newlines keeps its height.
  @Test func labelsBreakAtNewlines() throws {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    label.numberOfLines = 0
    label.text = "One\n\nTwo words"
    let svg = SVGWriter().document(for: scene(label))
    let lines = svg.components(separatedBy: "<text ").dropFirst()
    #expect(lines.count == 2)
    #expect(svg.contains(">One</text>") && svg.contains(">Two words</text>"))
    let y = lines.compactMap { line -> Double? in
      guard let start = line.range(of: "y=\"")?.upperBound,
        let end = line[start...].firstIndex(of: "\"")
      else { return nil }
      return Double(line[start..<end])
    }
    let lineHeight = Double(label.font.lineHeight)
    #expect(y.count == 2 && abs((y[1] - y[0]) - 2 * lineHeight) < 0.5)
  }

  /// A text layer draws in white at 36 points by default, from the top of
  /// its bounds, as Apple documents `CATextLayer`.
  @Test func textLayersDrawWithCoreAnimationsDefaults() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    view.backgroundColor = .black
    let text = CATextLayer()
    text.frame = view.bounds
    text.string = "Hi"
    view.layer.addSublayer(text)
    let svg = SVGWriter().document(for: scene(view))
    #expect(svg.contains("font-size=\"36\""))
    #expect(svg.contains("fill=\"#ffffff\">Hi</text>"))
    let image = try PNGImage(
      data: CairoRenderer(measurer: PangoTextMeasurer()).pngData(
        for: scene(view), scale: 1))
    var lit = 0
    for y in 0..<50 {
      for x in 0..<60 where image.color(atX: x, y: y).red > 0.5 { lit += 1 }
    }
    #expect(lit > 50)
    #expect(image.color(atX: 100, y: 80).hex == "#000000")
  }
}

/// A layer's `mask` cuts it by the mask's opacity, as Core Animation's
/// reference describes: "the layer's content shows through only where the
/// mask is opaque".
@MainActor @Suite struct LayerMaskTests {
  private func circle(in rect: CGRect) -> CAShapeLayer {
    let mask = CAShapeLayer()
    mask.frame = rect
    mask.path = CGPath(
      ellipseIn: CGRect(origin: .zero, size: rect.size), transform: nil)
    return mask
  }

  @Test func aShapeMaskCutsASublayer() throws {
    let root = whiteView(width: 40, height: 40)
    let square = CALayer()
    square.frame = root.bounds
    square.backgroundColor = UIColor.red.cgColor
    square.mask = circle(in: square.bounds)
    root.layer.addSublayer(square)
    let image = try png(root)
    #expect(image.color(atX: 20, y: 20).hex == "#ff0000")
    #expect(image.color(atX: 2, y: 2).hex == "#ffffff")
    let svg = SVGWriter().document(
      for: ScreenCanvas(root).scene(measurer: PangoTextMeasurer()))
    #expect(svg.contains("mask=\"url(#"))
    #expect(svg.contains("<mask id="))
  }

  /// A card the size of a 40-point square root, masked to its top half,
  /// and the image of the root.
  private func maskedCard(_ fill: (UIView) -> Void) throws -> PNGImage {
    let root = whiteView(width: 40, height: 40)
    let card = UIView(frame: root.bounds)
    fill(card)
    let half = CAShapeLayer()
    half.path = CGPath(
      rect: CGRect(x: 0, y: 0, width: 40, height: 20), transform: nil)
    card.layer.mask = half
    root.addSubview(card)
    return try png(root)
  }

  /// A view's own mask cuts its background too: a card masked to its top
  /// half shows only that half.
  @Test func aViewsMaskCutsItsBackground() throws {
    let image = try maskedCard { $0.backgroundColor = .blue }
    #expect(image.color(atX: 20, y: 10).hex == "#0000ff")
    #expect(image.color(atX: 20, y: 30).hex == "#ffffff")
  }

  /// A view's mask cuts everything the view shows, its subviews and their
  /// text included, as Core Animation's mask cuts the layer's sublayers.
  @Test func aViewsMaskCutsItsSubviews() throws {
    let image = try maskedCard { card in
      let inner = UIView(frame: card.bounds)
      inner.backgroundColor = .green
      let label = UILabel(frame: CGRect(x: 0, y: 20, width: 40, height: 20))
      label.text = "████"
      label.textColor = .black
      card.addSubview(inner)
      card.addSubview(label)
    }
    #expect(image.color(atX: 20, y: 10).hex == "#00ff00")
    for x in stride(from: 1, to: 40, by: 3) {
      #expect(image.color(atX: x, y: 30).hex == "#ffffff")
    }
  }

  /// A gradient mask from opaque to clear fades the layer out.
  @Test func aGradientMaskFades() throws {
    let root = whiteView(width: 20, height: 100)
    let band = CALayer()
    band.frame = root.bounds
    band.backgroundColor = UIColor.black.cgColor
    let fade = CAGradientLayer()
    fade.frame = band.bounds
    fade.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
    band.mask = fade
    root.layer.addSublayer(band)
    let image = try png(root)
    #expect(image.color(atX: 10, y: 1).red < 0.05)
    #expect(abs(image.color(atX: 10, y: 50).red - 0.5) < 0.03)
    #expect(image.color(atX: 10, y: 98).red > 0.95)
  }
}

/// Image contexts, as UIKit and Core Graphics document them: UIKit's
/// image context has its origin at the top left and a scale; a Core
/// Graphics bitmap context has its origin at the bottom left.
@MainActor @Suite struct ImageContextTests {
  @Test func uikitImageContextsDrawTopDownAtTheirScale() throws {
    UIGraphicsBeginImageContextWithOptions(
      CGSize(width: 20, height: 10), false, 2)
    UIColor.red.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 5))
    let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(image.size == CGSize(width: 20, height: 10))
    #expect(image.scale == 2)
    let pixels = try PNGImage(data: try #require(image.pngData()))
    #expect(pixels.width == 40 && pixels.height == 20)
    #expect(pixels.color(atX: 20, y: 2).hex == "#ff0000")
    #expect(pixels.color(atX: 20, y: 18).alpha == 0)
  }

  @Test func bitmapContextsPutTheOriginAtTheBottomLeft() throws {
    _ = UIView()  // the UIKit module is in use, as in an app
    let context = try #require(
      CGContext(
        data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    #expect(context.width == 10 && context.height == 10)
    context.setFillColor(UIColor.red.cgColor)
    context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
    let image = try #require(context.makeImage())
    #expect(image.width == 10 && image.height == 10)
    let pixels = try PNGImage(
      data: try #require(UIImage(cgImage: image).pngData()))
    #expect(pixels.color(atX: 5, y: 8).hex == "#ff0000")
    #expect(pixels.color(atX: 5, y: 2).alpha == 0)
  }
}
