import CanvasUIKit
import CoreGraphics
import Foundation

/// Rows in sections, as SwiftUI's `List`.
///
/// Drawn by a `UICollectionView` with UIKit's list layout of the list style's appearance (inset grouped
/// by default, as iOS's automatic style), each row's views in a
/// `UICollectionViewListCell` through a hosting configuration (a list
/// row's margins, 44 points tall at least), text headers and footers in
/// UIKit's header and footer configurations: a SwiftUI list and a
/// collection view list of the same content draw the same pixels. It
/// takes the whole space offered, at rest at the top.
public struct List<SelectionValue: Hashable, Content: View>: View,
  PrimitiveView
{
  public typealias Body = Never
  let content: Content

  /// Rows `content` builds.
  public init(@ViewBuilder content: () -> Content)
  where SelectionValue == Never {
    self.content = content()
  }

  /// Rows `content` builds; the selection is kept (a still shows none).
  public init(
    selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  /// Rows `content` builds; the selection is kept.
  public init(
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    var rows = environment
    rows.isInList = true
    return ListNode(
      sections: ListSections(CanvasSwiftUI.makeNode(content, in: rows)),
      appearance: environment.listAppearance ?? .insetGrouped,
      environment: environment)
  }
}

extension List where SelectionValue == Never {
  /// A row for each element of `data`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>,
    Data.Element: Identifiable
  {
    content = ForEach(data, content: rowContent)
  }

  /// A row for each element of `data`, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
  }
}

/// A form, as SwiftUI's `Form`: a list in the inset grouped style, its
/// controls as rows.
public struct Form<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: some View {
    List { content }.environment(\.isInForm, true)
  }
}

/// Rows under a header and over a footer, as SwiftUI's `Section`: a
/// section of a list; elsewhere its header, rows and footer one after
/// another.
public struct Section<Parent: View, Content: View, Footer: View>: View,
  PrimitiveView
{
  public typealias Body = Never
  let header: Parent
  let content: Content
  let footer: Footer

  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.content = content()
    self.header = header()
    self.footer = footer()
  }

  /// A section with `header` and `footer` (iOS 13's spelling).
  public init(
    header: Parent, footer: Footer, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content, header: { header }, footer: { footer })
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    // A grouped list's headers are uppercase unless prominent, as
    // SwiftUI sets their text case.
    let appearance = environment.listAppearance ?? .insetGrouped
    let uppercase =
      environment.isInList && environment.headerProminence == .standard
      && (appearance == .grouped || appearance == .insetGrouped)
    var headers = environment
    if uppercase { headers.textCase = headers.textCase ?? .uppercase }
    let section = SectionNode(
      header: header is EmptyView
        ? nil : CanvasSwiftUI.makeNode(header, in: headers),
      headerText: (header as? Text).map {
        uppercase ? $0.string.uppercased(with: environment.locale) : $0.string
      },
      rows: ListSections.rows(
        of: CanvasSwiftUI.makeNode(content, in: environment)),
      footer: footer is EmptyView
        ? nil : CanvasSwiftUI.makeNode(footer, in: environment),
      footerText: (footer as? Text)?.string)
    section.isProminent = environment.headerProminence == .increased
    section.hiddenSeparators = environment.hiddenSectionSeparators
    return section
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    self.init(
      content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Footer == EmptyView {
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent
  ) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }

  /// A section with `header` (iOS 13's spelling).
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView {
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer
  ) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section headed `titleKey`.
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content
  ) {
    self.init(
      content: content, header: { Text(titleKey) }, footer: { EmptyView() })
  }

  /// A section headed `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content
  ) {
    self.init(
      content: content, header: { Text(title) }, footer: { EmptyView() })
  }
}

/// A section laid out: its header, rows and footer.
final class SectionNode: LayoutNode {
  let header: LayoutNode?
  let headerText: String?
  let rows: [LayoutNode]
  let footer: LayoutNode?
  let footerText: String?
  /// Whether its header is prominent (`headerProminence(.increased)`).
  var isProminent = false
  /// The edges whose separators it hides (`listSectionSeparator`).
  var hiddenSeparators: VerticalEdge.Set = []

