import CanvasRendering
import CollectionLayout
import Foundation

extension LayoutCanvas {
  /// What `collectionView` shows: its layout, prepared at its bounds, every
  /// element the layout gives, drawn by the package's renderer.
  ///
  /// The layout runs now, on the main actor; the canvas holds its answers.
  public init(
    _ collectionView: UICollectionView, theme: Theme = .standard,
    seed: UInt64 = 0
  ) {
    collectionView.layoutIfNeeded()
    let layout = collectionView.collectionViewLayout
    let content = layout.collectionViewContentSize
    let bounds = collectionView.bounds
    let inset = collectionView.adjustedContentInset
    // Everything the content and the viewport cover, with room around.
    let everything = CGRect(
      x: min(bounds.minX, -inset.left) - 1, y: min(bounds.minY, -inset.top) - 1,
      width: max(bounds.maxX, content.width + inset.right) + inset.left + 2,
      height: max(bounds.maxY, content.height + inset.bottom) + inset.top + 2)
    let elements = Self.unique(
      (layout.layoutAttributesForElements(in: everything) ?? []).map {
        ($0, $0.value)
      }
    )
    .map { attributes, value in
      var value = value
      value.content = Self.views(for: attributes, in: collectionView)
      return value
    }
    let sections = (0..<collectionView.numberOfSections).map { section in
      SectionContent(
        items: Array(
          repeating: ItemContent(),
          count: collectionView.numberOfItems(inSection: section)))
    }
    self.init(
      LaidOut(
        contentSize: content, elements: elements,
        isRightToLeft: collectionView.effectiveUserInterfaceLayoutDirection
          == .rightToLeft),
      sections: sections,
      width: bounds.width,
      height: bounds.height,
      contentOffset: bounds.origin,
      contentInset: inset,
      displayScale: Int(collectionView.traitCollection.displayScale.rounded()),
      theme: theme,
      seed: seed)
  }
}

extension LayoutCanvas {
  /// Each element once, as a layout that answers a query twice for one
  /// element would otherwise stop the drawing; layouts answer in order, so
  /// most need no set.
  static func unique(
    _ elements: [(UICollectionViewLayoutAttributes, LayoutAttributes)]
  ) -> [(UICollectionViewLayoutAttributes, LayoutAttributes)] {
    let keys = elements.map(\.1.key)
    if zip(keys, keys.dropFirst()).allSatisfy({ $0 < $1 }) { return elements }
    var seen: Set<ElementKey> = []
    return zip(elements, keys).filter { seen.insert($0.1).inserted }.map(\.0)
  }

  /// What the data source configures for the element of `attributes`, as
  /// drawable content; `nil` when it draws nothing, so a bare cell is drawn
  /// as the package's plain cell and a header the data source does not give
  /// as the package's band.
  static func views(
    for attributes: UICollectionViewLayoutAttributes,
    in collectionView: UICollectionView
  ) -> (any ElementContent)? {
    if let cell = cell(for: attributes, in: collectionView) {
      defer { collectionView.enqueue(cell) }
      return ViewTreeContent.drawsAnything(cell) ? ViewTreeContent(cell) : nil
    }
    if let view = supplementaryView(for: attributes, in: collectionView),
      ViewTreeContent.drawsAnything(view)
    {
      return ViewTreeContent(view)
    }
    return nil
  }

  /// The supplementary view the data source configures for `attributes`,
  /// laid out at their size; `nil` for other elements and when the data
  /// source does not give such views.
  static func supplementaryView(
    for attributes: UICollectionViewLayoutAttributes,
    in collectionView: UICollectionView
  ) -> UICollectionReusableView? {
    guard attributes.representedElementCategory == .supplementaryView,
      let kind = attributes.representedElementKind,
      let dataSource = collectionView.dataSource,
      let view = OptionalMethod.answer({
        dataSource.collectionView(
          collectionView, viewForSupplementaryElementOfKind: kind,
          at: attributes.indexPath)
      })
    else { return nil }
    view.frame = attributes.frame
    view.apply(attributes)
    view.layoutIfNeeded()
    return view
  }

  /// The cell the data source configures for `attributes`, laid out at
  /// their size; `nil` for other elements.
  static func cell(
    for attributes: UICollectionViewLayoutAttributes,
    in collectionView: UICollectionView
  ) -> UICollectionViewCell? {
    guard attributes.representedElementCategory == .cell,
      let dataSource = collectionView.dataSource
    else { return nil }
    let cell = dataSource.collectionView(
      collectionView, cellForItemAt: attributes.indexPath)
    cell.frame = attributes.frame
    cell.apply(attributes)
    cell.layoutIfNeeded()
    return cell
  }
}

/// A UIKit layout's answers, kept as values: what a ``LayoutCanvas`` of a
/// collection view prepares.
struct LaidOut: CollectionViewLayout {
  var contentSize: CGSize
  var elements: [LayoutAttributes]
  /// Whether headers set their titles at the right.
  var isRightToLeft: Bool

  func prepare(in context: LayoutContext) -> PreparedLayout {
    PreparedLayout(
      contentSize: contentSize, elements: elements, context: context)
  }
}
