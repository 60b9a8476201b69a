import CollectionLayout
import CoreGraphics

// UIKit's compositional layout classes, with UIKit's names, initialisers
// and properties, over the package's compositional engine: a layout
// function written for iOS builds these objects, and the layout turns them
// into the engine's values when it prepares.

/// Gives each section, as UIKit's
/// `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// UIKit's compositional layout over the package's engine: the section
/// provider is asked for each section when the layout prepares; estimated
/// items are sized by their cells' `preferredLayoutAttributesFitting(_:)`.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  private let provider: UICollectionViewCompositionalLayoutSectionProvider
  /// The layout's settings; setting them invalidates it.
  public var configuration: UICollectionViewCompositionalLayoutConfiguration {
    didSet { invalidateLayout() }
  }

  /// A layout whose every section is `section`.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(
      section: section,
      configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout whose every section is `section`, with `configuration`.
  public convenience init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.init(
      sectionProvider: { _, _ in section }, configuration: configuration)
  }

  /// A layout whose sections `sectionProvider` gives.
  public convenience init(
    sectionProvider:
      @escaping UICollectionViewCompositionalLayoutSectionProvider
  ) {
    self.init(
      sectionProvider: sectionProvider,
      configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout whose sections `sectionProvider` gives, with `configuration`.
  public init(
    sectionProvider:
      @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    provider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  public required init?(coder: NSCoder) {
    provider = { _, _ in nil }
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init(coder: coder)
  }

  /// The background of the first list section, as a list sets its
  /// collection view's: `nil` when no section is a list.
  var listBackground: UIColor? {
    listConfigurations.min { $0.key < $1.key }?.value.resolvedBackgroundColor
  }
  /// The list configuration of each list section, by section, for the
  /// separators it draws.
  var listConfigurations: [Int: UICollectionLayoutListConfiguration] = [:]
  /// The sections that scroll across the layout, in scroll views of their
  /// own on iOS.
  var orthogonalSections: Set<Int> = []

  /// Asks for each section, turns the answers into the engine's values and
  /// lays them out.
  open override func prepare() {
    super.prepare()
    guard let collectionView else {
      engineAnswers = nil
      return
    }
    let inset = collectionView.adjustedContentInset
    let container = Container(
      size: collectionView.bounds.size,
      contentInsets: NSDirectionalEdgeInsets(
        top: inset.top, leading: inset.left, bottom: inset.bottom,
        trailing: inset.right))
    let environment = Environment(
      container: container, traitCollection: collectionView.traitCollection)
    let given = (0..<collectionView.numberOfSections).map {
      provider($0, environment)
    }
    listConfigurations = [:]
    for (index, section) in given.enumerated() {
      listConfigurations[index] = section?.listConfiguration
    }
    orthogonalSections = Set(
      given.indices.filter {
        (given[$0]?.orthogonalScrollingBehavior ?? .none) != .none
      })
    let sections = given.enumerated().map {
      (
        $1.map { referenced($0, in: collectionView) },
        collectionView.numberOfItems(inSection: $0)
      )
    }
    var layout = CompositionalLayout { index, _ in sections[index].0 }
    layout.scrollDirection =
      configuration.scrollDirection == .vertical ? .vertical : .horizontal
    layout.interSectionSpacing = configuration.interSectionSpacing
    let view = UncheckedSendable(collectionView)
    layout.itemSizing = .init { path, proposed, estimated in
      MainActor.assumeIsolated {
        view.value.preferredSize(
          ofCellAt: path, proposed: proposed, estimated: estimated)
      }
    }
    layout.boundarySizing = { kind, path, proposed, estimated in
      MainActor.assumeIsolated {
        view.value.preferredSize(
          of: UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: kind, with: path),
          proposed: proposed, estimated: estimated)
      }
    }
    engineAnswers = layout.prepare(
      in: LayoutContext(
        bounds: collectionView.bounds, contentInset: inset,
        sections: sections.map {
          SectionContent(items: Array(repeating: ItemContent(), count: $0.1))
        },
        displayScale: collectionView.traitCollection.displayScale))
  }

  /// `section`'s engine value, its content insets measured from the edge
  /// its `contentInsetsReference` names (the configuration's when
  /// automatic), as UIKit's documentation of `UIContentInsetsReference`
  /// says: the safe area (the automatic reference on iOS), the layout
  /// margins, the readable content guide, or the content inset alone.
  private func referenced(
    _ section: NSCollectionLayoutSection, in collectionView: UICollectionView
  ) -> CompositionalLayout.Section {
    var value = section.value
    let reference =
      section.contentInsetsReference == .automatic
      ? configuration.contentInsetsReference : section.contentInsetsReference
    let edge: UIEdgeInsets
    switch reference {
    case .none: return value
    case .automatic, .safeArea: edge = collectionView.safeAreaInsets
    case .layoutMargins: edge = collectionView.effectiveLayoutMargins
    case .readableContent: edge = collectionView.readableContentInsets
    }
    let room = collectionView.room(
      from: edge,
      across: configuration.scrollDirection == .vertical
        ? .vertical : .horizontal)
    let rightToLeft =
      collectionView.effectiveUserInterfaceLayoutDirection
      == .rightToLeft
    value.contentInsets.top += room.top
    value.contentInsets.bottom += room.bottom
    value.contentInsets.leading += rightToLeft ? room.right : room.left
    value.contentInsets.trailing += rightToLeft ? room.left : room.right
    return value
  }

  /// A new preparation when the bounds change size.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect)
    -> Bool
  {
    collectionView.map { $0.bounds.size != newBounds.size } ?? false
  }
}