  init(
    header: LayoutNode?, headerText: String?, rows: [LayoutNode],
    footer: LayoutNode?, footerText: String?
  ) {
    self.header = header
    self.headerText = headerText
    self.rows = rows
    self.footer = footer
    self.footerText = footerText
  }

  /// Outside a list: the header, the rows and the footer, each a view of
  /// the container.
  override var flattened: [LayoutNode] {
    [header].compactMap { $0 } + rows.flatMap(\.flattened)
      + [footer].compactMap { $0 }
  }
}

/// A list's content as sections: its sections, and rows outside any
/// section gathered into sections of their own.
@MainActor struct ListSections {
  var sections: [SectionNode] = []

  init(_ root: LayoutNode) {
    var loose: [LayoutNode] = []
    func flush() {
      guard !loose.isEmpty else { return }
      sections.append(
        SectionNode(
          header: nil, headerText: nil, rows: loose, footer: nil,
          footerText: nil))
      loose = []
    }
    for node in Self.items(of: root) {
      if let section = node as? SectionNode {
        flush()
        sections.append(section)
      } else {
        loose.append(node)
      }
    }
    flush()
  }

  /// The nodes a block, group or `ForEach` holds, sections kept whole.
  static func items(of node: LayoutNode) -> [LayoutNode] {
    if let group = node as? GroupNode {
      return group.children.flatMap(items(of:))
    }
    return [node]
  }

  /// The rows of a section's content: each view one row.
  static func rows(of node: LayoutNode) -> [LayoutNode] {
    items(of: node).flatMap { ($0 as? SectionNode)?.rows ?? [$0] }
  }
}

/// A node already made, as a view: what a list's cell hosts.
struct _ExistingNode: View, PrimitiveView {
  typealias Body = Never
  let node: LayoutNode
  func makeNode(in environment: EnvironmentValues) -> LayoutNode { node }
}

/// A list laid out: a collection view filling the space offered.
final class ListNode: LayoutNode {
  let sections: ListSections
  let collectionView: UICollectionView
  let safeArea: (frame: CGRect, insets: UIEdgeInsets)?
  /// The list's background: the grouped background for grouped lists.
  let background: UIColor
  private var source: UICollectionViewDiffableDataSource<Int, Int>?

