import CanvasUIKit
import CoreGraphics
import Foundation

// What a still image does not show: gestures, animations, transitions,
// accessibility, identity, presentations. Each is accepted as SwiftUI
// declares it, so views written for iOS compile unchanged; an image shows
// the view at rest, as a snapshot on iOS shows it, with animations at
// their end.

/// How a change animates, as SwiftUI's `Animation`: a still shows the end.
public struct Animation: Hashable, Sendable {
  let name: String
  public static let `default` = Animation(name: "default")
  public static let linear = Animation(name: "linear")
  public static let easeIn = Animation(name: "easeIn")
  public static let easeOut = Animation(name: "easeOut")
  public static let easeInOut = Animation(name: "easeInOut")
  public static let spring = Animation(name: "spring")
  public static let bouncy = Animation(name: "bouncy")
  public static let smooth = Animation(name: "smooth")
  public static let snappy = Animation(name: "snappy")
  public static func linear(duration: Double) -> Animation { .linear }
  public static func easeIn(duration: Double) -> Animation { .easeIn }
  public static func easeOut(duration: Double) -> Animation { .easeOut }
  public static func easeInOut(duration: Double) -> Animation { .easeInOut }
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825,
    blendDuration: Double = 0
  ) -> Animation { .spring }
  public static func spring(duration: Double = 0.5, bounce: Double = 0)
    -> Animation
  { .spring }
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86,
    blendDuration: Double = 0.25
  ) -> Animation { .spring }
  public func delay(_ delay: Double) -> Animation { self }
  public func speed(_ speed: Double) -> Animation { self }
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true)
    -> Animation
  { self }
}

/// Runs `body` at once: a still shows where an animation ends.
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

/// How a view comes and goes, as SwiftUI's `AnyTransition`: a still shows
/// the view in place.
public struct AnyTransition: Sendable {
  public static let identity = AnyTransition()
  public static let opacity = AnyTransition()
  public static let scale = AnyTransition()
  public static let slide = AnyTransition()
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center)
    -> AnyTransition
  { AnyTransition() }
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
  public static func offset(_ offset: CGSize) -> AnyTransition {
    AnyTransition()
  }
  public static func asymmetric(
    insertion: AnyTransition, removal: AnyTransition
  ) -> AnyTransition { AnyTransition() }
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
  /// Animates changes of `value`: a still shows the end.
  public func animation<V: Equatable>(_ animation: Animation?, value: V)
    -> some View
  { self }

  /// Animates changes (iOS 13's form): a still shows the end.
  public func animation(_ animation: Animation?) -> some View { self }

  /// How the view comes and goes: a still shows it in place.
  public func transition(_ t: AnyTransition) -> some View { self }

  /// Runs `action` on a tap; nothing taps a still.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void)
    -> some View
  { self }

  /// Runs `action` on a long press; nothing presses a still.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    perform action: @escaping () -> Void
  ) -> some View { self }

  /// The shape that takes touches; a still takes none.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false)
    -> some View
  { self }

  /// Whether the view takes touches; a still takes none.
  public func allowsHitTesting(_ enabled: Bool) -> some View { self }

  /// The view's identity, which tells SwiftUI when it is a new view; a
  /// still draws it the same.
  public func id<ID: Hashable>(_ id: ID) -> some View { self }

  /// The view's tag, which pickers and tab views select by.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    preference(key: TagKey.self, value: AnyHashable(tag))
  }

  /// Runs `action` when `value` changes; nothing changes in a still.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View { self }

  /// Runs `action` with the old and new values when `value` changes.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false,
    _ action: @escaping (V, V) -> Void
  ) -> some View { self }

  /// Runs `action` with the new value when `value` changes (iOS 14's
  /// form).
  @_disfavoredOverload
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (V) -> Void
  ) -> some View { self }

  /// The accessibility label VoiceOver reads; not drawn.
  public func accessibilityLabel(_ label: Text) -> some View { self }
  /// The accessibility label VoiceOver reads; not drawn.
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    self
  }
  /// The accessibility hint; not drawn.
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
    self
  }
  /// The accessibility value; not drawn.
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    self
  }
  /// The identifier UI tests find the view by; not drawn.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    self
  }
  /// Whether VoiceOver skips the view; not drawn.
  public func accessibilityHidden(_ hidden: Bool) -> some View { self }
  /// How VoiceOver groups the view's children; not drawn.
  public func accessibilityElement(
    children: AccessibilityChildBehavior = .ignore
  )
    -> some View
  { self }
  /// The traits VoiceOver reads; not drawn.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits)
    -> some View
  { self }

  /// Whether the view's controls take input: controls that do not are
  /// drawn dimmed, as SwiftUI's `disabled(_:)`.
  public func disabled(_ disabled: Bool) -> some View {
    EnvironmentModifier(content: self) {
      $0.isEnabled = $0.isEnabled && !disabled
    }
  }
}

/// How VoiceOver treats a view's children, as SwiftUI's
/// `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  public static let combine = AccessibilityChildBehavior(name: "combine")
  public static let contain = AccessibilityChildBehavior(name: "contain")
}

/// What VoiceOver says a view is, as SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  public static let isImage = AccessibilityTraits(rawValue: 1 << 4)
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 5)
}

extension EnvironmentValues {
  /// Whether controls take input (`disabled(_:)`).
  public var isEnabled: Bool {
    get { self[EnabledKey.self] }
    set { self[EnabledKey.self] = newValue }
  }

  private enum EnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
  }
}
