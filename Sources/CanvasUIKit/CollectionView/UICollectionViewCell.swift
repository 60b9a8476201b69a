import CollectionLayout
import CoreGraphics

/// A cell, as UIKit's `UICollectionViewCell`.
open class UICollectionViewCell: UICollectionReusableView {
  /// The view that holds the cell's content, as large as the cell.
  public let contentView = UIView(frame: .zero)

  /// A cell with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// A cell from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// What the content view shows; setting it replaces the views it made
  /// before.
  open var contentConfiguration: (any UIContentConfiguration)?

  private var configuredViews: [UIView] = []

  /// A list row's configuration, to fill and set as
  /// ``contentConfiguration``.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    .cell()
  }

  /// Where the content view goes: the whole cell, or beside a list
  /// cell's accessories.
  var contentViewFrame: CGRect { bounds }

  /// Keeps the content view as large as the cell, and lays out the views
  /// of its content configuration.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = contentViewFrame
    for view in configuredViews { view.removeFromSuperview() }
    configuredViews =
      contentConfiguration?.makeViews(in: contentView.bounds) ?? []
    for view in configuredViews { contentView.addSubview(view) }
  }

  /// The size the content configuration needs at `size`'s width, or the
  /// current size without one.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let contentConfiguration else { return super.sizeThatFits(size) }
    return contentConfiguration.size(fitting: size)
  }

  /// Forgets the content configuration, as a reused cell starts empty.
  open override func prepareForReuse() {
    super.prepareForReuse()
    contentConfiguration = nil
  }
}
