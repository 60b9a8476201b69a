import CollectionLayout
import CoreGraphics

/// A table view's section header or footer, as UIKit's
/// `UITableViewHeaderFooterView`: a content view with a text label, or a
/// content configuration.
open class UITableViewHeaderFooterView: UIView {
  /// The identifier it was made or dequeued with.
  public let reuseIdentifier: String?
  /// The view that holds the content; the content configuration's view
  /// once one is set.
  public private(set) var contentView = UIView(frame: .zero)
  /// A view behind the content.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
    }
  }
  /// What the content view shows.
  open var contentConfiguration: UIContentConfiguration? {
    didSet { showContentConfiguration() }
  }
  /// Whether the content configuration is updated for each new state.
  open var automaticallyUpdatesContentConfiguration = true
  /// What the view draws behind its content.
  open var backgroundConfiguration: UIBackgroundConfiguration?
  /// Whether the background configuration is updated for each new state.
  open var automaticallyUpdatesBackgroundConfiguration = true
  /// Whether the table's style is grouped, which sets the title's look.
  var isGrouped = false
  /// Whether the view is a footer, its title under the rows.
  var isFooter = false

  /// A view reused under `reuseIdentifier`.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// A view in `frame`.
  public convenience override init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// A view from an archive.
  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// A view a table view makes when it dequeues one of a registered class.
  public required convenience init(
    dequeuedWithReuseIdentifier identifier: String
  ) {
    self.init(reuseIdentifier: identifier)
  }

  private var madeTextLabel: UILabel?
  private var madeDetailTextLabel: UILabel?

  /// The title label, made on first use.
  open var textLabel: UILabel? {
    if let madeTextLabel { return madeTextLabel }
    let label = UILabel(frame: .zero)
    contentView.addSubview(label)
    madeTextLabel = label
    setNeedsLayout()
    return label
  }

  /// A second label, made on first use.
  open var detailTextLabel: UILabel? {
    if let madeDetailTextLabel { return madeDetailTextLabel }
    let label = UILabel(frame: .zero)
    contentView.addSubview(label)
    madeDetailTextLabel = label
    setNeedsLayout()
    return label
  }

  /// The configuration of a header of the table's style, to fill and set
  /// as ``contentConfiguration``.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    isGrouped ? .groupedHeader() : .plainHeader()
  }

  private func showContentConfiguration() {
    guard let configuration = contentConfiguration else { return }
    if let view = contentView as? UIContentView, view.supports(configuration) {
      view.configuration = configuration
    } else {
      let view = configuration.makeContentView()
      let index = subviews.firstIndex { $0 === contentView }
      contentView.removeFromSuperview()
      contentView = view
      if let index { insertSubview(view, at: index) } else { addSubview(view) }
    }
    setNeedsLayout()
  }

  /// The classic title as a header configuration of the table's style.
  private var classicConfiguration: UIListContentConfiguration {
    var configuration = defaultContentConfiguration()
    configuration.text = madeTextLabel?.text
    if let font = madeTextLabel?.font {
      configuration.textProperties.font = font
    }
    return configuration
  }

  /// Keeps the content view as large as the view, and sets the classic
  /// title where a list header's goes: at the rows' text inset, just above
  /// the rows in a grouped table (just under them for a footer), centred
  /// in a plain one.
  open override func layoutSubviews() {
    super.layoutSubviews()
    backgroundView?.frame = bounds
    contentView.frame = bounds
    guard contentConfiguration == nil, let label = madeTextLabel else {
      return
    }
    let margins = CompositionalLayout.ListConfiguration.rowMargins
    let width = max(0, bounds.width - margins.leading - margins.trailing)
    let height = label.sizeThatFits(
      CGSize(width: width, height: .greatestFiniteMagnitude)
    ).height
    let y =
      !isGrouped
      ? (bounds.height - height) / 2
      : isFooter
        ? ListHeaderContent.titleGap
        : bounds.height - ListHeaderContent.titleGap - height
    label.frame = CGRect(
      x: margins.leading, y: y, width: width, height: height)
  }

  /// The height the content needs at `size`'s width.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    if contentConfiguration != nil { return contentView.sizeThatFits(size) }
    return classicConfiguration.size(fitting: size)
  }

  /// Told it is about to be dequeued again.
  open func prepareForReuse() {}
}
