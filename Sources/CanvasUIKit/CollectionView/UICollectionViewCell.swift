import CollectionLayout
import CoreGraphics

/// A cell, as UIKit's `UICollectionViewCell`.
open class UICollectionViewCell: UICollectionReusableView {
  /// The view that holds the cell's content, as large as the cell.
  public let contentView = UIView(frame: .zero)

  /// A cell with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// A cell from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// What the content view shows; setting it replaces the views it made
  /// before.
  open var contentConfiguration: (any UIContentConfiguration)?

  private var configuredViews: [UIView] = []

  /// Whether the cell's item is an expanded parent in its section's
  /// outline, as a diffable data source says.
  var outlineExpanded = false

  /// A view behind the content, as large as the cell.
  open var backgroundView: UIView? {
    didSet { replace(oldValue, with: backgroundView, at: 0) }
  }

  /// A view behind the content while the cell is selected or highlighted,
  /// above ``backgroundView``.
  open var selectedBackgroundView: UIView? {
    didSet {
      replace(
        oldValue, with: selectedBackgroundView,
        at: backgroundView == nil ? 0 : 1)
      showSelection()
    }
  }

  /// Whether the cell is selected; shows ``selectedBackgroundView``.
  open var isSelected = false {
    didSet { showSelection() }
  }

  /// Whether the cell is highlighted; shows ``selectedBackgroundView``.
  open var isHighlighted = false {
    didSet { showSelection() }
  }

  private func replace(_ old: UIView?, with new: UIView?, at index: Int) {
    old?.removeFromSuperview()
    guard let new else { return }
    new.frame = bounds
    new.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    insertSubview(new, at: index)
  }

  private func showSelection() {
    selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
  }

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
    for view in [backgroundView, selectedBackgroundView] {
      view?.frame = bounds
    }
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
    isSelected = false
    isHighlighted = false
  }
}
