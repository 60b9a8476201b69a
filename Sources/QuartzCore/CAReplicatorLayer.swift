import CollectionLayout
import CoreGraphics

/// A layer that draws its sublayers several times, each copy moved by one
/// more step of ``instanceTransform``, as Core Animation's
/// `CAReplicatorLayer`: how spinners and equalisers are drawn.
///
/// Each copy's opacity drops by ``instanceAlphaOffset`` from the last.
/// ``instanceDelay`` staggers animations, which a still image does not run;
/// ``instanceColor`` and the colour offsets are kept, not drawn.
@preconcurrency @MainActor open class CAReplicatorLayer: CALayer {
  /// How many copies are drawn, the first unmoved.
  open var instanceCount = 1
  /// The transform from one copy to the next, about the layer's centre.
  open var instanceTransform = CATransform3DIdentity
  /// The delay between copies' animations.
  open var instanceDelay: CFTimeInterval = 0
  /// The colour the copies are tinted with: kept.
  open var instanceColor: CGColor?
  /// How much redder each copy is: kept.
  open var instanceRedOffset: Float = 0
  /// How much greener each copy is: kept.
  open var instanceGreenOffset: Float = 0
  /// How much bluer each copy is: kept.
  open var instanceBlueOffset: Float = 0
  /// How much each copy's opacity changes from the last.
  open var instanceAlphaOffset: Float = 0
  /// Whether copies keep their depth: kept.
  open var preservesDepth = false

  package override func renderSublayers(in ctx: CGContext) {
    let step = CATransform3DGetAffineTransform(instanceTransform)
    // The transform turns about the layer's centre, as Core Animation's.
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let about = CGAffineTransform(translationX: -center.x, y: -center.y)
      .concatenating(step)
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    var transform = CGAffineTransform.identity
    for index in 0..<max(0, instanceCount) {
      let alpha = 1 + Float(index) * instanceAlphaOffset
      if alpha > 0 {
        ctx.saveGState()
        ctx.concatenate(transform)
        if alpha < 1 {
          ctx.setAlpha(CGFloat(alpha))
          ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        }
        super.renderSublayers(in: ctx)
        if alpha < 1 { ctx.endTransparencyLayer() }
        ctx.restoreGState()
      }
      transform = about.concatenating(transform)
    }
  }
}
