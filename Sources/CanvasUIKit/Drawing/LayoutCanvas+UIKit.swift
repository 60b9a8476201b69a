import CanvasRendering
import CollectionLayout
import CoreGraphics

@MainActor extension LayoutCanvas {
  /// What `collectionView` shows: its layout, prepared at its bounds, every
  /// element the layout gives, drawn by the package's renderer.
  ///
  /// The layout runs now; the canvas holds its answers.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - theme: How the package draws what the app's views do not: bare
  ///     cells, headers without a view. `nil` (the default) takes the
  ///     `dark` theme for dark traits, else `standard`.
  ///   - seed: The seed of the bare cells' colours.
  /// The background is the collection view's `backgroundColor`, resolved
  /// with its traits, when it has one; the theme's otherwise.
  public init(
    _ collectionView: UICollectionView, theme: Theme? = nil,
    seed: UInt64 = 0
  ) {
    self.init(collectionView, theme: theme, seed: seed, recordingShown: true)
  }

  /// What `collectionView` shows; the views it shows in its bounds are
  /// drawn by the canvas when `recordingShown`, else left to the layer
  /// tree, where they are its subviews.
  init(
    _ collectionView: UICollectionView, theme: Theme?, seed: UInt64,
    recordingShown: Bool
  ) {
    let traits = collectionView.traitCollection
    var theme =
      theme ?? Theme(for: traits)
    if let background = collectionView.backgroundColor?.color(for: traits),
      background.alpha > 0
    {
      theme.background = background
    }
    let elements = collectionView.drawnElements(recordingShown: recordingShown)
    self.init(
      LaidOut(
        contentSize: collectionView.collectionViewLayout
          .collectionViewContentSize,
        elements: elements,
        isRightToLeft: collectionView.effectiveUserInterfaceLayoutDirection
          == .rightToLeft),
      sections: collectionView.sectionContents(),
      width: collectionView.bounds.width,
      height: collectionView.bounds.height,
      contentOffset: collectionView.bounds.origin,
      contentInset: collectionView.adjustedContentInset,
      displayScale: Int(collectionView.traitCollection.displayScale.rounded()),
      theme: theme,
      seed: seed)
  }
}

@MainActor extension UICollectionView {
  /// Draws the background a list or the system gives where the collection
  /// view has no colour of its own, in the bounds' coordinates, and puts
  /// the visible elements at the back of the layer tree, in the layout's
  /// drawing order, for the walk to draw: each element's view, and an
  /// ``ElementLayer`` for what the package draws of it.
  func drawLayoutContent(in ctx: CGContext) {
    let measurer = textMeasurer
    let canvas = LayoutCanvas(
      self, theme: nil, seed: 0, recordingShown: false)
    let prepared = canvas.prepare(measurer: measurer)
    let builder = canvas.sceneBuilder(measurer: measurer)
    if backgroundColor == nil {
      // A list's background, else the system background, as iOS gives a
      // collection view.
      let layout = collectionViewLayout as? UICollectionViewCompositionalLayout
      let fill = layout?.listBackground ?? .systemBackground
      ctx.setFillColor(fill.resolvedColor(with: traitCollection).cgColor)
      ctx.fill(bounds)
    }
    var content: [CALayer] = []
    for element in builder.visibleElements(
      of: prepared, sections: canvas.sections, on: bounds)
    {
      let key = ElementKey(
        category: element.category, kind: element.kind,
        indexPath: element.indexPath)
      if let view = shownViews[key] { content.append(view.layer) }
      if !element.primitives.isEmpty {
        content.append(
          ElementLayer(element, displayScale: traitCollection.displayScale))
      }
    }
    // What was put there before: element layers, and the layers of the
    // views still shown (those that left were taken out as they left).
    let shown = Set(shownViews.values.map { ObjectIdentifier($0.layer) })
    setBackLayers(content) {
      $0 is ElementLayer || shown.contains(ObjectIdentifier($0))
    }
  }

