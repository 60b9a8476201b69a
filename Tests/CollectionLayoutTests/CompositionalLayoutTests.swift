import CollectionLayout
import Foundation
import Testing

/// Frames computed by hand from the rules UIKit documents for
/// `NSCollectionLayoutDimension`, `NSCollectionLayoutGroup`,
/// `NSCollectionLayoutSection` and their supplementary items; each test
/// names the rule it checks.
@Suite struct CompositionalLayoutTests {
  typealias Layout = CompositionalLayout

  /// `count` items without text in each section, laid out in a 390 × 800
  /// view.
  func prepare(
    _ layout: Layout, items: [Int], width: CGFloat = 390, height: CGFloat = 800,
    contents: [ItemContent]? = nil
  ) -> PreparedLayout {
    let context = LayoutContext(
      bounds: CGRect(x: 0, y: 0, width: width, height: height),
      sections: items.map { count in
        SectionContent(
          items: contents ?? Array(repeating: ItemContent(), count: count))
      },
      textMeasurer: FixedAdvanceTextMeasurer())
    return layout.prepare(in: context)
  }

  func cells(_ prepared: PreparedLayout) -> [CGRect] {
    prepared.elements.filter { $0.representedElementCategory == .cell }.map(
      \.frame)
  }

  func item(_ width: Layout.Dimension, _ height: Layout.Dimension)
    -> Layout.Item
  {
    Layout.Item(size: .init(width: width, height: height))
  }

