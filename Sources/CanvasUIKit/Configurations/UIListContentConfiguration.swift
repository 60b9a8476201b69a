import CollectionLayout
import CoreGraphics

/// A list row's text and secondary text, as UIKit's
/// `UIListContentConfiguration`: the text in the body style, the secondary
/// text under it (or at the trailing edge, for `valueCell()`), inset by
/// UIKit's list margins.
@preconcurrency @MainActor
public struct UIListContentConfiguration: UIContentConfiguration,
  @MainActor Hashable
{
  /// A view showing this configuration.
  public func makeContentView() -> UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  /// This configuration in `state`: a selected sidebar row's texts and
  /// picture turn white on its tinted background, as on iOS.
  public func updated(for state: UIConfigurationState) -> Self {
    guard isSidebar, let cell = state as? UICellConfigurationState,
      cell.isSelected
    else { return self }
    var updated = self
    updated.textProperties.color = .white
    updated.secondaryTextProperties.color = .white
    updated.imageProperties.tintColor = .white
    return updated
  }

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
    /// A change applied to the colour.
    public var colorTransformer: UIConfigurationColorTransformer?
    /// The most lines; 0 for any.
    public var numberOfLines = 0
    /// How lines are aligned.
    public var alignment = TextAlignment.natural
    /// How a line too long is broken.
    public var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// Whether the font follows the content size category.
    public var adjustsFontForContentSizeCategory = true
    /// Whether the text may shrink to fit.
    public var adjustsFontSizeToFitWidth = false
    /// The smallest share of its size the text may shrink to.
    public var minimumScaleFactor: CGFloat = 0

    /// How a list text's lines are aligned, as UIKit's
    /// `TextProperties.TextAlignment`.
    public enum TextAlignment: Int, Hashable, Sendable {
      /// At the leading edge.
      case natural
      /// Centred.
      case center
      /// Justified.
      case justified
    }

    /// The colour drawn: ``color`` through ``colorTransformer``.
    public func resolvedColor() -> UIColor {
      colorTransformer?(color) ?? color
    }
  }

  /// How the picture is drawn, as UIKit's `ImageProperties`.
  public struct ImageProperties: Hashable {
    /// The largest size; the row's 29-point square when zero.
    public var maximumSize = CGSize.zero
    /// The radius of its corners.
    public var cornerRadius: CGFloat = 0
    /// The colour of a template picture; `nil` for the view's tint.
    public var tintColor: UIColor?
    /// A change applied to the tint.
    public var tintColorTransformer: UIConfigurationColorTransformer?
    /// How a symbol is sized and weighted.
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    /// The room kept for the picture, whatever its size; zero for its own.
    public var reservedLayoutSize = CGSize.zero
    /// Whether inverted colours leave the picture alone.
    public var accessibilityIgnoresInvertColors = false

    /// The tint drawn for a view tinted `tintColor`.
    public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
      let color = self.tintColor ?? tintColor
      return tintColorTransformer?(color) ?? color
    }
  }

  /// The room between the picture and the text.
  public var imageToTextPadding: CGFloat = 16
  /// The room between the text and the secondary text beside it.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8
  /// The room between the text and the secondary text under it.
  public var textToSecondaryTextVerticalPadding: CGFloat = 3
  /// Whether the texts go side by side when they fit.
  public var prefersSideBySideTextAndSecondaryText = false
  /// The axes on which the superview's margins are kept.
  public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
  /// Whether the margins are relative to the layout direction.
  public var directionalLayoutMarginsAreRelative = true

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
  /// Whether this is a sidebar row's, white on its tint when selected.
  var isSidebar = false

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
  public static func sidebarCell() -> UIListContentConfiguration {
    sidebar(cell())
  }

  /// A sidebar row with its secondary text under the text.
  public static func sidebarSubtitleCell() -> UIListContentConfiguration {
    sidebar(subtitleCell())
  }

  /// A sidebar row beside other content.
  public static func accompaniedSidebarCell() -> UIListContentConfiguration {
    sidebar(cell())
  }

  /// A sidebar row beside other content, with its secondary text under
  /// the text.
  public static func accompaniedSidebarSubtitleCell()
    -> UIListContentConfiguration
  {
    sidebar(subtitleCell())
  }

  private static func sidebar(_ configuration: Self) -> Self {
    var configuration = configuration
    configuration.isSidebar = true
    return configuration
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
      + (image == nil ? 0 : imageRoom.width + imageToTextPadding)
  }

  /// The width of the picture and the texts on one line, with the
  /// margins.
  var naturalWidth: CGFloat {
    let widths = [
      (text, textProperties), (secondaryText, secondaryTextProperties),
    ]
    .map { text, properties in
      let label = UILabel(frame: .zero)
      label.text = text
      label.font = properties.font
      return text == nil ? 0 : label.intrinsicContentSize.width
    }
    let texts =
      style == .value
      ? widths.reduce(0, +) + textToSecondaryTextHorizontalPadding
      : widths.max() ?? 0
    return textLeading + texts + directionalLayoutMargins.trailing
  }

  /// The texts' room inside `bounds`, as insets.
  var textInsets: UIEdgeInsets {
    let margins = directionalLayoutMargins
    return UIEdgeInsets(
      top: margins.top, left: textLeading, bottom: margins.bottom,
      right: margins.trailing)
  }

  /// The picture's room inside `bounds`, as insets.
  func imageInsets(in bounds: CGRect) -> UIEdgeInsets {
    let room = imageRoom
    let top = (bounds.height - room.height) / 2
    let leading = directionalLayoutMargins.leading
    return UIEdgeInsets(
      top: top, left: leading, bottom: bounds.height - top - room.height,
      right: bounds.width - leading - room.width)
  }

  /// The width given, and the height of the texts stacked inside the
  /// margins (the taller of the two for `valueCell()`).
  func size(fitting size: CGSize) -> CGSize {
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
      : heights.reduce(0, +)
        + (heights.count > 1 ? textToSecondaryTextVerticalPadding : 0)
    // A picture keeps 7.5 above and below, so the 29-point square fits a
    // 44-point row as Settings' icons do.
    return CGSize(
      width: size.width,
      height: max(
        margins.top + content + margins.bottom, imageRoom.height + 15))
  }

  /// A label for each text, stacked inside the margins.
  func makeViews(in bounds: CGRect) -> [UIView] {
    let margins = directionalLayoutMargins
    let inner = CGRect(
      x: bounds.minX + textLeading, y: bounds.minY + margins.top,
      width: max(0, bounds.width - textLeading - margins.trailing),
      height: max(0, bounds.height - margins.top - margins.bottom))
    var pictures: [UIView] = []
    if let image {
      let room = imageRoom
      let view = UIImageView(image: image)
      // A symbol keeps its own size, centred in the room, in the tint.
      view.contentMode = image.isSymbolImage ? .center : .scaleAspectFit
      view.preferredSymbolConfiguration =
        imageProperties.preferredSymbolConfiguration
      view.tintColor = imageProperties.tintColor
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
      label.textColor = properties.resolvedColor()
      label.numberOfLines = properties.numberOfLines
      label.lineBreakMode = properties.lineBreakMode
      switch properties.alignment {
      case .natural: label.textAlignment = .natural
      case .center: label.textAlignment = .center
      case .justified: label.textAlignment = .justified
      }
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
      let gap =
        main != nil && secondary != nil
        ? textToSecondaryTextVerticalPadding : 0
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
