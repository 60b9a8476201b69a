import Foundation

// Lists: a compositional section of full-width rows that self-size from
// 44 points, with separators between them, as UIKit's
// `UICollectionLayoutListConfiguration` and
// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` make.

extension CompositionalLayout {
  /// How a list looks, as UIKit's `UICollectionLayoutListConfiguration`.
  ///
  /// Apple documents the appearances but not their numbers; these are
  /// UIKit's on an iPhone at the default content size category (iOS 14
  /// to 18), as a running app shows them:
  /// - rows are estimated at 44 points and never shorter; text sits 16
  ///   points in from the row's edges (the cell's layout margins) and 11
  ///   above and below;
  /// - `insetGrouped` rows keep 20 points from the sides and round the
  ///   section's corners with a 10-point radius; `sidebar` rows keep 10;
  /// - `grouped` and `insetGrouped` sections have 17.5 points above and
  ///   below (UITableView's grouped section gap, 35 between sections);
  ///   their supplementary headers are 38 points tall, footers 30; a plain
  ///   list's headers are 28 and stay pinned while their section shows;
  /// - a separator is one pixel, starts where the row's text starts and
  ///   runs to the row's trailing edge; it is drawn between rows, not
  ///   under a section's last row, and not under a header row.
  public struct ListConfiguration: Hashable, Sendable {
    /// The look of a list, as UIKit's `Appearance`.
    public enum Appearance: String, Hashable, Sendable, CaseIterable {
      /// Edge-to-edge rows with pinned headers.
      case plain
      /// Edge-to-edge rows in spaced sections.
      case grouped
      /// Rows in rounded sections inset from the sides.
      case insetGrouped
      /// A sidebar: rows inset from the sides, no separators.
      case sidebar
      /// A plain sidebar: edge-to-edge rows, no separators.
      case sidebarPlain
    }

    /// Where a section's header comes from, as UIKit's `HeaderMode`.
    public enum HeaderMode: String, Hashable, Sendable, CaseIterable {
      /// None.
      case none
      /// A supplementary view of kind ``ElementKind/sectionHeader``.
      case supplementary
      /// The section's first item, drawn as a header.
      case firstItemInSection
    }

    /// Where a section's footer comes from, as UIKit's `FooterMode`.
    public enum FooterMode: String, Hashable, Sendable, CaseIterable {
      /// None.
      case none
      /// A supplementary view of kind ``ElementKind/sectionFooter``.
      case supplementary
    }

    /// The look.
    public var appearance: Appearance
    /// Where headers come from.
    public var headerMode = HeaderMode.none
    /// Where footers come from.
    public var footerMode = FooterMode.none
    /// Whether rows are separated by lines; sidebars are not by default.
    public var showsSeparators: Bool
    /// How far in from the row's edges separators stop; `nil` for UIKit's
    /// automatic insets (from the text's leading edge to the row's
    /// trailing edge).
    public var separatorInsets: DirectionalEdgeInsets?
    /// The space above each section's header; `nil` for the
    /// appearance's own.
    public var headerTopPadding: CGFloat?

    /// A list of `appearance`, its separators shown unless it is a
    /// sidebar.
    public init(appearance: Appearance) {
      self.appearance = appearance
      showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    }

    /// The least height of a row, and its estimate.
    public static let rowHeight: CGFloat = 44

    /// The height of a row whose content, its margins included, is
    /// `height` tall: whole points, and at least ``rowHeight``.
    public static func rowHeight(fitting height: CGFloat) -> CGFloat {
      max(rowHeight, height.rounded(.up))
    }
    /// The room between a row's edges and its text, as the cell's layout
    /// margins.
    public static let rowMargins = DirectionalEdgeInsets(
      top: 11, leading: 16, bottom: 11, trailing: 16)

    /// How far rows keep from the sides of the list.
    public var sideInset: CGFloat {
      switch appearance {
      case .insetGrouped: 20
      case .sidebar: 10
      case .plain, .grouped, .sidebarPlain: 0
      }
    }

    /// The radius of the corners of a section's row fill: rounded only
    /// when inset grouped (sidebars have no fill).
    public var cornerRadius: CGFloat { appearance == .insetGrouped ? 10 : 0 }

    /// Whether the appearance draws its sections as groups apart from
    /// each other.
    var isGrouped: Bool {
      appearance == .grouped || appearance == .insetGrouped
    }

    /// Whether rows sit on a fill of their own (all but sidebars).
    var fillsRows: Bool {
      appearance != .sidebar && appearance != .sidebarPlain
    }

