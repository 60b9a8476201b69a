import CollectionLayout
import CoreGraphics

/// A list row's text and secondary text, as UIKit's
/// `UIListContentConfiguration`: the text in the body style, the secondary
/// text under it (or at the trailing edge, for `valueCell()`), inset by
/// UIKit's list margins.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  /// How a row sets its texts.
  enum Style: Hashable {
    case subtitle
    case value
  }

  /// Fonts and colours of one text, as UIKit's `TextProperties`.
  public struct TextProperties: Hashable {
    /// The font.
    public var font: UIFont
    /// The colour.
    public var color: UIColor
    /// The most lines; 0 for any.
    public var numberOfLines = 0
  }

  /// How the picture is drawn, as UIKit's `ImageProperties`.
  public struct ImageProperties: Hashable {
    /// The largest size; the row's 29-point square when zero.
    public var maximumSize = CGSize.zero
    /// The radius of its corners.
    public var cornerRadius: CGFloat = 0
    /// The colour of a template picture (not applied: pictures are drawn
    /// as they are).
    public var tintColor: UIColor?
  }

  /// The picture at the leading edge.
  public var image: UIImage?
  /// How the picture is drawn.
  public var imageProperties = ImageProperties()
  /// The text.
  public var text: String?
  /// The secondary text.
  public var secondaryText: String?
  /// How the text is set.
  public var textProperties = TextProperties(
    font: .preferredFont(forTextStyle: .body), color: .label)
  /// How the secondary text is set.
  public var secondaryTextProperties = TextProperties(
    font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
  /// The margins around the content: UIKit's list margins, the engine's
  /// `CompositionalLayout.ListConfiguration.rowMargins`.
  public var directionalLayoutMargins = CompositionalLayout.ListConfiguration
    .rowMargins
  var style = Style.subtitle

  /// A row of text.
  public static func cell() -> UIListContentConfiguration {
    UIListContentConfiguration()
  }

  /// A row with its secondary text under the text.
  public static func subtitleCell() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration()
    configuration.secondaryTextProperties.font = .preferredFont(
      forTextStyle: .footnote)
    return configuration
  }

  /// A row with its secondary text at the trailing edge.
  public static func valueCell() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration()
    configuration.style = .value
    configuration.secondaryTextProperties.font = .preferredFont(
      forTextStyle: .body)
    return configuration
  }

  /// A section header's text.
  public static func header() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration()
    configuration.textProperties = TextProperties(
      font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
    return configuration
  }

  /// A section footer's text.
  public static func footer() -> UIListContentConfiguration { header() }

  /// A grouped list's header.
  public static func groupedHeader() -> UIListContentConfiguration { header() }

  /// A grouped list's footer.
  public static func groupedFooter() -> UIListContentConfiguration { header() }

  /// A plain list's header: the text in bold.
  public static func plainHeader() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration()
    configuration.textProperties.font = .boldSystemFont(
      ofSize: UIFont.preferredFont(forTextStyle: .subheadline).pointSize)
    return configuration
  }

  /// A plain list's footer.
  public static func plainFooter() -> UIListContentConfiguration { header() }

  /// An inset-grouped list's large header: the title-3 style, bold.
  public static func prominentInsetGroupedHeader() -> UIListContentConfiguration
  {
    var configuration = UIListContentConfiguration()
    configuration.textProperties.font = .boldSystemFont(
      ofSize: UIFont.preferredFont(forTextStyle: .title3).pointSize)
    return configuration
  }

  /// An inset-grouped list's larger header: the title-2 style, bold.
  public static func extraProminentInsetGroupedHeader()
    -> UIListContentConfiguration
  {
    var configuration = UIListContentConfiguration()
    configuration.textProperties.font = .boldSystemFont(
      ofSize: UIFont.preferredFont(forTextStyle: .title2).pointSize)
    return configuration
  }

  /// A sidebar row.
  public static func sidebarCell() -> UIListContentConfiguration { cell() }

  /// A sidebar row with its secondary text under the text.
  public static func sidebarSubtitleCell() -> UIListContentConfiguration {
    subtitleCell()
  }

  /// A sidebar row beside other content.
  public static func accompaniedSidebarCell() -> UIListContentConfiguration {
    cell()
  }

  /// A sidebar's section header: the headline style.
  public static func sidebarHeader() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration()
    configuration.textProperties.font = .preferredFont(forTextStyle: .headline)
    return configuration
  }

  /// The picture's room at the leading edge: the row's 29-point square, or
  /// the picture's maximum size, and 16 points before the text; none
  /// without a picture.
  var imageRoom: CGSize {
    guard image != nil else { return .zero }
    let maximum = imageProperties.maximumSize
    return maximum.width > 0 && maximum.height > 0
      ? maximum
      : CGSize(
        width: ListRowContent.imageSide, height: ListRowContent.imageSide)
  }

  /// Where the text starts, from the leading edge of the content view.
  var textLeading: CGFloat {
    directionalLayoutMargins.leading
      + (image == nil ? 0 : imageRoom.width + directionalLayoutMargins.leading)
  }

  /// The width given, and the height of the texts stacked inside the
  /// margins (the taller of the two for `valueCell()`).
  public func size(fitting size: CGSize) -> CGSize {
    let margins = directionalLayoutMargins
    let width = max(0, size.width - textLeading - margins.trailing)
    let views = makeViews(
      in: CGRect(
        x: 0, y: 0, width: size.width, height: .greatestFiniteMagnitude))
    let heights = views.compactMap { $0 as? UILabel }.map {
      $0.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        .height
    }
    let content =
      style == .value
      ? heights.max() ?? 0
      : heights.reduce(0, +) + (heights.count > 1 ? 3 : 0)
    // A picture keeps 7.5 above and below, so the 29-point square fits a
    // 44-point row as Settings' icons do.
    return CGSize(
      width: size.width,
      height: max(
        margins.top + content + margins.bottom, imageRoom.height + 15))
  }

  /// A label for each text, stacked inside the margins.
  public func makeViews(in bounds: CGRect) -> [UIView] {
    let margins = directionalLayoutMargins
    let inner = CGRect(
      x: bounds.minX + textLeading, y: bounds.minY + margins.top,
      width: max(0, bounds.width - textLeading - margins.trailing),
      height: max(0, bounds.height - margins.top - margins.bottom))
    var pictures: [UIView] = []
    if let image {
      let room = imageRoom
      let view = UIImageView(image: image)
      view.contentMode = .scaleAspectFit
      view.frame = CGRect(
        x: bounds.minX + margins.leading, y: bounds.midY - room.height / 2,
        width: room.width, height: room.height)
      view.layer.cornerRadius = imageProperties.cornerRadius
      view.clipsToBounds = imageProperties.cornerRadius > 0
      pictures.append(view)
    }
    func label(_ text: String?, _ properties: TextProperties) -> UILabel? {
      guard let text, !text.isEmpty else { return nil }
      let label = UILabel(frame: .zero)
      label.text = text
      label.font = properties.font
      label.textColor = properties.color
      label.numberOfLines = properties.numberOfLines
      return label
    }
    let main = label(text, textProperties)
    let secondary = label(secondaryText, secondaryTextProperties)
    switch style {
    case .value:
      main?.frame = inner
      secondary?.frame = inner
      secondary?.textAlignment = .right
    case .subtitle:
      let mainHeight = main.map { $0.sizeThatFits(inner.size).height } ?? 0
      let secondaryHeight =
        secondary.map { $0.sizeThatFits(inner.size).height } ?? 0
      let gap: CGFloat = main != nil && secondary != nil ? 3 : 0
      var top = inner.midY - (mainHeight + gap + secondaryHeight) / 2
      main?.frame = CGRect(
        x: inner.minX, y: top, width: inner.width, height: mainHeight)
      top += mainHeight + gap
      secondary?.frame = CGRect(
        x: inner.minX, y: top, width: inner.width, height: secondaryHeight)
    }
    return pictures + [main, secondary].compactMap { $0 }
  }
}
