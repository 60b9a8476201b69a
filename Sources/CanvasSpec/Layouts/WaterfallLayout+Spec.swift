import CollectionLayout
import Foundation

extension WaterfallLayout: SpecLayout {
  /// `waterfall`.
  public static let typeName = "waterfall"

  /// CHT's properties by their names, and the annotation's padding and
  /// fonts.
  public static var settings: [SpecSetting<Self>] {
    [
      .count("columnCount", \.columnCount, in: 1...100),
      // The gaps between the columns leave the columns some width.
      .length(
        "minimumColumnSpacing", \.minimumColumnSpacing,
        under: LengthBound("the content width ÷ (columnCount − 1)") {
          layout, environment in
          environment.contentWidth / Double(max(1, layout.columnCount - 1))
        }),
      .length("minimumInteritemSpacing", \.minimumInteritemSpacing),
      .insets("sectionInset", \.sectionInset, across: .contentWidth),
      .length("headerHeight", \.headerHeight),
      .length("footerHeight", \.footerHeight),
      .insets("headerInset", \.headerInset, across: .contentWidth),
      .insets("footerInset", \.footerInset, across: .contentWidth),
      .length("minimumContentHeight", \.minimumContentHeight),
      .choice("itemRenderDirection", \.itemRenderDirection),
    ] + SpecSetting.part(\.annotation, PhotoAnnotation.settings)
  }

  /// A section's own column count, as CHT's delegate gives it.
  public static var sectionSettings: [SectionSetting<Self>] {
    [
      SectionSetting("columnCount") { layout, section, reader in
        layout.columnCountPerSection[section] = try reader.integer(in: 1...100)
      }
    ]
  }
}
