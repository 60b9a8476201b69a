import CanvasUIKit
import CoreGraphics
import Foundation

/// A key for a value of the environment, as SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
  associatedtype Value
  /// The value where no view set one.
  static var defaultValue: Value { get }
}

/// What a view's surroundings give it, as SwiftUI's `EnvironmentValues`:
/// the appearance, display scale and text size of the screen, the font and
/// colour set above it, and values of the app's own keys.
public struct EnvironmentValues: @unchecked Sendable {
  // Unchecked: values of the app's keys are stored as `Any`, set and read
  // on the main actor.
  private var values: [ObjectIdentifier: Any] = [:]

  /// The traits of the screen drawn on.
  var traits: UITraitCollection

  /// The environment of a screen with `traits`.
  init(traits: UITraitCollection) { self.traits = traits }

  /// The environment of a screen with no traits set.
  public init() { self.init(traits: UITraitCollection()) }

  /// The value of `key`, its default where no view set one.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The font of text that sets none; `nil` for the body style.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// The colour of text and shapes that set none; `nil` for the primary
  /// label colour.
  var foregroundColor: Color? {
    get { self[ForegroundKey.self] }
    set { self[ForegroundKey.self] = newValue }
  }

  /// The tint of controls and `.tint` styles; `nil` for the accent
  /// colour.
  var tint: Color? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }

  /// The weight text takes over its font's, from `bold()` or
  /// `fontWeight(_:)` on a view.
  var fontWeightOverride: Font.Weight? {
    get { self[WeightKey.self] }
    set { self[WeightKey.self] = newValue }
  }

  /// Whether text is italic, from `italic()` on a view.
  var isItalic: Bool {
    get { self[ItalicKey.self] }
    set { self[ItalicKey.self] = newValue }
  }

  private enum WeightKey: EnvironmentKey {
    static var defaultValue: Font.Weight? { nil }
  }
  private enum ItalicKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }

  /// How text lines align across their width.
  public var multilineTextAlignment: TextAlignment {
    get { self[TextAlignmentKey.self] }
    set { self[TextAlignmentKey.self] = newValue }
  }

  /// The most lines text takes; `nil` for no limit.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  /// Light or dark, from the screen's traits.
  public var colorScheme: ColorScheme {
    get { traits.userInterfaceStyle == .dark ? .dark : .light }
    set {
      traits = UITraitCollection(traitsFrom: [
        traits,
        UITraitCollection(
          userInterfaceStyle: newValue == .dark ? .dark : .light),
      ])
    }
  }

  /// The locale dates, numbers and localised text follow: English (US)
  /// unless set, so images do not depend on the machine's settings.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The calendar dates follow: the locale's.
  public var calendar: Calendar {
    get { self[CalendarKey.self] ?? locale.calendar }
    set { self[CalendarKey.self] = newValue }
  }

  /// The time zone dates are shown in: GMT unless set, for the same
  /// reason.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// The direction views run in: left to right unless set; set to right
  /// to left, the views inside are laid out mirrored (a row's first view
  /// on the right, leading on the right), their text and pictures drawn
  /// as they are.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  private enum LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { Locale(identifier: "en_US") }
  }
  private enum CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar? { nil }
  }
  private enum TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone {
      TimeZone(identifier: "GMT") ?? .current
    }
  }
  private enum LayoutDirectionKey: EnvironmentKey {
    static var defaultValue: LayoutDirection { .leftToRight }
  }

  /// Pixels per point of the screen.
  public var displayScale: CGFloat {
    get { traits.displayScale > 0 ? traits.displayScale : 1 }
    set {
      traits = UITraitCollection(traitsFrom: [
        traits, UITraitCollection(displayScale: newValue),
      ])
    }
  }

  private enum FontKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
  }
  private enum ForegroundKey: EnvironmentKey {
    static var defaultValue: Color? { nil }
  }
  private enum TintKey: EnvironmentKey {
    static var defaultValue: Color? { nil }
  }
  private enum TextAlignmentKey: EnvironmentKey {
    static var defaultValue: TextAlignment { .leading }
  }
  private enum LineLimitKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
  }
}

/// Light or dark, as SwiftUI's `ColorScheme`.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  case light, dark
}

/// How lines of text align, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  case leading, center, trailing
}

/// A property that reads a value of the environment, as SwiftUI's
/// `@Environment(\.colorScheme)`.
@propertyWrapper public struct Environment<Value>: DynamicEnvironmentReader {
  private let keyPath: KeyPath<EnvironmentValues, Value>
  private let box = EnvironmentBox()

  /// The property that reads `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The value where the view is.
  @MainActor public var wrappedValue: Value {
    (box.environment ?? EnvironmentValues())[keyPath: keyPath]
  }

  func bind(_ environment: EnvironmentValues) { box.environment = environment }
}

/// Where an `@Environment` property keeps the environment it was given.
final class EnvironmentBox: @unchecked Sendable {
  // Unchecked: set and read on the main actor while a view is drawn.
  var environment: EnvironmentValues?
}