  init(
    sections: ListSections,
    appearance: UICollectionLayoutListConfiguration.Appearance,
    environment: EnvironmentValues
  ) {
    self.sections = sections
    safeArea = environment.safeArea
    let traits = environment.traits
    background =
      environment.scrollContentBackgroundHidden
      ? .clear
      : (appearance == .plain || appearance == .sidebarPlain
        ? UIColor.systemBackground : UIColor.systemGroupedBackground)
        .resolvedColor(with: traits)
    let all = sections.sections
    // What each row's list modifiers and badge ask of its cell.
    let rowValues = all.map { $0.rows.map { $0.preference(ListRowKey.self) } }
    let badges = all.map { $0.rows.map { $0.preference(BadgeKey.self) } }
    let separators = ListNode.separatorHandler(
      sections: all, rows: rowValues, traits: traits)
    // Each section a list section with the header and footer it has.
    let layout = UICollectionViewCompositionalLayout { index, environment in
      var configuration = UICollectionLayoutListConfiguration(
        appearance: appearance)
      configuration.itemSeparatorHandler = separators
      if all.indices.contains(index) {
        if all[index].header != nil {
          configuration.headerMode = .supplementary
        }
        // SwiftUI's first grouped section without a header sits 35
        // points down, as iOS 18's references show (UIKit's, 17.5).
        if appearance == .grouped || appearance == .insetGrouped,
          all[index].header == nil, index == 0
        {
          configuration.headerTopPadding = 35
        }
        if all[index].footer != nil {
          configuration.footerMode = .supplementary
        }
      }
      return .list(using: configuration, layoutEnvironment: environment)
    }
    collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: layout)
    collectionView.traitCollection = environment.traits
    if environment.scrollContentBackgroundHidden {
      collectionView.backgroundColor = .clear
    }
    super.init()
    let cells = UICollectionView.CellRegistration<
      UICollectionViewListCell, Int
    > { cell, indexPath, _ in
      let row = all[indexPath.section].rows[indexPath.item]
      let values = rowValues[indexPath.section][indexPath.item]
      // SwiftUI's rows sit 20 points in from the row's sides (iOS 18's
      // forms show their text 20 points inside the rounded group, where
      // UIKit's list cells use 16), their separators under the text.
      var hosting = UIHostingConfiguration { _ExistingNode(node: row) }
        .margins(.horizontal, ListNode.rowInset)
      if let insets = values.insets { hosting = hosting.margins(.all, insets) }
      cell.contentConfiguration = hosting
      if let background = values.background {
        let host = _UIHostingView(rootView: background)
        host.backgroundColor = nil
        host.ignoresSafeArea = true
        cell.backgroundView = host
      }
      if let color = values.backgroundColor {
        var background = cell.defaultBackgroundConfiguration()
        background.backgroundColor = color.uiColor
        cell.backgroundConfiguration = background
      }
      var accessories: [UICellAccessory] = []
      if let badge = badges[indexPath.section][indexPath.item] {
        accessories.append(.label(text: badge))
      }
      if values.isChecked { accessories.append(.checkmark()) }
      if values.isOutlineParent { accessories.append(.outlineDisclosure()) }
      if row.isNavigationLink { accessories.append(.disclosureIndicator()) }
      cell.accessories = accessories
    }
    func supplementary(_ kind: String, header: Bool)
      -> UICollectionView.SupplementaryRegistration<UICollectionViewListCell>
    {
      UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
        elementKind: kind
      ) { view, _, indexPath in
        let section = all[indexPath.section]
        if let text = header ? section.headerText : section.footerText {
          let plain = appearance == .plain
          var content: UIListContentConfiguration =
            header
            ? (section.isProminent
              ? .prominentInsetGroupedHeader()
              : plain ? .plainHeader() : .groupedHeader())
            : (plain ? .plainFooter() : .groupedFooter())
          content.text = text
          // Headers and footers line up with the rows' text.
          content.directionalLayoutMargins.leading = ListNode.rowInset
          content.directionalLayoutMargins.trailing = ListNode.rowInset
          view.contentConfiguration = content
        } else if let node = header ? section.header : section.footer {
          view.contentConfiguration = UIHostingConfiguration {
            _ExistingNode(node: node)
          }
        }
      }
    }
    let headers = supplementary(
      UICollectionView.elementKindSectionHeader, header: true)
    let footers = supplementary(
      UICollectionView.elementKindSectionFooter, header: false)
    let source = UICollectionViewDiffableDataSource<Int, Int>(
      collectionView: collectionView
    ) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(
        using: cells, for: indexPath, item: item)
    }
    source.supplementaryViewProvider = { collectionView, kind, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(
        using: kind == UICollectionView.elementKindSectionHeader
          ? headers : footers, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    var next = 0
    for (index, section) in all.enumerated() {
      snapshot.appendSections([index])
      snapshot.appendItems(Array(next..<next + section.rows.count))
      next += section.rows.count
    }
    source.apply(snapshot, animatingDifferences: false)
    self.source = source
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// How far a row's content, header and footer sit in from the row's
  /// sides.
  static let rowInset: CGFloat = 20

  /// The list's separator handler for its rows' and sections' separator
  /// modifiers; `nil` where none is used, so UIKit's own lines stand.
  private static func separatorHandler(
    sections: [SectionNode], rows: [[ListRowValues]], traits: UITraitCollection
  ) -> (
    (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration
  )? {
    let used =
      sections.contains { !$0.hiddenSeparators.isEmpty }
      || rows.joined().contains {
        !$0.hiddenSeparators.isEmpty || !$0.shownSeparators.isEmpty
          || $0.separatorTint != nil
      }
    guard used else { return nil }
    return { indexPath, base in
      var separator = base
      guard sections.indices.contains(indexPath.section),
        rows[indexPath.section].indices.contains(indexPath.item)
      else { return separator }
      let section = sections[indexPath.section]
      let row = rows[indexPath.section][indexPath.item]
      var hidden = row.hiddenSeparators
      if indexPath.item == 0, section.hiddenSeparators.contains(.top) {
        hidden.insert(.top)
      }
      if indexPath.item == section.rows.count - 1,
        section.hiddenSeparators.contains(.bottom)
      {
        hidden.insert(.bottom)
      }
      if hidden.contains(.top) { separator.topSeparatorVisibility = .hidden }
      if hidden.contains(.bottom) {
        separator.bottomSeparatorVisibility = .hidden
      }
      if row.shownSeparators.contains(.top) {
        separator.topSeparatorVisibility = .visible
      }
      if row.shownSeparators.contains(.bottom) {
        separator.bottomSeparatorVisibility = .visible
      }
      if let tint = row.separatorTint {
        separator.color = tint.uiColor.resolvedColor(with: traits)
      }
      return separator
    }
  }

  override var subnodes: [LayoutNode] {
    sections.sections.flatMap { [$0.header].compactMap { $0 } + $0.rows }
  }

  /// The list's background reaching under the bars and the home
  /// indicator where the list reaches the safe area's edge, its rows in
  /// the safe area, as a list at rest under a navigation bar shows.
  override func draw(in context: CGContext) {
    let under = frame.reaching(under: safeArea, on: [.top, .bottom]).rect
    if under != frame {
      context.setFillColor(background.cgColor)
      context.fill(under)
    }
    collectionView.draw(in: context, placedAt: frame)
  }
}

extension LayoutNode {
  /// Whether the node is a navigation link's (under its modifiers): a
  /// list row with a chevron.
  var isNavigationLink: Bool {
    if self is NavigationLinkNode { return true }
    return (self as? ModifierNode)?.child.isNavigationLink ?? false
  }
}

/// How a list looks, as SwiftUI's `ListStyle`.
public protocol ListStyle: Sendable {}

/// A list style's UIKit appearance; `nil` for the automatic one.
protocol ListAppearance {
  var appearance: UICollectionLayoutListConfiguration.Appearance? { get }
}

/// The automatic list style: inset grouped, as iOS draws a list.
public struct DefaultListStyle: ListStyle, ListAppearance {
  public init() {}
  var appearance: UICollectionLayoutListConfiguration.Appearance? { nil }
}
/// Rows edge to edge.
public struct PlainListStyle: ListStyle, ListAppearance {
  public init() {}
  var appearance: UICollectionLayoutListConfiguration.Appearance? { .plain }
}
/// Sections apart on the grouped background, edge to edge.
public struct GroupedListStyle: ListStyle, ListAppearance {
  public init() {}
  var appearance: UICollectionLayoutListConfiguration.Appearance? { .grouped }
}
/// Sections as rounded groups inset from the sides.
public struct InsetGroupedListStyle: ListStyle, ListAppearance {
  public init() {}
  var appearance: UICollectionLayoutListConfiguration.Appearance? {
    .insetGrouped
  }
}
/// Rows inset from the sides: drawn as plain here.
public struct InsetListStyle: ListStyle, ListAppearance {
  public init() {}
  var appearance: UICollectionLayoutListConfiguration.Appearance? { .plain }
}
/// A sidebar's rows.
public struct SidebarListStyle: ListStyle, ListAppearance {
  public init() {}
  var appearance: UICollectionLayoutListConfiguration.Appearance? { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle {
    InsetGroupedListStyle()
  }
}
extension ListStyle where Self == InsetListStyle {
  public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension EnvironmentValues {
  /// The appearance of lists here; `nil` for the automatic one.
  var listAppearance: UICollectionLayoutListConfiguration.Appearance? {
    get { self[ListAppearanceKey.self] }
    set { self[ListAppearanceKey.self] = newValue }
  }

  /// Whether the views here are a form's.
  var isInForm: Bool {
    get { self[InFormKey.self] }
    set { self[InFormKey.self] = newValue }
  }

  private enum ListAppearanceKey: EnvironmentKey {
    static var defaultValue: UICollectionLayoutListConfiguration.Appearance? {
      nil
    }
  }
  private enum InFormKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }
}

extension View {
  /// The style of the lists in this view.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      $0.listAppearance = (style as? ListAppearance)?.appearance
    }
  }
}

/// A link to another screen, as SwiftUI's `NavigationLink`.
///
/// Its label is in the tint, as a button's; in a list, a row with a
/// chevron. A still shows
/// the screen it is on, not the destination.
public struct NavigationLink<Label: View, Destination: View>: View,
  PrimitiveView
{
  public typealias Body = Never
  let label: Label

  public init(
    destination: Destination, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  public init(
    @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    var environment = environment
    // In a list the row keeps the primary colour; elsewhere the tint.
    if !environment.isInList {
      environment.foregroundColor =
        environment.foregroundColor ?? environment.tint ?? .accentColor
    }
    return NavigationLinkNode(
      child: CanvasSwiftUI.makeNode(label, in: environment))
  }
}

extension NavigationLink where Destination == EmptyView {
  /// A link to the destination for `value` (a navigation stack's).
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
}

extension NavigationLink where Label == Text, Destination == EmptyView {
  /// A link titled `titleKey` to the destination for `value`.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    label = Text(titleKey)
  }
}

extension NavigationLink where Label == Text {
  /// A link titled `titleKey` to `destination`.
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    label = Text(titleKey)
  }

  /// A link titled `titleKey` to what `destination` builds.
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination
  ) {
    label = Text(titleKey)
  }
}

