import CollectionLayout
import Foundation

extension TreeLayout: SpecLayout {
  /// `tree`.
  public static let typeName = "tree"

  /// The example's node size and insets, and `nodeWidth`, `font`,
  /// `labelPadding` and `direction`.
  public static var settings: [SpecSetting<Self>] {
    [
      .positiveSize("itemSize", \.itemSize),
      .insets("insets", \.insets),
      .choice("nodeWidth", \.nodeWidth),
      .font("font", \.font),
      .length("labelPadding", \.labelPadding),
      .choice("direction", \.direction),
    ]
  }

  /// A tree may be given as `tree:`.
  public static var takesTree: Bool { true }
}
