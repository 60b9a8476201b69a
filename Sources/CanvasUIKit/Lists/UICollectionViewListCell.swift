import CollectionLayout
import CoreGraphics

/// A list row's cell, as UIKit's `UICollectionViewListCell`: its content
/// configuration with its accessories at the trailing edge, at least 44
/// points tall.
open class UICollectionViewListCell: UICollectionViewCell {
  /// What shows at the trailing edge, in order.
  open var accessories: [UICellAccessory] = [] {
    didSet { setNeedsLayout() }
  }
  /// How far the content is indented, in steps of ``indentationWidth``.
  open var indentationLevel = 0
  /// One step of indentation.
  open var indentationWidth: CGFloat = 10

  private var accessoryViews: [UIView] = []

  /// The room the accessories take from the content view: their widths,
  /// a row's spacing (8 points) between them and before the content's
  /// text (the content's own trailing margin matches the accessories').
  private func accessoryRoom(_ views: [UIView]) -> CGFloat {
    guard !views.isEmpty else { return 0 }
    let widths = views.map(\.frame.width)
    return widths.reduce(0, +) + CGFloat(views.count) * ListRowContent.spacing
  }

  /// Beside the accessories, indented by the indentation level.
  override var contentViewFrame: CGRect {
    let indent = CGFloat(indentationLevel) * indentationWidth
    return CGRect(
      x: indent, y: 0,
      width: max(0, bounds.width - indent - accessoryRoom(accessoryViews)),
      height: bounds.height)
  }

  /// Lays the content out beside the accessories, and the accessories at
  /// the trailing margin, centred.
  open override func layoutSubviews() {
    for view in accessoryViews { view.removeFromSuperview() }
    accessoryViews = accessories.filter(\.isShown).map { $0.makeView() }
    super.layoutSubviews()
    var trailing =
      bounds.width - CompositionalLayout.ListConfiguration.rowMargins.trailing
    for view in accessoryViews.reversed() {
      view.frame.origin = CGPoint(
        x: trailing - view.frame.width,
        y: (bounds.height - view.frame.height) / 2)
      trailing -= view.frame.width + ListRowContent.spacing
      addSubview(view)
    }
  }

  /// The content's size beside the accessories, at least 44 tall, in
  /// whole points as the engine's list rows.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let views = accessories.filter(\.isShown).map { $0.makeView() }
    let indent = CGFloat(indentationLevel) * indentationWidth
    let inner = CGSize(
      width: max(0, size.width - indent - accessoryRoom(views)),
      height: size.height)
    let content = super.sizeThatFits(inner)
    let tallest = views.map(\.frame.height).max() ?? 0
    return CGSize(
      width: size.width,
      height: CompositionalLayout.ListConfiguration.rowHeight(
        fitting: max(content.height, tallest)))
  }

  /// The x of the text, from the cell's leading edge: where automatic
  /// separators start.
  var textLeading: CGFloat? {
    guard
      let configuration = contentConfiguration as? UIListContentConfiguration
    else { return nil }
    return CGFloat(indentationLevel) * indentationWidth
      + configuration.textLeading
  }

  /// Forgets the accessories, as a reused cell starts bare.
  open override func prepareForReuse() {
    super.prepareForReuse()
    accessories = []
  }
}
