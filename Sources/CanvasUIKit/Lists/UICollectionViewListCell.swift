import CollectionLayout
import CoreGraphics

/// A list row's cell, as UIKit's `UICollectionViewListCell`: its content
/// configuration between its leading and trailing accessories, at least
/// 44 points tall.
open class UICollectionViewListCell: UICollectionViewCell {
  /// What shows at the edges, in order: delete, insert, multiselect and
  /// leading custom views at the leading edge, the others at the
  /// trailing edge.
  open var accessories: [UICellAccessory] = [] {
    didSet { setNeedsLayout() }
  }
  /// How far the content is indented, in steps of ``indentationWidth``.
  open var indentationLevel = 0 {
    didSet { setNeedsLayout() }
  }
  /// One step of indentation.
  open var indentationWidth: CGFloat = 10
  /// Whether the indentation also moves the separator.
  open var indentsSeparatorInsetFromContentView = true
  /// Where the separator runs: constrain its leading edge to move it.
  public private(set) lazy var separatorLayoutGuide: UILayoutGuide = {
    let guide = UILayoutGuide()
    guide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
    addLayoutGuide(guide)
    return guide
  }()

  private var accessoryViews: (leading: [UIView], trailing: [UIView]) = ([], [])

  /// The accessories shown now, made into views.
  private func shownAccessories() -> (leading: [UIView], trailing: [UIView]) {
    let state = configurationState
    let shown = accessories.filter { $0.isShown(editing: state.isEditing) }
    return (
      shown.filter(\.isLeading).map { $0.makeView(in: state) },
      shown.filter { !$0.isLeading }.map { $0.makeView(in: state) }
    )
  }

  /// The room accessories take from the content view: their widths and a
  /// row's spacing (8 points) between them and the content.
  private func accessoryRoom(_ views: [UIView]) -> CGFloat {
    guard !views.isEmpty else { return 0 }
    let widths = views.map(\.frame.width)
    return widths.reduce(0, +) + CGFloat(views.count) * ListRowContent.spacing
  }

  /// The leading room: the indentation and the leading accessories with
  /// the row's leading margin before them.
  private func leadingRoom(_ views: [UIView]) -> CGFloat {
    CGFloat(indentationLevel) * indentationWidth
      + (views.isEmpty
        ? 0
        : CompositionalLayout.ListConfiguration.rowMargins.leading
          + accessoryRoom(views) - ListRowContent.spacing)
  }

  /// Between the accessories, indented by the indentation level.
  override var contentViewFrame: CGRect {
    let leading = leadingRoom(accessoryViews.leading)
    return CGRect(
      x: leading, y: 0,
      width: max(
        0, bounds.width - leading - accessoryRoom(accessoryViews.trailing)),
      height: bounds.height)
  }

  /// Lays the content out between the accessories, and the accessories at
  /// the margins, centred.
  open override func layoutSubviews() {
    updateConfigurationIfNeeded()
    for view in accessoryViews.leading + accessoryViews.trailing {
      view.removeFromSuperview()
    }
    accessoryViews = shownAccessories()
    super.layoutSubviews()
    let margins = CompositionalLayout.ListConfiguration.rowMargins
    var leading = CGFloat(indentationLevel) * indentationWidth + margins.leading
    for view in accessoryViews.leading {
      view.frame.origin = CGPoint(
        x: leading, y: (bounds.height - view.frame.height) / 2)
      leading += view.frame.width + ListRowContent.spacing
      addSubview(view)
    }
    var trailing = bounds.width - margins.trailing
    for view in accessoryViews.trailing.reversed() {
      view.frame.origin = CGPoint(
        x: trailing - view.frame.width,
        y: (bounds.height - view.frame.height) / 2)
      trailing -= view.frame.width + ListRowContent.spacing
      addSubview(view)
    }
  }

  /// The content's size between the accessories, at least 44 tall, in
  /// whole points as the engine's list rows.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let views = shownAccessories()
    let inner = CGSize(
      width: max(
        0,
        size.width - leadingRoom(views.leading)
          - accessoryRoom(views.trailing)),
      height: size.height)
    let content = super.sizeThatFits(inner)
    let tallest =
      (views.leading + views.trailing).map(\.frame.height).max() ?? 0
    return CGSize(
      width: size.width,
      height: CompositionalLayout.ListConfiguration.rowHeight(
        fitting: max(content.height, tallest)))
  }

  /// The x of the text, from the cell's leading edge: where automatic
  /// separators start.
  var textLeading: CGFloat? {
    if let constrained = constrainedSeparatorLeading { return constrained }
    guard
      let configuration = contentConfiguration as? UIListContentConfiguration
    else { return nil }
    return contentViewFrame.minX + configuration.textLeading
  }

  /// Where the app's constraints put ``separatorLayoutGuide``'s leading
  /// edge, as a custom cell puts it under its text; `nil` when no active
  /// constraint in the cell places the guide.
  private var constrainedSeparatorLeading: CGFloat? {
    let guide = separatorLayoutGuide
    var pending: [UIView] = [self]
    while let view = pending.popLast() {
      if view.constraints.contains(where: {
        $0.isActive && ($0.firstItem === guide || $0.secondItem === guide)
      }) {
        return guide.layoutFrame.minX
      }
      pending += view.subviews
    }
    return nil
  }

  /// Forgets the accessories, as a reused cell starts bare.
  open override func prepareForReuse() {
    super.prepareForReuse()
    accessories = []
  }
}
