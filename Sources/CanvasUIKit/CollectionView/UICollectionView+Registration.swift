import Foundation

extension UICollectionView {
  /// How to make and configure the cells of one kind of item, as UIKit's
  /// `UICollectionView.CellRegistration`: made once, used by
  /// ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``.
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// Configures a dequeued cell for its item.
    public typealias Handler = (
      _ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item
    ) -> Void

    let reuseIdentifier: String
    let handler: Handler

    /// A registration whose cells `handler` configures.
    public init(handler: @escaping Handler) {
      reuseIdentifier = UniqueNames.next("\(Cell.self)-registration")
      self.handler = handler
    }

    /// A registration of cells from a nib: made with `init(frame:)` here.
    public init(cellNib: UINib, handler: @escaping Handler) {
      self.init(handler: handler)
    }
  }

  /// How to make and configure one kind of supplementary view, as UIKit's
  /// `UICollectionView.SupplementaryRegistration`.
  public struct SupplementaryRegistration<
    Supplementary: UICollectionReusableView
  > {
    /// Configures a dequeued view for its place.
    public typealias Handler = (
      _ supplementaryView: Supplementary, _ elementKind: String,
      _ indexPath: IndexPath
    ) -> Void

    let elementKind: String
    let reuseIdentifier: String
    let handler: Handler

    /// A registration of views of `elementKind` that `handler` configures.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      reuseIdentifier = UniqueNames.next("\(Supplementary.self)-registration")
      self.handler = handler
    }

    /// A registration of views from a nib: made with `init(frame:)` here.
    public init(
      supplementaryNib: UINib, elementKind: String,
      handler: @escaping Handler
    ) {
      self.init(elementKind: elementKind, handler: handler)
    }
  }

  /// A cell of `registration`'s class, reused when one was put back (told
  /// `prepareForReuse()`), configured by its handler for `item`.
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
    item: Item?
  ) -> Cell {
    let identifier = registration.reuseIdentifier
    if !isRegistered(identifier) {
      register(Cell.self, forCellWithReuseIdentifier: identifier)
    }
    let dequeued = dequeueReusableCell(
      withReuseIdentifier: identifier, for: indexPath)
    guard let cell = dequeued as? Cell else {
      UIKitException.raise(
        "a registration of \(Cell.self) dequeued \(type(of: dequeued))")
      return Cell(dequeuedWithFrame: .zero)
    }
    guard let item else {
      UIKitException.raise(
        "dequeueConfiguredReusableCell was given no item at \(indexPath)")
      return cell
    }
    registration.handler(cell, indexPath, item)
    return cell
  }

  /// A supplementary view of `registration`'s class and kind, reused as
  /// cells are, configured by its handler.
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>,
    for indexPath: IndexPath
  ) -> Supplementary {
    let kind = registration.elementKind
    let identifier = registration.reuseIdentifier
    if !isRegistered(identifier, kind: kind) {
      register(
        Supplementary.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: identifier)
    }
    let dequeued = dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    guard let view = dequeued as? Supplementary else {
      UIKitException.raise(
        "a registration of \(Supplementary.self) dequeued \(type(of: dequeued))"
      )
      return Supplementary(dequeuedWithFrame: .zero)
    }
    registration.handler(view, kind, indexPath)
    return view
  }
}
