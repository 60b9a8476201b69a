import CollectionLayout
import CoreGraphics

/// A view behind a section, as UIKit's `NSCollectionLayoutDecorationItem`.
@preconcurrency @MainActor
public class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  /// Its element kind.
  public let elementKind: String
  /// Its place in the stacking order: behind the cells.
  public var zIndex = -1

  required init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1),
        heightDimension: .fractionalHeight(1)),
      supplementaryItems: [])
  }

  /// A background of `elementKind` covering its section.
  public class func background(elementKind: String) -> Self {
    Self(elementKind: elementKind)
  }

  var decorationValue: CompositionalLayout.DecorationItem {
    var value = CompositionalLayout.DecorationItem.background(kind: elementKind)
    value.contentInsets = contentInsets
    value.zIndex = zIndex
    return value
  }
}
