import SnapshotTesting
import Testing
import UIKit
import UIKitLayouts

/// The app's data: photos, whose shapes set the masonry's heights, and tag
/// widths for the flow layout.
@MainActor
final class Photos: NSObject, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout, @MainActor MasonryLayoutDelegate
{
  let places = [
    "Lisbon", "Kyoto", "Oslo", "Cusco", "Hanoi", "Porto", "Lyon", "Quito",
  ]
  /// `Photos/lisbon.jpg` and the rest, as the app's asset catalogue has them.
  lazy var pictures = places.map {
    UIImage(named: $0.lowercased(), in: .module, compatibleWith: nil)
  }
  let hues: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemRed]
  var tags: [CGFloat] = [80, 160, 60, 150, 90, 70, 110, 50, 130]
  var tagNames = [
    "Swift", "UICollectionView", "iOS", "Compositional", "Layouts", "Linux",
    "Snapshots", "CI", "Flow layout",
  ]

  var sections = 1

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    sections
  }

  func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    collectionView.collectionViewLayout is MasonryLayout
      || collectionView.collectionViewLayout
        is UICollectionViewCompositionalLayout
      ? places.count : tags.count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: "cell", for: indexPath)
    if let photo = cell as? PhotoCell {
      photo.caption.text = places[indexPath.item % places.count]
      photo.picture.image = pictures[indexPath.item % places.count]
      photo.picture.backgroundColor = hues[indexPath.item % hues.count]
        .withAlphaComponent(0.75)
    } else if let tag = cell as? TagCell {
      tag.title.text = tagNames[indexPath.item % tagNames.count]
    }
    return cell
  }

  func masonryLayout(
    _ layout: MasonryLayout, heightForItemAt indexPath: IndexPath,
    width: CGFloat
  ) -> CGFloat {
    guard let size = pictures[indexPath.item]?.size, size.width > 0 else {
      return width
    }
    return (width * size.height / size.width).rounded()
  }

  func collectionView(
    _ collectionView: UICollectionView,
    layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: tags[indexPath.item], height: 32)
  }

  func collectionView(
    _ collectionView: UICollectionView,
    layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
  }
}

@MainActor @Suite struct UIKitLayoutsTests {
  let photos = Photos()

