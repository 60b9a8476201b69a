import CollectionLayout
import CoreGraphics
import Foundation

/// A table of rows in sections, as UIKit's `UITableView`: plain, grouped
/// or inset grouped, its rows, headers, footers, separators and section
/// backgrounds laid out by the engine's list layout (the one a
/// collection view's `UICollectionLayoutListConfiguration` uses), its
/// cells and header views real subviews, as on iOS.
///
/// The data source is asked for the rows when the table first lays out and
/// after `reloadData()` or an update; rows that stay on screen keep their
/// cells. Rows sized automatically (`automaticDimension`, the default) are
/// measured by their cells, each at least 44 points; rows outside the
/// bounds are measured too, so the content size is exact, and only the
/// rows inside keep their cells, as `visibleCells` says.
open class UITableView: UIScrollView {
  /// The table's look.
  public enum Style: Int, Sendable {
    /// Edge-to-edge rows, headers pinned while their section shows.
    case plain
    /// Sections apart on a grey background.
    case grouped
    /// Sections in rounded groups inset from the sides.
    case insetGrouped

    /// The engine's list appearance.
    var appearance: CompositionalLayout.ListConfiguration.Appearance {
      switch self {
      case .plain: .plain
      case .grouped: .grouped
      case .insetGrouped: .insetGrouped
      }
    }
  }

  /// Where a row ends up when scrolled to.
  public enum ScrollPosition: Int, Sendable {
    case none, top, middle, bottom
  }

