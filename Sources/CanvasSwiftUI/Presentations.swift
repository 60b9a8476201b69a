import CanvasUIKit
import CoreGraphics
import Foundation

// Sheets, full-screen covers, alerts and confirmation dialogs, shown as
// iOS shows them when presented: the hosting controller presents UIKit's
// own (a hosting controller as a page sheet or full screen, a
// `UIAlertController` as an alert or action sheet), which the screen
// draws over the view, as a presented controller is drawn.

/// What a view presents while its binding is true.
struct Presentation {
  enum Kind {
    case sheet(fullScreen: Bool)
    case alert(actionSheet: Bool)
  }
  var kind: Kind
  var title: String?
  var message: String?
  var actions: [(title: String, role: ButtonRole?)] = []
  var content: (any View)?

  /// The UIKit controller iOS presents for it.
  @MainActor func controller() -> UIViewController {
    switch kind {
    case .sheet(let fullScreen):
      let sheet = UIHostingController(
        rootView: AnyView(existential: content ?? EmptyView()))
      sheet.modalPresentationStyle = fullScreen ? .fullScreen : .pageSheet
      return sheet
    case .alert(let actionSheet):
      let alert = UIAlertController(
        title: title, message: message,
        preferredStyle: actionSheet ? .actionSheet : .alert)
      let shown = actions.isEmpty ? [("OK", nil)] : actions
      for (title, role) in shown {
        alert.addAction(
          UIAlertAction(
            title: title,
            style: role == .destructive
              ? .destructive : role == .cancel ? .cancel : .default))
      }
      return alert
    }
  }

  /// The title and role of each button among `views`.
  @MainActor static func actions(in views: any View) -> [(
    title: String, role: ButtonRole?
  )] {
    TabView<Int, EmptyView>.tabs(of: views).compactMap { view in
      guard let title = TabItemParts.of(view).title else { return nil }
      return (title, (view as? any RoleReading)?.buttonRole)
    }
  }
}

/// A view that says what role it has: a button.
@MainActor protocol RoleReading {
  var buttonRole: ButtonRole? { get }
}

extension Button: RoleReading {
  var buttonRole: ButtonRole? { role }
}

enum PresentationKey: PreferenceKey {
  static var defaultValue: [Presentation] { [] }
  static func reduce(
    value: inout [Presentation], nextValue: () -> [Presentation]
  ) { value += nextValue() }
}

extension View {
  func presenting(_ presentation: Presentation?) -> some View {
    preference(
      key: PresentationKey.self, value: presentation.map { [$0] } ?? [])
  }

  /// `content` as a page sheet while `isPresented` is true.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presenting(
      isPresented.wrappedValue
        ? Presentation(kind: .sheet(fullScreen: false), content: content())
        : nil)
  }

  /// `content` for `item` as a page sheet while there is one.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presenting(
      item.wrappedValue.map {
        Presentation(kind: .sheet(fullScreen: false), content: content($0))
      })
  }

  /// `content` over the whole screen while `isPresented` is true.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presenting(
      isPresented.wrappedValue
        ? Presentation(kind: .sheet(fullScreen: true), content: content())
        : nil)
  }

  /// `content` in a popover while `isPresented` is true: a page sheet on
  /// an iPhone, as iOS adapts it.
  public func popover<Content: View>(
    isPresented: Binding<Bool>,
    attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    sheet(isPresented: isPresented, content: content)
  }

  /// An alert titled `titleKey` with the buttons `actions` builds (an OK
  /// button for none) and `message`, while `isPresented` is true.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    presenting(
      isPresented.wrappedValue
        ? Presentation(
          kind: .alert(actionSheet: false), title: Text(titleKey).string,
          message: TabItemParts.of(message()).title,
          actions: Presentation.actions(in: actions()))
        : nil)
  }

  /// An alert titled `titleKey` with the buttons `actions` builds.
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A
  ) -> some View {
    alert(titleKey, isPresented: isPresented, actions: actions) { EmptyView() }
  }

  /// iOS 13's alert: the `Alert` `content` makes, while `isPresented` is
  /// true.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert)
    -> some View
  {
    presenting(isPresented.wrappedValue ? content().presentation : nil)
  }

  /// An action sheet titled `titleKey` (its title shown when
  /// `titleVisibility` is visible) with the buttons `actions` builds,
  /// while `isPresented` is true.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    presenting(
      isPresented.wrappedValue
        ? Presentation(
          kind: .alert(actionSheet: true),
          title: titleVisibility == .visible ? Text(titleKey).string : nil,
          message: TabItemParts.of(message()).title,
          actions: Presentation.actions(in: actions()))
        : nil)
  }

  /// An action sheet with the buttons `actions` builds.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(
      titleKey, isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions
    ) { EmptyView() }
  }
}

/// Where a popover points, as SwiftUI's `PopoverAttachmentAnchor`.
public enum PopoverAttachmentAnchor: Sendable {
  case rect(Anchor<CGRect>.Source)
  case point(UnitPoint)
}

/// iOS 13's alert, as SwiftUI's `Alert`: a title, a message and one or
/// two buttons.
public struct Alert {
  /// A button of an alert.
  public struct Button {
    let title: String
    let role: ButtonRole?

    public static func `default`(_ label: Text, action: (() -> Void)? = {})
      -> Button
    { Button(title: label.string, role: nil) }
    public static func cancel(_ label: Text, action: (() -> Void)? = {})
      -> Button
    { Button(title: label.string, role: .cancel) }
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(title: "Cancel", role: .cancel)
    }
    public static func destructive(_ label: Text, action: (() -> Void)? = {})
      -> Button
    { Button(title: label.string, role: .destructive) }
  }

  let presentation: Presentation

  public init(
    title: Text, message: Text? = nil, dismissButton: Button? = nil
  ) {
    presentation = Presentation(
      kind: .alert(actionSheet: false), title: title.string,
      message: message?.string,
      actions: dismissButton.map { [($0.title, $0.role)] } ?? [])
  }

  public init(
    title: Text, message: Text? = nil, primaryButton: Button,
    secondaryButton: Button
  ) {
    presentation = Presentation(
      kind: .alert(actionSheet: false), title: title.string,
      message: message?.string,
      actions: [primaryButton, secondaryButton].map { ($0.title, $0.role) })
  }
}
