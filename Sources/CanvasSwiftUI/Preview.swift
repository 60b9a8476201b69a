import CanvasUIKit
import CoreGraphics
import Foundation

/// A preview of a view for Xcode's canvas, as SwiftUI's `#Preview`: kept,
/// with its name and traits, so a file that ends in previews compiles
/// unchanged.
///
/// The preview's body is type-checked as on iOS and kept in a type of its
/// own conforming to ``PreviewRegistry``; nothing lists those types at run
/// time (Swift has no static registration), so a snapshot test draws the
/// view itself, as on iOS.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "CanvasSwiftUIMacros", type: "PreviewMacro")

/// A preview of a view with traits: its layout or orientation.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "CanvasSwiftUIMacros", type: "PreviewMacro")

/// A preview of a UIKit view.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  @PreviewMacroBodyBuilder<UIView> body: @escaping @MainActor () -> UIView
) = #externalMacro(module: "CanvasSwiftUIMacros", type: "PreviewMacro")

/// A preview of a UIKit view with traits.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @PreviewMacroBodyBuilder<UIView> body: @escaping @MainActor () -> UIView
) = #externalMacro(module: "CanvasSwiftUIMacros", type: "PreviewMacro")

/// A preview of a view controller.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  @PreviewMacroBodyBuilder<UIViewController> body:
    @escaping @MainActor () -> UIViewController
) = #externalMacro(module: "CanvasSwiftUIMacros", type: "PreviewMacro")

/// A preview of a view controller with traits.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @PreviewMacroBodyBuilder<UIViewController> body:
    @escaping @MainActor () -> UIViewController
) = #externalMacro(module: "CanvasSwiftUIMacros", type: "PreviewMacro")

/// The body of a `#Preview` of a UIKit view or view controller, as
/// SwiftUI's `PreviewMacroBodyBuilder`: one expression, or statements
/// ending in `return`.
@resultBuilder public enum PreviewMacroBodyBuilder<Content> {
  public static func buildBlock(_ content: Content) -> Content { content }
}

/// Marks a variable of a `#Preview` body, such as `@Previewable @State var
/// isOn = true`, that the preview keeps as a view's state, as SwiftUI's
/// `@Previewable`.
@attached(peer)
public macro Previewable() =
  #externalMacro(module: "CanvasSwiftUIMacros", type: "PreviewableMacro")

/// A trait of a preview, as SwiftUI's `PreviewTrait`: its layout or the
/// device's orientation.
public struct PreviewTrait<T>: Sendable {
  enum Kind: Hashable, Sendable {
    case layout(PreviewLayout)
    case orientation(InterfaceOrientation)
  }
  let kind: Kind
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The device's screen.
  public static var defaultLayout: Self { Self(kind: .layout(.device)) }
  /// The view's own size for no proposal.
  public static var sizeThatFitsLayout: Self {
    Self(kind: .layout(.sizeThatFits))
  }
  /// A box of `width` × `height` points.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> Self {
    Self(kind: .layout(.fixed(width: width, height: height)))
  }
  /// The device upright.
  public static var portrait: Self { Self(kind: .orientation(.portrait)) }
  /// The device upside down.
  public static var portraitUpsideDown: Self {
    Self(kind: .orientation(.portraitUpsideDown))
  }
  /// The device turned with its top to the left.
  public static var landscapeLeft: Self {
    Self(kind: .orientation(.landscapeLeft))
  }
  /// The device turned with its top to the right.
  public static var landscapeRight: Self {
    Self(kind: .orientation(.landscapeRight))
  }
}

/// How a preview is laid out, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Hashable, Sendable {
  case device
  case sizeThatFits
  case fixed(width: CGFloat, height: CGFloat)
}

/// A device's orientation, as SwiftUI's `InterfaceOrientation`.
public struct InterfaceOrientation: Hashable, Sendable {
  let name: String
  public static let portrait = InterfaceOrientation(name: "portrait")
  public static let portraitUpsideDown = InterfaceOrientation(
    name: "portraitUpsideDown")
  public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
  public static let landscapeRight = InterfaceOrientation(
    name: "landscapeRight")
}

