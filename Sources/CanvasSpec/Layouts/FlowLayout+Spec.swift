import CollectionLayout
import Foundation

extension FlowLayout: SpecLayout {
  /// `flow`.
  public static let typeName = "flow"

  /// UIKit's properties by their names, and `font`, `cellPadding`,
  /// `rowAlignment`, `lastRowAlignment` and `layoutDirection`.
  public static var settings: [SpecSetting<Self>] {
    [
      .choice("scrollDirection", \.scrollDirection),
      .positiveSize("itemSize", \.itemSize),
      .size("estimatedItemSize", \.estimatedItemSize),
      .length("minimumLineSpacing", \.minimumLineSpacing),
      .length(
        "minimumInteritemSpacing", \.minimumInteritemSpacing,
        under: .acrossTheScroll),
      .insets("sectionInset", \.sectionInset, across: .acrossTheScroll),
      .size("headerReferenceSize", \.headerReferenceSize),
      .size("footerReferenceSize", \.footerReferenceSize),
      .flag(
        "sectionHeadersPinToVisibleBounds", \.sectionHeadersPinToVisibleBounds),
      .flag(
        "sectionFootersPinToVisibleBounds", \.sectionFootersPinToVisibleBounds),
      .choice("rowAlignment", \.rowAlignment),
      .choice("lastRowAlignment", \.lastRowAlignment),
      .font("font", \.font),
      .length("cellPadding", \.cellPadding, under: .halfContentWidth),
      .choice("layoutDirection", \.layoutDirection),
    ]
  }

  /// A section's own answers, as `UICollectionViewDelegateFlowLayout`
  /// gives them.
  public static var sectionSettings: [SectionSetting<Self>] {
    func metric<Value>(
      _ name: String, _ property: WritableKeyPath<SectionMetrics, Value?>,
      _ read: @escaping (SettingReader) throws -> Value
    ) -> SectionSetting<Self> {
      SectionSetting(name) { layout, section, reader in
        layout.sectionMetrics[section, default: SectionMetrics()][
          keyPath: property] = try read(reader)
      }
    }
    return [
      metric("sectionInset", \.sectionInset) { try $0.insets() },
      metric("minimumLineSpacing", \.minimumLineSpacing) { try $0.length() },
      metric("minimumInteritemSpacing", \.minimumInteritemSpacing) {
        try $0.length()
      },
      metric("headerReferenceSize", \.headerReferenceSize) { try $0.size() },
      metric("footerReferenceSize", \.footerReferenceSize) { try $0.size() },
    ]
  }

  /// Right to left is for vertical scrolling; horizontal scrolling needs a
  /// height for its lines.
  public func finishDecoding(
    in environment: SpecEnvironment, given: Set<String>
  )
    throws(SettingError)
  {
    if layoutDirection == .rightToLeft, scrollDirection == .horizontal {
      throw SettingError(
        path: [.key("layoutDirection")],
        message:
          "rightToLeft is for vertical scrolling; horizontal flow layouts run left to right"
      )
    }
    if scrollDirection == .horizontal, environment.canvasSize.height <= 0 {
      throw SettingError(
        path: [.key("scrollDirection")],
        message:
          "horizontal scrolling needs 'canvas.height': the height the lines fill"
      )
    }
  }
}

extension LengthBound where Layout == FlowLayout {
  /// The content width for a vertical flow; any length up to the limit
  /// for a horizontal one, whose cross axis is as tall as the canvas
  /// says.
  static var acrossTheScroll: Self {
    Self("the content width, when scrolling vertically") {
      layout, environment in
      layout.scrollDirection == .vertical
        ? environment.contentWidth : .greatestFiniteMagnitude
    }
  }
}
