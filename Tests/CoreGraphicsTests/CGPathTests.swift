import CoreGraphics
import Foundation
import Testing

/// `CGPath` and `CGContext` as Apple's Core Graphics reference documents
/// them, without a renderer: the elements a path holds, its boxes and
/// what it contains, and what a context records.
@Suite struct CGPathTests {
  /// `addArc(center:radius:startAngle:endAngle:clockwise:)` takes
  /// `clockwise` in Core Graphics' y-up terms: from angle 0 to π/2 not
  /// clockwise passes angle π/4, clockwise the long way through π.
  @Test func anArcsDirectionIsCoreGraphicsOwn() {
    func passes(_ angle: CGFloat, clockwise: Bool) -> Bool {
      let path = CGMutablePath()
      path.addArc(
        center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2,
        clockwise: clockwise)
      let point = CGPoint(x: 10 * cos(angle), y: 10 * sin(angle))
      return path.boundingBoxOfPath.insetBy(dx: -0.01, dy: -0.01)
        .contains(point)
    }
    #expect(passes(.pi / 4, clockwise: false))
    #expect(!passes(.pi, clockwise: false))
    #expect(passes(.pi, clockwise: true))
  }

  /// A rounded rectangle's bounding box is its rectangle; a point in a
  /// corner's cut-off is outside it, the centre inside.
  @Test func aRoundedRectangleHoldsItsInsideButNotItsCorners() {
    let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
    let path = CGPath(
      roundedRect: rect, cornerWidth: 10, cornerHeight: 10, transform: nil)
    #expect(path.boundingBoxOfPath.integral == rect)
    #expect(path.contains(CGPoint(x: 60, y: 45)))
    #expect(!path.contains(CGPoint(x: 11, y: 21)))
    #expect(path.contains(CGPoint(x: 11, y: 45)))
  }

  /// The even-odd rule leaves a hole where two subpaths overlap; the
  /// winding rule does not, for subpaths turning the same way.
  @Test func theFillRuleDecidesOverlaps() {
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
    path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
    let middle = CGPoint(x: 50, y: 50)
    #expect(path.contains(middle, using: .winding))
    #expect(!path.contains(middle, using: .evenOdd))
  }

  /// A context records what it is told, in order; a state saved and
  /// restored with nothing drawn leaves it empty.
  @Test func aContextRecordsWhatItIsTold() {
    let context = CGContext()
    context.saveGState()
    context.setFillColor(CGColor(gray: 0, alpha: 1))
    context.restoreGState()
    #expect(context.isEmpty)
    context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(!context.isEmpty)
    #expect(context.commands.contains(.fillPath(.winding)))
  }
}
