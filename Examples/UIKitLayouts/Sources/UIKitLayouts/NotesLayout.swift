import UIKit

/// What a ``NotesLayout`` has to compute again.
public final class NotesInvalidationContext:
  UICollectionViewLayoutInvalidationContext
{
  /// Whether the width changed, so every row is measured again; otherwise
  /// only the rows the context names are.
  public var invalidateWidth = false
}

/// A list of notes whose rows are as tall as their cells say.
///
/// Rows start at an estimated height; each cell's
/// `preferredLayoutAttributesFitting(_:)` gives its own, and the layout
/// asks for a new `prepare()` through its invalidation context, which names
/// the row. `prepare()` measures only what its contexts named: the rows
/// whose cells answered, or every row when the width changed. It counts
/// how many rows it placed, so a test can tell a full pass from a partial
/// one.
public final class NotesLayout: UICollectionViewLayout {
  /// The height a row starts at before its cell has answered.
  public var estimatedRowHeight: CGFloat = 44
  /// The space between rows.
  public var rowSpacing: CGFloat = 8
  /// The margins around the list.
  public var insets = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
  /// How many times `prepare()` measured every row.
  public private(set) var fullPasses = 0

  private var heights: [IndexPath: CGFloat] = [:]
  private var rows: [UICollectionViewLayoutAttributes] = []
  private var contentHeight: CGFloat = 0
  private var needsEveryRow = true
  private var width: CGFloat = 0

  public override class var invalidationContextClass: AnyClass {
    NotesInvalidationContext.self
  }

  public override func invalidateLayout(
    with context: UICollectionViewLayoutInvalidationContext
  ) {
    let notes = context as? NotesInvalidationContext
    if context.invalidateEverything || context.invalidateDataSourceCounts
      || notes?.invalidateWidth == true
    {
      needsEveryRow = true
    }
    super.invalidateLayout(with: context)
  }

  public override func prepare() {
    super.prepare()
    guard let collectionView else { return }
    width = collectionView.bounds.width - insets.left - insets.right
    if needsEveryRow {
      fullPasses += 1
      let paths = (0..<collectionView.numberOfSections).flatMap { section in
        (0..<collectionView.numberOfItems(inSection: section)).map {
          IndexPath(item: $0, section: section)
        }
      }
      heights = heights.filter { paths.contains($0.key) }
      needsEveryRow = false
    }
    var y = insets.top
    rows = []
    for section in 0..<collectionView.numberOfSections {
      for item in 0..<collectionView.numberOfItems(inSection: section) {
        let path = IndexPath(item: item, section: section)
        let row = UICollectionViewLayoutAttributes(forCellWith: path)
        row.frame = CGRect(
          x: insets.left, y: y, width: width,
          height: heights[path] ?? estimatedRowHeight)
        rows.append(row)
        y = row.frame.maxY + rowSpacing
      }
    }
    contentHeight = rows.isEmpty ? 0 : y - rowSpacing + insets.bottom
  }

  public override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
  }

  public override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    rows.filter { $0.frame.intersects(rect) }
  }

  public override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    rows.first { $0.indexPath == indexPath }
  }

  /// A new width measures every row again.
  public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect)
    -> Bool
  {
    newBounds.width != collectionView?.bounds.width
  }

  public override func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    let context = super.invalidationContext(forBoundsChange: newBounds)
    (context as? NotesInvalidationContext)?.invalidateWidth = true
    return context
  }

  /// A cell that wants another height than its row has.
  public override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes:
      UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    preferredAttributes.size.height != originalAttributes.size.height
  }

  /// Keeps the cell's height for its row; the context names the row.
  public override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes:
      UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    heights[originalAttributes.indexPath] = preferredAttributes.size.height
    return super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes,
      withOriginalAttributes: originalAttributes)
  }
}

/// A note: its text wrapped on as many lines as it needs, in a rounded
/// card, the cell as tall as the text.
public final class NoteCell: UICollectionViewCell {
  /// The note's text.
  public let text = UILabel(frame: .zero)

  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = UIColor.systemYellow.withAlphaComponent(0.25)
    contentView.layer.cornerRadius = 12
    text.font = .systemFont(ofSize: 15)
    text.numberOfLines = 0
    contentView.addSubview(text)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    text.frame = contentView.bounds.insetBy(dx: 12, dy: 10)
  }

  /// The row's width, and the text's height at that width with its
  /// padding.
  public override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
    let width = layoutAttributes.size.width
    let textHeight = text.sizeThatFits(
      CGSize(width: width - 24, height: .greatestFiniteMagnitude)
    ).height
    attributes.size = CGSize(width: width, height: ceil(textHeight + 20))
    return attributes
  }
}
