import CollectionLayout
import CoreGraphics

/// A table view's row, as UIKit's `UITableViewCell`: a content view with
/// the classic style's labels and picture, or a content configuration, an
/// accessory at the trailing edge, and backgrounds that show selection.
///
/// The classic labels (``textLabel``, ``detailTextLabel``, ``imageView``)
/// are placed where a list's `UIListContentConfiguration` places its text,
/// secondary text and picture (`cell()`, `valueCell()`, `subtitleCell()`),
/// so a table's rows and a list's share one geometry: 16-point margins, 11
/// above and below, at least 44 points tall.
open class UITableViewCell: UIView {
  /// The classic layouts of a cell's labels.
  public enum CellStyle: Int, Sendable {
    /// A label, with an optional picture before it.
    case `default`
    /// A label and, at the trailing edge, a grey detail label.
    case value1
    /// A small tinted label right-aligned in a column, then a detail label.
    case value2
    /// A label with a smaller grey detail label under it.
    case subtitle
  }

  /// How a selected cell looks.
  public enum SelectionStyle: Int, Sendable {
    case none, blue, gray, `default`
  }

  /// The standard accessories.
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark,
      detailButton
  }

  /// What an editing control does to a row.
  public enum EditingStyle: Int, Sendable {
    case none, delete, insert
  }

  /// The line between rows.
  public enum SeparatorStyle: Int, Sendable {
    case none, singleLine, singleLineEtched
  }

  /// How a focused cell looks.
  public enum FocusStyle: Int, Sendable {
    case `default`, custom
  }

  /// The identifier it was made or dequeued with.
  public let reuseIdentifier: String?
  /// The classic style.
  let cellStyle: CellStyle
  /// The view that holds the cell's content, beside the accessory; the
  /// content configuration's view once one is set.
  public private(set) var contentView = UIView(frame: .zero)

  /// A cell of `style`, reused under `reuseIdentifier`.
  public init(style: CellStyle, reuseIdentifier: String?) {
    cellStyle = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    addSubview(contentView)
  }

  /// A default cell in `frame`.
  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// A cell from an archive.
  public required init?(coder: NSCoder) {
    cellStyle = .default
    reuseIdentifier = nil
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// A cell a table view makes when it dequeues one of a registered class:
  /// `init(style: .default, reuseIdentifier:)` of that class.
  ///
  /// Swift on Linux can make an instance of a class held as a value only
  /// through a required initialiser; every subclass that overrides
  /// `init(style:reuseIdentifier:)` and `init(coder:)` inherits this one.
  public required convenience init(
    dequeuedWithReuseIdentifier identifier: String
  ) {
    self.init(style: .default, reuseIdentifier: identifier)
  }

  // MARK: Classic content

  private var madeTextLabel: UILabel?
  private var madeDetailTextLabel: UILabel?
  private var madeImageView: UIImageView?

  /// The style's configuration, the geometry of the classic labels.
  private var styleConfiguration: UIListContentConfiguration {
    switch cellStyle {
    case .default: .cell()
    case .value1: .valueCell()
    case .value2: .valueCell()
    case .subtitle: .subtitleCell()
    }
  }

  /// The main label, made on first use in the style's font.
  open var textLabel: UILabel? {
    if let madeTextLabel { return madeTextLabel }
    let label = UILabel(frame: .zero)
    let properties = styleConfiguration.textProperties
    label.font =
      cellStyle == .value2
      ? .preferredFont(forTextStyle: .subheadline) : properties.font
    label.textColor = cellStyle == .value2 ? tintColor : properties.color
    if cellStyle == .value2 { label.textAlignment = .right }
    contentView.addSubview(label)
    madeTextLabel = label
    setNeedsLayout()
    return label
  }

  /// The detail label, made on first use; `nil` for the default style.
  open var detailTextLabel: UILabel? {
    guard cellStyle != .default else { return nil }
    if let madeDetailTextLabel { return madeDetailTextLabel }
    let label = UILabel(frame: .zero)
    let properties = styleConfiguration.secondaryTextProperties
    label.font =
      cellStyle == .value2
      ? .preferredFont(forTextStyle: .subheadline) : properties.font
    label.textColor = cellStyle == .value2 ? .label : properties.color
    if cellStyle == .value1 { label.textAlignment = .right }
    contentView.addSubview(label)
    madeDetailTextLabel = label
    setNeedsLayout()
    return label
  }

  /// The picture before the text, made on first use.
  open var imageView: UIImageView? {
    if let madeImageView { return madeImageView }
    let view = UIImageView(frame: .zero)
    view.contentMode = .center
    contentView.addSubview(view)
    madeImageView = view
    setNeedsLayout()
    return view
  }

  // MARK: Accessories and editing

  /// The standard accessory at the trailing edge.
  open var accessoryType = AccessoryType.none {
    didSet { setNeedsLayout() }
  }
  /// A view of the app's at the trailing edge, instead of the type's.
  open var accessoryView: UIView? {
    didSet { setNeedsLayout() }
  }
  /// The accessory while editing.
  open var editingAccessoryType = AccessoryType.none
  /// The accessory view while editing.
  open var editingAccessoryView: UIView?
  /// How the cell looks when selected.
  open var selectionStyle = SelectionStyle.default {
    didSet { showSelection() }
  }
  /// How the cell looks when focused.
  open var focusStyle = FocusStyle.default
  /// Whether the cell is selected; shows the selected background.
  open var isSelected = false {
    didSet { showSelection() }
  }
  /// Whether the cell is touched; shows the selected background.
  open var isHighlighted = false {
    didSet { showSelection() }
  }
  /// Whether the cell is in editing mode.
  open var isEditing = false {
    didSet { setNeedsLayout() }
  }
  /// Whether the reorder control shows while editing.
  open var showsReorderControl = false
  /// Whether the content moves in for the editing control.
  open var shouldIndentWhileEditing = true
  /// The editing control's style, as the table's delegate gives it.
  open internal(set) var editingStyle = EditingStyle.none
  /// How far the content is indented, in steps of ``indentationWidth``.
  open var indentationLevel = 0 {
    didSet { setNeedsLayout() }
  }
  /// One step of indentation.
  open var indentationWidth: CGFloat = 10
  /// Where the line under the cell starts and ends; unset, the line
  /// starts under the text, as UIKit's automatic inset.
  open var separatorInset: UIEdgeInsets {
    get {
      ownSeparatorInset
        ?? UIEdgeInsets(top: 0, left: textLeading, bottom: 0, right: 0)
    }
    set { ownSeparatorInset = newValue }
  }
  /// The separator inset the app set.
  private(set) var ownSeparatorInset: UIEdgeInsets?

  /// Selects or deselects the cell.
  open func setSelected(_ selected: Bool, animated: Bool) {
    isSelected = selected
  }

  /// Highlights the cell or not.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    isHighlighted = highlighted
  }

  /// Turns editing on or off.
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
  }

  // MARK: Backgrounds and configurations

  /// A view behind the content, as large as the cell.
  open var backgroundView: UIView? {
    didSet { place(oldValue, backgroundView, at: 0) }
  }
  /// A view behind the content while selected or highlighted; `nil`, the
  /// selection style's grey.
  open var selectedBackgroundView: UIView? {
    didSet {
      place(
        oldValue, selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
      showSelection()
    }
  }
  /// A view behind a selected cell while the table selects several.
  open var multipleSelectionBackgroundView: UIView?
  /// The grey a selected cell shows without a selected background view.
  private let selectionFill = UIView(frame: .zero)

  /// What the content view shows.
  open var contentConfiguration: UIContentConfiguration? {
    didSet { showContentConfiguration() }
  }
  /// Whether the content configuration is updated for each new state.
  open var automaticallyUpdatesContentConfiguration = true
  /// What the cell draws behind its content.
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet { setNeedsLayout() }
  }
  /// Whether the background configuration is updated for each new state.
  open var automaticallyUpdatesBackgroundConfiguration = true
  /// Called with the cell and its state whenever its configuration updates.
  public typealias ConfigurationUpdateHandler = (
    _ cell: UITableViewCell, _ state: UICellConfigurationState
  ) -> Void
  /// Updates the cell's configurations for each new state.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }
  private var needsUpdateConfiguration = true
  private var configuredBackground: UIView?

  /// The cell's state: selected, highlighted, editing, traits.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isEditing = isEditing
    return state
  }

  /// A list row's configuration, to fill and set as
  /// ``contentConfiguration``.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    .cell()
  }

  /// Asks for ``updateConfiguration(using:)`` before the cell is next
  /// shown.
  open func setNeedsUpdateConfiguration() {
    needsUpdateConfiguration = true
    setNeedsLayout()
  }

  /// Updates the configurations for `state`, then runs
  /// ``configurationUpdateHandler``.
  open func updateConfiguration(using state: UICellConfigurationState) {
    if automaticallyUpdatesContentConfiguration, contentConfiguration != nil {
      showContentConfiguration(for: state)
    }
    configurationUpdateHandler?(self, state)
  }

  private func updateConfigurationIfNeeded() {
    guard needsUpdateConfiguration else { return }
    needsUpdateConfiguration = false
    updateConfiguration(using: configurationState)
  }

  private func showContentConfiguration(
    for state: UICellConfigurationState? = nil
  ) {
    guard let configuration = contentConfiguration else { return }
    let shown =
      automaticallyUpdatesContentConfiguration
      ? configuration.updated(for: state ?? configurationState)
      : configuration
    if let view = contentView as? UIContentView, view.supports(shown) {
      view.configuration = shown
    } else {
      let view = shown.makeContentView()
      let index = subviews.firstIndex { $0 === contentView }
      contentView.removeFromSuperview()
      contentView = view
      if let index { insertSubview(view, at: index) } else { addSubview(view) }
    }
    setNeedsLayout()
  }

  private func place(_ old: UIView?, _ new: UIView?, at index: Int) {
    old?.removeFromSuperview()
    guard let new else { return }
    new.frame = bounds
    insertSubview(new, at: min(index, subviews.count))
  }

  private func showSelection() {
    let shows = (isSelected || isHighlighted) && selectionStyle != .none
    selectedBackgroundView?.isHidden = !shows
    if selectedBackgroundView == nil, shows {
      selectionFill.backgroundColor = .systemGray4
      if selectionFill.superview == nil {
        insertSubview(selectionFill, at: backgroundView == nil ? 0 : 1)
      }
    } else {
      selectionFill.removeFromSuperview()
    }
    setNeedsUpdateConfiguration()
  }

  // MARK: Layout

  /// The accessory shown now, as a view.
  private var accessory: UIView?

  private func makeAccessory() -> UIView? {
    let view = isEditing ? editingAccessoryView : accessoryView
    if let view {
      if view.frame.size == .zero { view.frame.size = view.sizeThatFits(.zero) }
      return view
    }
    let type = isEditing ? editingAccessoryType : accessoryType
    let glyphs: [ListAccessory]
    switch type {
    case .none: return nil
    case .disclosureIndicator: glyphs = [.disclosureIndicator]
    case .checkmark: glyphs = [.checkmark]
    case .detailButton: glyphs = [.detail]
    case .detailDisclosureButton: glyphs = [.detail, .disclosureIndicator]
    }
    let views = glyphs.map { glyph in
      let view = AccessoryGlyphView(
        frame: CGRect(origin: .zero, size: glyph.size))
      view.glyph = glyph
      return view
    }
    guard views.count > 1 else { return views.first }
    let row = UIView(frame: .zero)
    var x: CGFloat = 0
    let height = views.map(\.frame.height).max() ?? 0
    for view in views {
      view.frame.origin = CGPoint(x: x, y: (height - view.frame.height) / 2)
      x += view.frame.width + ListRowLayout.accessorySpacing
      row.addSubview(view)
    }
    row.frame.size = CGSize(
      width: x - ListRowLayout.accessorySpacing, height: height)
    return row
  }

  /// The row geometry every list row shares, in the cell's direction.
  private var rowLayout: ListRowLayout {
    ListRowLayout(
      isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }

  /// The content view's frame, as the row geometry places a list cell's:
  /// the cell less the indentation and the accessory, the text ending a
  /// spacing before it, mirrored right to left.
  private func contentFrame(accessory: UIView?) -> CGRect {
    rowLayout.contentFrame(
      leading: [], trailing: accessory.map { [$0.frame.size] } ?? [],
      in: CGRect(origin: .zero, size: bounds.size),
      indent: CGFloat(indentationLevel) * indentationWidth)
  }

  /// The classic content as a list configuration: the labels' texts,
  /// fonts and line counts and the picture, so the list's geometry places
  /// them.
  private var classicConfiguration: UIListContentConfiguration {
    var configuration = styleConfiguration
    if let label = madeTextLabel {
      configuration.text = label.text ?? label.attributedText?.string
      configuration.textProperties.font = label.font
      configuration.textProperties.numberOfLines = label.numberOfLines
    }
    if let label = madeDetailTextLabel {
      configuration.secondaryText = label.text ?? label.attributedText?.string
      configuration.secondaryTextProperties.font = label.font
      configuration.secondaryTextProperties.numberOfLines = label.numberOfLines
    }
    configuration.image = madeImageView?.image
    // A wide picture keeps its own width, as a classic cell's does.
    if let size = madeImageView?.image?.size,
      size.width > ListRowLayout.imageSide
    {
      configuration.imageProperties.maximumSize = size
    }
    return configuration
  }

  /// Where the text starts, from the cell's leading edge.
  var textLeading: CGFloat {
    let configuration =
      contentConfiguration as? UIListContentConfiguration
      ?? classicConfiguration
    return contentFrame(accessory: accessory).minX + configuration.textLeading
  }

  /// Places the backgrounds, the accessory at the trailing margin, the
  /// content view beside it, and the classic labels where a list row puts
  /// its text.
  open override func layoutSubviews() {
    updateConfigurationIfNeeded()
    super.layoutSubviews()
    for view in [backgroundView, selectedBackgroundView, selectionFill] {
      view?.frame = bounds
    }
    configuredBackground?.removeFromSuperview()
    configuredBackground = nil
    if var background = backgroundConfiguration {
      if automaticallyUpdatesBackgroundConfiguration {
        background = background.updated(for: configurationState)
      }
      let view = background.makeView(
        in: bounds, margins: directionalLayoutMargins, tintColor: tintColor)
      insertSubview(view, at: 0)
      configuredBackground = view
    }
    accessory?.removeFromSuperview()
    accessory = makeAccessory()
    contentView.frame = contentFrame(accessory: accessory)
    if let accessory,
      let frame = rowLayout.accessoryFrames(
        leading: [], trailing: [accessory.frame.size],
        in: CGRect(origin: .zero, size: bounds.size)
      ).trailing.first
    {
      accessory.frame = frame
      addSubview(accessory)
    }
    guard contentConfiguration == nil else { return }
    layOutClassicContent()
  }

  private func layOutClassicContent() {
    let configuration = classicConfiguration
    let made = configuration.makeViews(in: contentView.bounds)
    var labels = made.compactMap { $0 as? UILabel }[...]
    if let picture = made.first(where: { $0 is UIImageView }) {
      madeImageView?.frame = picture.frame
    } else {
      madeImageView?.frame = .zero
    }
    if configuration.text?.isEmpty == false {
      madeTextLabel?.frame = labels.popFirst()?.frame ?? .zero
    } else {
      madeTextLabel?.frame = .zero
    }
    madeDetailTextLabel?.frame = labels.popFirst()?.frame ?? .zero
    if cellStyle == .value2, let text = madeTextLabel,
      let detail = madeDetailTextLabel
    {
      // A column of a quarter of the row for the label, the detail after.
      let inner = contentView.bounds.inset(by: contentView.layoutMargins)
      let column = inner.width / 4
      text.frame = CGRect(
        x: inner.minX, y: text.frame.minY, width: column,
        height: text.frame.height)
      detail.frame = CGRect(
        x: inner.minX + column + 6, y: detail.frame.minY,
        width: max(0, inner.width - column - 6), height: detail.frame.height)
    }
  }

  /// The row height the content needs at `size`'s width: the classic
  /// labels' or the configuration's, or the constraints', at least 44.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    updateConfigurationIfNeeded()
    let accessory = makeAccessory()
    let width = contentFrame(accessory: accessory).width
    let inner = CGSize(
      width: max(0, size.width - (bounds.width - width)), height: size.height)
    let content: CGFloat
    if contentConfiguration != nil {
      content = contentView.sizeThatFits(inner).height
    } else if madeTextLabel != nil || madeDetailTextLabel != nil
      || madeImageView != nil
    {
      content = classicConfiguration.size(fitting: inner).height
    } else {
      content =
        contentView.systemLayoutSizeFitting(
          inner, withHorizontalFittingPriority: .required,
          verticalFittingPriority: .fittingSizeLevel
        ).height
    }
    return CGSize(
      width: size.width,
      height: CompositionalLayout.ListConfiguration.rowHeight(
        fitting: max(content, accessory?.frame.height ?? 0)))
  }

  /// Told it is about to be dequeued again: unselected, not highlighted,
  /// not editing, as UIKit's.
  open func prepareForReuse() {
    isSelected = false
    isHighlighted = false
    isEditing = false
  }
}
