import CollectionLayout
import CoreGraphics

/// A cell, as UIKit's `UICollectionViewCell`: a content view, background
/// views or a background configuration, and a configuration state that
/// updates its configurations.
open class UICollectionViewCell: UICollectionReusableView {
  /// The view that holds the cell's content, as large as the cell; the
  /// content configuration's view once one is set, as in UIKit.
  public private(set) var contentView = UIView(frame: .zero)

  /// A cell with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    install(contentView)
  }

  /// A cell from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    install(contentView)
  }

  /// Puts `view` in as the content view, above the backgrounds.
  private func install(_ view: UIView) {
    let old = contentView
    contentView = view
    view.frame = contentViewFrame
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if old !== view, let index = subviews.firstIndex(where: { $0 === old }) {
      old.removeFromSuperview()
      insertSubview(view, at: index)
    } else if view.superview !== self {
      addSubview(view)
    }
  }

  // MARK: Configurations

  /// What the content view shows.
  ///
  /// Setting it gives the configuration, updated for the cell's state, to the content view when it supports
  /// it, or makes the content view anew.
  open var contentConfiguration: UIContentConfiguration? {
    didSet { showContentConfiguration() }
  }

  /// Whether the content configuration is updated for each new state.
  open var automaticallyUpdatesContentConfiguration = true

  /// What the cell draws behind its content; setting it replaces
  /// ``backgroundView``.
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet { showBackgroundConfiguration() }
  }

  /// Whether the list drawing it clipped the cell to its inset section's
  /// rounded corners.
  var isRoundedByInsetSection = false

  /// Whether the cell fills a background of its own: a background view,
  /// or a background configuration with a view or a colour that shows.
  var fillsOwnBackground: Bool {
    if backgroundView != nil { return true }
    guard let background = backgroundConfiguration else { return false }
    if background.customView != nil { return true }
    guard let color = background.backgroundColor else { return false }
    return color.cgColor.alpha > 0
  }

  /// Whether the background configuration is updated for each new state.
  open var automaticallyUpdatesBackgroundConfiguration = true

  /// Called with the cell and its state whenever its configuration
  /// updates, after ``updateConfiguration(using:)``'s own work.
  public typealias ConfigurationUpdateHandler = (
    _ cell: UICollectionViewCell, _ state: UICellConfigurationState
  ) -> Void

  /// Updates the cell's configurations for each new state.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Whether the configuration must be updated before the cell is shown.
  private var needsUpdateConfiguration = true

  /// The cell's state: selected, highlighted, expanded, editing, traits.
  ///
  /// Subclasses add their own keys.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isExpanded = outlineExpanded
    state.isEditing = isEditing
    return state
  }

  /// Asks for ``updateConfiguration(using:)`` before the cell is next
  /// shown.
  open func setNeedsUpdateConfiguration() { needsUpdateConfiguration = true }

  /// Updates the configurations for `state`.
  ///
  /// The content and background configurations update when they do so
  /// automatically, then ``configurationUpdateHandler`` runs. Subclasses
  /// override it to configure themselves from their state.
  open func updateConfiguration(using state: UICellConfigurationState) {
    if automaticallyUpdatesContentConfiguration, contentConfiguration != nil {
      showContentConfiguration(for: state)
    }
    if automaticallyUpdatesBackgroundConfiguration,
      backgroundConfiguration != nil
    {
      showBackgroundConfiguration(for: state)
    }
    configurationUpdateHandler?(self, state)
  }

  /// Runs ``updateConfiguration(using:)`` now if it was asked for.
  func updateConfigurationIfNeeded() {
    guard needsUpdateConfiguration else { return }
    needsUpdateConfiguration = false
    updateConfiguration(using: configurationState)
  }

  private func showContentConfiguration(
    for state: UICellConfigurationState? = nil
  ) {
    guard let configuration = contentConfiguration else {
      if contentView is UIContentView { install(UIView(frame: .zero)) }
      return
    }
    let shown =
      automaticallyUpdatesContentConfiguration
      ? configuration.updated(for: state ?? configurationState)
      : configuration
    if let view = contentView as? UIContentView, view.supports(shown) {
      view.configuration = shown
    } else {
      install(shown.makeContentView())
    }
    setNeedsLayout()
  }

  /// The view drawing the background configuration.
  private var configuredBackground: UIView?

  private func showBackgroundConfiguration(
    for state: UICellConfigurationState? = nil
  ) {
    configuredBackground?.removeFromSuperview()
    configuredBackground = nil
    guard var background = backgroundConfiguration else { return }
    if automaticallyUpdatesBackgroundConfiguration {
      background = background.updated(for: state ?? configurationState)
    }
    let view = background.makeView(
      in: bounds, margins: directionalLayoutMargins, tintColor: tintColor)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    insertSubview(view, at: 0)
    configuredBackground = view
  }

  /// The configuration of the background a cell of this kind has by
  /// default: none.
  open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
    .clear()
  }

  /// A list row's configuration, to fill and set as
  /// ``contentConfiguration``.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    .cell()
  }

  // MARK: State

  /// Whether the cell's item is an expanded parent in its section's
  /// outline, as a diffable data source says.
  var outlineExpanded = false {
    didSet { if oldValue != outlineExpanded { setNeedsUpdateConfiguration() } }
  }

  /// Whether the collection view showing the cell is editing.
  var isEditing = false {
    didSet { if oldValue != isEditing { setNeedsUpdateConfiguration() } }
  }

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
    setNeedsUpdateConfiguration()
  }

  // MARK: Layout

  /// Where the content view goes: the whole cell, or beside a list
  /// cell's accessories.
  var contentViewFrame: CGRect { bounds }

  /// Updates the configuration if asked, and keeps the content view and
  /// backgrounds as large as the cell.
  open override func layoutSubviews() {
    updateConfigurationIfNeeded()
    super.layoutSubviews()
    contentView.frame = contentViewFrame
    for view in [backgroundView, selectedBackgroundView] {
      view?.frame = bounds
    }
    if backgroundConfiguration != nil { showBackgroundConfiguration() }
  }

  /// The size the content view needs at `size`'s width, or the current
  /// size without a content configuration.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    updateConfigurationIfNeeded()
    guard contentConfiguration != nil else { return super.sizeThatFits(size) }
    return contentView.sizeThatFits(size)
  }

  /// Forgets selection and highlighting, as a reused cell starts
  /// unselected; its configurations stay, as in UIKit.
  open override func prepareForReuse() {
    super.prepareForReuse()
    isSelected = false
    isHighlighted = false
    outlineExpanded = false
  }
}
