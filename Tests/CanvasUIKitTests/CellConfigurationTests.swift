import CollectionLayout
import Foundation
import Testing

@testable import CanvasUIKit

/// Content and background configurations, cell state and selection, as
/// UIKit documents them.
@MainActor @Suite struct CellConfigurationTests {
  /// A configuration of the app's own, as the sample's custom one.
  struct Badge: UIContentConfiguration, Hashable {
    var text = ""
    var isHighlighted = false
    func makeContentView() -> UIView & UIContentView { BadgeView(self) }
    func updated(for state: UIConfigurationState) -> Self {
      var updated = self
      updated.isHighlighted =
        (state as? UICellConfigurationState)?.isSelected ?? false
      return updated
    }
  }

  final class BadgeView: UIView, UIContentView {
    var shown: Badge
    init(_ configuration: Badge) {
      shown = configuration
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    var configuration: UIContentConfiguration {
      get { shown }
      set { if let badge = newValue as? Badge { shown = badge } }
    }
  }

  /// The content view is the configuration's, made once and given each
  /// new configuration of its type; its state comes through `updated(for:)`.
  @Test func contentViewsComeFromTheirConfigurations() throws {
    let cell = UICollectionViewCell(
      frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let plain = cell.contentView
    cell.contentConfiguration = Badge(text: "one")
    let view = try #require(cell.contentView as? BadgeView)
    #expect(view !== plain && view.superview === cell)
    #expect(view.frame == cell.bounds)
    cell.contentConfiguration = Badge(text: "two")
    #expect(cell.contentView === view)
    #expect(view.shown.text == "two" && !view.shown.isHighlighted)
    cell.isSelected = true
    cell.layoutIfNeeded()
    #expect(view.shown.isHighlighted)
    cell.contentConfiguration = UIListContentConfiguration.cell()
    #expect(cell.contentView is UIListContentView)
    cell.contentConfiguration = nil
    #expect(!(cell.contentView is UIContentView))
  }

  /// The state a cell updates for: its selection and custom keys reach
  /// `configurationUpdateHandler`; a sidebar row turns white when selected.
  @Test func stateReachesTheUpdateHandler() {
    let cell = UICollectionViewListCell(
      frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    var seen: [Bool] = []
    cell.configurationUpdateHandler = { _, state in
      seen.append(state.isSelected)
    }
    cell.layoutIfNeeded()
    cell.isSelected = true
    cell.layoutIfNeeded()
    cell.layoutIfNeeded()
    #expect(seen == [false, true])
    var state = UICellConfigurationState(traitCollection: UITraitCollection())
    let key = UIConfigurationStateCustomKey("com.example.item")
    state[key] = 7
    #expect(state[key] == AnyHashable(7))
    state.isSelected = true
    let sidebar = UIListContentConfiguration.sidebarCell().updated(for: state)
    #expect(sidebar.textProperties.color == .white)
    #expect(
      UIListContentConfiguration.cell().updated(for: state).textProperties.color
        == .label)
  }

  /// Backgrounds: list presets take the system colours, a selected row
  /// system gray 4 (3 in the dark), `nil` the tint, a transformer applies.
  @Test func backgroundConfigurations() {
    let light = UITraitCollection()
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    #expect(
      UIBackgroundConfiguration.listPlainCell().backgroundColor
        == .systemBackground)
    #expect(
      UIBackgroundConfiguration.listGroupedCell().backgroundColor
        == .secondarySystemGroupedBackground)
    var state = UICellConfigurationState(traitCollection: light)
    state.isSelected = true
    let selected = UIBackgroundConfiguration.listGroupedCell().updated(
      for: state)
    #expect(
      selected.backgroundColor?.color(for: light)
        == UIColor.systemGray4.color(for: light))
    #expect(
      selected.backgroundColor?.color(for: dark)
        == UIColor.systemGray3.color(for: dark))
    var custom = UIBackgroundConfiguration.clear()
    custom.backgroundColor = nil
    custom.backgroundColorTransformer = .init { $0.withAlphaComponent(0.3) }
    let fill = custom.resolvedBackgroundColor(for: .systemBlue)
    #expect(fill.color(for: light).alpha == 0.3)
    custom.cornerRadius = 10
    custom.backgroundInsets = NSDirectionalEdgeInsets(
      top: 2, leading: 4, bottom: 2, trailing: 4)
    let view = custom.makeView(
      in: CGRect(x: 0, y: 0, width: 100, height: 44), margins: .zero,
      tintColor: .systemBlue)
    #expect(view.frame == CGRect(x: 4, y: 2, width: 92, height: 40))
    #expect(view.layer.cornerRadius == 10)
  }

  final class Delegate: UICollectionViewDelegate {
    var events: [String] = []
    var refuses: IndexPath?
    func collectionView(
      _ collectionView: UICollectionView,
      shouldSelectItemAt indexPath: IndexPath
    ) -> Bool {
      indexPath != refuses
    }
    func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {
      events.append("select \(indexPath.item)")
    }
    func collectionView(
      _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
    ) {
      events.append("deselect \(indexPath.item)")
    }
  }

  /// Selection as UIKit keeps it: code selects without telling the
  /// delegate, a tap asks and tells it, one item at a time unless
  /// multiple selection is on; a selected cell is drawn selected.
  @Test func selectionFollowsUIKit() throws {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain)))
    let source = UICollectionViewDiffableDataSource<Int, Int>(
      collectionView: collectionView
    ) { _, _, _ in UICollectionViewListCell() }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([0, 1, 2])
    source.apply(snapshot)
    let delegate = Delegate()
    collectionView.delegate = delegate
    let (first, second, third) = (
      IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0),
      IndexPath(item: 2, section: 0)
    )
    collectionView.selectItem(at: first, animated: false, scrollPosition: [])
    #expect(collectionView.indexPathsForSelectedItems == [first])
    #expect(delegate.events.isEmpty)
    #expect(collectionView.cellForItem(at: first)?.isSelected == true)
    collectionView.tapItem(at: second)
    #expect(delegate.events == ["deselect 0", "select 1"])
    #expect(collectionView.indexPathsForSelectedItems == [second])
    delegate.refuses = third
    collectionView.tapItem(at: third)
    #expect(collectionView.indexPathsForSelectedItems == [second])
    collectionView.allowsMultipleSelection = true
    collectionView.selectItem(at: first, animated: false, scrollPosition: [])
    #expect(collectionView.indexPathsForSelectedItems == [first, second])
    collectionView.tapItem(at: first)
    #expect(collectionView.indexPathsForSelectedItems == [second])
    collectionView.deselectItem(at: second, animated: true)
    #expect(collectionView.indexPathsForSelectedItems == [])
    collectionView.allowsSelection = false
    collectionView.selectItem(at: first, animated: false, scrollPosition: [])
    #expect(collectionView.indexPathsForSelectedItems == [])
  }

  /// Editing accessories show only while the list is editing; a
  /// multiselect circle fills when its row is selected; an outline's
  /// chevron points down only when expanded.
  @Test func accessoriesFollowEditingAndState() {
    let cell = UICollectionViewListCell(
      frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    cell.accessories = [
      .delete(), .multiselect(), .reorder(), .outlineDisclosure(),
    ]
    func glyphs() -> [ListAccessory] {
      cell.layoutIfNeeded()
      return cell.subviews.sorted { $0.frame.minX < $1.frame.minX }
        .compactMap { ($0 as? AccessoryGlyphView)?.glyph }
    }
    cell.setNeedsLayout()
    #expect(glyphs() == [.outlineCollapsed])
    cell.isEditing = true
    cell.isSelected = true
    cell.outlineExpanded = true
    cell.setNeedsLayout()
    #expect(
      glyphs() == [.delete, .multiselectOn, .reorder, .outlineDisclosure])
    let delete = cell.subviews.first {
      ($0 as? AccessoryGlyphView)?.glyph == .delete
    }
    #expect((delete?.frame.minX ?? 0) == 16)
    #expect(cell.contentView.frame.minX > 16 + 22)
  }
}
