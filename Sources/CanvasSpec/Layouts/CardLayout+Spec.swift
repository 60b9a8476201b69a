import CollectionLayout
import Foundation

extension CardLayout: SpecLayout {
  /// `card`.
  public static let typeName = "card"

  /// `itemSize`, `spacing`, `minimumScale`, `minimumAlpha` and
  /// `font`.
  public static var settings: [SpecSetting<Self>] {
    [
      .positiveSize("itemSize", \.itemSize),
      .length("spacing", \.spacing),
      .fraction("minimumScale", \.minimumScale),
      .fraction("minimumAlpha", \.minimumAlpha),
      .font("font", \.font),
    ]
  }
}
