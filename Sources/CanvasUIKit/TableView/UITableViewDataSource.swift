import CoreGraphics
import Foundation

/// Where a table view's sections and rows come from, as UIKit's protocol.
///
/// The optional methods have UIKit's defaults in an extension: one
/// section, no titles, rows editable and not movable.
@preconcurrency @MainActor public protocol UITableViewDataSource: AnyObject {
  /// The number of rows in `section`.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int)
    -> Int
  /// The cell of the row at `indexPath`.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  /// The number of sections: 1 unless the data source says.
  func numberOfSections(in tableView: UITableView) -> Int
  /// The title of `section`'s header; none by default.
  func tableView(
    _ tableView: UITableView, titleForHeaderInSection section: Int
  ) -> String?
  /// The title of `section`'s footer; none by default.
  func tableView(
    _ tableView: UITableView, titleForFooterInSection section: Int
  ) -> String?
  /// Whether the row can be edited; true by default.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath)
    -> Bool
  /// Whether the row can be moved; false by default.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath)
    -> Bool
  /// The titles of the section index; none by default.
  func sectionIndexTitles(for tableView: UITableView) -> [String]?
  /// Commits a delete or insert the user asked for.
  func tableView(
    _ tableView: UITableView,
    commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  /// Moves the row's data, as a reorder ends.
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No title.
  public func tableView(
    _ tableView: UITableView, titleForHeaderInSection section: Int
  ) -> String? { nil }
  /// No title.
  public func tableView(
    _ tableView: UITableView, titleForFooterInSection section: Int
  ) -> String? { nil }
  /// Editable.
  public func tableView(
    _ tableView: UITableView, canEditRowAt indexPath: IndexPath
  ) -> Bool { true }
  /// Not movable.
  public func tableView(
    _ tableView: UITableView, canMoveRowAt indexPath: IndexPath
  ) -> Bool { false }
  /// No index.
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    nil
  }
  /// Nothing to commit.
  public func tableView(
    _ tableView: UITableView,
    commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  /// Nothing to move.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}

/// What a scroll view tells as it scrolls and zooms, as UIKit's protocol.
///
/// A still image does not scroll; the methods are here so delegates that
/// implement them compile, and a test may call them.
@preconcurrency @MainActor public protocol UIScrollViewDelegate: AnyObject {
  /// The content moved.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// Dragging is about to begin.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// Dragging ended.
  func scrollViewDidEndDragging(
    _ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// Scrolling slowed to a stop.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// Dragging is about to end; the delegate may move where it stops, as
  /// a carousel pages.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// Scrolling is about to slow after a drag.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// An animated scroll in code ended.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// Whether a tap on the status bar scrolls to the top; true when not
  /// implemented.
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  /// The scroll view scrolled to the top.
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
  /// The view to zoom; none when not implemented, so nothing zooms.
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  /// The zoom scale changed.
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  /// Zooming is about to begin on `view`.
  func scrollViewWillBeginZooming(
    _ scrollView: UIScrollView, with view: UIView?)
  /// Zooming ended on `view` at `scale`.
  func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
  /// The adjusted content inset changed.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Nothing.
  public func scrollViewDidEndDragging(
    _ scrollView: UIScrollView, willDecelerate decelerate: Bool
  ) {}
  /// Nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Nothing: the drag stops where it would.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// True.
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
    true
  }
  /// Nothing.
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  /// None.
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// Nothing.
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  /// Nothing.
  public func scrollViewWillBeginZooming(
    _ scrollView: UIScrollView, with view: UIView?
  ) {}
  /// Nothing.
  public func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}
  /// Nothing.
  public func scrollViewDidChangeAdjustedContentInset(
    _ scrollView: UIScrollView
  ) {}
}

/// What a table view asks about heights, headers and selection, as UIKit's
/// protocol; every method is optional, with UIKit's default in an
/// extension.
@preconcurrency @MainActor
public protocol UITableViewDelegate:
  UIScrollViewDelegate
{
  /// The row's height; the table's ``UITableView/rowHeight`` by default
  /// (`automaticDimension`: the cell sizes itself).
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat
  /// The row's estimated height.
  func tableView(
    _ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath
  ) -> CGFloat
  /// The header's height; the table's ``UITableView/sectionHeaderHeight``
  /// by default.
  func tableView(
    _ tableView: UITableView, heightForHeaderInSection section: Int
  ) -> CGFloat
  /// The footer's height; the table's ``UITableView/sectionFooterHeight``
  /// by default.
  func tableView(
    _ tableView: UITableView, heightForFooterInSection section: Int
  ) -> CGFloat
  /// The header's view; none by default (the title's, if any).
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int)
    -> UIView?
  /// The footer's view; none by default.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int)
    -> UIView?
  /// The cell is about to be shown.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell,
    forRowAt indexPath: IndexPath)
  /// The header view is about to be shown.
  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView,
    forSection section: Int)
  /// The footer view is about to be shown.
  func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView,
    forSection section: Int)
  /// The row was selected by the user.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// The row was deselected by the user.
  func tableView(
    _ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// The row about to be selected, or another, or `nil` for none.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  /// Whether the row highlights when touched.
  func tableView(
    _ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath
  ) -> Bool
  /// The row's editing control: `.delete` by default.
  func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle
  /// Whether the row's content moves in while editing.
  func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool
  /// The row's indentation level.
  func tableView(
    _ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath
  ) -> Int
  /// The swipe actions at the row's leading edge.
  func tableView(
    _ tableView: UITableView,
    leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// The swipe actions at the row's trailing edge.
  func tableView(
    _ tableView: UITableView,
    trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// The detail button of the row was tapped.
  func tableView(
    _ tableView: UITableView,
    accessoryButtonTappedForRowWith indexPath: IndexPath)
}

extension UITableViewDelegate {
  /// The table's row height.
  public func tableView(
    _ tableView: UITableView, heightForRowAt indexPath: IndexPath
  ) -> CGFloat { tableView.rowHeight }
  /// The table's estimated row height.
  public func tableView(
    _ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath
  ) -> CGFloat { tableView.estimatedRowHeight }
  /// The table's header height.
  public func tableView(
    _ tableView: UITableView, heightForHeaderInSection section: Int
  ) -> CGFloat { tableView.sectionHeaderHeight }
  /// The table's footer height.
  public func tableView(
    _ tableView: UITableView, heightForFooterInSection section: Int
  ) -> CGFloat { tableView.sectionFooterHeight }
  /// None.
  public func tableView(
    _ tableView: UITableView, viewForHeaderInSection section: Int
  ) -> UIView? { nil }
  /// None.
  public func tableView(
    _ tableView: UITableView, viewForFooterInSection section: Int
  ) -> UIView? { nil }
  /// Nothing.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {}
  /// Nothing.
  public func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView,
    forSection section: Int
  ) {}
  /// Nothing.
  public func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView,
    forSection section: Int
  ) {}
  /// Nothing.
  public func tableView(
    _ tableView: UITableView, didSelectRowAt indexPath: IndexPath
  ) {}
  /// Nothing.
  public func tableView(
    _ tableView: UITableView, didDeselectRowAt indexPath: IndexPath
  ) {}
  /// The row itself.
  public func tableView(
    _ tableView: UITableView, willSelectRowAt indexPath: IndexPath
  ) -> IndexPath? { indexPath }
  /// Yes.
  public func tableView(
    _ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath
  ) -> Bool { true }
  /// Delete.
  public func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle { .delete }
  /// Yes.
  public func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool { true }
  /// None.
  public func tableView(
    _ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath
  ) -> Int { 0 }
  /// None.
  public func tableView(
    _ tableView: UITableView,
    leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// None.
  public func tableView(
    _ tableView: UITableView,
    trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// Nothing.
  public func tableView(
    _ tableView: UITableView,
    accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
}
