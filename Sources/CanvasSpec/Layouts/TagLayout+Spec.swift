import CollectionLayout
import Foundation

extension TagLayout: SpecLayout {
  /// `tag`.
  public static let typeName = "tag"

  /// Seed 003's metrics by their names, and `alignment`, `maxLines`
  /// and the direction.
  public static var settings: [SpecSetting<Self>] {
    [
      .length("tagInnerMargin", \.tagInnerMargin, under: .halfContentWidth),
      .length("itemSpacing", \.itemSpacing, under: .contentWidth),
      .length("lineSpacing", \.lineSpacing),
      .positiveLength("itemHeight", \.itemHeight),
      .font("font", \.font),
      .length("headerHeight", \.headerHeight),
      .length("sectionHeaderHeight", \.sectionHeaderHeight),
      .choice("alignment", \.alignment),
      SpecSetting("maxLines") { layout, reader in
        layout.maxLines = try reader.integer(
          in: 0...reader.environment.maximumItems)
      },
      .choice("layoutDirection", \.direction),
    ]
  }

  /// A section's own line limit.
  public static var sectionSettings: [SectionSetting<Self>] {
    [
      SectionSetting("maxLines") { layout, section, reader in
        layout.maxLinesPerSection[section] = try reader.integer(
          in: 0...reader.environment.maximumItems)
      }
    ]
  }
}
