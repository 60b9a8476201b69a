import CollectionLayout
import CoreGraphics

/// A list's look, as UIKit's `UICollectionLayoutListConfiguration`: what
/// ``UICollectionViewCompositionalLayout/list(using:)`` and
/// ``NSCollectionLayoutSection/list(using:layoutEnvironment:)`` lay out.
///
/// The numbers (row heights, margins, gaps) are UIKit's on an iPhone, as
/// `CompositionalLayout.ListConfiguration` lists them.
@preconcurrency @MainActor public struct UICollectionLayoutListConfiguration {
  /// The look of a list.
  public enum Appearance: Int, Hashable, Sendable {
    case plain, grouped, insetGrouped, sidebar, sidebarPlain

    /// The engine's appearance of the same name.
    var value: CompositionalLayout.ListConfiguration.Appearance {
      switch self {
      case .plain: .plain
      case .grouped: .grouped
      case .insetGrouped: .insetGrouped
      case .sidebar: .sidebar
      case .sidebarPlain: .sidebarPlain
      }
    }
  }

  /// Where a section's header comes from.
  public enum HeaderMode: Int, Hashable, Sendable {
    case none, supplementary, firstItemInSection

    /// The engine's mode of the same name.
    var value: CompositionalLayout.ListConfiguration.HeaderMode {
      switch self {
      case .none: .none
      case .supplementary: .supplementary
      case .firstItemInSection: .firstItemInSection
      }
    }
  }

  /// Where a section's footer comes from.
  public enum FooterMode: Int, Hashable, Sendable {
    case none, supplementary

    /// The engine's mode of the same name.
    var value: CompositionalLayout.ListConfiguration.FooterMode {
      switch self {
      case .none: .none
      case .supplementary: .supplementary
      }
    }
  }

  /// The look.
  public var appearance: Appearance
  /// Whether rows are separated by lines; sidebars are not by default.
  public var showsSeparators: Bool
  /// How the separators look.
  public var separatorConfiguration: UIListSeparatorConfiguration
  /// Where headers come from.
  public var headerMode = HeaderMode.none
  /// Where footers come from.
  public var footerMode = FooterMode.none
  /// The space above each section's header; `nil` for the appearance's.
  public var headerTopPadding: CGFloat?
  /// The swipe actions of a row's leading edge; kept, a still image
  /// shows no swipe.
  public var leadingSwipeActionsConfigurationProvider:
    SwipeActionsConfigurationProvider?
  /// The swipe actions of a row's trailing edge; kept, as the leading.
  public var trailingSwipeActionsConfigurationProvider:
    SwipeActionsConfigurationProvider?

  /// Gives the swipe actions of the row at an index path.
  public typealias SwipeActionsConfigurationProvider = (IndexPath) ->
    UISwipeActionsConfiguration?
  /// The list's background, behind its rows, where the collection view
  /// has none of its own; `nil` for the appearance's.
  public var backgroundColor: UIColor?

  /// The background drawn: ``backgroundColor``, or the appearance's, as
  /// iOS gives it (the grouped background for grouped, inset-grouped and
  /// sidebar lists, the system background for the others).
  var resolvedBackgroundColor: UIColor {
    if let backgroundColor { return backgroundColor }
    switch appearance {
    case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
    case .plain, .sidebarPlain: return .systemBackground
    }
  }
  /// Changes each row's separators: called with the row's index path and
  /// ``separatorConfiguration`` when the list is drawn, its answer the
  /// row's visibility, insets and colour.
  public var itemSeparatorHandler:
    ((IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration)?

  /// A list of `appearance`.
  public init(appearance: Appearance) {
    self.appearance = appearance
    showsSeparators =
      CompositionalLayout.ListConfiguration(appearance: appearance.value)
      .showsSeparators
    separatorConfiguration = UIListSeparatorConfiguration(
      listAppearance: appearance)
  }

  /// The engine's list configuration.
  var value: CompositionalLayout.ListConfiguration {
    typealias List = CompositionalLayout.ListConfiguration
    var list = List(appearance: appearance.value)
    list.headerMode = headerMode.value
    list.footerMode = footerMode.value
    let separators = separatorConfiguration
    list.showsSeparators =
      separators.bottomSeparatorVisibility == .automatic
      ? showsSeparators : separators.bottomSeparatorVisibility == .visible
    if separators.bottomSeparatorInsets
      != UIListSeparatorConfiguration.automaticInsets
    {
      list.separatorInsets = separators.bottomSeparatorInsets
    }
    list.headerTopPadding = headerTopPadding
    return list
  }
}

extension NSCollectionLayoutSection {
  /// A list section: full-width rows that size themselves from 44 points,
  /// with the headers, footers and separators `configuration` asks for.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let container = layoutEnvironment.container
    let list = CompositionalLayout.Section.list(
      using: configuration.value,
      environment: .init(
        contentSize: container.contentSize,
        effectiveContentSize: container.effectiveContentSize,
        displayScale: layoutEnvironment.traitCollection.displayScale))
    let rowSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1),
      heightDimension: .estimated(
        CompositionalLayout.ListConfiguration.rowHeight))
    let section = NSCollectionLayoutSection(
      group: .vertical(
        layoutSize: rowSize,
        subitems: [NSCollectionLayoutItem(layoutSize: rowSize)]))
    section.contentInsets = list.contentInsets
    section.listBase = list
    section.listConfiguration = configuration
    return section
  }
}

extension UICollectionViewCompositionalLayout {
  /// A layout whose every section is a list.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration
  )
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout { _, environment in
      .list(using: configuration, layoutEnvironment: environment)
    }
  }
}