/// A device Xcode previews on, by its name, as SwiftUI's `PreviewDevice`.
public struct PreviewDevice: RawRepresentable, Hashable, Sendable,
  ExpressibleByStringLiteral
{
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }
}

/// One `#Preview`: its name, traits and what it shows.
@MainActor public struct Preview {
  /// The kind of traits a view's preview takes.
  public enum ViewTraits {}

  enum Content {
    case view(@MainActor () -> any View)
    case uiView(@MainActor () -> UIView)
    case controller(@MainActor () -> UIViewController)
  }

  /// The name given, shown over the preview in Xcode.
  public internal(set) var displayName: String?
  let traits: [PreviewTrait<ViewTraits>]
  let content: Content
  /// Where the preview is declared: the `#Preview`'s file (as `#fileID`
  /// spells it) and line, or the preview provider's type and the child's
  /// place among its previews; empty for a preview made in code.
  public internal(set) var source = PreviewSource(file: "", line: 0)
  /// The device a provider's preview names with `previewDevice`.
  public internal(set) var device: PreviewDevice?
  /// The colour scheme a provider's preview sets with
  /// `preferredColorScheme`; `nil` draws it in both.
  public internal(set) var colorScheme: ColorScheme?
  private var givenLayout: PreviewLayout?
  private var givenOrientation: InterfaceOrientation?

  /// A preview of the view `body` makes.
  public init(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
  ) {
    self.init(name, [], .view(body))
  }

  /// A preview of the view `body` makes, with traits.
  public init(
    _ name: String? = nil, traits: PreviewTrait<ViewTraits>,
    _ additionalTraits: PreviewTrait<ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
  ) {
    self.init(name, [traits] + additionalTraits, .view(body))
  }

  /// A preview of the UIKit view `body` makes.
  public init(
    _ name: String? = nil,
    @PreviewMacroBodyBuilder<UIView> body: @escaping @MainActor () -> UIView
  ) {
    self.init(name, [], .uiView(body))
  }

  /// A preview of the UIKit view `body` makes, with traits.
  public init(
    _ name: String? = nil, traits: PreviewTrait<ViewTraits>,
    _ additionalTraits: PreviewTrait<ViewTraits>...,
    @PreviewMacroBodyBuilder<UIView> body: @escaping @MainActor () -> UIView
  ) {
    self.init(name, [traits] + additionalTraits, .uiView(body))
  }

  /// A preview of the view controller `body` makes.
  public init(
    _ name: String? = nil,
    @PreviewMacroBodyBuilder<UIViewController> body:
      @escaping @MainActor () -> UIViewController
  ) {
    self.init(name, [], .controller(body))
  }

  /// A preview of the view controller `body` makes, with traits.
  public init(
    _ name: String? = nil, traits: PreviewTrait<ViewTraits>,
    _ additionalTraits: PreviewTrait<ViewTraits>...,
    @PreviewMacroBodyBuilder<UIViewController> body:
      @escaping @MainActor () -> UIViewController
  ) {
    self.init(name, [traits] + additionalTraits, .controller(body))
  }

  private init(
    _ name: String?, _ traits: [PreviewTrait<ViewTraits>], _ content: Content
  ) {
    displayName = name
    self.traits = traits
    self.content = content
  }

  /// The layout the traits (or a provider's `previewLayout`) ask for: the
  /// device's screen unless one is given.
  public var layout: PreviewLayout {
    if let givenLayout { return givenLayout }
    for trait in traits.reversed() {
      if case .layout(let layout) = trait.kind { return layout }
    }
    return .device
  }

  /// The device's orientation the traits (or a provider's
  /// `previewInterfaceOrientation`) ask for: upright unless one is given.
  public var orientation: InterfaceOrientation {
    if let givenOrientation { return givenOrientation }
    for trait in traits.reversed() {
      if case .orientation(let orientation) = trait.kind { return orientation }
    }
    return .portrait
  }

