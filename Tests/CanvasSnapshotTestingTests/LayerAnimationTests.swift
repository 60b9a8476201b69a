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
  private func png(_ view: UIView) throws -> PNGImage {
    try PNGImage(
      data: CairoRenderer(measurer: PangoTextMeasurer()).pngData(
        for: ScreenCanvas(view).scene(measurer: PangoTextMeasurer()), scale: 1))
  }

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
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    root.backgroundColor = .white
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
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    root.backgroundColor = .white
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