  func collectionView(_ layout: UICollectionViewLayout, cell: AnyClass)
    -> UICollectionView
  {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 600),
      collectionViewLayout: layout)
    view.register(cell, forCellWithReuseIdentifier: "cell")
    view.dataSource = photos
    view.delegate = photos
    return view
  }

  @Test func masonry() {
    let layout = MasonryLayout()
    layout.delegate = photos
    let view = collectionView(layout, cell: PhotoCell.self)
    assertSnapshot(of: view, as: .image)
    assertSnapshot(of: view, as: .layoutDump)
    // Each cell is as tall as its picture and caption, in the shortest
    // column, and its attributes are the layout's own class: ((375 − 3 × 8)
    // ÷ 2) × 1.4, rounded.
    let first = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
    #expect((first as? MasonryAttributes)?.pictureHeight == 246)
  }

  @Test func leftAlignedFlow() {
    let layout = LeftAlignedFlowLayout()
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    let view = collectionView(layout, cell: TagCell.self)
    // As tall as its three lines of tags, so the picture has no empty
    // screen under them.
    view.frame.size.height = 160
    assertSnapshot(of: view, as: .image)
    assertSnapshot(of: view, as: .layoutDump)
    let lines = Dictionary(
      grouping: (layout.layoutAttributesForElements(
        in: CGRect(x: 0, y: 0, width: 375, height: 600)) ?? []),
      by: \.frame.minY)
    // Every line starts at the delegate's left inset.
    #expect(lines.values.allSatisfy { $0.map(\.frame.minX).min() == 12 })
  }

  @Test func stickyHeaders() {
    let layout = StickyHeaderFlowLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    let view = collectionView(layout, cell: TagCell.self)
    view.frame.size.height = 200
    photos.sections = 3
    defer { photos.sections = 1 }
    view.contentOffset = CGPoint(x: 0, y: 230)
    assertSnapshot(of: view, as: .viewportImage())
    assertSnapshot(of: view, as: .layoutDump)
    let headers =
      (layout.layoutAttributesForElements(
        in: CGRect(x: 0, y: 230, width: 375, height: 200)) ?? []).filter {
        $0.representedElementKind == UICollectionView.elementKindSectionHeader
      }
    // The header of the section under the top of the screen is at the top.
    #expect(headers.contains { $0.frame.minY == 230 })
  }

  @Test func carousel() {
    let layout = CarouselFlowLayout()
    layout.itemSize = CGSize(width: 240, height: 160)
    let view = collectionView(layout, cell: PhotoCell.self)
    view.frame.size.height = 200
    view.delegate = nil
    view.contentOffset = CGPoint(x: 256, y: 0)
    assertSnapshot(of: view, as: .viewportImage())
    assertSnapshot(of: view, as: .layoutDump)
    let middle = layout.layoutAttributesForItem(
      at: IndexPath(item: 1, section: 0))
    // A fling to the right stops with the next card in the middle.
    #expect(
      layout.targetContentOffset(
        forProposedContentOffset: CGPoint(x: 300, y: 0),
        withScrollingVelocity: CGPoint(x: 1, y: 0)) == CGPoint(x: 512, y: 0))
    #expect(middle?.frame.midX == 256 + 375.0 / 2)
  }

  @Test func compositionalShelf() {
    let view = collectionView(ShelfLayout.make(), cell: PhotoCell.self)
    photos.sections = 2
    defer { photos.sections = 1 }
    view.frame.size.height = 760
    assertSnapshot(of: view, as: .image)
    assertSnapshot(of: view, as: .layoutDump)
    let layout = view.collectionViewLayout
    // The shelf's cards are 0.8 of 375, the first centred; the grid's two
    // columns share 343 after 12 of spacing.
    let card = layout.layoutAttributesForItem(
      at: IndexPath(item: 0, section: 0))
    #expect(card?.frame == CGRect(x: 37.5, y: 52, width: 300, height: 240))
    let photo = layout.layoutAttributesForItem(
      at: IndexPath(item: 1, section: 1))
    #expect(photo?.frame.width == 165.5)
    #expect(photo?.frame.minX == 16 + 165.5 + 12)
  }

  @Test func insertAndDelete() {
    let layout = LeftAlignedFlowLayout()
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    let view = collectionView(layout, cell: TagCell.self)
    view.frame.size.height = 160
    view.layoutIfNeeded()
    view.performBatchUpdates {
      photos.tags.insert(70, at: 0)
      photos.tagNames.insert("New", at: 0)
      photos.tags.remove(at: 4)
      photos.tagNames.remove(at: 4)
      view.insertItems(at: [IndexPath(item: 0, section: 0)])
      view.deleteItems(at: [IndexPath(item: 3, section: 0)])
    }
    assertSnapshot(of: view, as: .updateAnimation(frames: 3))
    #expect(view.numberOfItems(inSection: 0) == 9)
  }
}

/// Notes of different lengths, for the self-sizing list.
@MainActor final class Notes: NSObject, UICollectionViewDataSource {
  var texts = [
    "Milk", "Call the bank about the card that stopped working on Tuesday",
    "Book the train to Lyon for the conference, and a hotel near the station",
    "Water the plants",
  ]

  func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    texts.count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: "note", for: indexPath)
    (cell as? NoteCell)?.text.text = texts[indexPath.item]
    return cell
  }
}

@MainActor @Suite struct NotesLayoutTests {
  let notes = Notes()

