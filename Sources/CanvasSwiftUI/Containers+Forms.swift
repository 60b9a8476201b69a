import CanvasUIKit
import CoreGraphics
import Foundation

/// A label and its value, as SwiftUI's `LabeledContent`: the label
/// leading and the value trailing in the secondary style, as a form row
/// shows them.
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.content = content()
    self.label = label()
  }

  public var body: some View {
    LabelledControl(label: label, control: content.foregroundStyle(.secondary))
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// `titleKey` with the value `value`.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }
}

/// A box of views under a label, as SwiftUI's `GroupBox`: the label in
/// the headline style over the content, padded 16 points on the secondary
/// grouped background, its corners rounded by 8.
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.content = content()
    self.label = label()
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      label.font(.headline)
      content
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(16)
    .background(
      RoundedRectangle(cornerRadius: 8)
        .fill(Color(uiColor: .secondarySystemGroupedBackground)))
  }
}

extension GroupBox where Label == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, label: { EmptyView() })
  }
}

/// Views shown under a label when expanded, as SwiftUI's
/// `DisclosureGroup`: the label leading and a chevron in the tint
/// trailing (pointing down when expanded), the content below when it is.
public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let isExpanded: Bool

  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.content = content()
    self.label = label()
    isExpanded = false
  }

  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.content = content()
    self.label = label()
    self.isExpanded = isExpanded.wrappedValue
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      LabelledControl(
        label: label,
        control: Image(
          systemName: isExpanded ? "chevron.down" : "chevron.right"
        )
        .font(.footnote.weight(.semibold))
        .foregroundColor(.accentColor))
      if isExpanded { content }
    }
  }
}

extension DisclosureGroup where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }
}

/// What an empty screen says, as SwiftUI's `ContentUnavailableView`: a
/// large symbol in the secondary style over a bold title and a secondary
/// description, centred in the space offered.
public struct ContentUnavailableView<Label: View, Description: View>: View {
  let label: Label
  let description: Description

  public init(
    @ViewBuilder label: () -> Label,
    @ViewBuilder description: () -> Description
  ) {
    self.label = label()
    self.description = description()
  }

  public var body: some View {
    let parts = TabItemParts.of(label)
    return VStack(spacing: 8) {
      if let symbol = parts.symbol {
        Image(systemName: symbol).font(.system(size: 48))
          .foregroundStyle(.secondary)
          .padding(.bottom, 4)
      }
      if let title = parts.title {
        Text(verbatim: title).font(.title2.bold())
          .multilineTextAlignment(.center)
      } else if parts.symbol == nil {
        label
      }
      description.font(.subheadline).foregroundStyle(.secondary)
        .multilineTextAlignment(.center)
    }
    .padding()
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

extension ContentUnavailableView
where
  Label == CanvasSwiftUI.Label<Text, Image>,
  Description == Text?
{
  /// `title` under the symbol `systemImage`, over `description`.
  public init(
    _ title: LocalizedStringKey, systemImage: String,
    description: Text? = nil
  ) {
    self.init(
      label: { CanvasSwiftUI.Label(title, systemImage: systemImage) },
      description: { description })
  }

  /// The search screen: no results for `text`.
  public static func search(text: String) -> Self {
    ContentUnavailableView(
      "No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
      description: Text("Check the spelling or try a new search."))
  }

  /// The search screen with no query.
  public static var search: Self {
    ContentUnavailableView("No Results", systemImage: "magnifyingglass")
  }
}

/// A container of views under a label: `LabeledContent`, `GroupBox`,
/// `DisclosureGroup`; each also takes a localised title for its label.
@MainActor @preconcurrency public protocol _TitledContainer {
  associatedtype Label: View
  associatedtype Content: View
  init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)
}

extension _TitledContainer where Label == Text {
  /// The views `content` builds under the title `titleKey`.
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content, label: { Text(titleKey) })
  }
}

extension LabeledContent: _TitledContainer {}
extension GroupBox: _TitledContainer {}
extension DisclosureGroup: _TitledContainer {}