  /// How rows appear and disappear; a still image shows the end.
  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle
    case automatic = 100
  }

  /// Which edges separator insets are measured from.
  public enum SeparatorInsetReference: Int, Sendable {
    case fromCellEdges, fromAutomaticInsets
  }

  /// A length the table works out: a row's from its cell, a header's
  /// from its title or view, as UIKit's `automaticDimension`.
  public static let automaticDimension: CGFloat = -1

  /// The look.
  public let style: Style
  /// Gives the sections, rows and cells.
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet { setNeedsReload() }
  }
  /// Answers heights, headers and selection: a ``UITableViewDelegate``.
  ///
  /// UIKit narrows its scroll view's `delegate` to the table view's
  /// protocol, which Swift cannot do to a stored property; it is set as
  /// on iOS and reads back as a ``UIScrollViewDelegate``.
  open override weak var delegate: (any UIScrollViewDelegate)? {
    didSet { setNeedsReload() }
  }
  /// The delegate as the table view asks it.
  var tableDelegate: (any UITableViewDelegate)? {
    delegate as? any UITableViewDelegate
  }
  /// Each row's height; `automaticDimension` (the default) lets the cell
  /// size itself.
  open var rowHeight = UITableView.automaticDimension {
    didSet { setNeedsReload() }
  }
  /// An estimate of rows' heights; kept, every row is measured.
  open var estimatedRowHeight = UITableView.automaticDimension
  /// Each header's height; `automaticDimension` fits the title or view.
  open var sectionHeaderHeight = UITableView.automaticDimension {
    didSet { setNeedsReload() }
  }
  /// Each footer's height; `automaticDimension` fits the title or view.
  open var sectionFooterHeight = UITableView.automaticDimension {
    didSet { setNeedsReload() }
  }
  /// An estimate of headers' heights; kept.
  open var estimatedSectionHeaderHeight = UITableView.automaticDimension
  /// An estimate of footers' heights; kept.
  open var estimatedSectionFooterHeight = UITableView.automaticDimension
  /// The space above each header; `automaticDimension` for the style's.
  open var sectionHeaderTopPadding = UITableView.automaticDimension {
    didSet { setNeedsReload() }
  }
  /// Whether lines separate rows.
  open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine {
    didSet { setNeedsLayout() }
  }
  /// The lines' colour; UIKit's `separator` by default.
  open var separatorColor: UIColor? = .separator {
    didSet { setNeedsLayout() }
  }
  /// Where lines start and end when a cell sets no inset of its own; the
  /// default starts them under each row's text.
  open var separatorInset: UIEdgeInsets {
    get {
      ownSeparatorInset
        ?? UIEdgeInsets(
          top: 0,
          left: CompositionalLayout.ListConfiguration.rowMargins.leading,
          bottom: 0, right: 0)
    }
    set { ownSeparatorInset = newValue }
  }
  var ownSeparatorInset: UIEdgeInsets?
  /// Which edges the separator inset is measured from.
  open var separatorInsetReference = SeparatorInsetReference.fromCellEdges
  /// A view above the first section, as wide as the table.
  open var tableHeaderView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      setNeedsReload()
    }
  }
  /// A view below the last section, as wide as the table.
  open var tableFooterView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      setNeedsReload()
    }
  }
  /// A view behind the table's content, as large as the table.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      setNeedsLayout()
    }
  }
  /// Whether rows can be selected.
  open var allowsSelection = true
  /// Whether several rows can be selected at once.
  open var allowsMultipleSelection = false
  /// Whether rows can be selected while editing.
  open var allowsSelectionDuringEditing = false
  /// Whether several rows can be selected while editing.
  open var allowsMultipleSelectionDuringEditing = false
  /// Whether the rows show their editing controls.
  open var isEditing = false {
    didSet { setNeedsReload() }
  }
  /// Whether cells' margins follow the readable width; kept.
  open var cellLayoutMarginsFollowReadableWidth = false
  /// Whether content views keep clear of the safe area; kept.
  open var insetsContentViewsToSafeArea = true
  /// The colour of the section index's titles.
  open var sectionIndexColor: UIColor?
  /// Whether the table remembers the focused row.
  open var remembersLastFocusedIndexPath = false
  /// How many rows a table shows before it counts as long.
  open var sectionIndexMinimumDisplayRowCount = 0

  /// A table of `style` in `frame`.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    backgroundColor =
      style == .plain ? .systemBackground : .systemGroupedBackground
  }

  /// A plain table in `frame`.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// A table from an archive.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
    backgroundColor = .systemBackground
  }

  // MARK: Registration and reuse

  var cells = ReusePool<UITableViewCell>()
  var headerFooters = ReusePool<UITableViewHeaderFooterView>()

  /// Registers the class of cells dequeued with `identifier`.
  open func register(
    _ cellClass: AnyClass?, forCellReuseIdentifier identifier: String
  ) {
    cells.register(cellClass, for: identifier)
  }

  /// Registers a nib for cells dequeued with `identifier`.
  ///
  /// Linux cannot load a nib: dequeuing from it raises a message that names it and
  /// says to register the cell's class instead.
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    cells.register(nib, for: identifier)
  }

  /// Registers the class of headers and footers dequeued with
  /// `identifier`.
  open func register(
    _ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    headerFooters.register(aClass, for: identifier)
  }

  /// Registers a nib for headers and footers; dequeuing from it raises,
  /// as for cells.
  open func register(
    _ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    headerFooters.register(nib, for: identifier)
  }

  /// A cell to reuse for `identifier`, or a new one of the registered
  /// class; `nil` when none is queued and no class is registered.
  open func dequeueReusableCell(withIdentifier identifier: String)
    -> UITableViewCell?
  {
    if let cell = cells.reused(for: identifier) { return cell }
    switch cells.registration(for: identifier) {
    case .nib(let nib):
      Self.raiseNib(nib, identifier: identifier, what: "cell")
      return UITableViewCell(style: .default, reuseIdentifier: identifier)
    case .viewClass(let type as UITableViewCell.Type):
      return type.init(dequeuedWithReuseIdentifier: identifier)
    default: return nil
    }
  }

  /// A cell to reuse for `identifier`, or a new one of the registered
  /// class; raises UIKit's message when nothing is registered for it.
  open func dequeueReusableCell(
    withIdentifier identifier: String, for indexPath: IndexPath
  ) -> UITableViewCell {
    if let cell = dequeueReusableCell(withIdentifier: identifier) {
      return cell
    }
    UIKitException.raise(
      "unable to dequeue a cell with identifier \(identifier) - must "
        + "register a nib or a class for the identifier or connect a "
        + "prototype cell in a storyboard")
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// A header or footer to reuse for `identifier`, or a new one of the
  /// registered class; `nil` when none is registered.
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    if let view = headerFooters.reused(for: identifier) { return view }
    switch headerFooters.registration(for: identifier) {
    case .nib(let nib):
      Self.raiseNib(nib, identifier: identifier, what: "header or footer")
      return UITableViewHeaderFooterView(reuseIdentifier: identifier)
    case .viewClass(let type as UITableViewHeaderFooterView.Type):
      return type.init(dequeuedWithReuseIdentifier: identifier)
    default: return nil
    }
  }

  private static func raiseNib(_ nib: UINib, identifier: String, what: String) {
    UIKitException.raise(
      "could not load NIB '\(nib.name)' for the \(what) with identifier "
        + "\(identifier): Linux cannot load nibs. Register the class with "
        + "register(_:forCellReuseIdentifier:) (or "
        + "forHeaderFooterViewReuseIdentifier:) and build its views in code.")
  }

  func enqueue(_ cell: UITableViewCell) {
    cell.removeFromSuperview()
    guard let identifier = cell.reuseIdentifier else { return }
    cells.enqueue(cell, for: identifier)
  }

  func enqueue(_ view: UIView) {
    view.removeFromSuperview()
    guard let view = view as? UITableViewHeaderFooterView,
      let identifier = view.reuseIdentifier
    else { return }
    headerFooters.enqueue(view, for: identifier)
  }

  // MARK: Data

  /// The rows of each section since the last reload.
  var rowCounts: [Int]?
  /// Whether the data source must be asked again.
  var needsReload = true
  /// Each row's height since the last reload.
  var heights: [IndexPath: CGFloat] = [:]
  /// The cells shown, by row.
  var shownCells: [IndexPath: UITableViewCell] = [:]
  /// Cells made to measure rows, kept until placed or queued.
  var measuringCells: [IndexPath: UITableViewCell] = [:]
  /// The header and footer views shown, by section.
  var shownHeaders: [Int: UIView] = [:]
  var shownFooters: [Int: UIView] = [:]
  /// The delegate's header and footer views (or none), asked once per
  /// reload.
  var givenHeaders: [Int: UIView?] = [:]
  var givenFooters: [Int: UIView?] = [:]
  /// Section backgrounds and separators, remade each pass.
  var decorations: [UIView] = []
  /// Where each row, header and footer is, in content coordinates.
  var rowFrames: [IndexPath: CGRect] = [:]
  var headerFrames: [Int: CGRect] = [:]
  var footerFrames: [Int: CGRect] = [:]
  var selected: [IndexPath] = []
  var lastSize = CGSize.zero
  /// Whether something asked for a new layout since the last one.
  var needsPlacement = true
  /// The bounds and traits the rows were last placed for.
  var placedBounds = CGRect.null
  var placedTraits: UITraitCollection?

  /// Asks for the rows to be laid out and placed again.
  open override func setNeedsLayout() {
    super.setNeedsLayout()
    needsPlacement = true
  }

  func setNeedsReload() {
    needsReload = true
    setNeedsLayout()
  }

  /// Asks the data source for everything again.
  open func reloadData() {
    for cell in shownCells.values { enqueue(cell) }
    shownCells = [:]
    for view in Array(shownHeaders.values) + Array(shownFooters.values) {
      enqueue(view)
    }
    shownHeaders = [:]
    shownFooters = [:]
    rowCounts = nil
    setNeedsReload()
  }

  /// The number of sections.
  open var numberOfSections: Int { counts().count }

  /// The number of rows in `section`.
  open func numberOfRows(inSection section: Int) -> Int {
    let counts = counts()
    return counts.indices.contains(section) ? counts[section] : 0
  }

  func counts() -> [Int] {
    if let rowCounts { return rowCounts }
    guard let dataSource else { return [] }
    let sections = max(0, dataSource.numberOfSections(in: self))
    let counts = (0..<sections).map {
      max(0, dataSource.tableView(self, numberOfRowsInSection: $0))
    }
    rowCounts = counts
    return counts
  }

  // MARK: Layout

  /// Asks for anything new, lays the sections out with the engine's list
  /// layout, and places the cells inside the bounds, the headers, footers,
  /// separators and section backgrounds; nothing when nothing changed.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if bounds.size != lastSize {
      lastSize = bounds.size
      needsReload = true
    }
    if needsReload {
      needsReload = false
      rowCounts = nil
      heights = [:]
      givenHeaders = [:]
      givenFooters = [:]
      for (path, cell) in shownCells {
        measuringCells[path] = cell
      }
      shownCells = [:]
      needsPlacement = true
    }
    // Queries (`rectForRow(at:)`, `visibleCells`) lay out first; the
    // engine runs again only when something changed.
    guard
      needsPlacement || bounds != placedBounds
        || traitCollection != placedTraits
    else { return }
    layOut()
    needsPlacement = false
    placedBounds = bounds
    placedTraits = traitCollection
  }

  // MARK: Rows and views

  /// The cells shown, top to bottom.
  open var visibleCells: [UITableViewCell] {
    layoutIfNeeded()
    return shownCells.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The rows shown, top to bottom; `nil` when none.
  open var indexPathsForVisibleRows: [IndexPath]? {
    layoutIfNeeded()
    let rows = shownCells.keys.sorted()
    return rows.isEmpty ? nil : rows
  }

  /// The cell shown for the row, or `nil` when the row is not shown.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    layoutIfNeeded()
    return shownCells[indexPath]
  }

  /// The row a shown cell is at.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    shownCells.first { $0.value === cell }?.key
  }

  /// The row at `point`, in the table's coordinates.
  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    layoutIfNeeded()
    return rowFrames.first { $0.value.contains(point) }?.key
  }

  /// The rows that meet `rect`, in order.
  open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    layoutIfNeeded()
    let rows = rowFrames.filter {
      $0.value.minY < rect.maxY && $0.value.maxY > rect.minY
        && $0.value.minX < rect.maxX && $0.value.maxX > rect.minX
    }.keys.sorted()
    return rows.isEmpty ? nil : rows
  }

  /// Where the row is, in the table's coordinates; `.zero` for no row.
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    layoutIfNeeded()
    return rowFrames[indexPath] ?? .zero
  }

  /// Where the section's header is.
  open func rectForHeader(inSection section: Int) -> CGRect {
    layoutIfNeeded()
    return headerFrames[section] ?? .zero
  }

  /// Where the section's footer is.
  open func rectForFooter(inSection section: Int) -> CGRect {
    layoutIfNeeded()
    return footerFrames[section] ?? .zero
  }

  /// Where the whole section is: its header, rows and footer.
  open func rect(forSection section: Int) -> CGRect {
    layoutIfNeeded()
    var rect = CGRect.null
    for frame in [headerFrames[section], footerFrames[section]] {
      if let frame { rect = rect.union(frame) }
    }
    for (path, frame) in rowFrames where path.section == section {
      rect = rect.union(frame)
    }
    return rect.isNull ? .zero : rect
  }

  /// The header view shown for the section.
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView?
  {
    layoutIfNeeded()
    return shownHeaders[section] as? UITableViewHeaderFooterView
  }

  /// The footer view shown for the section.
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView?
  {
    layoutIfNeeded()
    return shownFooters[section] as? UITableViewHeaderFooterView
  }

  /// Scrolls so the row is at `scrollPosition`, within the content.
  open func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    layoutIfNeeded()
    guard let frame = rowFrames[indexPath] else { return }
    let inset = adjustedContentInset
    let visible = bounds.height - inset.top - inset.bottom
    var y: CGFloat
    switch scrollPosition {
    case .top, .none: y = frame.minY - inset.top
    case .middle: y = frame.midY - inset.top - visible / 2
    case .bottom: y = frame.maxY - inset.top - visible
    }
    let most = max(
      -inset.top, contentSize.height + inset.bottom - bounds.height)
    y = min(max(-inset.top, y), most)
    contentOffset = CGPoint(x: contentOffset.x, y: y)
  }

  // MARK: Selection and editing

  /// The selected row, the first of several.
  open var indexPathForSelectedRow: IndexPath? { selected.first }

  /// The selected rows; `nil` when none.
  open var indexPathsForSelectedRows: [IndexPath]? {
    selected.isEmpty ? nil : selected.sorted()
  }

  /// Selects the row, without telling the delegate, as UIKit; scrolls it
  /// to `scrollPosition`.
  open func selectRow(
    at indexPath: IndexPath?, animated: Bool,
    scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      for path in selected { shownCells[path]?.isSelected = false }
      selected = []
      return
    }
    guard allowsSelection || (isEditing && allowsSelectionDuringEditing)
    else { return }
    if !allowsMultipleSelection {
      for path in selected { shownCells[path]?.isSelected = false }
      selected = []
    }
    if !selected.contains(indexPath) { selected.append(indexPath) }
    shownCells[indexPath]?.isSelected = true
    if scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the row, without telling the delegate.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selected.removeAll { $0 == indexPath }
    shownCells[indexPath]?.isSelected = false
  }

  /// Turns editing on or off.
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
  }

  // MARK: Updates

  var batch: [UICollectionViewUpdateItem]?
  var countsBeforeBatch: [Int]?

  /// Runs `updates` (row and section changes the data source has made)
  /// as one update, checking the counts as UIKit does, then reloads.
  open func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    beginUpdates()
    updates?()
    endUpdates()
    completion?(true)
  }

  /// Starts a group of changes that ``endUpdates()`` checks and shows.
  open func beginUpdates() {
    if batch == nil {
      countsBeforeBatch = rowCounts ?? counts()
      batch = []
    }
  }

  /// Checks the changes since ``beginUpdates()`` against the data source's
  /// counts, raising UIKit's message when they do not add up, and shows
  /// them.
  open func endUpdates() {
    guard let updates = batch, let before = countsBeforeBatch else { return }
    batch = nil
    countsBeforeBatch = nil
    rowCounts = nil
    let after = counts()
    let check = BatchCounts(
      before: before, after: after, updates: updates, rows: true)
    if let problem = check.problem {
      UIKitException.raise(problem)
    }
    selected = selected.filter {
      after.indices.contains($0.section) && $0.item < after[$0.section]
    }
    reloadData()
  }

  func record(_ items: [UICollectionViewUpdateItem]) {
    let alone = batch == nil
    if alone { beginUpdates() }
    batch? += items
    if alone { endUpdates() }
  }

  /// Inserts rows the data source has added.
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation)
  {
    record(indexPaths.map { .init(action: .insert, before: nil, after: $0) })
  }

  /// Deletes rows the data source has removed.
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation)
  {
    record(indexPaths.map { .init(action: .delete, before: $0, after: nil) })
  }

  /// Moves a row the data source has moved.
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record([.init(action: .move, before: indexPath, after: newIndexPath)])
  }

  /// Reloads rows.
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation)
  {
    record(indexPaths.map { .init(action: .reload, before: $0, after: $0) })
  }

  /// Reconfigures rows: asks the data source for them again.
  open func reconfigureRows(at indexPaths: [IndexPath]) {
    reloadRows(at: indexPaths, with: .none)
  }

  /// Inserts sections the data source has added.
  open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    record(
      sections.map {
        .init(
          action: .insert, before: nil,
          after: IndexPath(item: NSNotFound, section: $0))
      })
  }

  /// Deletes sections the data source has removed.
  open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    record(
      sections.map {
        .init(
          action: .delete, before: IndexPath(item: NSNotFound, section: $0),
          after: nil)
      })
  }

  /// Moves a section the data source has moved.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    record([
      .init(
        action: .move, before: IndexPath(item: NSNotFound, section: section),
        after: IndexPath(item: NSNotFound, section: newSection))
    ])
  }

  /// Reloads sections.
  open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    record(
      sections.map {
        .init(
          action: .reload, before: IndexPath(item: NSNotFound, section: $0),
          after: IndexPath(item: NSNotFound, section: $0))
      })
  }
}

/// The line between two rows, as UIKit's `_UITableViewCellSeparatorView`.
final class TableSeparatorView: UIView {}
