import CoreGraphics

// A picture has no time: what an animation block sets is set at once, and
// its completion is told the animation finished.

extension UIView {
  /// How an animation runs, as UIKit's `UIView.AnimationOptions`: kept,
  /// as a picture runs none.
  public struct AnimationOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt

    /// Options of `rawValue`'s bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Lay subviews out as the animation runs.
    public static let layoutSubviews = Self(rawValue: 1 << 0)
    /// Let the user touch the views meanwhile.
    public static let allowUserInteraction = Self(rawValue: 1 << 1)
    /// Start from the values shown now.
    public static let beginFromCurrentState = Self(rawValue: 1 << 2)
    /// Repeat for ever.
    public static let `repeat` = Self(rawValue: 1 << 3)
    /// Run backwards and forwards.
    public static let autoreverse = Self(rawValue: 1 << 4)
    /// Ease in and out.
    public static let curveEaseInOut = Self(rawValue: 0 << 16)
    /// Ease in.
    public static let curveEaseIn = Self(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = Self(rawValue: 2 << 16)
    /// Run at one speed.
    public static let curveLinear = Self(rawValue: 3 << 16)
  }

  /// Runs `actionsWithoutAnimation` at once, as UIKit does without an
  /// animation.
  public static func performWithoutAnimation(
    _ actionsWithoutAnimation: () -> Void
  ) {
    $isAnimating.withValue(false) { actionsWithoutAnimation() }
  }

  /// Runs `animations` at once: a snapshot shows where they end.
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void
  ) {
    animating(animations)
  }

  /// Runs `animations` at once, then `completion(true)`.
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animating(animations)
    completion?(true)
  }

  /// Runs `animations` at once, then `completion(true)`; the delay and
  /// options have no time to act on.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animating(animations)
    completion?(true)
  }

  /// Whether an animation block is running in this task.
  ///
  /// A collection view whose bounds change inside one tells its layout,
  /// as UIKit does. Task-local, so tests running at once do not see each
  /// other's blocks.
  @TaskLocal static var isAnimating = false

  /// Runs `animations` as an animation block.
  private static func animating(_ animations: () -> Void) {
    $isAnimating.withValue(true) { animations() }
  }

  /// Runs `animations` at once, then `completion(true)`; the spring has no
  /// time to act on.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animating(animations)
    completion?(true)
  }
}