    /// The estimated height of a supplementary header, below its top
    /// padding.
    var headerHeight: CGFloat { isGrouped ? 38 : 28 }

    /// The estimated height of a supplementary footer, above the bottom
    /// padding.
    var footerHeight: CGFloat { isGrouped ? 30 : 28 }

    /// The space above a section's header or rows.
    var topPadding: CGFloat { headerTopPadding ?? (isGrouped ? 17.5 : 0) }

    /// The space below a section's footer or rows.
    var bottomPadding: CGFloat { isGrouped ? 17.5 : 0 }
  }
}

extension CompositionalLayout.Section {
  /// A list section: full-width rows stacked, each estimated at 44 points
  /// and sized from its content, with the headers, footers, insets and
  /// separators `configuration` asks for, as UIKit's
  /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
  ///
  /// The space above a section (``CompositionalLayout/ListConfiguration/headerTopPadding``,
  /// 17.5 points in grouped lists) is its header's top, or its top inset
  /// when it has no header; the space below (17.5 in grouped lists), its
  /// footer's bottom or its bottom inset.
  public static func list(
    using configuration: CompositionalLayout.ListConfiguration,
    environment: CompositionalLayout.Environment
  ) -> Self {
    typealias Layout = CompositionalLayout
    let rowSize = Layout.Size(
      width: .fractionalWidth(1),
      height: .estimated(Layout.ListConfiguration.rowHeight))
    var section = Self(
      group: .vertical(
        size: rowSize, subitems: [.item(Layout.Item(size: rowSize))]))
    let hasHeader = configuration.headerMode == .supplementary
    let hasFooter = configuration.footerMode == .supplementary
    section.contentInsets = DirectionalEdgeInsets(
      top: hasHeader ? 0 : configuration.topPadding,
      leading: configuration.sideInset,
      bottom: hasFooter ? 0 : configuration.bottomPadding,
      trailing: configuration.sideInset)
    // Full width, estimated; measured from the section's title.
    func band(_ kind: String, _ height: CGFloat, _ alignment: Layout.Alignment)
      -> Layout.BoundaryItem
    {
      Layout.BoundaryItem(
        kind: kind,
        size: Layout.Size(
          width: .fractionalWidth(1), height: .estimated(height)),
        alignment: alignment)
    }
    if hasHeader {
      var header = band(
        ElementKind.sectionHeader,
        configuration.topPadding + configuration.headerHeight, .top)
      header.pinToVisibleBounds =
        configuration.appearance == .plain
        || configuration.appearance == .sidebarPlain
      section.boundarySupplementaryItems.append(header)
    }
    if hasFooter {
      section.boundarySupplementaryItems.append(
        band(
          ElementKind.sectionFooter,
          configuration.footerHeight + configuration.bottomPadding, .bottom))
    }
    section.list = configuration
    return section
  }
}

extension CompositionalLayout {
  /// A layout whose every section is a list, as UIKit's
  /// `UICollectionViewCompositionalLayout.list(using:)`.
  public static func list(using configuration: ListConfiguration) -> Self {
    Self { _, environment in
      .list(using: configuration, environment: environment)
    }
  }
}

/// What sits at the trailing edge of a list row, as UIKit's
/// `UICellAccessory` kinds.
public enum ListAccessory: String, Hashable, Sendable, CaseIterable {
  /// A chevron: the row leads somewhere (`disclosureIndicator()`).
  case disclosureIndicator
  /// A tick: the row is chosen (`checkmark()`).
  case checkmark
  /// An information button (`detail()`).
  case detail
  /// A chevron pointing down: the row's children show
  /// (`outlineDisclosure()`).
  case outlineDisclosure
  /// A chevron pointing to the trailing edge: the row's children are
  /// hidden (`outlineDisclosure()` of a collapsed row).
  case outlineCollapsed
  /// Three grey bars: the row can be dragged (`reorder()`).
  case reorder
  /// A red circle with a bar: the row can be deleted (`delete()`).
  case delete
  /// A green circle with a cross: a row can be added (`insert()`).
  case insert
  /// An empty circle: the row can be chosen (`multiselect()`).
  case multiselect
  /// A filled circle with a tick: the row is chosen.
  case multiselectOn
  /// A switch turned on (a `UISwitch` as a custom view).
  case switchOn
  /// A switch turned off.
  case switchOff