  func collectionView(_ layout: NotesLayout) -> UICollectionView {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 420),
      collectionViewLayout: layout)
    view.register(NoteCell.self, forCellWithReuseIdentifier: "note")
    view.dataSource = notes
    return view
  }

  /// Rows start at 44; each cell's preferred height invalidates its own
  /// row through the layout's context, so one full pass measures them all
  /// and the rows end as tall as their text.
  @Test func rowsAreAsTallAsTheirNotes() {
    let layout = NotesLayout()
    let view = collectionView(layout)
    view.layoutIfNeeded()
    let heights = (0..<notes.texts.count).compactMap {
      view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?
        .frame.height
    }
    #expect(heights.count == 4)
    #expect(heights[0] == heights[3])
    #expect(heights[1] > heights[0] && heights[2] > heights[0])
    #expect(!heights.contains(layout.estimatedRowHeight))
    #expect(layout.fullPasses == 1)
    let last = view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))
    #expect(
      layout.collectionViewContentSize.height
        == (last?.frame.maxY ?? 0) + layout.insets.bottom)
    assertSnapshot(of: view, as: .image)
    assertSnapshot(of: view, as: .layoutDump)
  }

  /// A new width is a change of bounds the layout asks for: its context
  /// says so, and every row is measured again at the new width.
  @Test func aNewWidthMeasuresEveryRowAgain() {
    let layout = NotesLayout()
    let view = collectionView(layout)
    view.layoutIfNeeded()
    let wide = view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))
    view.frame.size.width = 240
    view.layoutIfNeeded()
    let narrow = view.layoutAttributesForItem(
      at: IndexPath(item: 2, section: 0))
    #expect(layout.fullPasses == 2)
    #expect(narrow?.frame.width == 208)
    #expect((narrow?.frame.height ?? 0) > (wide?.frame.height ?? 0))
    // Scrolling keeps the width: no new pass.
    view.contentOffset.y = 40
    view.layoutIfNeeded()
    #expect(layout.fullPasses == 2)
  }
}

/// Places with a few words each, for the Auto Layout list.
@MainActor final class Places: NSObject, UICollectionViewDataSource {
  let photos = Photos()
  let summaries = [
    "Trams up steep hills, tiled fronts, and custard tarts by the river.",
    "Temples.",
    "A fjord city of wooden houses, a new opera house on the water, and long summer evenings.",
    "Stone streets at the foot of the mountains.",
    "Lakes, markets and motorbikes; coffee with condensed milk on every corner of the old quarter.",
    "Port cellars across the river.",
  ]

  func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    summaries.count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: "place", for: indexPath)
    if let place = cell as? PlaceCell {
      place.title.text = photos.places[indexPath.item]
      place.summary.text = summaries[indexPath.item]
      place.thumbnail.image = photos.pictures[indexPath.item]
    }
    return cell
  }
}

@MainActor @Suite struct PlaceListTests {
  let places = Places()

  /// A list of estimated height whose rows are laid out by constraints and
  /// a stack view: each row holds the list's width, grows with its
  /// description, and is never shorter than its thumbnail and margins.
  @Test func rowsSizeThemselvesByTheirConstraints() {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(80))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 560),
      collectionViewLayout: UICollectionViewCompositionalLayout(
        section: NSCollectionLayoutSection(group: group)))
    view.backgroundColor = .systemGroupedBackground
    view.register(PlaceCell.self, forCellWithReuseIdentifier: "place")
    view.dataSource = places
    view.layoutIfNeeded()
    let rows = (0..<places.summaries.count).compactMap {
      view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    #expect(rows.count == 6)
    #expect(rows.allSatisfy { $0.width == 375 && $0.height >= 76 })
    // A row of one line of description is the shortest; three lines make
    // it taller.
    #expect(rows[1].height == rows.map(\.height).min())
    #expect(rows[4].height > rows[1].height)
    #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.maxY == $1.minY })
    assertSnapshot(of: view, as: .image)
    assertSnapshot(of: view, as: .layoutDump)
  }
}
