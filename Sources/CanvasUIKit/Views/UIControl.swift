import CoreGraphics
import Foundation

/// A view the user acts on, as UIKit's `UIControl`: its state and the
/// actions its events run.
///
/// Nothing is touched in a still image: ``sendActions(for:)`` runs the
/// actions added for an event, as a test drives a control. Targets with
/// selectors are kept but not called (Linux has no selectors).
open class UIControl: UIView {
  /// A control's state.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// A state from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Enabled, not selected or highlighted.
    public static let normal: State = []
    /// Touched.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Not enabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused.
    public static let focused = State(rawValue: 1 << 3)
    /// Bits an app may use.
    public static let application = State(rawValue: 0x00FF_0000)
    /// Bits UIKit keeps for itself.
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  /// Where a control's content sits across it.
  public enum ContentHorizontalAlignment: Int, Sendable {
    case center, left, right, fill, leading, trailing
  }

  /// Where a control's content sits down it.
  public enum ContentVerticalAlignment: Int, Sendable {
    case center, top, bottom, fill
  }

  /// What happens to a control.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// An event from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A touch went down.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A second touch went down quickly after the first.
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A touch moved inside the control.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A touch moved outside the control.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A touch moved into the control.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A touch moved out of the control.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A touch lifted inside the control: a tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch lifted outside the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The system cancelled a touch.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The value changed, as a switch's.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's main action.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A menu action ran.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Editing began in a text field.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// A text field's text changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended in a text field.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Return ended editing in a text field.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Bits an app may use.
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// Bits UIKit keeps for itself.
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// Whether the control can be used; drawn faded when not.
  open var isEnabled = true
  /// Whether the control is selected.
  open var isSelected = false
  /// Whether the control is touched.
  open var isHighlighted = false
  /// Whether a touch is inside the control; none is in a still image.
  open var isTouchInside: Bool { false }
  /// Whether a touch is being followed; none is in a still image.
  open var isTracking: Bool { false }
  /// Where the content sits across the control.
  open var contentHorizontalAlignment = ContentHorizontalAlignment.center {
    didSet { setNeedsLayout() }
  }
  /// Where the content sits down the control.
  open var contentVerticalAlignment = ContentVerticalAlignment.center {
    didSet { setNeedsLayout() }
  }
  /// ``contentHorizontalAlignment`` with `.leading` and `.trailing` made
  /// `.left` or `.right` by the layout direction.
  open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
    let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
    switch contentHorizontalAlignment {
    case .leading: return leftToRight ? .left : .right
    case .trailing: return leftToRight ? .right : .left
    default: return contentHorizontalAlignment
    }
  }

  /// The control's state.
  open var state: State {
    var state: State = []
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }

  private var actions: [(UIAction, Event)] = []
  private var targets: [(AnyObject?, Selector, Event)] = []

  /// Keeps a fixed-size control (a switch, a stepper) at its intrinsic
  /// size in Auto Layout and stack views: UIKit's 750 hugging and
  /// compression resistance on both axes.
  func holdSize() {
    for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
      setContentHuggingPriority(.defaultHigh, for: axis)
      setContentCompressionResistancePriority(.defaultHigh, for: axis)
    }
  }

  /// Runs `action` when `events` happen.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }

  /// Stops running `action` for `events`.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    actions.removeAll { $0.0 === action && $0.1 == controlEvents }
  }

  /// Keeps `target` and `action` for `events`.
  ///
  /// Linux has no Objective-C runtime, so a method named by a selector
  /// cannot be called: ``sendActions(for:)`` says so once for each
  /// selector, on standard error, and runs the `UIAction`s. Use
  /// `addAction(_:for:)` or `UIAction` handlers for what a test must see.
  open func addTarget(
    _ target: Any?, action: Selector, for controlEvents: Event
  ) {
    targets.append((target as AnyObject?, action, controlEvents))
  }

  /// Forgets `target`'s `action` (every action for a `nil` action, every
  /// target for a `nil` target) for `controlEvents`.
  open func removeTarget(
    _ target: Any?, action: Selector?, for controlEvents: Event
  ) {
    let object = target as AnyObject?
    targets.removeAll { kept in
      (object == nil || kept.0 === object)
        && (action == nil || kept.1 == action)
        && !kept.2.isDisjoint(with: controlEvents)
    }
  }

  /// The targets added, as UIKit's set of them (`NSNull` for a `nil`
  /// target).
  open var allTargets: Set<AnyHashable> {
    Set(
      targets.map { target in
        target.0.map { AnyHashable(ObjectIdentifier($0)) }
          ?? AnyHashable(NSNull())
      })
  }

  /// Every event an action or target was added for.
  open var allControlEvents: Event {
    (actions.map(\.1) + targets.map(\.2)).reduce([]) { $0.union($1) }
  }

  /// The names of the selectors `target` has for `controlEvent`.
  open func actions(forTarget target: Any?, forControlEvent controlEvent: Event)
    -> [String]?
  {
    let object = target as AnyObject?
    let names = targets.filter {
      $0.0 === object && !$0.2.isDisjoint(with: controlEvent)
    }.map(\.1.name)
    return names.isEmpty ? nil : names
  }

  /// Runs `action`, the control as sender.
  open func sendAction(_ action: UIAction) {
    action.perform(sender: self)
  }

  /// Would call `action` on `target`: says once that Linux cannot.
  open func sendAction(
    _ action: Selector, to target: Any?, for event: UIEvent?
  ) {
    Selector.warnNotCalled(action, what: "action")
  }

  /// Runs the actions added for `controlEvents`, the control as sender;
  /// a target's selector is not called (see ``addTarget(_:action:for:)``).
  open func sendActions(for controlEvents: Event) {
    for (action, events) in actions
    where !events.isDisjoint(with: controlEvents) {
      action.perform(sender: self)
    }
    for (target, selector, events) in targets
    where !events.isDisjoint(with: controlEvents) {
      sendAction(selector, to: target, for: nil)
    }
  }
}
