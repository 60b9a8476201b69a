import CollectionLayout
import Foundation

extension MosaicLayout: SpecLayout {
  /// `mosaic`.
  public static let typeName = "mosaic"

  /// `orientation`, `titleCellCount` and `appendBatches`.
  public static var settings: [SpecSetting<Self>] {
    [
      .choice("orientation", \.orientation),
      .count("titleCellCount", \.titleCellCount, in: 1...2),
      .counts("appendBatches", \.appendBatches),
    ]
  }

  /// The spec's seed is the layout's.
  public mutating func finishDecoding(
    in environment: SpecEnvironment, given: Set<String>
  )
    throws(SettingError)
  {
    seed = environment.seed
  }
}
