import CollectionLayout
import CoreGraphics

extension UICollectionView {
  /// Where an item ends up in the visible bounds after scrolling to it.
  public struct ScrollPosition: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// A position from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// At the top.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// Centred vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// At the bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// At the left.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// Centred horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// At the right.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The selected items, in order: an empty array when none is, as UIKit
  /// gives since iOS 14.
  public var indexPathsForSelectedItems: [IndexPath]? {
    selectedItems.sorted()
  }

  /// Selects the item at `indexPath`, or deselects every item for `nil`.
  ///
  /// As when the app's code selects, the delegate is not asked or told. Without
  /// multiple selection the others are deselected; with selection off,
  /// nothing happens. A position scrolls to the item.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool,
    scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      selectedItems = []
      return
    }
    guard allowsSelection || (isEditing && allowsSelectionDuringEditing) else {
      return
    }
    if !allowsMultipleSelection { selectedItems = [] }
    selectedItems.insert(indexPath)
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the item at `indexPath`; the delegate is not told.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selectedItems.remove(indexPath)
  }

  /// Taps the item at `indexPath`, as a user does.
  ///
  /// The delegate is asked whether it may highlight and select (or
  /// deselect, when multiple selection has it selected), and told it did:
  /// this is how a test drives a screen's `didSelectItemAt`. A row of an
  /// outline whose disclosure is header-style expands or collapses
  /// instead, as a tap on a sidebar's header does.
  public func tapItem(at indexPath: IndexPath) {
    if togglesOutline(at: indexPath),
      (dataSource as? OutlineExpanding)?.toggleExpansion(at: indexPath) == true
    {
      return
    }
    let delegate = collectionDelegate
    guard allowsSelection || (isEditing && allowsSelectionDuringEditing),
      delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
    else { return }
    if allowsMultipleSelection, selectedItems.contains(indexPath) {
      guard
        delegate?.collectionView(self, shouldDeselectItemAt: indexPath)
          ?? true
      else { return }
      selectedItems.remove(indexPath)
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
      return
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
    else { return }
    let others = selectedItems.subtracting([indexPath])
    if !allowsMultipleSelection {
      for other in others.sorted() {
        selectedItems.remove(other)
        delegate?.collectionView(self, didDeselectItemAt: other)
      }
    }
    selectedItems.insert(indexPath)
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  /// Whether the cell at `indexPath` shows a header-style outline
  /// disclosure, which a tap anywhere on the row toggles.
  private func togglesOutline(at indexPath: IndexPath) -> Bool {
    guard
      let cell = configuredView(
        for: UICollectionViewLayoutAttributes(forCellWith: indexPath),
        layOut: false) as? UICollectionViewListCell
    else { return false }
    defer { enqueue(cell) }
    return cell.accessories.contains { $0.togglesOutlineOnTap }
  }

  /// Scrolls so that the item at `indexPath` is at `scrollPosition`,
  /// within the content.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition,
    animated: Bool
  ) {
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
      return
    }
    var offset = contentOffset
    let size = bounds.size
    if scrollPosition.contains(.top) { offset.y = frame.minY }
    if scrollPosition.contains(.centeredVertically) {
      offset.y = frame.midY - size.height / 2
    }
    if scrollPosition.contains(.bottom) { offset.y = frame.maxY - size.height }
    if scrollPosition.contains(.left) { offset.x = frame.minX }
    if scrollPosition.contains(.centeredHorizontally) {
      offset.x = frame.midX - size.width / 2
    }
    if scrollPosition.contains(.right) { offset.x = frame.maxX - size.width }
    let inset = adjustedContentInset
    offset.x = max(
      -inset.left,
      min(offset.x, contentSize.width + inset.right - size.width))
    offset.y = max(
      -inset.top,
      min(offset.y, contentSize.height + inset.bottom - size.height))
    contentOffset = offset
  }
}