  /// Apple's grid: an item is a fifth of its group's width and all of its
  /// height; the group is the section's width and a fifth of it tall; the
  /// item's content insets shrink it after it is placed; the last group
  /// holds what is left.
  @Test func aGridOfFifthsWithInsetItems() {
    var cell = item(.fractionalWidth(0.2), .fractionalHeight(1))
    cell.contentInsets = DirectionalEdgeInsets(all: 5)
    let group = Layout.Group.horizontal(
      size: .init(width: .fractionalWidth(1), height: .fractionalWidth(0.2)),
      subitems: [.item(cell)])
    let prepared = prepare(Layout(section: .init(group: group)), items: [7])
    let frames = cells(prepared)
    #expect(frames.count == 7)
    #expect(frames[0] == CGRect(x: 5, y: 5, width: 68, height: 68))
    #expect(frames[4] == CGRect(x: 317, y: 5, width: 68, height: 68))
    #expect(frames[5] == CGRect(x: 5, y: 83, width: 68, height: 68))
    #expect(frames[6] == CGRect(x: 83, y: 83, width: 68, height: 68))
    #expect(
      prepared.collectionViewContentSize == CGSize(width: 390, height: 156))
    expectInvariants(prepared)
  }

  /// A `split` group divides its width equally after the spacing; section
  /// insets move the groups in and take room before and after; groups are
  /// `interGroupSpacing` apart.
  @Test func twoColumnsSplitAfterSpacing() {
    var group = Layout.Group(
      size: .init(width: .fractionalWidth(1), height: .absolute(44)),
      axis: .horizontal,
      subitems: [.item(item(.fractionalWidth(1), .fractionalHeight(1)))],
      arrangement: .split(count: 2), interItemSpacing: .fixed(10))
    group.contentInsets = .zero
    var section = Layout.Section(group: group)
    section.contentInsets = DirectionalEdgeInsets(all: 10)
    section.interGroupSpacing = 10
    let prepared = prepare(Layout(section: section), items: [3])
    #expect(
      cells(prepared) == [
        CGRect(x: 10, y: 10, width: 180, height: 44),
        CGRect(x: 200, y: 10, width: 180, height: 44),
        CGRect(x: 10, y: 64, width: 180, height: 44),
      ])
    let height: CGFloat = 10 + 44 + 10 + 44 + 10
    #expect(prepared.collectionViewContentSize.height == height)
  }

  /// Flexible spacing shares what the group has left equally between its
  /// gaps: three 100-point items in 390 leave 90, 45 a gap.
  @Test func flexibleSpacingSharesTheLeftover() {
    var group = Layout.Group.horizontal(
      size: .init(width: .fractionalWidth(1), height: .absolute(50)),
      subitems: [.item(item(.absolute(100), .fractionalHeight(1)))])
    group.interItemSpacing = .flexible(10)
    let frames = cells(
      prepare(Layout(section: .init(group: group)), items: [4]))
    #expect(frames.prefix(3).map(\.minX) == [0, 145, 290])
    #expect(frames[3] == CGRect(x: 0, y: 50, width: 100, height: 50))
  }

  /// A group takes its subitems in turn while the next fits, edge spacing
  /// counted: 120 + 20 + 120 + 20 fits 300, a third would not.
  @Test func edgeSpacingCountsWhileFitting() {
    var spaced = item(.absolute(120), .absolute(40))
    spaced.edgeSpacing = Layout.EdgeSpacing(leading: .fixed(20))
    let group = Layout.Group.horizontal(
      size: .init(width: .absolute(300), height: .absolute(40)),
      subitems: [.item(spaced)])
    let frames = cells(
      prepare(Layout(section: .init(group: group)), items: [3]))
    #expect(frames[0] == CGRect(x: 20, y: 0, width: 120, height: 40))
    #expect(frames[1] == CGRect(x: 160, y: 0, width: 120, height: 40))
    #expect(frames[2].minY == 40)
  }

  /// Apple's nested groups: a leading item 0.7 of the width beside a
  /// vertical group of two items, each half its height.
  @Test func nestedGroupsShareTheirGroupsSize() {
    let trailing = Layout.Group(
      size: .init(width: .fractionalWidth(0.3), height: .fractionalHeight(1)),
      axis: .vertical,
      subitems: [.item(item(.fractionalWidth(1), .fractionalHeight(1)))],
      arrangement: .split(count: 2))
    let group = Layout.Group.horizontal(
      size: .init(width: .fractionalWidth(1), height: .absolute(200)),
      subitems: [
        .item(item(.fractionalWidth(0.7), .fractionalHeight(1))),
        .group(trailing),
      ])
    let frames = cells(
      prepare(Layout(section: .init(group: group)), items: [4]))
    #expect(frames[0] == CGRect(x: 0, y: 0, width: 273, height: 200))
    #expect(frames[1] == CGRect(x: 273, y: 0, width: 117, height: 100))
    #expect(frames[2] == CGRect(x: 273, y: 100, width: 117, height: 100))
    #expect(frames[3] == CGRect(x: 0, y: 200, width: 273, height: 200))
  }

  /// A section's group's fractional height is a share of the visible
  /// height inside the section's insets.
  @Test func fractionalHeightIsOfTheVisibleHeight() {
    var section = Layout.Section(
      group: .horizontal(
        size: .init(
          width: .fractionalWidth(1), height: .fractionalHeight(0.25)),
        subitems: [.item(item(.fractionalWidth(1), .fractionalHeight(1)))]))
    section.contentInsets = DirectionalEdgeInsets(
      top: 50, leading: 0, bottom: 50, trailing: 0)
    let frames = cells(prepare(Layout(section: section), items: [2]))
    #expect(frames[0] == CGRect(x: 0, y: 50, width: 390, height: 175))
    #expect(frames[1].minY == 225)
  }

  /// Estimated heights come from the content: an item's own size, or its
  /// text wrapped at its width; the estimated group grows to hold it.
  @Test func estimatedHeightsAreMeasured() {
    let row = item(.fractionalWidth(1), .estimated(44))
    let group = Layout.Group.horizontal(
      size: .init(width: .fractionalWidth(1), height: .estimated(44)),
      subitems: [.item(row)])
    let contents = [
      ItemContent(size: CGSize(width: 390, height: 80)),
      ItemContent(),
      ItemContent(text: "one line"),
    ]
    let frames = cells(
      prepare(
        Layout(section: .init(group: group)), items: [3], contents: contents))
    #expect(frames[0] == CGRect(x: 0, y: 0, width: 390, height: 80))
    #expect(frames[1] == CGRect(x: 0, y: 80, width: 390, height: 44))
    // One line of the fixed-advance measurer, 8 points of padding each side.
    let line = FixedAdvanceTextMeasurer().lineMetrics(for: .sans).lineHeight
    #expect(frames[2] == CGRect(x: 0, y: 124, width: 390, height: line + 16))
  }

  /// Boundary items: a header takes room before the section, inside its
  /// leading and trailing insets; a footer after; a pinned header stays at
  /// the top of the visible bounds while its section is in view; a
  /// background covers the whole section, inset by its own insets.
  @Test func headersFootersPinningAndBackgrounds() {
    var section = Layout.Section(
      group: .horizontal(
        size: .init(width: .fractionalWidth(1), height: .absolute(100)),
        subitems: [.item(item(.fractionalWidth(1), .fractionalHeight(1)))]))
    section.contentInsets = DirectionalEdgeInsets(all: 10)
    section.boundarySupplementaryItems = [
      Layout.BoundaryItem(
        kind: "header",
        size: .init(width: .fractionalWidth(1), height: .absolute(40)),
        alignment: .top, pinToVisibleBounds: true),
      Layout.BoundaryItem(
        kind: "footer",
        size: .init(width: .fractionalWidth(1), height: .absolute(30)),
        alignment: .bottom),
    ]
    var background = Layout.DecorationItem.background(kind: "background")
    background.contentInsets = DirectionalEdgeInsets(all: 5)
    section.decorationItems = [background]
    let prepared = prepare(Layout(section: section), items: [3, 3])
    func frame(_ kind: String, _ section: Int, in layout: PreparedLayout)
      -> CGRect?
    {
      layout.elements.first {
        $0.representedElementKind == kind && $0.indexPath.section == section
      }?.frame
    }
    #expect(
      frame("header", 0, in: prepared)
        == CGRect(x: 10, y: 0, width: 370, height: 40))
    #expect(cells(prepared)[0] == CGRect(x: 10, y: 50, width: 370, height: 100))
    // 40 + 10 + 3 × 100 + 10 = 360.
    #expect(
      frame("footer", 0, in: prepared)
        == CGRect(x: 10, y: 360, width: 370, height: 30))
    #expect(frame("header", 1, in: prepared)?.minY == 390)
    #expect(
      frame("background", 0, in: prepared)
        == CGRect(x: 5, y: 5, width: 380, height: 380))
    #expect(prepared.collectionViewContentSize.height == 780)
    let background0 = prepared.elements.first {
      $0.representedElementKind == "background"
    }
    #expect(background0?.zIndex == -1)
    // Scrolled 200 down, the first header is at the top of the view.
    let scrolled = prepared.withContentOffset(CGPoint(x: 0, y: 200))
    let headers = scrolled.layoutAttributesForElements(
      in: CGRect(x: 0, y: 200, width: 390, height: 100)
    ).filter { $0.representedElementKind == "header" }
    #expect(headers.map(\.frame.minY) == [200])
    expectInvariants(prepared)
  }

  /// A badge's edges lie on its item's, then it moves by a share of its own
  /// size: Apple's top-trailing badge overhangs the corner.
  @Test func badgesAreAnchoredToTheirItems() {
    var cell = item(.absolute(100), .absolute(100))
    cell.supplementaryItems = [
      Layout.SupplementaryItem(
        kind: "badge",
        size: .init(width: .absolute(20), height: .absolute(20)),
        anchor: Layout.Anchor(
          edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
    ]
    let group = Layout.Group.horizontal(
      size: .init(width: .fractionalWidth(1), height: .absolute(100)),
      subitems: [.item(cell)])
    let prepared = prepare(Layout(section: .init(group: group)), items: [2])
    let badges = prepared.elements.filter {
      $0.representedElementKind == "badge"
    }
    #expect(
      badges.map(\.frame) == [
        CGRect(x: 86, y: -6, width: 20, height: 20),
        CGRect(x: 186, y: -6, width: 20, height: 20),
      ])
    #expect(badges.map(\.indexPath) == [[0, 0], [0, 1]])
    #expect(badges.allSatisfy { $0.zIndex == 1 })
    #expect(badges.allSatisfy { $0.content is BadgeContent })
  }

  /// An orthogonally scrolling section lays its groups in one line across
  /// the scroll axis, from its leading inset, moved by its offset; centred
  /// paging starts with the first group in the middle.
  @Test(arguments: Layout.OrthogonalScrolling.allCases.filter { $0 != .none })
  func orthogonalSectionsRunAcross(behaviour: Layout.OrthogonalScrolling) {
    var section = Layout.Section(
      group: .horizontal(
        size: .init(width: .fractionalWidth(0.8), height: .absolute(100)),
        subitems: [.item(item(.fractionalWidth(1), .fractionalHeight(1)))]))
    section.orthogonalScrollingBehavior = behaviour
    section.interGroupSpacing = 10
    section.contentInsets = DirectionalEdgeInsets(
      top: 0, leading: 16, bottom: 0, trailing: 16)
    section.orthogonalOffset = 50
    let prepared = prepare(Layout(section: section), items: [3])
    // The group is 0.8 of 358.
    let width: CGFloat = 286.4
    let first: CGFloat =
      behaviour == .groupPagingCentered ? 16 + (358 - width) / 2 - 50 : 16 - 50
    let frames = cells(prepared)
    #expect(frames.map(\.minY) == [0, 0, 0])
    #expect(abs(frames[0].minX - first) < 0.001)
    #expect(abs(frames[1].minX - (first + width + 10)) < 0.001)
    #expect(prepared.collectionViewContentSize.height == 100)
  }

  /// A provider gives each section its own group; sections are
  /// `interSectionSpacing` apart, and a `repeating` group repeats its item
  /// at its own size.
  @Test func aProviderGivesEachSection() {
    var layout = Layout { index, environment in
      let columns = index == 0 ? 2 : 3
      let width = environment.effectiveContentSize.width / CGFloat(columns)
      return Layout.Section(
        group: Layout.Group(
          size: .init(width: .fractionalWidth(1), height: .absolute(50)),
          axis: .horizontal,
          subitems: [.item(self.item(.absolute(width), .fractionalHeight(1)))],
          arrangement: .repeating(count: columns)))
    }
    layout.interSectionSpacing = 20
    let frames = cells(prepare(layout, items: [2, 3]))
    #expect(frames[1] == CGRect(x: 195, y: 0, width: 195, height: 50))
    #expect(frames[2] == CGRect(x: 0, y: 70, width: 130, height: 50))
    #expect(frames[4] == CGRect(x: 260, y: 70, width: 130, height: 50))
  }

  /// Scrolling sideways, sections follow each other along x.
  @Test func horizontalScrollingStacksSectionsAlongX() {
    var layout = Layout(
      section: .init(
        group: .vertical(
          size: .init(width: .absolute(100), height: .fractionalHeight(1)),
          subitems: [.item(item(.fractionalWidth(1), .fractionalHeight(0.5)))]))
    )
    layout.scrollDirection = .horizontal
    layout.interSectionSpacing = 20
    let prepared = prepare(layout, items: [3, 1], height: 300)
    #expect(
      cells(prepared) == [
        CGRect(x: 0, y: 0, width: 100, height: 150),
        CGRect(x: 0, y: 150, width: 100, height: 150),
        CGRect(x: 100, y: 0, width: 100, height: 150),
        CGRect(x: 220, y: 0, width: 100, height: 150),
      ])
    #expect(
      prepared.collectionViewContentSize == CGSize(width: 320, height: 300))
  }

  /// A custom group places its items where its closure says.
  @Test func customGroupsPlaceWhereTheirClosureSays() {
    let diagonal = Layout.Group.CustomFrames("diagonal") { size in
      [
        CGRect(x: 0, y: 0, width: size.width / 2, height: 50),
        CGRect(x: size.width / 2, y: 50, width: size.width / 2, height: 50),
      ]
    }
    let group = Layout.Group(
      size: .init(width: .fractionalWidth(1), height: .absolute(100)),
      axis: .horizontal,
      subitems: [.item(item(.absolute(1), .absolute(1)))],
      arrangement: .custom(diagonal))
    let frames = cells(
      prepare(Layout(section: .init(group: group)), items: [3]))
    #expect(frames[1] == CGRect(x: 195, y: 50, width: 195, height: 50))
    #expect(frames[2] == CGRect(x: 0, y: 100, width: 195, height: 50))
  }
}