/// A navigation link's label laid out.
final class NavigationLinkNode: ModifierNode {}

extension EnvironmentValues {
  /// Whether the views here are a list's rows.
  var isInList: Bool {
    get { self[InListKey.self] }
    set { self[InListKey.self] = newValue }
  }

  private enum InListKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }
}

/// What a row's list modifiers ask of its cell.
struct ListRowValues {
  var insets: EdgeInsets?
  var background: AnyView?
  var backgroundColor: Color?
  var hiddenSeparators: VerticalEdge.Set = []
  var shownSeparators: VerticalEdge.Set = []
  var separatorTint: Color?
  /// Whether the row is an inline picker's chosen option.
  var isChecked = false
  /// Whether the row is an outline's parent.
  var isOutlineParent = false
}

/// A row's list modifiers: the innermost set wins, as SwiftUI's row
/// modifiers nearest the row do.
enum ListRowKey: PreferenceKey {
  static var defaultValue: ListRowValues { ListRowValues() }
  static func reduce(value: inout ListRowValues, nextValue: () -> ListRowValues)
  {
    let next = nextValue()
    value.insets = value.insets ?? next.insets
    value.background = value.background ?? next.background
    value.backgroundColor = value.backgroundColor ?? next.backgroundColor
    value.hiddenSeparators.formUnion(next.hiddenSeparators)
    value.shownSeparators.formUnion(next.shownSeparators)
    value.separatorTint = value.separatorTint ?? next.separatorTint
    value.isChecked = value.isChecked || next.isChecked
    value.isOutlineParent = value.isOutlineParent || next.isOutlineParent
  }
}

