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

  /// The row geometry every list row shares, in the cell's direction.
  private var rowLayout: ListRowLayout {
    ListRowLayout(
      isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }

  /// How far the indentation level moves the content.
  private var indent: CGFloat { CGFloat(indentationLevel) * indentationWidth }

  /// Between the accessories, indented by the indentation level, as the
  /// row geometry places it.
  override var contentViewFrame: CGRect {
    rowLayout.contentFrame(
      leading: accessoryViews.leading.map(\.frame.size),
      trailing: accessoryViews.trailing.map(\.frame.size), in: bounds,
      indent: indent)
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
    // The trailing accessories from the edge in: the last one nearest it.
    let trailing = Array(accessoryViews.trailing.reversed())
    let frames = rowLayout.accessoryFrames(
      leading: accessoryViews.leading.map(\.frame.size),
      trailing: trailing.map(\.frame.size), in: bounds, indent: indent)
    for (view, frame) in Array(zip(accessoryViews.leading, frames.leading))
      + Array(zip(trailing, frames.trailing))
    {
      view.frame = frame
      addSubview(view)
    }
  }

  /// The content's size between the accessories, at least 44 tall, in
  /// whole points as the engine's list rows.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let views = shownAccessories()
    let inner = CGSize(
      width: rowLayout.contentFrame(
        leading: views.leading.map(\.frame.size),
        trailing: views.trailing.map(\.frame.size),
        in: CGRect(origin: .zero, size: size), indent: indent
      ).width,
      height: size.height)
    let content = super.sizeThatFits(inner)
    let tallest =
      (views.leading + views.trailing).map(\.frame.height).max() ?? 0
    let fitted = max(content.height, tallest)
    // A header or footer (dequeued under its kind) fits its text; only
    // rows keep the 44-point minimum.
    let isSupplementary = reuseKey?.contains("\u{0}") == true
    return CGSize(
      width: size.width,
      height: isSupplementary
        ? fitted.rounded(.up)
        : CompositionalLayout.ListConfiguration.rowHeight(fitting: fitted))
  }

  /// The x of the text, from the cell's leading edge: where automatic
  /// separators start.
  var textLeading: CGFloat? {
    if let constrained = constrainedSeparatorLeading { return constrained }
    if let hosted = contentConfiguration as? ContentLeadingConfiguration {
      return contentViewFrame.minX + hosted.contentLeading
    }
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
    let constrained = subtree.contains { view in
      view.constraints.contains {
        $0.isActive && ($0.firstItem === guide || $0.secondItem === guide)
      }
    }
    return constrained ? guide.layoutFrame.minX : nil
  }

  /// Forgets the accessories, as a reused cell starts bare.
  open override func prepareForReuse() {
    super.prepareForReuse()
    accessories = []
  }
}

/// A content configuration that knows where its content starts from the
/// content view's leading edge (a hosting configuration's leading
/// margin): where a list row's automatic separator starts.
@MainActor package protocol ContentLeadingConfiguration {
  var contentLeading: CGFloat { get }
}