  /// The accessory's width; its height is at most the row's.
  public var size: CGSize {
    switch self {
    case .disclosureIndicator: CGSize(width: 8, height: 14)
    case .checkmark: CGSize(width: 14, height: 13)
    case .detail: CGSize(width: 22, height: 22)
    case .outlineDisclosure: CGSize(width: 14, height: 8)
    case .outlineCollapsed: CGSize(width: 8, height: 14)
    case .reorder: CGSize(width: 18, height: 12)
    case .delete, .insert, .multiselect, .multiselectOn:
      CGSize(width: 22, height: 22)
    case .switchOn, .switchOff: CGSize(width: 51, height: 31)
    }
  }
}

/// A row of a list: its text from the row's leading margin, its detail
/// text and accessory at the trailing edge, as `UIListContentConfiguration`
/// sets a `valueCell()`; or, for a header row, the text alone in the
/// header's style.
public struct ListRowContent: ElementContent {
  /// Whether the row is its section's header (`firstItemInSection`).
  public var isHeader: Bool
  /// The room between the row's edges and its text.
  public var margins: DirectionalEdgeInsets

  /// A row, or a header row, with `margins`.
  public init(
    isHeader: Bool = false,
    margins: DirectionalEdgeInsets = CompositionalLayout.ListConfiguration
      .rowMargins
  ) {
    self.isHeader = isHeader
    self.margins = margins
  }

  /// `listRow`: `header` or `row`.
  public var fields: [String: AttributeValue] {
    ["listRow": .string(isHeader ? "header" : "row")]
  }
}

/// The fill behind a list section's rows, with the appearance's rounded
/// corners.
public struct ListRowsContent: ElementContent {
  /// The radius of the corners.
  public var cornerRadius: CGFloat
  /// Whether the rows are a plain list's, on the list's own background
  /// (`systemBackground`), rather than a grouped list's cards
  /// (`secondarySystemGroupedBackground`).
  public var isPlain: Bool

  /// A fill with corners of `cornerRadius`, of a plain list's rows when
  /// `isPlain`.
  public init(cornerRadius: CGFloat, isPlain: Bool = false) {
    self.cornerRadius = cornerRadius
    self.isPlain = isPlain
  }

  /// `cornerRadius`.
  public var fields: [String: AttributeValue] {
    ["cornerRadius": .number(Double(cornerRadius))]
  }
}

/// A line between two list rows.
public struct ListSeparatorContent: ElementContent {
  /// Whether the line starts where its row's text does, as UIKit's
  /// automatic insets, rather than where the list's insets say.
  public var followsText: Bool

  /// A separator, starting at its row's text unless `followsText` is
  /// false.
  public init(followsText: Bool = true) {
    self.followsText = followsText
  }

  /// None.
  public var fields: [String: AttributeValue] { [:] }
}

/// A list section's supplementary header or footer: text at the rows'
/// text inset, in the appearance's style.
public struct ListHeaderContent: ElementContent {
  /// The appearance of the list.
  public var appearance: CompositionalLayout.ListConfiguration.Appearance

  /// A header or footer of a list of `appearance`.
  public init(appearance: CompositionalLayout.ListConfiguration.Appearance) {
    self.appearance = appearance
  }

  /// `appearance`.
  public var fields: [String: AttributeValue] {
    ["appearance": .string(appearance.rawValue)]
  }
}

extension ListHeaderContent {
  /// The space between a grouped header's or footer's title and the rows.
  public static let titleGap: CGFloat = 7
  /// The space on a grouped title's far side, from the header's top
  /// padding or the footer's bottom padding; a plain header's above and
  /// below its title.
  public static let titleMargin: CGFloat = 6

  /// The font of a grouped list's header and footer titles: the rows'
  /// font at 13/17 of its size, as UIKit's footnote style is to its body
  /// style; the footnote style itself when the rows are in the body style,
  /// so both follow the content size category.
  public static func font(for cellFont: Font) -> Font {
    if cellFont.textStyle == .body {
      return Font(
        textStyle: .footnote, family: cellFont.family,
        isItalic: cellFont.isItalic)
    }
    return cellFont.withSize((cellFont.pointSize * 13 / 17).rounded())
  }

