import Foundation

/// One item as the data source describes it to a layout: what UIKit layouts
/// learn from their delegate (`sizeForItemAt`, a text to measure, ...).
public struct ItemContent: Hashable, Sendable {
  /// The item's text: its label, and what self-sizing layouts measure.
  public var text: String?
  /// The item's own size, as `collectionView(_:layout:sizeForItemAt:)`.
  public var size: CGSize?
  /// The size of the item's photo, whose aspect ratio photo layouts keep
  /// (seed 000's `photo.image.size`).
  public var photo: CGSize?
  /// The title under the photo.
  public var title: String?
  /// The comment under the title, wrapped to the cell's width.
  public var comment: String?
  /// The items of the next section that are this item's children in a
  /// tree (the data source's answer in Apple's tree example).
  public var children: [Int] = []
  /// The item's picture, drawn in its cell (or as its photo) instead of a
  /// placeholder.
  public var image: ImageData?
  /// A list row's secondary text, at the row's trailing edge.
  public var detail: String?
  /// What a list row shows at its trailing edge.
  public var accessory: ListAccessory?

  /// Creates an item.
  public init(
    text: String? = nil,
    size: CGSize? = nil,
    photo: CGSize? = nil,
    title: String? = nil,
    comment: String? = nil,
    image: ImageData? = nil,
    detail: String? = nil,
    accessory: ListAccessory? = nil
  ) {
    self.image = image
    self.detail = detail
    self.accessory = accessory
    self.text = text
    self.size = size
    self.photo = photo
    self.title = title
    self.comment = comment
  }
}

/// One section as the data source describes it to a layout.
public struct SectionContent: Hashable, Sendable {
  /// The section header's title.
  public var header: String?
  /// The section footer's title.
  public var footer: String?
  /// The section's items.
  public var items: [ItemContent]

  /// Creates a section.
  public init(
    header: String? = nil,
    footer: String? = nil,
    items: [ItemContent] = []
  ) {
    self.header = header
    self.footer = footer
    self.items = items
  }
}

/// What a layout knows of its collection view while it prepares: the
/// bounds, the content inset, the sections and their items, and a text
/// measurer.
public struct LayoutContext: Sendable {
  /// The collection view's bounds; the origin is the content offset.
  public var bounds: CGRect
  /// The collection view's content inset, as `adjustedContentInset`.
  public var contentInset: EdgeInsets
  /// The sections and their items.
  public var sections: [SectionContent]
  /// Measures the text of items, headers and labels.
  public var textMeasurer: any TextMeasuring
  /// Pixels per point of the screen that shows the layout; layouts that
  /// round to the pixel grid (as CHT's waterfall does) use it.
  public var displayScale: CGFloat

  /// Creates a context.
  public init(
    bounds: CGRect,
    contentInset: EdgeInsets = .zero,
    sections: [SectionContent],
    textMeasurer: any TextMeasuring = FixedAdvanceTextMeasurer(),
    displayScale: CGFloat = 1
  ) {
    self.bounds = bounds
    self.contentInset = contentInset
    self.sections = sections
    self.textMeasurer = textMeasurer
    self.displayScale = displayScale
  }

  /// A context whose sections have the given numbers of untitled items.
  public init(
    bounds: CGRect,
    contentInset: EdgeInsets = .zero,
    itemCounts: [Int],
    textMeasurer: any TextMeasuring = FixedAdvanceTextMeasurer()
  ) {
    self.init(
      bounds: bounds,
      contentInset: contentInset,
      sections: itemCounts.map {
        SectionContent(items: Array(repeating: ItemContent(), count: $0))
      },
      textMeasurer: textMeasurer
    )
  }

  /// The content offset: where the top-left corner of the bounds is.
  public var contentOffset: CGPoint { bounds.origin }

  /// The number of sections, as `numberOfSections`.
  public var numberOfSections: Int { sections.count }

  /// The number of items in `section`, as `numberOfItems(inSection:)`.
  public func numberOfItems(inSection section: Int) -> Int {
    sections[section].items.count
  }

  /// The data for the item at `indexPath`.
  public func item(at indexPath: IndexPath) -> ItemContent {
    sections[indexPath.section].items[indexPath.item]
  }

  /// The part of the bounds the content may use: the bounds' size less the
  /// content inset.
  public var insetSize: CGSize {
    CGSize(
      width: max(0, bounds.width - contentInset.horizontal),
      height: max(0, bounds.height - contentInset.vertical)
    )
  }
}
