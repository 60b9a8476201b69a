import CoreGraphics
import Testing

/// The one walk of a recording, as Apple's Quartz 2D guide and the
/// `CGContext` reference describe the state it keeps.
@Suite struct CGRecordingInterpreterTests {
  /// What a backend was asked to do, in order.
  struct Log: CGRecordingBackend {
    var calls: [String] = []
    var states: [CGDrawingState] = []
    var paths: [[CGPathElementValue]] = []

    mutating func save() { calls.append("save") }
    mutating func restore() { calls.append("restore") }
    mutating func draw(
      _ path: [CGPathElementValue], _ mode: CGPathDrawingMode,
      in state: CGDrawingState
    ) {
      calls.append(mode == .stroke ? "stroke" : "fill")
      states.append(state)
      paths.append(path)
    }
    mutating func clip(
      to path: [CGPathElementValue], rule: CGPathFillRule,
      in state: CGDrawingState
    ) { calls.append("clip") }
    mutating func paint(
      _ gradient: CGPaintedGradient, in state: CGDrawingState
    ) { calls.append("gradient") }
    mutating func draw(
      _ image: CGImage, in rect: CGRect, state: CGDrawingState
    ) { calls.append("image") }
    mutating func show(_ run: CGTextRun, in state: CGDrawingState) {
      calls.append("text")
    }
    mutating func beginGroup(
      castsOnly: Bool, in state: CGDrawingState,
      content: CGRecordingInterpreter.Group
    ) -> Bool {
      calls.append(castsOnly ? "silhouette" : "layer")
      states.append(state)
      return true
    }
    mutating func endGroup() { calls.append("end") }
    mutating func beginMaskedGroup(in state: CGDrawingState) {
      calls.append("masked")
    }
    mutating func beginMask(in state: CGDrawingState) {
      calls.append("mask")
    }
    mutating func endMaskedGroup() { calls.append("unmask") }
  }

  private func log(_ draw: (CGContext) -> Void) -> Log {
    let context = CGContext()
    draw(context)
    var log = Log()
    var interpreter = CGRecordingInterpreter(context.commands)
    interpreter.run(on: &log)
    return log
  }

  /// Quartz applies the transformation to a path's points as they are
  /// added: a transformation set afterwards does not move them, though it
  /// still scales the stroke.
  @Test func aPathsPointsAreFixedWhenAdded() {
    let log = log { context in
      context.translateBy(x: 10, y: 20)
      context.move(to: .zero)
      context.addLine(to: CGPoint(x: 5, y: 0))
      context.scaleBy(x: 2, y: 2)
      context.strokePath()
    }
    #expect(
      log.paths == [
        [.move(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 15, y: 20))]
      ])
    #expect(log.states.first?.transform.a == 2)
  }

  /// Inside a transparency layer the opacity is 1, the shadow off and the
  /// blend mode normal, the rest of the state as it was; the layer
  /// composites with the opacity, shadow and blend mode it began with,
  /// which are current again after it.
  @Test func aTransparencyLayerStartsOpaqueWithoutShadowOrBlend() {
    let log = log { context in
      context.setAlpha(0.5)
      context.setShadow(offset: CGSize(width: 0, height: 2), blur: 4)
      context.setBlendMode(.multiply)
      context.setFillColor(CGColor(gray: 0.25, alpha: 1))
      context.beginTransparencyLayer(auxiliaryInfo: nil)
      context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
      context.endTransparencyLayer()
      context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    }
    #expect(
      log.calls.filter { $0 != "save" && $0 != "restore" } == [
        "layer", "fill", "end", "fill",
      ])
    let (composite, inside, after) = (
      log.states[0], log.states[1], log.states[2]
    )
    #expect(composite.alpha == 0.5 && composite.shadow != nil)
    #expect(composite.blendMode == .multiply)
    #expect(inside.alpha == 1 && inside.shadow == nil)
    #expect(inside.blendMode == .normal)
    #expect(inside.fillColor == CGColor(gray: 0.25, alpha: 1))
    #expect(after.alpha == 0.5 && after.blendMode == .multiply)
  }

  /// A save left open inside a layer ends with it; a restore inside a
  /// layer with no save of its own does not reach the state outside, and
  /// what the recording leaves open is closed at its end.
  @Test func savesAndLayersNest() {
    var log = Log()
    var interpreter = CGRecordingInterpreter([
      .saveGState, .beginTransparencyLayer, .saveGState, .setAlpha(0.25),
      .endTransparencyLayer, .restoreGState, .beginTransparencyLayer,
      .restoreGState,
    ])
    interpreter.run(on: &log)
    #expect(
      log.calls == [
        "save", "layer", "save", "restore", "end", "restore", "layer", "end",
      ])
  }
}
