import CollectionLayout
import Foundation

extension PhotoAnnotation {
  /// The keys of a photo layout that set its annotation.
  public static var settings: [SpecSetting<Self>] {
    [
      .length(
        "annotationPadding", \.annotationPadding, under: .halfContentWidth),
      .font("titleFont", \.titleFont),
      .font("commentFont", \.commentFont),
    ]
  }
}
