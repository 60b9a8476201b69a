import Foundation

/// Sizes a photo cell as seed 000's Pinterest layout does: the photo
/// aspect-fitted to the cell's width, then an annotation of a title and a
/// wrapped comment.
///
/// The annotation is `annotationPadding` + title height + comment height +
/// `annotationPadding`, each text measured wrapped at the cell's width less
/// `annotationPadding` on each side, in its own font, the way the tutorial's
/// `heightForComment` uses `boundingRect(with:)`. An item without a title or
/// a comment has no annotation; an item without a photo, no photo.
public struct PhotoAnnotation: Hashable, Sendable {
  /// The padding around the annotation's text (the tutorial's 4).
  public var annotationPadding: CGFloat = 4
  /// The font of titles.
  public var titleFont = Font.system(size: 13, weight: .bold)
  /// The font of comments (the tutorial's AvenirNext-Regular 10).
  public var commentFont = Font.system(size: 10)

  /// Creates the sizing with the tutorial's padding and fonts like its own.
  public init() {}

  /// The heights of one item's parts at a cell width.
  public struct Heights: Hashable, Sendable {
    /// The photo's height, aspect-fitted to the width.
    public var photo: CGFloat
    /// The title's wrapped height.
    public var title: CGFloat
    /// The comment's wrapped height.
    public var comment: CGFloat
    /// The annotation's height: padding, title, comment, padding; zero when
    /// there is no text.
    public var annotation: CGFloat

    /// The photo and the annotation.
    public var total: CGFloat { photo + annotation }
  }

  /// The heights of `item`'s photo and annotation in a cell `width` wide.
  ///
  /// - Complexity: Two text measurements.
  public func heights(
    of item: ItemContent,
    width: CGFloat,
    measurer: any TextMeasuring
  ) -> Heights {
    var photoHeight: CGFloat = 0
    if let photo = item.photo ?? item.size, photo.width > 0 {
      photoHeight = photo.height * width / photo.width
    }
    let textWidth = max(1, width - 2 * annotationPadding)
    func height(_ text: String?, _ font: Font) -> CGFloat {
      guard let text, !text.isEmpty else { return 0 }
      return measurer.size(of: text, font: font, wrappingWidth: textWidth)
        .height
    }
    let title = height(item.title, titleFont)
    let comment = height(item.comment, commentFont)
    let annotation =
      title + comment > 0 ? 2 * annotationPadding + title + comment : 0
    return Heights(
      photo: photoHeight, title: title, comment: comment, annotation: annotation
    )
  }
}
