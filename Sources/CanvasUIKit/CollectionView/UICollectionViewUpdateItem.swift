import CollectionLayout
import CoreGraphics

extension UICollectionViewUpdateItem {
  /// The package's update; `nil` for a reload, which moves nothing, and
  /// for an update of a whole section, whose items the drawn animation
  /// fades.
  var update: UpdateItem? {
    if indexPathBeforeUpdate?.item == NSNotFound
      || indexPathAfterUpdate?.item == NSNotFound
    {
      return nil
    }
    switch updateAction {
    case .insert: return indexPathAfterUpdate.map(UpdateItem.insert)
    case .delete: return indexPathBeforeUpdate.map(UpdateItem.delete)
    case .move:
      return indexPathBeforeUpdate.flatMap { from in
        indexPathAfterUpdate.map { UpdateItem.move(from, to: $0) }
      }
    case .reload, .none: return nil
    }
  }
}

/// One update of a batch, as UIKit's `UICollectionViewUpdateItem`.
@preconcurrency @MainActor open class UICollectionViewUpdateItem: NSObject {
  /// What the update does.
  public enum Action: Sendable {
    /// An insert.
    case insert
    /// A delete.
    case delete
    /// A reload.
    case reload
    /// A move.
    case move
    /// Nothing.
    case none
  }

  /// The index path before the update; `nil` for an insert.
  open internal(set) var indexPathBeforeUpdate: IndexPath?
  /// The index path after the update; `nil` for a delete.
  open internal(set) var indexPathAfterUpdate: IndexPath?
  /// What the update does.
  open internal(set) var updateAction: Action = .none

  /// An update that does nothing yet.
  public override init() {
    super.init()
  }

  /// An update doing `action` between `before` and `after`.
  @usableFromInline
  convenience init(action: Action, before: IndexPath?, after: IndexPath?) {
    self.init()
    updateAction = action
    indexPathBeforeUpdate = before
    indexPathAfterUpdate = after
  }
}