extension View {
  /// The row's content inset by `insets` in its cell, in place of UIKit's
  /// list margins (11 points top and bottom, 16 at the sides).
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    listRow { $0.insets = insets }
  }

  /// The row's background in its list: a colour fills the cell as its
  /// background configuration, another view is the cell's background
  /// view; either keeps an inset group's rounded corners.
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    listRow { values in
      if let color = view as? Color {
        values.backgroundColor = color
      } else if let view {
        values.background = AnyView(view)
      }
    }
  }

  /// Whether the row's separators show, at `edges`, as UIKit's item
  /// separator configuration's visibility.
  public func listRowSeparator(
    _ visibility: Visibility, edges: VerticalEdge.Set = .all
  ) -> some View {
    listRow { values in
      switch visibility {
      case .hidden: values.hiddenSeparators = edges
      case .visible: values.shownSeparators = edges
      case .automatic: break
      }
    }
  }

  /// The colour of the row's separators.
  public func listRowSeparatorTint(
    _ color: Color?, edges: VerticalEdge.Set = .all
  ) -> some View {
    listRow { $0.separatorTint = color }
  }

  /// Whether the separators above the section's first row and below its
  /// last show, in a plain list.
  public func listSectionSeparator(
    _ visibility: Visibility, edges: VerticalEdge.Set = .all
  ) -> some View {
    EnvironmentModifier(content: self) {
      $0.hiddenSectionSeparators = visibility == .hidden ? edges : []
    }
  }

  /// Whether a list shows its background (the grouped background behind
  /// an inset grouped list): hidden, what is behind the list shows
  /// between its rows' cells.
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    EnvironmentModifier(content: self) {
      $0.scrollContentBackgroundHidden = visibility == .hidden
    }
  }

  /// How prominent section headers are: `.increased` gives UIKit's
  /// prominent header (the headline's size, bold, in the label colour).
  public func headerProminence(_ prominence: Prominence) -> some View {
    EnvironmentModifier(content: self) { $0.headerProminence = prominence }
  }

  /// The view with the list row values `set` sets, under those set
  /// inside it.
  func listRow(_ set: (inout ListRowValues) -> Void) -> some View {
    var values = ListRowValues()
    set(&values)
    return transformPreference(ListRowKey.self) { value in
      ListRowKey.reduce(value: &value) { values }
    }
  }
}

