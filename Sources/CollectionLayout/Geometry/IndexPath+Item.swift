import Foundation

// UIKit adds `item` and `section` to `IndexPath`; Foundation on Linux does
// not, so layouts ported from UIKit get them here. The test is the platform,
// not `canImport(UIKit)`: this package's own `UIKit` module makes that hold
// on Linux too.
#if !os(iOS) && !os(tvOS) && !os(visionOS)
extension IndexPath {
  /// An index path to `item` in `section`, as UIKit's
  /// `IndexPath(item:section:)`.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The section: the first index.
  public var section: Int {
    precondition(count >= 1, "an index path without a section")
    return self[0]
  }

  /// The item within its section: the second index.
  public var item: Int {
    precondition(count >= 2, "an index path without an item")
    return self[1]
  }
}
#endif
