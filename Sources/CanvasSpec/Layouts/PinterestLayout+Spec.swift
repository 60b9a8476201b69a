import CollectionLayout
import Foundation

extension PinterestLayout: SpecLayout {
  /// `pinterest`.
  public static let typeName = "pinterest"

  /// The tutorial's `numberOfColumns` and `cellPadding`, and the
  /// annotation's padding and fonts.
  public static var settings: [SpecSetting<Self>] {
    [
      .count("numberOfColumns", \.numberOfColumns, in: 1...100),
      .length("cellPadding", \.cellPadding),
    ] + SpecSetting.part(\.annotation, PhotoAnnotation.settings)
  }
}