  /// Every element the layout gives for the content and the viewport, laid
  /// out now, each once, with the views the data source configures for it
  /// as its content.
  ///
  /// The views shown in the bounds are drawn into the elements when
  /// `recordingShown`; otherwise their elements show nothing of the
  /// package's (their views draw in the layer tree) unless their views
  /// draw nothing, when the package's stand-in shows.
  func drawnElements(recordingShown: Bool = true) -> [LayoutAttributes] {
    layoutIfNeeded()
    let content = collectionViewLayout.collectionViewContentSize
    let inset = adjustedContentInset
    // Everything the content and the viewport cover, with room around.
    let everything = CGRect(
      x: min(bounds.minX, -inset.left) - 1, y: min(bounds.minY, -inset.top) - 1,
      width: max(bounds.maxX, content.width + inset.right) + inset.left + 2,
      height: max(bounds.maxY, content.height + inset.bottom) + inset.top + 2)
    let answered =
      collectionViewLayout.layoutAttributesForElements(
        in: everything) ?? []
    // Layouts answer in order, so most need no set to answer each element
    // once; a layout that answers twice would otherwise stop the drawing.
    var seen: Set<ElementKey>?
    var previous: ElementKey?
    var elements: [LayoutAttributes] = []
    // Where each list row's text starts, for its separator.
    var textStarts: [IndexPath: CGFloat] = [:]
    // Each list row's frame, for separators with insets of their own.
    var rowFrames: [IndexPath: CGRect] = [:]
    elements.reserveCapacity(answered.count)
    // The elements in the bounds show the views kept for them; the views
    // of those that left are put back for reuse.
    var shown: Set<ElementKey> = []
    defer { releaseShownViews(keeping: shown) }
    for attributes in answered {
      let key = attributes.value.key
      if seen == nil, let previous, !(previous < key) {
        seen = Set(elements.map(\.key))
      }
      previous = key
      if seen != nil, seen?.insert(key).inserted == false { continue }
      elements.append(attributes.value)
      // The app's view, else what the layout says it shows (a badge).
      let visible = attributes.frame.intersects(bounds)
      if visible { shown.insert(key) }
      // The layer tree draws only what is in the bounds: the views of the
      // rest are not configured for nothing.
      guard visible || recordingShown else { continue }
      let drawn = drawableViews(
        for: attributes, kept: visible, recorded: recordingShown)
      elements[elements.count - 1].content =
        drawn?.content ?? attributes.value.content
      // A row's, not a header's at the same index path.
      if attributes.representedElementCategory == .cell {
        rowFrames[attributes.indexPath] = attributes.frame
        if let leading = drawn?.textLeading {
          textStarts[attributes.indexPath] = attributes.frame.minX + leading
        }
      }
    }
    // A list's automatic separators start where their row's text does.
    for index in elements.indices
    where (elements[index].content as? ListSeparatorContent)?.followsText
      == true
    {
      guard let start = textStarts[elements[index].indexPath] else { continue }
      let end = elements[index].frame.maxX
      elements[index].frame.origin.x = start
      elements[index].frame.size.width = max(0, end - start)
    }
    roundInsetSections(elements)
    return separatorsConfigured(elements, rowFrames: rowFrames)
  }