extension EnvironmentValues {
  /// The edges of a section whose separators are hidden.
  var hiddenSectionSeparators: VerticalEdge.Set {
    get { self[HiddenSectionSeparatorsKey.self] }
    set { self[HiddenSectionSeparatorsKey.self] = newValue }
  }

  /// Whether lists hide their background.
  var scrollContentBackgroundHidden: Bool {
    get { self[ScrollContentBackgroundKey.self] }
    set { self[ScrollContentBackgroundKey.self] = newValue }
  }

  /// How prominent section headers are, as SwiftUI's environment value.
  public var headerProminence: Prominence {
    get { self[HeaderProminenceKey.self] }
    set { self[HeaderProminenceKey.self] = newValue }
  }

  private enum HiddenSectionSeparatorsKey: EnvironmentKey {
    static var defaultValue: VerticalEdge.Set { [] }
  }
  private enum ScrollContentBackgroundKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }
  private enum HeaderProminenceKey: EnvironmentKey {
    static var defaultValue: Prominence { .standard }
  }
}

extension VerticalEdge {
  /// A set of vertical edges, as SwiftUI's `VerticalEdge.Set`.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all: Set = [.top, .bottom]
  }
}

/// How prominent something is, as SwiftUI's `Prominence`.
public enum Prominence: Hashable, Sendable {
  case standard, increased
}

/// A tree of data as rows, as SwiftUI's `OutlineGroup`: each element of
/// `data` a row, one with children a parent, shown collapsed, as at rest.
///
/// In a list, a parent's row ends in UIKit's outline disclosure
/// accessory (the chevron that turns down when it opens); elsewhere a
/// parent is a collapsed `DisclosureGroup`. Children are kept for the
/// outline and not drawn: a still shows the tree closed.
public struct OutlineGroup<
  Data: RandomAccessCollection, ID: Hashable, Leaf: View
>:
  View
{
  let data: Data
  let id: KeyPath<Data.Element, ID>
  let children: KeyPath<Data.Element, Data?>
  let content: (Data.Element) -> Leaf
  @Environment(\.isInList) private var isInList

  /// Rows of `data`, identified by `id`, whose children `children` gives.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    self.data = data
    self.id = id
    self.children = children
    self.content = content
  }

  public var body: some View {
    let (children, content, isInList) = (children, content, isInList)
    ForEach(data, id: id) { element in
      if element[keyPath: children] == nil {
        content(element)
      } else if isInList {
        content(element).listRow { $0.isOutlineParent = true }
      } else {
        DisclosureGroup {
          EmptyView()
        } label: {
          content(element)
        }
      }
    }
  }
}

extension OutlineGroup where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Rows of `data`, identified by their `id`, whose children `children`
  /// gives.
  public init(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    self.init(data, id: \.id, children: children, content: content)
  }
}

extension List where SelectionValue == Never {
  /// A row for each element of `data`, a tree whose children `children`
  /// gives, as an `OutlineGroup` in a list.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<Data, Data.Element.ID, RowContent>,
    Data.Element: Identifiable
  {
    content = OutlineGroup(data, children: children, content: rowContent)
  }

  /// A row for each element of `data`, identified by `id`, a tree whose
  /// children `children` gives.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, ID, RowContent> {
    content = OutlineGroup(
      data, id: id, children: children, content: rowContent)
  }
}
