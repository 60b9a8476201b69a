import Foundation

/// A horizontally scrolling row of cards, as in seed 003's series ("卡片
/// 布局"): the card nearest the middle of the viewport is full size and
/// opaque; the others shrink and fade with their distance from it.
///
/// Cards are ``itemSize``, ``spacing`` apart, centred vertically; the first
/// and last can be scrolled to the middle. Scale and alpha are applied at
/// query time from the content offset: at a distance of one card and its
/// spacing or more, a card is at ``minimumScale`` and ``minimumAlpha``, and
/// linearly in between. Nearer cards are drawn on top.
/// ``targetContentOffset(forProposedContentOffset:withScrollingVelocity:in:)``
/// snaps the card nearest the proposed middle to the middle, or the next
/// card in the direction of a fling.
public struct CardLayout: CollectionViewLayout, Hashable {
  /// The size of a card at full scale.
  public var itemSize = CGSize(width: 240, height: 320)
  /// The space between cards.
  public var spacing: CGFloat = 20
  /// The scale of cards a card's width or more from the middle.
  public var minimumScale: CGFloat = 0.8
  /// The alpha of cards a card's width or more from the middle.
  public var minimumAlpha: CGFloat = 0.6
  /// The font of the cards' titles.
  public var font = Font.system(size: 20, weight: .bold)

  /// ``font``: cards are drawn in it.
  public var cellFont: Font? { font }

  /// Creates the layout.
  public init() {}

  /// Places the cards in a row.
  ///
  /// Lays the cards out in one row, ``spacing`` apart.
  ///
  /// - Complexity: O(n) to place the cards, O(n log n) for the index of
  ///   ``PreparedLayout``.
  public func prepare(in context: LayoutContext) -> PreparedLayout {
    let visible = context.insetSize
    let leading = max(0, (visible.width - itemSize.width) / 2)
    let height = max(visible.height, itemSize.height)
    let top = (height - itemSize.height) / 2
    var elements: [LayoutAttributes] = []
    var x = leading
    for (section, content) in context.sections.enumerated() {
      for item in content.items.indices {
        elements.append(
          LayoutAttributes(
            forCellWith: IndexPath(item: item, section: section),
            frame: CGRect(
              x: x, y: top, width: itemSize.width, height: itemSize.height)
          )
        )
        x += itemSize.width + spacing
      }
    }
    let width = elements.isEmpty ? visible.width : x - spacing + leading
    return PreparedLayout(
      contentSize: CGSize(width: width, height: height),
      elements: elements,
      context: context,
      scrollDirection: .horizontal,
      adjuster: CardScaling(layout: self)
    )
  }

  /// The cards' scale and alpha change with every scroll, but at query
  /// time; only a new size needs a new preparation.
  public func shouldInvalidateLayout(
    forBoundsChange newBounds: CGRect, from oldBounds: CGRect
  ) -> Bool {
    newBounds.size != oldBounds.size
  }

  /// The card nearest the proposed middle, or after a fling the next one in
  /// its direction, scrolled to the middle.
  ///
  /// - Complexity: O(1): the cards are evenly spaced, and a card layout
  ///   has only cells.
  public func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint,
    in layout: PreparedLayout
  ) -> CGPoint {
    let visibleWidth = layout.bounds.width - layout.contentInset.horizontal
    let middle =
      proposedContentOffset.x + layout.contentInset.left + visibleWidth / 2
    let pitch = itemSize.width + spacing
    guard let firstCard = layout.elements.first else {
      return proposedContentOffset
    }
    let count = layout.elements.count
    let first = firstCard.frame.midX
    var index = ((middle - first) / pitch).rounded()
    let current =
      (layout.bounds.minX + layout.contentInset.left + visibleWidth / 2 - first)
      / pitch
    if abs(velocity.x) > 0.3, index == current.rounded() {
      index += velocity.x > 0 ? 1 : -1
    }
    let card = min(max(0, Int(saturating: index)), count - 1)
    let centre = first + CGFloat(card) * pitch
    return CGPoint(
      x: centre - visibleWidth / 2 - layout.contentInset.left,
      y: proposedContentOffset.y)
  }

  /// How far from full size a card `distance` from the middle is, from 0
  /// (in the middle) to 1 (a card and its spacing away, or more).
  func falloff(distance: CGFloat) -> CGFloat {
    min(1, abs(distance) / (itemSize.width + spacing))
  }
}

/// Scales and fades a card layout's cards by their distance from the middle
/// of the viewport.
struct CardScaling: ViewportAdjusting {
  var layout: CardLayout

  func candidates(in rect: CGRect, of prepared: PreparedLayout) -> [Int] { [] }

  func adjusted(_ attributes: LayoutAttributes, in prepared: PreparedLayout)
    -> LayoutAttributes
  {
    guard attributes.representedElementCategory == .cell else {
      return attributes
    }
    let middle = prepared.adjustedVisibleRect.midX
    let falloff = layout.falloff(distance: attributes.frame.midX - middle)
    var card = attributes
    let scale = 1 - (1 - layout.minimumScale) * falloff
    card.transform3D = Transform3D(scaleX: scale, y: scale)
    card.alpha = 1 - (1 - layout.minimumAlpha) * falloff
    card.zIndex = Int(saturating: ((1 - falloff) * 100).rounded())
    return card
  }
}