/// A property bound to the environment before a view's body is read.
protocol DynamicEnvironmentReader {
  func bind(_ environment: EnvironmentValues)
}

/// Binds every `@Environment` and `@EnvironmentObject` property of `view`
/// to `environment`, and gives its state the values it had; `false` when
/// an environment object is missing, after raising SwiftUI's words.
@discardableResult
@MainActor func bindDynamicProperties(
  of view: Any, to environment: EnvironmentValues
) -> Bool {
  var complete = true
  for child in Mirror(reflecting: view).children {
    (child.value as? any DynamicEnvironmentReader)?.bind(environment)
    if let state = child.value as? any StateProperty {
      environment.stateRegistry?.meet(state)
    }
    if let object = child.value as? any EnvironmentObjectReader,
      !object.bind(environment)
    {
      UIKitException.raise(object.missingMessage)
      complete = false
    }
  }
  return complete
}

/// A modifier that changes the environment of the views under it.
struct EnvironmentModifier<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  let change: (inout EnvironmentValues) -> Void

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    let direction = environment.layoutDirection
    var environment = environment
    change(&environment)
    let node = CanvasSwiftUI.makeNode(content, in: environment)
    guard environment.layoutDirection != direction else { return node }
    return MirroringNode(child: node)
  }
}

/// Where the layout direction changes: the views inside are laid out as
/// left to right, then mirrored across the node's frame, as SwiftUI lays
/// a right-to-left layout out (text and pictures are placed mirrored and
/// drawn as they are; a mirror inside a mirror undoes it).
final class MirroringNode: ModifierNode {
  override func place(in rect: CGRect) {
    super.place(in: rect)
    for node in child.placedSubtree where node !== child {
      node.frame.origin.x = rect.minX + rect.maxX - node.frame.maxX
    }
  }
}

extension LayoutNode {
  /// This node and the nodes it places, depth first; not the views a
  /// UIKit container (a list, a navigation or tab controller) lays out
  /// in its cells and screens.
  var placedSubtree: [LayoutNode] {
    if self is ListNode || self is ContainerNode { return [self] }
    return [self] + subnodes.flatMap(\.placedSubtree)
  }
}

extension View {
  /// Sets the environment value at `keyPath` for this view and those in it.
  public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View {
    EnvironmentModifier(content: self) { $0[keyPath: keyPath] = value }
  }

  /// The font of the text in this view that sets none.
  public func font(_ font: Font?) -> some View {
    EnvironmentModifier(content: self) { $0.font = font }
  }

  /// The colour of the text and shapes in this view that set none.
  public func foregroundColor(_ color: Color?) -> some View {
    EnvironmentModifier(content: self) { $0.foregroundColor = color }
  }

  /// The colour of the text and shapes in this view that set none.
  public func foregroundStyle(_ color: Color) -> some View {
    EnvironmentModifier(content: self) { $0.foregroundColor = color }
  }

  /// The style of the text and shapes in this view that set none: a
  /// colour, `.tint` (the environment's tint, else the accent colour), a
  /// hierarchical level of the foreground, or a material's colour.
  @_disfavoredOverload
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      if let color = style as? Color {
        $0.foregroundColor = color
      } else if let style = style as? any EnvironmentShapeStyle {
        $0.foregroundColor = style.color(in: $0)
      }
    }
  }

  /// The tint of the controls and `.tint` styles in this view, as
  /// SwiftUI's `tint(_:)`; `nil` for the accent colour.
  public func tint(_ tint: Color?) -> some View {
    EnvironmentModifier(content: self) { $0.tint = tint }
  }

  /// The accent colour of the controls in this view, as SwiftUI's
  /// deprecated `accentColor(_:)`: its tint.
  public func accentColor(_ accentColor: Color?) -> some View {
    tint(accentColor)
  }

  /// This view's text in bold (iOS 16's `bold(_:)`).
  public func bold(_ isActive: Bool = true) -> some View {
    EnvironmentModifier(content: self) {
      $0.fontWeightOverride = isActive ? .bold : nil
    }
  }

  /// This view's text in `weight` (iOS 16's `fontWeight(_:)`).
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    EnvironmentModifier(content: self) { $0.fontWeightOverride = weight }
  }

  /// This view's text in italic (iOS 16's `italic(_:)`).
  public func italic(_ isActive: Bool = true) -> some View {
    EnvironmentModifier(content: self) { $0.isItalic = isActive }
  }

  /// How the lines of the text in this view align.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    EnvironmentModifier(content: self) { $0.multilineTextAlignment = alignment }
  }

  /// The most lines the text in this view takes.
  public func lineLimit(_ limit: Int?) -> some View {
    EnvironmentModifier(content: self) { $0.lineLimit = limit }
  }

  /// Light or dark for this view and those in it.
  ///
  /// A preview provider's view set so is previewed in that scheme alone.
  public func preferredColorScheme(_ scheme: ColorScheme?) -> some View {
    EnvironmentModifier(content: self) {
      if let scheme { $0.colorScheme = scheme }
    }
    .previewModifier { $0.colorScheme = scheme }
  }
}
