import CollectionLayout
import CoreGraphics

/// Items and groups along a line, or where a closure says, as UIKit's
/// `NSCollectionLayoutGroup`.
@preconcurrency @MainActor
public class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  /// What it holds.
  public let subitems: [NSCollectionLayoutItem]
  /// The space between its subitems.
  public var interItemSpacing: NSCollectionLayoutSpacing?
  let axis: CompositionalLayout.Group.Axis
  let arrangement: Arrangement

  enum Arrangement {
    case fitting
    case split(Int)
    case repeating(Int)
    case custom(NSCollectionLayoutGroupCustomItemProvider)
  }

  required init(
    layoutSize: NSCollectionLayoutSize, axis: CompositionalLayout.Group.Axis,
    subitems: [NSCollectionLayoutItem], arrangement: Arrangement
  ) {
    self.axis = axis
    self.subitems = subitems
    self.arrangement = arrangement
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// `subitems` side by side in turn, as many as fit.
  public class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> Self {
    Self(
      layoutSize: layoutSize, axis: .horizontal, subitems: subitems,
      arrangement: .fitting)
  }

  /// `subitem` `count` times side by side, sized equally to fill the group.
  public class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem,
    count: Int
  ) -> Self {
    Self(
      layoutSize: layoutSize, axis: .horizontal, subitems: [subitem],
      arrangement: .split(count))
  }

  /// `subitem` `count` times side by side at its own size.
  public class func horizontal(
    layoutSize: NSCollectionLayoutSize,
    repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> Self {
    Self(
      layoutSize: layoutSize, axis: .horizontal, subitems: [subitem],
      arrangement: .repeating(count))
  }

  /// `subitems` stacked in turn, as many as fit.
  public class func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> Self {
    Self(
      layoutSize: layoutSize, axis: .vertical, subitems: subitems,
      arrangement: .fitting)
  }

  /// `subitem` `count` times stacked, sized equally to fill the group.
  public class func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem,
    count: Int
  ) -> Self {
    Self(
      layoutSize: layoutSize, axis: .vertical, subitems: [subitem],
      arrangement: .split(count))
  }

  /// `subitem` `count` times stacked at its own size.
  public class func vertical(
    layoutSize: NSCollectionLayoutSize,
    repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> Self {
    Self(
      layoutSize: layoutSize, axis: .vertical, subitems: [subitem],
      arrangement: .repeating(count))
  }

  /// Items where `itemProvider` says, for the group's size.
  public class func custom(
    layoutSize: NSCollectionLayoutSize,
    itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
  ) -> Self {
    Self(
      layoutSize: layoutSize, axis: .horizontal,
      subitems: [
        NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(0), heightDimension: .absolute(0)))
      ],
      arrangement: .custom(itemProvider))
  }

  override var subitem: CompositionalLayout.Subitem {
    .group(groupValue)
  }

  var groupValue: CompositionalLayout.Group {
    let value: CompositionalLayout.Group.Arrangement
    switch arrangement {
    case .fitting: value = .fitting
    case .split(let count): value = .split(count: count)
    case .repeating(let count): value = .repeating(count: count)
    case .custom(let provider):
      let box = UncheckedSendable(provider)
      value = .custom(
        .init("\(ObjectIdentifier(self))") { size in
          MainActor.assumeIsolated {
            box.value(Environment(container: Container(size: size))).map(
              \.frame)
          }
        })
    }
    return CompositionalLayout.Group(
      size: layoutSize.value, axis: axis, subitems: subitems.map(\.subitem),
      arrangement: value, interItemSpacing: interItemSpacing?.value,
      contentInsets: contentInsets, edgeSpacing: edgeSpacing?.value)
  }
}
