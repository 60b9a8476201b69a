import CollectionLayout
import CoreGraphics
import Foundation

// Core Animation's animations, as real code builds them: accepted and kept.
//
// A snapshot is a picture at rest, so a layer is drawn with its model
// values, what its properties were set to, as a test on iOS sees it when
// it snapshots right after adding an animation whose effect has not
// started. The animations stay on their layers (`animation(forKey:)`,
// `animationKeys()`), so a test can check what an app asked for.

/// How an animation or layer keeps time, as Core Animation's
/// `CAMediaTiming`.
public protocol CAMediaTiming: AnyObject {
  /// When the timing starts, in the parent's time.
  var beginTime: CFTimeInterval { get set }
  /// How far into its own time the timing starts.
  var timeOffset: CFTimeInterval { get set }
  /// How many times it repeats; `HUGE` (or `.infinity`) for ever.
  var repeatCount: Float { get set }
  /// How long it repeats for.
  var repeatDuration: CFTimeInterval { get set }
  /// How long one run takes.
  var duration: CFTimeInterval { get set }
  /// How fast time runs, relative to the parent's.
  var speed: Float { get set }
  /// Whether each run plays backwards after forwards.
  var autoreverses: Bool { get set }
  /// What shows before the start and after the end.
  var fillMode: CAMediaTimingFillMode { get set }
}

/// What an animation shows outside its active time, as Core Animation's
/// names.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  public static let both = CAMediaTimingFillMode(rawValue: "both")
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// The named timing curves, as Core Animation's.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  public static let easeInEaseOut = CAMediaTimingFunctionName(
    rawValue: "easeInEaseOut")
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A timing curve: a cubic Bézier from (0, 0) to (1, 1), as Core
/// Animation's `CAMediaTimingFunction`, with Apple's documented control
/// points for the named curves.
open class CAMediaTimingFunction: NSObject {
  /// The two inner control points.
  public let controlPoints: (Float, Float, Float, Float)

  /// The curve with control points (`c1x`, `c1y`) and (`c2x`, `c2y`).
  public init(
    controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float
  ) {
    controlPoints = (c1x, c1y, c2x, c2y)
    super.init()
  }

  /// A named curve.
  public convenience init(name: CAMediaTimingFunctionName) {
    switch name {
    case .linear: self.init(controlPoints: 0, 0, 1, 1)
    case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
    case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
    case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
    default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
    }
  }

  /// Writes control point `idx` (0 to 3) into `ptr` as x then y.
  open func getControlPoint(
    at idx: Int, values ptr: UnsafeMutablePointer<Float>
  ) {
    let (x, y): (Float, Float) =
      switch idx {
      case 1: (controlPoints.0, controlPoints.1)
      case 2: (controlPoints.2, controlPoints.3)
      case 3: (1, 1)
      default: (0, 0)
      }
    ptr[0] = x
    ptr[1] = y
  }
}

/// What an animation tells its delegate, as Core Animation's
/// `CAAnimationDelegate`.
///
/// Both methods are optional. A still image runs no animation, so neither
/// is called.
public protocol CAAnimationDelegate: AnyObject {
  /// The animation began.
  func animationDidStart(_ anim: CAAnimation)
  /// The animation ended, `flag` saying whether it ran to its end.
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  public func animationDidStart(_ anim: CAAnimation) {}
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation, as Core Animation's `CAAnimation`: its timing and curve,
/// kept on the layer it is added to.
open class CAAnimation: NSObject, NSCopying, CAMediaTiming, CAAction {
  /// A new animation, as `CABasicAnimation()` or `animation()` make one.
  public override required init() { super.init() }

  /// A new animation of the receiving class.
  open class func animation() -> Self { Self() }

  open var beginTime: CFTimeInterval = 0
  open var timeOffset: CFTimeInterval = 0
  open var repeatCount: Float = 0
  open var repeatDuration: CFTimeInterval = 0
  /// How long one run takes; 0 means Core Animation's 0.25 seconds.
  open var duration: CFTimeInterval = 0
  open var speed: Float = 1
  open var autoreverses = false
  open var fillMode = CAMediaTimingFillMode.removed
  /// The curve time follows; `nil` is linear.
  open var timingFunction: CAMediaTimingFunction?
  /// The object told when the animation starts and stops; held strongly,
  /// as Core Animation holds it.
  open var delegate: CAAnimationDelegate?
  /// Whether the animation leaves its layer when it ends.
  open var isRemovedOnCompletion = true

  /// Nothing runs: the animation is kept on the layer by
  /// `add(_:forKey:)`, not run by an action.
  open func run(
    forKey event: String, object anObject: Any,
    arguments dict: [AnyHashable: Any]?
  ) {}

