import CoreGraphics
import Foundation

/// Recognises a gesture in its view's touches, as UIKit's
/// `UIGestureRecognizer`: its state, its view, its delegate, and the
/// targets and actions it would call.
///
/// Nothing touches the screen on Linux, and a selector cannot be called:
/// a recogniser is kept, configured and answered, and a test may set its
/// ``state``. Targets and actions are kept; when the state becomes
/// `.recognized` (or `.began`/`.changed`/`.ended`) a one-line warning says
/// once for each selector that it was not called. `action: nil` compiles,
/// as code that adds its targets later writes it.
@preconcurrency @MainActor open class UIGestureRecognizer: NSObject {
  /// Where a recogniser is in recognising.
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    /// A discrete gesture recognised: the same value as `.ended`.
    public static let recognized = State.ended
  }

  /// Where the recogniser is; setting a recognising state tells the
  /// targets (see the type's discussion).
  open var state = State.possible {
    didSet {
      guard [.began, .changed, .ended].contains(state) else { return }
      for (_, action) in targets {
        if let action {
          Selector.warnNotCalled(action, what: "gesture action")
        }
      }
    }
  }
  /// The view it is attached to.
  open internal(set) weak var view: UIView?
  /// Whether it recognises.
  open var isEnabled = true
  /// Decides whether it begins and recognises with others.
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  /// Whether touches it recognises are cancelled in the view.
  open var cancelsTouchesInView = true
  /// Whether the view's touches wait until it fails.
  open var delaysTouchesBegan = false
  /// Whether touch ends wait until it fails.
  open var delaysTouchesEnded = true
  /// Whether it ignores touches of other types while recognising.
  open var requiresExclusiveTouchType = true
  /// The touch types it accepts, as raw values.
  open var allowedTouchTypes: [NSNumber] = [0, 1, 2]
  /// A name for debugging.
  open var name: String?
  /// The recognisers that must fail before this one recognises.
  public private(set) var failureRequirements: [UIGestureRecognizer] = []
  private var targets: [(AnyObject?, Selector?)] = []
  private var touchPoints: [CGPoint] = []

  /// A recogniser calling `action` on `target`; both may be `nil`.
  public init(target: Any?, action: Selector?) {
    super.init()
    if target != nil || action != nil {
      targets.append((target as AnyObject?, action))
    }
  }

  /// A recogniser with no target.
  public convenience override init() {
    self.init(target: nil, action: nil)
  }

  /// Adds `target`'s `action`.
  open func addTarget(_ target: Any, action: Selector) {
    targets.append((target as AnyObject, action))
  }

  /// Removes `target`'s `action` (every target or action for `nil`).
  open func removeTarget(_ target: Any?, action: Selector?) {
    let object = target as AnyObject?
    targets.removeAll {
      (object == nil || $0.0 === object) && (action == nil || $0.1 == action)
    }
  }

  /// Recognises only after `otherGestureRecognizer` fails.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    failureRequirements.append(otherGestureRecognizer)
  }

  /// The gesture's place in `view`'s coordinates (the centroid of its
  /// touches), or `.zero` with no touches.
  open func location(in view: UIView?) -> CGPoint {
    guard !touchPoints.isEmpty else { return .zero }
    let sum = touchPoints.reduce(CGPoint.zero) {
      CGPoint(x: $0.x + $1.x, y: $0.y + $1.y)
    }
    let centroid = CGPoint(
      x: sum.x / CGFloat(touchPoints.count),
      y: sum.y / CGFloat(touchPoints.count))
    return view?.convert(centroid, from: nil) ?? centroid
  }

  /// The place of touch `touchIndex` in `view`'s coordinates.
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    guard touchPoints.indices.contains(touchIndex) else { return .zero }
    let point = touchPoints[touchIndex]
    return view?.convert(point, from: nil) ?? point
  }

  /// How many touches the gesture has.
  open var numberOfTouches: Int { touchPoints.count }

  /// Resets to `.possible`, as UIKit does after a gesture ends.
  open func reset() {
    touchPoints = []
    state = .possible
  }

  /// Takes touches beginning, as UIKit forwards them: keeps their places.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    touchPoints += touches.map { $0.location(in: nil) }
  }

  /// Touches moved: keeps their new places.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    touchPoints = touches.map { $0.location(in: nil) }
  }

  /// Touches ended.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Touches were cancelled.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

}

/// Decides how a gesture recogniser begins and shares touches, as UIKit's
/// protocol; every method has UIKit's default.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate:
  AnyObject
{
  /// Whether the recogniser may begin; yes by default.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer)
    -> Bool
  /// Whether two recognisers may recognise at once; no by default.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer:
      UIGestureRecognizer
  ) -> Bool
  /// Whether the recogniser takes `touch`; yes by default.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  /// Yes.
  public func gestureRecognizerShouldBegin(
    _ gestureRecognizer: UIGestureRecognizer
  ) -> Bool { true }
  /// No.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer:
      UIGestureRecognizer
  ) -> Bool { false }
  /// Yes.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool { true }
}

/// A tap, as UIKit's `UITapGestureRecognizer`.
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// Taps needed: 1 by default.
  open var numberOfTapsRequired = 1
  /// Fingers needed: 1 by default.
  open var numberOfTouchesRequired = 1
}

/// A press held in place, as UIKit's `UILongPressGestureRecognizer`.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// Seconds to hold: 0.5 by default.
  open var minimumPressDuration: TimeInterval = 0.5
  /// Points the finger may wander: 10 by default.
  open var allowableMovement: CGFloat = 10
  /// Taps before the press.
  open var numberOfTapsRequired = 0
  /// Fingers needed.
  open var numberOfTouchesRequired = 1
}

/// A drag, as UIKit's `UIPanGestureRecognizer`.
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The fewest fingers.
  open var minimumNumberOfTouches = 1
  /// The most fingers.
  open var maximumNumberOfTouches = Int.max
  private var setTranslation = CGPoint.zero

  /// How far the drag has moved, in `view`'s coordinates.
  open func translation(in view: UIView?) -> CGPoint { setTranslation }

  /// Sets how far the drag has moved.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    setTranslation = translation
  }

  /// The drag's speed in points a second: none in a still image.
  open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// A drag from a screen edge, as UIKit's `UIScreenEdgePanGestureRecognizer`.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges it starts from.
  open var edges: UIRectEdge = []
}

/// A swipe, as UIKit's `UISwipeGestureRecognizer`.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// A swipe's direction.
  public struct Direction: OptionSet, Sendable {
    public let rawValue: UInt
    /// A direction from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The directions recognised: right by default.
  open var direction = Direction.right
  /// Fingers needed.
  open var numberOfTouchesRequired = 1
}

/// A pinch, as UIKit's `UIPinchGestureRecognizer`.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// The scale since the pinch began: 1 at rest.
  open var scale: CGFloat = 1
  /// The pinch's speed: none in a still image.
  open var velocity: CGFloat { 0 }
}

/// A turn of two fingers, as UIKit's `UIRotationGestureRecognizer`.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// The rotation since it began, in radians.
  open var rotation: CGFloat = 0
  /// The turn's speed: none in a still image.
  open var velocity: CGFloat { 0 }
}
