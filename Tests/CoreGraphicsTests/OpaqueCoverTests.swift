import CoreGraphics
import Testing

/// What an opaque rectangle hides: Porter and Duff's "source over" with a
/// source of opacity 1 leaves nothing of the destination, so whatever a
/// recording drew under such a fill may go unpainted; anything that lets
/// the destination show through (opacity, a blend mode, a shadow, a clip,
/// a layer or a mask, a shape that is not the whole area) may not.
@Suite struct OpaqueCoverTests {
  private let area = CGRect(x: 0, y: 0, width: 100, height: 60)
  private let opaque = CGColor(srgbRed: 0.2, green: 0.4, blue: 0.6, alpha: 1)

  /// The cover of a recording that paints a red backdrop, a circle, and
  /// then what `last` paints.
  private func cover(_ last: (CGContext) -> Void) -> Int? {
    let context = CGContext()
    context.setFillColor(CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
    context.fill(area)
    context.fillEllipse(in: CGRect(x: 10, y: 10, width: 20, height: 20))
    last(context)
    return CGRecordingInterpreter.lastOpaqueCover(
      of: context.commands, over: area)
  }

  /// The index of the first red fill: the fill command of `fill(_:)`.
  private let firstFill = 4

  @Test func theLastOpaqueRectangleOverTheAreaHidesWhatCameBefore() throws {
    let index = try #require(
      cover {
        $0.setFillColor(opaque)
        // Larger than the area, given in a moved user space.
        $0.translateBy(x: -5, y: -5)
        $0.fill(CGRect(x: 0, y: 0, width: 110, height: 70))
      })
    #expect(index > firstFill)
    #expect(cover { _ in } == firstFill)
  }

  @Test(arguments: [
    "translucent colour", "faded", "multiplied", "shadowed", "clipped",
    "layer", "masked", "rounded", "turned", "smaller", "stroked", "endless",
    "flattened", "folded",
  ])
  func whatLetsTheBackdropShowThroughIsNoCover(_ kind: String) {
    let found = cover { context in
      context.setFillColor(opaque)
      let rect = CGRect(x: -1, y: -1, width: 102, height: 62)
      switch kind {
      case "translucent colour":
        context.setFillColor(
          CGColor(srgbRed: 0.2, green: 0.4, blue: 0.6, alpha: 0.99))
        context.fill(rect)
      case "faded":
        context.setAlpha(0.5)
        context.fill(rect)
      case "multiplied":
        context.setBlendMode(.multiply)
        context.fill(rect)
      case "shadowed":
        context.setShadow(offset: CGSize(width: 0, height: 2), blur: 4)
        context.fill(rect)
      case "clipped":
        context.clip(to: CGRect(x: 0, y: 0, width: 50, height: 60))
        context.fill(rect)
      case "layer":
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.fill(rect)
        context.endTransparencyLayer()
      case "masked":
        context.drawMasked(
          content: { context.fill(rect) },
          mask: { context.fillEllipse(in: rect) })
      case "rounded":
        context.addPath(
          CGPath(
            roundedRect: rect, cornerWidth: 8, cornerHeight: 8,
            transform: nil))
        context.fillPath()
      case "turned":
        context.rotate(by: .pi / 4)
        context.fill(CGRect(x: 0, y: -100, width: 200, height: 200))
      case "smaller":
        context.fill(CGRect(x: 0, y: 0, width: 100, height: 59.5))
      case "flattened":
        // The path is fixed when added; the fill's transformation
        // flattens everything, so Cairo fills nothing.
        context.addRect(rect)
        context.scaleBy(x: 0, y: 1)
        context.fillPath()
      case "folded":
        // Four points, one repeated: a rectangle's outline enclosing
        // nothing.
        context.move(to: CGPoint(x: -1, y: -1))
        context.addLine(to: CGPoint(x: 101, y: -1))
        context.addLine(to: CGPoint(x: 101, y: 61))
        context.addLine(to: CGPoint(x: 101, y: -1))
        context.closePath()
        context.fillPath()
      case "endless":
        context.fill(CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300))
      default:
        context.setStrokeColor(opaque)
        context.setLineWidth(200)
        context.stroke(rect)
      }
    }
    #expect(found == firstFill)
  }

  @Test func aClipEndsWithItsSaveAndALargerClipCutsNothing() {
    #expect(
      cover { context in
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
        context.restoreGState()
        context.clip(to: CGRect(x: -10, y: -10, width: 200, height: 200))
        context.setFillColor(opaque)
        context.fill(area)
      } != firstFill)
  }

  @Test func whatACoverHidesKeepsItsSavesAndClipsAndPaintsNothing() throws {
    let context = CGContext()
    context.setFillColor(opaque)
    context.fill(area)
    context.saveGState()
    context.clip(to: CGRect(x: -10, y: -10, width: 200, height: 200))
    context.beginTransparencyLayer(auxiliaryInfo: nil)
    context.fillEllipse(in: area)
    context.endTransparencyLayer()
    context.drawMasked(
      content: { context.fill(area) }, mask: { context.fill(area) })
    context.translateBy(x: 3, y: 4)
    context.fill(CGRect(x: -3, y: -4, width: 100, height: 60))
    context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
    context.restoreGState()
    let start = try #require(
      CGRecordingInterpreter.lastOpaqueCover(of: context.commands, over: area))
    var log = CGRecordingInterpreterTests.Log()
    var interpreter = CGRecordingInterpreter(context.commands)
    interpreter.run(on: &log, paintingFrom: start)
    // Only the cover and the square after it are painted; every save
    // before the cover (the masked group's too) is matched, and the clip
    // it left set is still set.
    #expect(
      log.calls.filter { !["save", "restore", "clip"].contains($0) } == [
        "fill", "fill",
      ])
    #expect(
      log.calls.filter { $0 == "save" }.count
        == log.calls.filter { $0 == "restore" }.count)
    #expect(log.calls.contains("clip"))
    #expect(log.paths.first?.first == .move(to: .zero))
    #expect(log.paths.last?.first == .move(to: CGPoint(x: 3, y: 4)))
  }
}
