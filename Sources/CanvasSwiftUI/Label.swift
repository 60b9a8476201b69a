import CanvasUIKit
import CoreGraphics
import Foundation

/// A title with an icon, as SwiftUI's `Label`: the icon then the title in
/// a row, the default spacing apart and centred across (in a list row,
/// the icon in the tint); `labelStyle(_:)` shows one of them alone.
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon
  @Environment(\.labelStyleKind) private var style
  @Environment(\.isInList) private var isInList
  @Environment(\.tint) private var tint

  /// A label of the views `title` and `icon` make.
  public init(
    @ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon
  ) {
    self.title = title()
    self.icon = icon()
  }

  public var body: some View {
    switch style {
    case .titleOnly: AnyView(title)
    case .iconOnly: AnyView(icon)
    case .titleAndIcon:
      // A list row's icon takes the tint, as iOS draws labels in lists.
      if isInList {
        AnyView(
          HStack {
            icon.foregroundColor(tint ?? .accentColor)
            title
          })
      } else {
        AnyView(
          HStack {
            icon
            title
          })
      }
    }
  }
}

extension Label where Title == Text, Icon == Image {
  /// `title` beside the system symbol `systemImage`.
  public init<S: StringProtocol>(_ title: S, systemImage: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
  }

  /// `title`, looked up, beside the system symbol `systemImage`.
  public init(_ titleKey: LocalizedStringKey, systemImage: String) {
    self.init(
      title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
  }

  /// `title` beside the picture named `image`.
  public init<S: StringProtocol>(_ title: S, image: String) {
    self.init(title: { Text(title) }, icon: { Image(image) })
  }
}

/// How labels show, as SwiftUI's `LabelStyle`'s built-in styles.
public struct LabelStyleKind: Hashable, Sendable, LabelStyle {
  enum Kind: Hashable, Sendable { case titleAndIcon, titleOnly, iconOnly }
  let kind: Kind
}

/// A label style, as SwiftUI's `LabelStyle`: the built-in ones.
public protocol LabelStyle {}

extension LabelStyle where Self == LabelStyleKind {
  /// The icon then the title.
  public static var titleAndIcon: LabelStyleKind {
    LabelStyleKind(kind: .titleAndIcon)
  }
  /// The title alone.
  public static var titleOnly: LabelStyleKind {
    LabelStyleKind(kind: .titleOnly)
  }
  /// The icon alone.
  public static var iconOnly: LabelStyleKind { LabelStyleKind(kind: .iconOnly) }
  /// The platform's style: the icon then the title.
  public static var automatic: LabelStyleKind { titleAndIcon }
}

extension View {
  /// How the labels in this view show.
  public func labelStyle(_ style: LabelStyleKind) -> some View {
    environment(\.labelStyleKind, style.kind)
  }
}

extension EnvironmentValues {
  var labelStyleKind: LabelStyleKind.Kind {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }

  private enum LabelStyleKey: EnvironmentKey {
    static var defaultValue: LabelStyleKind.Kind { .titleAndIcon }
  }
}
