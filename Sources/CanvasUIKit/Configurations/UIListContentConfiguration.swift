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
  /// the picture's maximum size; none without a picture.
  var imageRoom: CGSize {
    guard image != nil else { return .zero }
    let maximum = imageProperties.maximumSize
    return maximum.width > 0 && maximum.height > 0
      ? maximum
      : CGSize(width: ListRowLayout.imageSide, height: ListRowLayout.imageSide)
  }

  /// The row geometry of this configuration: the engine's, which every
  /// list row and table cell shares, right to left when `rightToLeft`.
  func rowLayout(rightToLeft: Bool = false) -> ListRowLayout {
    ListRowLayout(
      margins: directionalLayoutMargins,
      imageSize: image == nil ? nil : imageRoom,
      imageToTextPadding: imageToTextPadding,
      arrangement: style == .value ? .sideBySide : .stacked,
      horizontalTextPadding: textToSecondaryTextHorizontalPadding,
      verticalTextPadding: textToSecondaryTextVerticalPadding,
      isRightToLeft: rightToLeft)
  }

  /// Where the text starts, from the leading edge of the content view.
  var textLeading: CGFloat { rowLayout().textLeading }

  /// The width of the picture and the texts on one line, with the
  /// margins.
  var naturalWidth: CGFloat {
    let (main, secondary) = makeLabels()
    let widths = [main, secondary].map { $0?.intrinsicContentSize.width ?? 0 }
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
    let room =
      rowLayout().parts(in: bounds, text: nil, secondaryText: nil).image
      ?? CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0)
    return UIEdgeInsets(
      top: room.minY - bounds.minY, left: room.minX - bounds.minX,
      bottom: bounds.maxY - room.maxY, right: bounds.maxX - room.maxX)
  }

  /// The width given, and the row's height around its texts measured
  /// where the row geometry puts them.
  func size(fitting size: CGSize) -> CGSize {
    let layout = rowLayout()
    let (main, secondary) = makeLabels()
    let measured = measure(
      main, secondary, width: layout.textWidth(inRowOf: size.width))
    return CGSize(
      width: size.width,
      height: layout.height(
        text: measured.text, secondaryText: measured.secondary?.height))
  }

  /// The labels' heights at the texts' `width`: side by side, the
  /// secondary text as wide as it needs (at most half), the text in what
  /// is left.
  private func measure(_ main: UILabel?, _ secondary: UILabel?, width: CGFloat)
    -> (text: CGFloat?, secondary: CGSize?)
  {
    let tall = CGFloat.greatestFiniteMagnitude
    var textWidth = width
    var secondarySize: CGSize?
    if let secondary {
      if style == .value {
        let natural = secondary.intrinsicContentSize.width
        let side = min(natural, width / 2)
        secondarySize = CGSize(
          width: natural,
          height: secondary.sizeThatFits(CGSize(width: side, height: tall))
            .height)
        textWidth = max(0, width - side - textToSecondaryTextHorizontalPadding)
      } else {
        secondarySize = CGSize(
          width: width,
          height: secondary.sizeThatFits(CGSize(width: width, height: tall))
            .height)
      }
    }
    let text = main.map {
      $0.sizeThatFits(CGSize(width: textWidth, height: tall)).height
    }
    return (text, secondarySize)
  }

  /// A label for each text, in its properties; `nil` for a text that is
  /// not there.
  private func makeLabels() -> (text: UILabel?, secondary: UILabel?) {
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
    return (
      label(text, textProperties),
      label(secondaryText, secondaryTextProperties)
    )
  }

  /// The picture and a label for each text, where the row geometry puts
  /// them in `bounds`, mirrored when `rightToLeft`.
  func makeViews(in bounds: CGRect, rightToLeft: Bool = false) -> [UIView] {
    let layout = rowLayout(rightToLeft: rightToLeft)
    let (main, secondary) = makeLabels()
    let measured = measure(
      main, secondary, width: layout.textWidth(inRowOf: bounds.width))
    let parts = layout.parts(
      in: bounds, text: measured.text, secondaryText: measured.secondary)
    var views: [UIView] = []
    if let image, let room = parts.image {
      let view = UIImageView(image: image)
      // A symbol keeps its own size, centred in the room, in the tint.
      view.contentMode = image.isSymbolImage ? .center : .scaleAspectFit
      view.preferredSymbolConfiguration =
        imageProperties.preferredSymbolConfiguration
      view.tintColor = imageProperties.tintColor
      view.frame = room
      view.layer.cornerRadius = imageProperties.cornerRadius
      view.clipsToBounds = imageProperties.cornerRadius > 0
      views.append(view)
    }
    if let main, let frame = parts.text {
      main.frame = frame
      views.append(main)
    }
    if let secondary, let frame = parts.secondaryText {
      secondary.frame = frame
      if style == .value {
        secondary.textAlignment = rightToLeft ? .left : .right
      }
      views.append(secondary)
    }
    return views
  }
}
