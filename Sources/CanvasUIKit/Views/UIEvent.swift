import CoreGraphics
import Foundation

/// A touch on the screen, as UIKit's `UITouch`: where it is, in which
/// view, and in which phase.
///
/// A still image has no touches; a test makes one with
/// ``init(location:in:phase:tapCount:timestamp:)`` and sends it to a responder's
/// `touchesBegan(_:with:)` and the others, as UIKit would.
@preconcurrency @MainActor open class UITouch: NSObject {
  /// Where a touch is in its life.
  public enum Phase: Int, Sendable {
    case began, moved, stationary, ended, cancelled, regionEntered,
      regionMoved, regionExited
  }

  /// What touched the screen.
  public enum TouchType: Int, Sendable {
    case direct, indirect, pencil, indirectPointer
  }

  /// The phase.
  open var phase: Phase
  /// How many times the screen was tapped here in quick succession.
  open var tapCount: Int
  /// When the touch last changed, in seconds since the system started.
  open var timestamp: TimeInterval
  /// What touched the screen.
  open var type = TouchType.direct
  /// The view the touch began in.
  open private(set) var view: UIView?
  /// The radius of the touch, in points.
  open var majorRadius: CGFloat = 20
  /// The pressure, 1 being an average touch.
  open var force: CGFloat = 1
  /// The most pressure the screen measures.
  open var maximumPossibleForce: CGFloat = 1
  private var point: CGPoint
  private var previousPoint: CGPoint

  /// A touch at `location` in `view`'s coordinates, in `phase`.
  public init(
    location: CGPoint, in view: UIView, phase: Phase = .began,
    tapCount: Int = 1, timestamp: TimeInterval = 0
  ) {
    self.view = view
    self.phase = phase
    self.tapCount = tapCount
    self.timestamp = timestamp
    point = view.convert(location, to: nil)
    previousPoint = point
    super.init()
  }

  /// The touch's location in `view`'s coordinates, or its root view's
  /// for `nil`.
  open func location(in view: UIView?) -> CGPoint {
    view?.convert(point, from: nil) ?? point
  }

  /// The touch's location before its last move, in `view`'s coordinates.
  open func previousLocation(in view: UIView?) -> CGPoint {
    view?.convert(previousPoint, from: nil) ?? previousPoint
  }

  /// Moves the touch to `location` in `view`'s coordinates, in `phase`.
  open func move(to location: CGPoint, in view: UIView, phase: Phase = .moved) {
    previousPoint = point
    point = view.convert(location, to: nil)
    self.phase = phase
  }
}

/// Something that happened on the screen, as UIKit's `UIEvent`: the
/// touches of one moment.
@preconcurrency @MainActor open class UIEvent: NSObject {
  /// The kind of event.
  public enum EventType: Int, Sendable {
    case touches, motion, remoteControl, presses, scroll, hover, transform
  }

  /// The event's finer kind, for motion and remote-control events.
  public enum EventSubtype: Int, Sendable {
    case none = 0
    case motionShake = 1
  }

  /// The kind.
  open var type: EventType
  /// The finer kind.
  open var subtype = EventSubtype.none
  /// When the event happened, in seconds since the system started.
  open var timestamp: TimeInterval
  private let touches: Set<UITouch>

  /// An event of `type` with `touches`.
  public init(
    type: EventType = .touches, touches: Set<UITouch> = [],
    timestamp: TimeInterval = 0
  ) {
    self.type = type
    self.touches = touches
    self.timestamp = timestamp
    super.init()
  }

  /// Every touch of the event.
  open var allTouches: Set<UITouch>? { touches.isEmpty ? nil : touches }

  /// The touches that began in `view`.
  open func touches(for view: UIView) -> Set<UITouch>? {
    let mine = touches.filter { $0.view === view }
    return mine.isEmpty ? nil : mine
  }
}