  /// Clips the first and last rows of each inset section that fill a
  /// background of their own (a background view, a background
  /// configuration's colour or view) to the section's rounded corners, as
  /// UIKit clips an inset grouped list's cells; rows on the section's own
  /// fill are left unclipped, as they draw nothing at its corners.
  private func roundInsetSections(_ elements: [LayoutAttributes]) {
    var groups: [Int: (frame: CGRect, radius: CGFloat)] = [:]
    for element in elements {
      guard let rows = element.content as? ListRowsContent,
        rows.cornerRadius > 0
      else { continue }
      groups[element.indexPath.section] = (element.frame, rows.cornerRadius)
    }
    guard !groups.isEmpty else { return }
    for element in elements where element.representedElementCategory == .cell {
      guard let group = groups[element.indexPath.section],
        let view = shownViews[element.key] as? UICollectionViewCell
      else { continue }
      var corners: CACornerMask = []
      if view.fillsOwnBackground {
        if abs(element.frame.minY - group.frame.minY) < 0.5 {
          corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner])
        }
        if abs(element.frame.maxY - group.frame.maxY) < 0.5 {
          corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        }
      }
      guard !corners.isEmpty || view.isRoundedByInsetSection else { continue }
      view.isRoundedByInsetSection = !corners.isEmpty
      view.layer.cornerRadius = corners.isEmpty ? 0 : group.radius
      view.layer.maskedCorners =
        corners.isEmpty
        ? [
          .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner,
          .layerMaxXMaxYCorner,
        ] : corners
      view.layer.masksToBounds = !corners.isEmpty
    }
  }

  /// `elements` with each list separator as its rows' separator
  /// configurations say: the section's `separatorConfiguration`, passed
  /// through the list's `itemSeparatorHandler` for each row.
  ///
  /// The line between two rows is the upper row's bottom separator and the
  /// lower row's top one, so it is hidden when either is hidden; its
  /// insets and colour are the upper row's bottom ones. A separator set
  /// `.visible` shows only where the list draws one, between two rows.
  private func separatorsConfigured(
    _ elements: [LayoutAttributes], rowFrames: [IndexPath: CGRect]
  ) -> [LayoutAttributes] {
    let layout = collectionViewLayout as? UICollectionViewCompositionalLayout
    guard let lists = layout?.listConfigurations,
      lists.values.contains(where: {
        $0.itemSeparatorHandler != nil || $0.separatorConfiguration.color != nil
          || $0.separatorConfiguration.topSeparatorVisibility != .automatic
      })
    else { return elements }
    let traits = traitCollection
    func configuration(at path: IndexPath) -> UIListSeparatorConfiguration? {
      guard let list = lists[path.section] else { return nil }
      let base = list.separatorConfiguration
      return list.itemSeparatorHandler?(path, base) ?? base
    }
    return elements.compactMap { element in
      guard element.content is ListSeparatorContent,
        let own = configuration(at: element.indexPath)
      else { return element }
      let below = IndexPath(
        item: element.indexPath.item + 1, section: element.indexPath.section)
      if own.bottomSeparatorVisibility == .hidden
        || configuration(at: below)?.topSeparatorVisibility == .hidden
      {
        return nil
      }
      var element = element
      let insets = own.bottomSeparatorInsets
      if insets != UIListSeparatorConfiguration.automaticInsets,
        let row = rowFrames[element.indexPath]
      {
        element.frame.origin.x = row.minX + insets.leading
        element.frame.size.width = max(
          0, row.width - insets.leading - insets.trailing)
      }
      if let color = own.color {
        element.content = ColoredListSeparatorContent(
          color: color.color(for: traits))
      }
      return element
    }
  }

  /// The sections' item counts, as content without text.
  func sectionContents() -> [SectionContent] {
    (0..<numberOfSections).map { section in
      SectionContent(
        items: Array(
          repeating: ItemContent(), count: numberOfItems(inSection: section)))
    }
  }

  /// What the data source configures for the element of `attributes`, as
  /// drawable content; `nil` when it draws nothing, so a bare cell is drawn
  /// as the package's plain cell and a header the data source does not give
  /// as the package's band.
  ///
  /// An element in the bounds (`kept`) draws the view kept for it, the one
  /// `cellForItem(at:)` gives; one outside is configured for the drawing
  /// only and put back for reuse.
  /// A view not `recorded` is left to the layer tree.
  private func drawableViews(
    for attributes: UICollectionViewLayoutAttributes, kept: Bool,
    recorded: Bool
  ) -> (content: (any ElementContent)?, textLeading: CGFloat?)? {
    guard
      let view = kept
        ? shownView(for: attributes) : configuredView(for: attributes)
    else { return nil }
    defer { if !kept { enqueue(view) } }
    let leading = (view as? UICollectionViewListCell)?.textLeading
    // A view the app hides draws nothing, not the package's stand-in.
    guard recorded else {
      return (
        view.isHidden || view.mayDraw ? ShownViewContent() : nil, leading
      )
    }
    let content = ViewTreeContent(element: view)
    return (view.isHidden || !content.drawsNothing ? content : nil, leading)
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

extension UIView {
  /// Whether the view or one inside it may draw anything: a background,
  /// a border, contents, a shadow, a layer of its own, or the drawing of a
  /// class other than the plain views a bare cell is made of.
  var mayDraw: Bool {
    subtree.contains { view in
      let layer = view.layer
      let kind = ObjectIdentifier(type(of: view))
      return !Self.plainKinds.contains(kind)
        || type(of: layer) != CALayer.self
        || (layer.backgroundColor?.alpha ?? 0) > 0
        || (layer.borderWidth > 0 && (layer.borderColor?.alpha ?? 0) > 0)
        || layer.contents != nil || layer.shadowOpacity > 0
        || (layer.sublayers ?? []).contains { !($0.delegate is UIView) }
    }
  }

  /// The views that draw nothing of their own.
  private static let plainKinds: Set<ObjectIdentifier> = [
    ObjectIdentifier(UIView.self),
    ObjectIdentifier(UICollectionReusableView.self),
    ObjectIdentifier(UICollectionViewCell.self),
  ]
}
