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
      .length("minimumColumnSpacing", \.minimumColumnSpacing),
      .length("minimumInteritemSpacing", \.minimumInteritemSpacing),
      .insets("sectionInset", \.sectionInset),
      .length("headerHeight", \.headerHeight),
      .length("footerHeight", \.footerHeight),
      .insets("headerInset", \.headerInset),
      .insets("footerInset", \.footerInset),
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
