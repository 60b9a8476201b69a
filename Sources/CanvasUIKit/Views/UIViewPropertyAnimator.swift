import CoreGraphics
import Foundation

/// Where an animation ends or stands, as UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
  case end, start, current
}

/// Whether an animator is running, as UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
  case inactive, active, stopped
}

/// A timing curve, as UIKit's `UITimingCurveProvider`.
public protocol UITimingCurveProvider: AnyObject {}

/// A Bézier timing curve, as UIKit's `UICubicTimingParameters`: kept, as
/// a picture has no time.
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
  /// The curve's first control point.
  public let controlPoint1: CGPoint
  /// The curve's second control point.
  public let controlPoint2: CGPoint

  /// The curve of `curve`'s control points (ease in and out by default).
  public init(animationCurve curve: UIView.AnimationCurve = .easeInOut) {
    switch curve {
    case .easeIn:
      (controlPoint1, controlPoint2) = (.init(x: 0.42, y: 0), .init(x: 1, y: 1))
    case .easeOut:
      (controlPoint1, controlPoint2) = (.init(x: 0, y: 0), .init(x: 0.58, y: 1))
    case .linear: (controlPoint1, controlPoint2) = (.zero, .init(x: 1, y: 1))
    case .easeInOut:
      (controlPoint1, controlPoint2) = (
        .init(x: 0.42, y: 0), .init(x: 0.58, y: 1)
      )
    }
    super.init()
  }

  /// A curve through `point1` and `point2`.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    (controlPoint1, controlPoint2) = (point1, point2)
    super.init()
  }
}

/// A spring, as UIKit's `UISpringTimingParameters`: kept, as a picture has
/// no time.
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
  /// How quickly the spring comes to rest, from 0 to 1.
  public let dampingRatio: CGFloat
  /// The speed it starts at.
  public let initialVelocity: CGVector

  /// A critically damped spring.
  public override init() {
    dampingRatio = 1
    initialVelocity = CGVector(dx: 0, dy: 0)
    super.init()
  }

  /// A spring of `ratio` starting at `velocity`.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    dampingRatio = ratio
    initialVelocity = velocity
    super.init()
  }

  /// A spring of `ratio` at rest at first.
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
  }

  /// A spring of a mass, stiffness and damping.
  public convenience init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat,
    initialVelocity velocity: CGVector
  ) {
    let critical = 2 * (mass * stiffness).squareRoot()
    self.init(
      dampingRatio: critical > 0 ? damping / critical : 1,
      initialVelocity: velocity)
  }
}

extension UIView {
  /// An animation's timing curve, as UIKit's `UIView.AnimationCurve`.
  public enum AnimationCurve: Int, Sendable {
    case easeInOut, easeIn, easeOut, linear
  }
}

/// An animation that can be started, paused and finished, as UIKit's
/// `UIViewPropertyAnimator`.
///
/// A picture has no time: ``startAnimation()`` sets what the animations
/// set at once and, once they ran, tells the completions they ended at
/// `.end`; a snapshot taken before it starts shows the values as they
/// were, one taken after shows where the animations end, as a layer's
/// `render(in:)` shows model values on iOS. ``fractionComplete`` is kept.
@preconcurrency @MainActor open class UIViewPropertyAnimator: NSObject {
  /// How long the animation would take.
  public let duration: TimeInterval
  /// Its timing curve.
  public let timingParameters: (any UITimingCurveProvider)?
  /// Whether it is running.
  public private(set) var state = UIViewAnimatingState.inactive
  /// Whether it runs now.
  public private(set) var isRunning = false
  /// Whether it runs backwards.
  open var isReversed = false
  /// How far it got, from 0 to 1.
  open var fractionComplete: CGFloat = 0
  /// Whether the user may touch the views while it runs.
  open var isUserInteractionEnabled = true
  /// Whether it may be interrupted.
  open var isInterruptible = true
  /// Whether it scrubs linearly.
  open var scrubsLinearly = true
  /// Whether it pauses when it ends.
  open var pausesOnCompletion = false

  private var animations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []

  /// An animator of `duration` along `parameters`.
  public init(
    duration: TimeInterval,
    timingParameters parameters: any UITimingCurveProvider
  ) {
    self.duration = duration
    timingParameters = parameters
    super.init()
  }

  /// An animator of `duration` along `curve`, running `animations`.
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { self.animations.append(animations) }
  }

  /// An animator of `duration` along a spring of `ratio`, running
  /// `animations`.
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { self.animations.append(animations) }
  }

  /// An animator of `duration` along the curve of two control points.
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint,
    controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: UICubicTimingParameters(
        controlPoint1: point1, controlPoint2: point2))
    if let animations { self.animations.append(animations) }
  }

  /// An animator started at once, as UIKit's
  /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`.
  public static func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(
      duration: duration, curve: .easeInOut, animations: animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation()
    return animator
  }

  /// Adds `animation`; run at once when the animator already runs.
  open func addAnimations(_ animation: @escaping () -> Void) {
    if isRunning {
      UIView.animate(withDuration: duration, animations: animation)
    } else {
      animations.append(animation)
    }
  }

  /// Adds `animation`, delayed by a share of the duration.
  open func addAnimations(
    _ animation: @escaping () -> Void, delayFactor: CGFloat
  ) {
    addAnimations(animation)
  }

  /// Adds `completion`, told where the animation ended.
  open func addCompletion(
    _ completion: @escaping (UIViewAnimatingPosition) -> Void
  ) {
    completions.append(completion)
  }

  /// Runs the animations to their end at once and tells the completions.
  open func startAnimation() {
    state = .active
    isRunning = true
    applyAnimations()
    fractionComplete = 1
    finish(at: isReversed ? .start : .end)
  }

  /// Runs the animations not run yet: the views' (model) values become
  /// the ones they end at, as on iOS once an animator is started or
  /// paused.
  private func applyAnimations() {
    let pending = animations
    animations = []
    guard !pending.isEmpty else { return }
    UIView.animate(withDuration: duration) {
      for animation in pending { animation() }
    }
  }

  /// Starts after `delay`: at once, as a picture has no time.
  open func startAnimation(afterDelay delay: TimeInterval) {
    startAnimation()
  }

  /// Pauses: the animations are set up, so the views' values (what a
  /// snapshot shows, as `render(in:)` does on iOS) are where they end.
  open func pauseAnimation() {
    state = .active
    isRunning = false
    applyAnimations()
  }

  /// Stops; without `withoutFinishing`, ``finishAnimation(at:)`` ends it.
  open func stopAnimation(_ withoutFinishing: Bool) {
    isRunning = false
    state = withoutFinishing ? .inactive : .stopped
  }

  /// Ends a stopped animation at `position`, telling the completions;
  /// at `.end` the views take the values the animations end at.
  ///
  /// Ending at `.start` leaves the values as they are: a picture keeps no
  /// record of the values before the animations ran.
  open func finishAnimation(at position: UIViewAnimatingPosition) {
    if position == .end { applyAnimations() }
    finish(at: position)
  }

  /// Continues: the animations already ended.
  open func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?,
    durationFactor: CGFloat
  ) {
    startAnimation()
  }

  private func finish(at position: UIViewAnimatingPosition) {
    isRunning = false
    state = .inactive
    let done = completions
    completions = []
    for completion in done { completion(position) }
  }
}