  /// A copy with the same settings, as Core Animation copies an animation
  /// when it is added to a layer.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init()
    copy.copySettings(from: self)
    return copy
  }

  /// Takes `other`'s settings; a subclass adds its own.
  open func copySettings(from other: CAAnimation) {
    beginTime = other.beginTime
    timeOffset = other.timeOffset
    repeatCount = other.repeatCount
    repeatDuration = other.repeatDuration
    duration = other.duration
    speed = other.speed
    autoreverses = other.autoreverses
    fillMode = other.fillMode
    timingFunction = other.timingFunction
    delegate = other.delegate
    isRemovedOnCompletion = other.isRemovedOnCompletion
  }
}

/// An animation of one property, named by its key path
/// (`"transform.scale"`, `"opacity"`, `"strokeEnd"`), as Core Animation's
/// `CAPropertyAnimation`.
open class CAPropertyAnimation: CAAnimation {
  /// The animated property's key path.
  open var keyPath: String?
  /// Whether the values add to the model value.
  open var isAdditive = false
  /// Whether each repeat builds on the last.
  open var isCumulative = false

  /// An animation of the property at `path`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  open override func copySettings(from other: CAAnimation) {
    super.copySettings(from: other)
    guard let other = other as? CAPropertyAnimation else { return }
    keyPath = other.keyPath
    isAdditive = other.isAdditive
    isCumulative = other.isCumulative
  }
}

/// An animation between two values, as Core Animation's
/// `CABasicAnimation`.
open class CABasicAnimation: CAPropertyAnimation {
  open var fromValue: Any?
  open var toValue: Any?
  open var byValue: Any?

  open override func copySettings(from other: CAAnimation) {
    super.copySettings(from: other)
    guard let other = other as? CABasicAnimation else { return }
    fromValue = other.fromValue
    toValue = other.toValue
    byValue = other.byValue
  }
}

/// How a keyframe animation moves between its values, as Core
/// Animation's names.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  public static let cubicPaced = CAAnimationCalculationMode(
    rawValue: "cubicPaced")
}

/// Whether a layer moving along a path turns with it, as Core
/// Animation's names.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
  public static let rotateAutoReverse = CAAnimationRotationMode(
    rawValue: "autoReverse")
}

/// An animation through a list of values or along a path, as Core
/// Animation's `CAKeyframeAnimation`.
open class CAKeyframeAnimation: CAPropertyAnimation {
  open var values: [Any]?
  open var path: CGPath?
  /// When each value is reached, as fractions of the duration.
  open var keyTimes: [NSNumber]?
  /// The curve between each pair of values.
  open var timingFunctions: [CAMediaTimingFunction]?
  open var calculationMode = CAAnimationCalculationMode.linear
  open var tensionValues: [NSNumber]?
  open var continuityValues: [NSNumber]?
  open var biasValues: [NSNumber]?
  open var rotationMode: CAAnimationRotationMode?

  open override func copySettings(from other: CAAnimation) {
    super.copySettings(from: other)
    guard let other = other as? CAKeyframeAnimation else { return }
    values = other.values
    path = other.path
    keyTimes = other.keyTimes
    timingFunctions = other.timingFunctions
    calculationMode = other.calculationMode
    tensionValues = other.tensionValues
    continuityValues = other.continuityValues
    biasValues = other.biasValues
    rotationMode = other.rotationMode
  }
}

/// A spring, as Core Animation's `CASpringAnimation`, with its documented
/// defaults.
open class CASpringAnimation: CABasicAnimation {
  open var mass: CGFloat = 1
  open var stiffness: CGFloat = 100
  open var damping: CGFloat = 10
  open var initialVelocity: CGFloat = 0
  /// Whether the spring may overshoot the target.
  open var allowsOverdamping = false

  /// A spring that settles in about `perceptualDuration` seconds and
  /// bounces by `bounce` (0 none, 1 for ever), as iOS 17's.
  public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
    self.init()
    let period = max(0.01, perceptualDuration)
    stiffness = pow(2 * .pi / CGFloat(period), 2)
    damping =
      bounce >= 0
      ? (1 - bounce) * 4 * .pi / CGFloat(period)
      : 4 * .pi / (CGFloat(period) * (1 + bounce))
    duration = settlingDuration
  }

  /// How long the spring takes to come to rest: until its swing falls
  /// under a thousandth of the distance.
  open var settlingDuration: CFTimeInterval {
    let beta = damping / (2 * mass)
    guard beta > 0 else { return .infinity }
    return CFTimeInterval(log(1000) / beta)
  }

  open override func copySettings(from other: CAAnimation) {
    super.copySettings(from: other)
    guard let other = other as? CASpringAnimation else { return }
    mass = other.mass
    stiffness = other.stiffness
    damping = other.damping
    initialVelocity = other.initialVelocity
    allowsOverdamping = other.allowsOverdamping
  }
}

