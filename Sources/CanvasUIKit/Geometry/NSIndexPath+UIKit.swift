import CollectionLayout
import CoreGraphics

extension NSIndexPath {
  /// An index path to `item` in `section`, as UIKit's
  /// `NSIndexPath(item:section:)`.
  public convenience init(item: Int, section: Int) {
    self.init(indexes: [section, item], length: 2)
  }

  /// The section: the first index.
  public var section: Int { index(atPosition: 0) }

  /// The item within its section: the second index.
  public var item: Int { index(atPosition: 1) }
}
