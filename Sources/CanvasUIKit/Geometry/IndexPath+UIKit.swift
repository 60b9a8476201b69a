import CoreGraphics

extension IndexPath {
  /// An index path to `row` in `section`, as UIKit's table views name
  /// items.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The row: the second index, as `item` is.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
