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
  }

  /// What happens to a control.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// An event from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A touch went down.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A touch lifted inside the control: a tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// The value changed, as a switch's.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's main action.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
  }

  /// Whether the control can be used; drawn faded when not.
  open var isEnabled = true
  /// Whether the control is selected.
  open var isSelected = false
  /// Whether the control is touched.
  open var isHighlighted = false

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

  /// Runs `action` when `events` happen.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }

  /// Stops running `action` for `events`.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    actions.removeAll { $0.0 === action && $0.1 == controlEvents }
  }

  /// Keeps `target` and `action` for `events`; not called here.
  open func addTarget(
    _ target: Any?, action: Selector, for controlEvents: Event
  ) {
    targets.append((target as AnyObject?, action, controlEvents))
  }

  /// Runs the actions added for `controlEvents`, the control as sender.
  open func sendActions(for controlEvents: Event) {
    for (action, events) in actions
    where !events.isDisjoint(with: controlEvents) {
      action.perform(sender: self)
    }
  }
}
