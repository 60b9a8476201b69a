import CoreGraphics
import Foundation

/// What an accessibility element is, as UIKit's `UIAccessibilityTraits`.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt64
  /// Traits from their bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  /// No traits.
  public static let none: UIAccessibilityTraits = []
  public static let button = Self(rawValue: 1 << 0)
  public static let link = Self(rawValue: 1 << 1)
  public static let image = Self(rawValue: 1 << 2)
  public static let selected = Self(rawValue: 1 << 3)
  public static let playsSound = Self(rawValue: 1 << 4)
  public static let keyboardKey = Self(rawValue: 1 << 5)
  public static let staticText = Self(rawValue: 1 << 6)
  public static let summaryElement = Self(rawValue: 1 << 7)
  public static let notEnabled = Self(rawValue: 1 << 8)
  public static let updatesFrequently = Self(rawValue: 1 << 9)
  public static let searchField = Self(rawValue: 1 << 10)
  public static let startsMediaSession = Self(rawValue: 1 << 11)
  public static let adjustable = Self(rawValue: 1 << 12)
  public static let allowsDirectInteraction = Self(rawValue: 1 << 13)
  public static let causesPageTurn = Self(rawValue: 1 << 14)
  public static let tabBar = Self(rawValue: 1 << 15)
  public static let header = Self(rawValue: 1 << 16)
  public static let toggleButton = Self(rawValue: 1 << 53)
}

/// UIKit's accessibility functions and notifications, as its
/// `UIAccessibility` namespace.
///
/// No assistive technology runs here: the settings answer `false`, and a
/// posted notification is recorded in ``postedNotifications`` so a test can
/// check what the app announced.
@preconcurrency @MainActor public enum UIAccessibility {
  /// A notification an app posts to assistive technologies.
  public struct Notification: Hashable, Sendable, RawRepresentable {
    public let rawValue: UInt32
    /// A notification from its value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let screenChanged = Notification(rawValue: 1000)
    public static let layoutChanged = Notification(rawValue: 1001)
    public static let announcement = Notification(rawValue: 1008)
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// The notifications posted, in order, with their arguments' text.
  public private(set) static var postedNotifications:
    [(notification: Notification, argument: String?)] = []

  /// Posts `notification` with `argument` (an announcement's text, or the
  /// element to focus): recorded, as nothing listens here.
  public static func post(notification: Notification, argument: Any?) {
    postedNotifications.append(
      (notification, argument.map { "\($0)" }))
  }

  /// Forgets the posted notifications.
  public static func resetPostedNotifications() {
    postedNotifications = []
  }

  /// Whether VoiceOver runs: never here.
  public static var isVoiceOverRunning: Bool { false }
  /// Whether Switch Control runs: never here.
  public static var isSwitchControlRunning: Bool { false }
  /// Whether Reduce Motion is on: no, as a simulator's default.
  public static var isReduceMotionEnabled: Bool { false }
  /// Whether Reduce Transparency is on: no.
  public static var isReduceTransparencyEnabled: Bool { false }
  /// Whether Bold Text is on: no.
  public static var isBoldTextEnabled: Bool { false }
  /// Whether Increase Contrast is on: no.
  public static var isDarkerSystemColorsEnabled: Bool { false }
  /// Whether Invert Colors is on: no.
  public static var isInvertColorsEnabled: Bool { false }
  /// Whether Grayscale is on: no.
  public static var isGrayscaleEnabled: Bool { false }
  /// Whether buttons show shapes: no.
  public static var buttonShapesEnabled: Bool { false }
  /// Whether Differentiate Without Color is on: no.
  public static var shouldDifferentiateWithoutColor: Bool { false }
  /// Whether Closed Captions are on: no.
  public static var isClosedCaptioningEnabled: Bool { false }
  /// Whether Mono Audio is on: no.
  public static var isMonoAudioEnabled: Bool { false }
}

/// An action VoiceOver offers on an element, as UIKit's
/// `UIAccessibilityCustomAction`.
@preconcurrency @MainActor open class UIAccessibilityCustomAction: NSObject {
  /// The action's name.
  open var name: String
  /// Runs the action; `true` when it succeeded.
  open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

  /// An action named `name` run by `actionHandler`.
  public init(
    name: String,
    actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool
  ) {
    self.name = name
    self.actionHandler = actionHandler
  }

  /// An action named `name` calling `selector` on `target`: kept; Linux
  /// cannot call a selector.
  public init(name: String, target: Any?, selector: Selector) {
    self.name = name
  }
}

/// An element of a container view's accessibility, as UIKit's
/// `UIAccessibilityElement`.
@preconcurrency @MainActor open class UIAccessibilityElement: UIResponder {
  /// The view or element that contains it.
  open weak var accessibilityContainer: AnyObject?
  /// Its frame, in the container view's coordinates.
  open var accessibilityFrameInContainerSpace = CGRect.zero

  /// An element of `container`.
  public init(accessibilityContainer container: Any) {
    accessibilityContainer = container as AnyObject
    super.init()
    isAccessibilityElement = true
  }
}
