import Foundation

/// What an element shows, attached to its ``LayoutAttributes`` by the
/// layout: the typed counterpart of the properties a UIKit layout adds in
/// its own `UICollectionViewLayoutAttributes` subclass.
///
/// A renderer draws an element from its content and never needs to know
/// which layout made it. Content takes part in the attributes' equality, as
/// UIKit requires subclasses to compare their properties in `isEqual:`.
///
/// Define your own content for your own layout's elements; to have it
/// drawn, also adopt `DrawableContent` from CanvasRendering.
public protocol ElementContent: Hashable, Sendable {
  /// The content's fields as the layout JSON shows them, by name.
  ///
  /// Only what a reader of the JSON needs: sizes the layout worked out,
  /// index paths it links. Fonts and other drawing settings stay out.
  var fields: [String: AttributeValue] { get }
}

/// Content known only by its fields: what a layout JSON file records, read
/// back, or fields set by hand through ``LayoutAttributes/extras``.
public struct RecordedContent: ElementContent {
  /// The fields, by name.
  public var fields: [String: AttributeValue]

  /// Content with `fields`.
  public init(fields: [String: AttributeValue]) {
    self.fields = fields
  }
}

/// A photo card, seed 000's cell: a photo aspect-fitted to the width, then
/// a title and a wrapped comment set as ``annotation`` says.
public struct PhotoCardContent: ElementContent {
  /// The heights of the photo and of the annotation's parts.
  public var heights: PhotoAnnotation.Heights
  /// The padding and fonts the annotation is set in.
  public var annotation: PhotoAnnotation

  /// A card with `heights`, set as `annotation` says.
  public init(heights: PhotoAnnotation.Heights, annotation: PhotoAnnotation) {
    self.heights = heights
    self.annotation = annotation
  }

  /// `photoHeight`, `annotationHeight` and `titleHeight`.
  public var fields: [String: AttributeValue] {
    [
      "photoHeight": .number(Double(heights.photo)),
      "annotationHeight": .number(Double(heights.annotation)),
      "titleHeight": .number(Double(heights.title)),
    ]
  }
}

/// A band of text across the top of an album (seed 002's title and
/// description cells): the item's text at the leading edge.
public struct TitleBandContent: ElementContent {
  /// Whether this is the title (set larger) rather than the description.
  public var isTitle: Bool

  /// A title band, or a description band when `isTitle` is false.
  public init(isTitle: Bool) {
    self.isTitle = isTitle
  }

  /// `titleCell`: `title` or `description`.
  public var fields: [String: AttributeValue] {
    ["titleCell": .string(isTitle ? "title" : "description")]
  }
}

/// A photo in a block of a mosaic, with the block's style and the batch of
/// loaded items it came in.
public struct PhotoBlockContent: ElementContent {
  /// The style of the block the photo is part of.
  public var style: Int
  /// The batch ("load more") the photo was added in, from 0.
  public var batch: Int

  /// A photo of a block in `style`, added in `batch`.
  public init(style: Int, batch: Int) {
    self.style = style
    self.batch = batch
  }

  /// `style` and `batch`.
  public var fields: [String: AttributeValue] {
    ["style": .number(Double(style)), "batch": .number(Double(batch))]
  }
}

/// A tinted band behind the items of one batch ("load more"), alternating
/// so neighbouring batches stand apart.
public struct BatchBandContent: ElementContent {
  /// The batch, from 0.
  public var batch: Int

  /// The band of `batch`.
  public init(batch: Int) {
    self.batch = batch
  }

  /// `batch`.
  public var fields: [String: AttributeValue] {
    ["batch": .number(Double(batch))]
  }
}

/// A "+N" badge that stands for items a layout hid.
public struct OverflowBadgeContent: ElementContent {
  /// How many items the badge stands for.
  public var hiddenCount: Int

  /// A badge for `hiddenCount` hidden items.
  public init(hiddenCount: Int) {
    self.hiddenCount = hiddenCount
  }

  /// `hiddenCount`.
  public var fields: [String: AttributeValue] {
    ["hiddenCount": .number(Double(hiddenCount))]
  }
}

/// A small view attached to an item, such as a compositional layout's
/// badge on its item's corner.
public struct BadgeContent: ElementContent {
  /// A badge.
  public init() {}

  /// None.
  public var fields: [String: AttributeValue] { [:] }
}

/// An image placeholder filling the element, such as a stretchy header's
/// picture.
public struct ImagePlaceholderContent: ElementContent {
  /// A placeholder.
  public init() {}

  /// None.
  public var fields: [String: AttributeValue] { [:] }
}

/// A node of a tree that links to its children.
public struct TreeNodeContent: ElementContent {
  /// The index paths of the node's children.
  public var children: [IndexPath]

  /// A node with `children`.
  public init(children: [IndexPath]) {
    self.children = children
  }

  /// `children`.
  public var fields: [String: AttributeValue] {
    ["children": .indexPaths(children)]
  }
}

/// Lines from a parent to each of its children across the gap between
/// them: a tree's connection view.
///
/// Offsets are measured across the element, from its top edge when the
/// lines run left to right and from its left edge when they run top to
/// bottom.
public struct ConnectorContent: ElementContent {
  /// The way the lines run.
  public enum Direction: String, Hashable, Sendable {
    /// From the left edge to the right edge.
    case leftToRight
    /// From the top edge to the bottom edge.
    case topToBottom
  }

  /// Where the parent's centre line meets the element.
  public var parentOffset: CGFloat
  /// Where each child's centre line meets the element.
  public var childOffsets: [CGFloat]
  /// The index paths of the children.
  public var children: [IndexPath]
  /// The way the lines run.
  public var direction: Direction

  /// A connector from `parentOffset` to each of `childOffsets`.
  public init(
    parentOffset: CGFloat,
    childOffsets: [CGFloat],
    children: [IndexPath],
    direction: Direction
  ) {
    self.parentOffset = parentOffset
    self.childOffsets = childOffsets
    self.children = children
    self.direction = direction
  }

  /// `parentOffset`, `childOffsets`, `children` and `direction`.
  public var fields: [String: AttributeValue] {
    [
      "parentOffset": .number(Double(parentOffset)),
      "childOffsets": .numbers(childOffsets.map(Double.init)),
      "children": .indexPaths(children),
      "direction": .string(direction.rawValue),
    ]
  }
}