  /// The height of a header or footer titled `title`, `width` wide: its
  /// title's lines in the appearance's font (the rows' font in plain
  /// lists) with the gaps around it, and the section's top or bottom
  /// padding; only the padding when there is no title.
  public static func height(
    of title: String?, isFooter: Bool,
    configuration: CompositionalLayout.ListConfiguration, width: CGFloat,
    cellFont: Font, measurer: any TextMeasuring
  ) -> CGFloat {
    let padding =
      isFooter ? configuration.bottomPadding : configuration.topPadding
    guard let title, !title.isEmpty else { return padding }
    let margins = CompositionalLayout.ListConfiguration.rowMargins
    let plainHeader = !configuration.isGrouped && !isFooter
    let font = plainHeader ? cellFont.bold : Self.font(for: cellFont)
    let text = measurer.size(
      of: title, font: font,
      wrappingWidth: max(1, width - margins.leading - margins.trailing)
    ).height
    let gaps = plainHeader ? 2 * titleMargin : titleGap + titleMargin
    return padding + (text + gaps).rounded(.up)
  }
}

/// The elements a list section adds beside its cells.
struct ListDecorations {
  let configuration: CompositionalLayout.ListConfiguration
  let section: Int
  let hairline: CGFloat

  /// The row fill behind `rows`, and a separator under each row but the
  /// last and header rows.
  func elements(rows: [(frame: CGRect, leading: CGFloat, isHeader: Bool)])
    -> [LayoutAttributes]
  {
    guard let first = rows.first else { return [] }
    var elements: [LayoutAttributes] = []
    if configuration.fillsRows {
      let union = rows.reduce(first.frame) { $0.union($1.frame) }
      var fill = LayoutAttributes(
        forDecorationViewOfKind: Self.rowsKind,
        with: IndexPath(item: 0, section: section), frame: union)
      fill.zIndex = -1
      fill.content = ListRowsContent(
        cornerRadius: configuration.cornerRadius,
        isPlain: !configuration.isGrouped)
      elements.append(fill)
    }
    guard configuration.showsSeparators else { return elements }
    for (index, row) in rows.dropLast().enumerated() where !row.isHeader {
      let insets = configuration.separatorInsets
      let start = row.frame.minX + (insets?.leading ?? row.leading)
      let end = row.frame.maxX - (insets?.trailing ?? 0)
      guard end > start else { continue }
      var line = LayoutAttributes(
        forDecorationViewOfKind: Self.separatorKind,
        with: IndexPath(item: index, section: section),
        frame: CGRect(
          x: start, y: row.frame.maxY - hairline, width: end - start,
          height: hairline))
      line.zIndex = 1
      line.content = ListSeparatorContent(followsText: insets == nil)
      elements.append(line)
    }
    return elements
  }

  /// The kind of the fill behind a section's rows.
  static let rowsKind = "list-rows"
  /// The kind of the line between rows.
  static let separatorKind = "list-separator"
}

extension ListRowContent {
  /// The side of a row's picture: ``ListRowLayout/imageSide``.
  public static let imageSide: CGFloat = ListRowLayout.imageSide
  /// The space between a row's text and what follows it:
  /// ``ListRowLayout/accessorySpacing``.
  public static let spacing: CGFloat = ListRowLayout.accessorySpacing

  /// Where the parts of a row go in its frame.
  public struct Parts: Hashable, Sendable {
    /// The picture, a square at the leading margin, centred.
    public var image: CGRect?
    /// The text, between the picture and the detail.
    public var text: CGRect
    /// The detail text, at the trailing edge before the accessory.
    public var detail: CGRect?
    /// The accessory, at the trailing margin, centred.
    public var accessory: CGRect?
  }

  /// Where the parts of `item`'s row go in `frame`, its detail text
  /// `detailWidth` wide (taking at most half the room left), as
  /// ``ListRowLayout`` places a value cell's: the geometry UIKit's list
  /// rows and table cells share.
  ///
  /// The picture keeps its 29-point square in a row too short for it, as
  /// UIKit's does, where the engine once shrank it: a self-sized row is
  /// at least 44 points tall, room enough.
  public func parts(
    in frame: CGRect, item: ItemContent?, detailWidth: CGFloat
  ) -> Parts {
    let layout = ListRowLayout(
      margins: margins,
      imageSize: item?.image == nil
        ? nil : CGSize(width: Self.imageSide, height: Self.imageSide),
      imageToTextPadding: margins.leading, arrangement: .sideBySide)
    let accessories = item?.accessory.map { [$0.size] } ?? []
    let content = layout.contentFrame(
      leading: [], trailing: accessories, in: frame)
    let row = layout.parts(
      in: content, text: 0,
      secondaryText: detailWidth > 0
        ? CGSize(width: detailWidth, height: 0) : nil)
    return Parts(
      image: row.image, text: row.text ?? margins.inset(content),
      detail: row.secondaryText,
      accessory: layout.accessoryFrames(
        leading: [], trailing: accessories, in: frame
      ).trailing.first)
  }
}
