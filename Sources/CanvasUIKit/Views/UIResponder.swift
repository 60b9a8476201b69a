import Foundation

/// An object in the responder chain, as UIKit's `UIResponder`: the common
/// superclass of views and view controllers.
///
/// The chain is UIKit's: a view's next responder is the view controller
/// whose root view it is, else its superview; a view controller's is its
/// view's superview, else its parent or the controller that presented it.
/// Code that walks the chain to find a view's controller works as on iOS.
///
/// Nothing touches the screen on Linux: nothing is first responder, and
/// `becomeFirstResponder()` only asks ``canBecomeFirstResponder``. A test
/// sends touches itself (``UITouch``, ``UIEvent``) to `touchesBegan(_:with:)`
/// and the others, which pass them along the chain as UIKit's do.
@preconcurrency @MainActor open class UIResponder: NSObject {
  public override init() {}

  /// The next responder in the chain, or `nil` at its end.
  open var next: UIResponder? { nil }

  /// Whether this object can become first responder: `false`, as UIKit's
  /// default; text fields and text views say `true`.
  open var canBecomeFirstResponder: Bool { false }

  /// Told that an assistive technology's focus came to the object, as
  /// UIKit's `UIAccessibilityFocus` methods: nothing by default (no
  /// assistive technology runs here).
  open func accessibilityElementDidBecomeFocused() {}

  /// Told that an assistive technology's focus left the object.
  open func accessibilityElementDidLoseFocus() {}

  /// Whether an assistive technology's focus is on the object: never.
  open func accessibilityElementIsFocused() -> Bool { false }

  /// Whether this object is first responder: never, without events.
  open var isFirstResponder: Bool { false }

  /// Whether this object can resign first responder: `true`, as UIKit's
  /// default.
  open var canResignFirstResponder: Bool { true }

  /// Asks to become first responder: returns ``canBecomeFirstResponder``,
  /// as there are no key events to send.
  @discardableResult
  open func becomeFirstResponder() -> Bool { canBecomeFirstResponder }

  /// Asks to stop being first responder: returns ``canResignFirstResponder``.
  @discardableResult
  open func resignFirstResponder() -> Bool { canResignFirstResponder }

  /// Touches began: passes them on to ``next``, as UIKit's default.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// Touches moved: passes them on to ``next``.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// Touches lifted: passes them on to ``next``.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// Touches were cancelled: passes them on to ``next``.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  /// A motion (a shake) began: passes it on to ``next``.
  open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    next?.motionBegan(motion, with: event)
  }

  /// A motion ended: passes it on to ``next``.
  open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    next?.motionEnded(motion, with: event)
  }

  // MARK: Accessibility

  /// Whether assistive technologies see this object; views that show
  /// text or controls say yes in UIKit, others no.
  open var isAccessibilityElement = false
  /// What VoiceOver reads for the element.
  open var accessibilityLabel: String?
  /// What the element does, read after its label.
  open var accessibilityHint: String?
  /// The element's value, such as a slider's.
  open var accessibilityValue: String?
  /// What the element is.
  open var accessibilityTraits = UIAccessibilityTraits.none
  /// The element's frame on the screen.
  open var accessibilityFrame = CGRect.zero
  /// The language the label is read in.
  open var accessibilityLanguage: String?
  /// Whether the element and those it contains are hidden from assistive
  /// technologies.
  open var accessibilityElementsHidden = false
  /// Whether the element's siblings are hidden while it shows.
  open var accessibilityViewIsModal = false
  /// Whether the element's children are read as a group.
  open var shouldGroupAccessibilityChildren = false
  /// The elements a container offers, in order.
  open var accessibilityElements: [Any]?

  /// How many elements the container offers: its
  /// ``accessibilityElements``' count, as UIKit's
  /// `UIAccessibilityContainer` answers by default.
  open func accessibilityElementCount() -> Int {
    accessibilityElements?.count ?? 0
  }

  /// The element at `index` of ``accessibilityElements``.
  open func accessibilityElement(at index: Int) -> Any? {
    guard let elements = accessibilityElements, elements.indices.contains(index)
    else { return nil }
    return elements[index]
  }

  /// Where `element` is in ``accessibilityElements``; `NSNotFound` when it
  /// is not there.
  open func index(ofAccessibilityElement element: Any) -> Int {
    accessibilityElements?.firstIndex {
      ($0 as AnyObject) === (element as AnyObject)
    } ?? NSNotFound
  }
  /// The actions VoiceOver offers.
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
  /// The labels Voice Control accepts; implicitly unwrapped, as UIKit
  /// declares it.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var accessibilityUserInputLabels: [String]!
  /// Whether the element responds to touches.
  open var accessibilityRespondsToUserInteraction = false

  /// Raises an adjustable element's value; does nothing by default.
  open func accessibilityIncrement() {}

  /// Lowers an adjustable element's value; does nothing by default.
  open func accessibilityDecrement() {}

  /// Activates the element; `false` by default, as UIKit's.
  open func accessibilityActivate() -> Bool { false }

  /// Undoes a modal state; `false` by default.
  open func accessibilityPerformEscape() -> Bool { false }

  // MARK: Nibs

  /// Told it was loaded from a nib or storyboard, after `init(coder:)`:
  /// Linux loads none, so nothing calls it; subclasses that set up here
  /// still compile, and a test may call it.
  open func awakeFromNib() {}
}
