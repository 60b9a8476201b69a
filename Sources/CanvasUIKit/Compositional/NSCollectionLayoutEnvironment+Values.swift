import CollectionLayout
import CoreGraphics

/// A container of a size, with insets.
struct Container: NSCollectionLayoutContainer {
  var size: CGSize
  var contentInsets = NSDirectionalEdgeInsets.zero

  var contentSize: CGSize { size }
  var effectiveContentSize: CGSize {
    CGSize(
      width: max(
        0, size.width - contentInsets.leading - contentInsets.trailing),
      height: max(0, size.height - contentInsets.top - contentInsets.bottom))
  }
  var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
}

/// An environment of a container and traits.
struct Environment: NSCollectionLayoutEnvironment {
  var container: any NSCollectionLayoutContainer
  var traitCollection = UITraitCollection()
}

/// A value whose sendability the caller vouches for: a UIKit closure kept
/// for one synchronous preparation.
struct UncheckedSendable<Value>: @unchecked Sendable {
  // Only called synchronously by the engine, on the preparing thread.
  let value: Value
  init(_ value: Value) { self.value = value }
}
