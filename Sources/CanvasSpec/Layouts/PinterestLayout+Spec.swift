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
      // Padded on both sides, a cell keeps some of its column.
      .length(
        "cellPadding", \.cellPadding,
        under: LengthBound("half a column") { layout, environment in
          environment.contentWidth / Double(layout.numberOfColumns) / 2
        }),
    ] + SpecSetting.part(\.annotation, PhotoAnnotation.settings)
  }
}