/// Animations that run together, as Core Animation's `CAAnimationGroup`.
open class CAAnimationGroup: CAAnimation {
  open var animations: [CAAnimation]?

  open override func copySettings(from other: CAAnimation) {
    super.copySettings(from: other)
    guard let other = other as? CAAnimationGroup else { return }
    animations = other.animations
  }
}

/// The kinds of layer transition, as Core Animation's names.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fade = CATransitionType(rawValue: "fade")
  public static let moveIn = CATransitionType(rawValue: "moveIn")
  public static let push = CATransitionType(rawValue: "push")
  public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The side a transition comes from, as Core Animation's names.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// A transition of a layer's whole content, as Core Animation's
/// `CATransition`.
open class CATransition: CAAnimation {
  open var type = CATransitionType.fade
  open var subtype: CATransitionSubtype?
  open var startProgress: Float = 0
  open var endProgress: Float = 1

  open override func copySettings(from other: CAAnimation) {
    super.copySettings(from: other)
    guard let other = other as? CATransition else { return }
    type = other.type
    subtype = other.subtype
    startProgress = other.startProgress
    endProgress = other.endProgress
  }
}

/// Core Animation's transactions: the settings are kept for the
/// transaction open, and the completion block runs when it commits, as
/// nothing animates in a still image.
public enum CATransaction {
  private struct Settings {
    var duration: CFTimeInterval = 0.25
    var timingFunction: CAMediaTimingFunction?
    var disablesActions = false
    var completion: (@Sendable () -> Void)?
    var values: [String: Any] = [:]
  }
  nonisolated(unsafe) private static var stack: [Settings] = []
  private static let guardian = NSRecursiveLock()
  private static func locked<T>(_ body: () -> T) -> T {
    guardian.lock()
    defer { guardian.unlock() }
    return body()
  }
  private static func current<T>(_ read: (Settings) -> T) -> T {
    locked { read(stack.last ?? Settings()) }
  }
  private static func change(_ write: (inout Settings) -> Void) {
    locked {
      if stack.isEmpty { stack.append(Settings()) }
      write(&stack[stack.count - 1])
    }
  }

  /// Opens a transaction.
  public static func begin() { locked { stack.append(Settings()) } }
  /// Closes the transaction and runs its completion block.
  public static func commit() {
    let completion = locked { stack.popLast()?.completion }
    completion?()
  }
  /// Commits what is pending: nothing is.
  public static func flush() {}
  /// Takes the transaction lock.
  public static func lock() { guardian.lock() }
  /// Gives the transaction lock back.
  public static func unlock() { guardian.unlock() }
  /// The duration animations in the transaction take.
  public static func animationDuration() -> CFTimeInterval {
    current(\.duration)
  }
  public static func setAnimationDuration(_ dur: CFTimeInterval) {
    change { $0.duration = dur }
  }
  /// The curve animations in the transaction follow.
  public static func animationTimingFunction() -> CAMediaTimingFunction? {
    current(\.timingFunction)
  }
  public static func setAnimationTimingFunction(
    _ function: CAMediaTimingFunction?
  ) {
    change { $0.timingFunction = function }
  }
  /// Whether property changes in the transaction skip their actions.
  public static func disableActions() -> Bool { current(\.disablesActions) }
  public static func setDisableActions(_ flag: Bool) {
    change { $0.disablesActions = flag }
  }
  /// The block run when the transaction commits.
  public static func completionBlock() -> (@Sendable () -> Void)? {
    current(\.completion)
  }
  public static func setCompletionBlock(_ block: (@Sendable () -> Void)?) {
    change { $0.completion = block }
  }
  /// A value kept for the transaction.
  public static func value(forKey key: String) -> Any? {
    current { $0.values[key] }
  }
  public static func setValue(_ anObject: Any?, forKey key: String) {
    change { $0.values[key] = anObject }
  }
}

extension NSValue {
  /// A value holding a 3D transform, as Core Animation's
  /// `NSValue(caTransform3D:)`.
  public convenience init(caTransform3D t: CATransform3D) {
    var t = t
    self.init(bytes: &t, objCType: NSValue.transformType)
  }

  /// The 3D transform held, as Core Animation's `caTransform3DValue`;
  /// the identity when the value holds something else.
  public var caTransform3DValue: CATransform3D {
    guard String(cString: objCType) == NSValue.transformType else {
      return .identity
    }
    var t = CATransform3D.identity
    getValue(&t)
    return t
  }

  /// Sixteen doubles: Foundation on Linux boxes arrays of numbers, not
  /// structures.
  private static let transformType = "[16d]"
}
