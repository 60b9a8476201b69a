import CoreGraphics

/// A view controller whose view is a table view that it is the data
/// source and delegate of, as UIKit's `UITableViewController`.
///
/// Every data source and delegate method is an `open` method here, as
/// UIKit's controller implements them, so a subclass overrides them with
/// `override`, as code written for iOS does.
open class UITableViewController: UIViewController, UITableViewDataSource,
  UITableViewDelegate
{
  private let tableStyle: UITableView.Style

  /// A controller whose table has `style`.
  public init(style: UITableView.Style) {
    tableStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a plain table; a nib is not loaded.
  public override init(nibName: String?, bundle: Bundle?) {
    tableStyle = .plain
    super.init(nibName: nibName, bundle: bundle)
  }

  /// A controller from an archive, with a plain table.
  public required init?(coder: NSCoder) {
    tableStyle = .plain
    super.init(coder: coder)
  }

  /// The table view: the controller's view; implicitly unwrapped, as
  /// UIKit declares it.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// Whether the selection is cleared as the view appears; kept.
  open var clearsSelectionOnViewWillAppear = true

  /// Makes a table of the controller's style the size of an iPhone
  /// screen, with this controller as its data source and delegate.
  open override func loadView() {
    let table = UITableView(
      frame: UIDevice.current.screenBounds, style: tableStyle)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  /// Starts or ends editing, the table's too.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView.setEditing(editing, animated: animated)
  }

  // MARK: Data source

  /// One section.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// No rows: subclasses say how many.
  open func tableView(
    _ tableView: UITableView, numberOfRowsInSection section: Int
  ) -> Int { 0 }

  /// Subclasses that have rows give their cells.
  open func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    UIKitException.raise(
      "-[\(type(of: self)) tableView:cellForRowAtIndexPath:]: unrecognized selector sent to instance"
    )
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// No title.
  open func tableView(
    _ tableView: UITableView, titleForHeaderInSection section: Int
  ) -> String? { nil }

  /// No title.
  open func tableView(
    _ tableView: UITableView, titleForFooterInSection section: Int
  ) -> String? { nil }

  /// Editable.
  open func tableView(
    _ tableView: UITableView, canEditRowAt indexPath: IndexPath
  ) -> Bool { true }

  /// Not movable.
  open func tableView(
    _ tableView: UITableView, canMoveRowAt indexPath: IndexPath
  ) -> Bool { false }

  /// No index.
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

  /// Nothing to commit.
  open func tableView(
    _ tableView: UITableView,
    commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// Nothing to move.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  // MARK: Delegate

  /// The table's row height.
  open func tableView(
    _ tableView: UITableView, heightForRowAt indexPath: IndexPath
  ) -> CGFloat { tableView.rowHeight }

  /// The table's estimated row height.
  open func tableView(
    _ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath
  ) -> CGFloat { tableView.estimatedRowHeight }

  /// The table's header height.
  open func tableView(
    _ tableView: UITableView, heightForHeaderInSection section: Int
  ) -> CGFloat { tableView.sectionHeaderHeight }

  /// The table's footer height.
  open func tableView(
    _ tableView: UITableView, heightForFooterInSection section: Int
  ) -> CGFloat { tableView.sectionFooterHeight }

  /// None.
  open func tableView(
    _ tableView: UITableView, viewForHeaderInSection section: Int
  ) -> UIView? { nil }

  /// None.
  open func tableView(
    _ tableView: UITableView, viewForFooterInSection section: Int
  ) -> UIView? { nil }

  /// Nothing.
  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {}

  /// Nothing.
  open func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView,
    forSection section: Int
  ) {}

  /// Nothing.
  open func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView,
    forSection section: Int
  ) {}

  /// Nothing.
  open func tableView(
    _ tableView: UITableView, didSelectRowAt indexPath: IndexPath
  ) {}

  /// Nothing.
  open func tableView(
    _ tableView: UITableView, didDeselectRowAt indexPath: IndexPath
  ) {}

  /// The row itself.
  open func tableView(
    _ tableView: UITableView, willSelectRowAt indexPath: IndexPath
  ) -> IndexPath? { indexPath }

  /// Yes.
  open func tableView(
    _ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath
  ) -> Bool { true }

  /// Delete.
  open func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle { .delete }

  /// Yes.
  open func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool { true }

  /// None.
  open func tableView(
    _ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath
  ) -> Int { 0 }

  /// None.
  open func tableView(
    _ tableView: UITableView,
    leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  /// None.
  open func tableView(
    _ tableView: UITableView,
    trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  /// Nothing.
  open func tableView(
    _ tableView: UITableView,
    accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}

  /// Nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  // MARK: Scroll view delegate, open to override as on iOS

  /// Nothing.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

  /// Nothing.
  open func scrollViewDidEndDragging(
    _ scrollView: UIScrollView, willDecelerate decelerate: Bool
  ) {}

  /// Nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}

  /// Nothing: the drag stops where it would.
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}

  /// Nothing.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}

  /// Nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}

  /// True.
  open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
    true
  }

  /// Nothing.
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}

  /// None.
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }

  /// Nothing.
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
}