  /// A preview of one of a provider's views, with the traits its preview
  /// modifiers set.
  init(
    providing view: any View, source: PreviewSource,
    traits: PreviewModifierValues
  ) {
    self.init(traits.displayName, [], .view({ view }))
    self.source = source
    device = traits.device
    colorScheme = traits.colorScheme
    givenLayout = traits.layout
    givenOrientation = traits.orientation
  }

  /// What the preview shows, in a view controller, as the canvas hosts
  /// it: a SwiftUI view in a hosting controller, a UIKit view as a
  /// controller's view.
  public func makeViewController() -> UIViewController {
    switch content {
    case .view(let body):
      return UIHostingController(rootView: AnyView(body()))
    case .uiView(let body):
      let controller = UIViewController()
      controller.view = body()
      return controller
    case .controller(let body):
      return body()
    }
  }
}

/// The type `#Preview` makes for each preview.
public protocol PreviewRegistry {
  /// The preview.
  @MainActor static func makePreview() -> Preview
  /// The file the `#Preview` is in, as `#fileID` spells it.
  static var fileID: String { get }
  /// The line the `#Preview` starts on.
  static var line: Int { get }
}

extension PreviewRegistry {
  public static var fileID: String { "" }
  public static var line: Int { 0 }
}

/// Where a preview is declared.
public struct PreviewSource: Hashable, Sendable, Comparable,
  CustomStringConvertible
{
  /// The file, as `#fileID` spells it (`Module/File.swift`), or the
  /// preview provider's module and type (`Module.Card_Previews`).
  public var file: String
  /// The `#Preview`'s line, or the child's place among a provider's
  /// previews, from 0.
  public var line: Int

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.file, lhs.line) < (rhs.file, rhs.line)
  }

  public var description: String { "\(file):\(line)" }
}

/// What a provider's preview modifiers set on one of its views.
struct PreviewModifierValues {
  var displayName: String?
  var layout: PreviewLayout?
  var device: PreviewDevice?
  var orientation: InterfaceOrientation?
  var colorScheme: ColorScheme?
}

/// The values of the preview modifiers: each a preference, so the first
/// set anywhere in the view wins, as Xcode reads them from the view.
enum PreviewModifierKey: PreferenceKey {
  static var defaultValue: PreviewModifierValues { PreviewModifierValues() }
  static func reduce(
    value: inout PreviewModifierValues, nextValue: () -> PreviewModifierValues
  ) {
    let next = nextValue()
    value.displayName = value.displayName ?? next.displayName
    value.layout = value.layout ?? next.layout
    value.device = value.device ?? next.device
    value.orientation = value.orientation ?? next.orientation
    value.colorScheme = value.colorScheme ?? next.colorScheme
  }
}

extension View {
  /// How the preview is laid out: the device's screen, the view's own
  /// size, or a fixed box.
  public func previewLayout(_ layout: PreviewLayout) -> some View {
    previewModifier { $0.layout = layout }
  }
  /// The name shown over the preview, and the name of its image.
  public func previewDisplayName(_ name: String?) -> some View {
    previewModifier { $0.displayName = name }
  }
  /// The device the preview is drawn on, by the name Xcode lists it
  /// under (`"iPhone SE (3rd generation)"`); the gallery's device for a
  /// name it does not know.
  public func previewDevice(_ device: PreviewDevice?) -> some View {
    previewModifier { $0.device = device }
  }
  /// The device's orientation in the preview.
  public func previewInterfaceOrientation(_ orientation: InterfaceOrientation)
    -> some View
  {
    previewModifier { $0.orientation = orientation }
  }

  /// The view with preview values `set` sets, over those inside it.
  func previewModifier(
    _ set: (inout PreviewModifierValues) -> Void
  ) -> some View {
    var values = PreviewModifierValues()
    set(&values)
    return transformPreference(PreviewModifierKey.self) { value in
      let inner = value
      value = values
      PreviewModifierKey.reduce(value: &value) { inner }
    }
  }
}
