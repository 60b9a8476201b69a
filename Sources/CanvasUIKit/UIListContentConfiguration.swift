import Foundation

/// What a cell's content view shows, as UIKit's `UIContentConfiguration`.
public protocol UIContentConfiguration {
  /// Views that show the configuration, placed in `bounds`.
  func makeViews(in bounds: CGRect) -> [UIView]

  /// The size the configuration needs at `size`'s width.
  func size(fitting size: CGSize) -> CGSize
}

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
  /// The margins around the content: UIKit's list margins.
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(
    top: 11, leading: 16, bottom: 11, trailing: 16)
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

  /// The width given, and the height of the texts stacked inside the
  /// margins (the taller of the two for `valueCell()`).
  public func size(fitting size: CGSize) -> CGSize {
    let margins = directionalLayoutMargins
    let width = max(0, size.width - margins.leading - margins.trailing)
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
    return CGSize(
      width: size.width, height: margins.top + content + margins.bottom)
  }

  /// A label for each text, stacked inside the margins.
  public func makeViews(in bounds: CGRect) -> [UIView] {
    let margins = directionalLayoutMargins
    let inner = CGRect(
      x: bounds.minX + margins.leading, y: bounds.minY + margins.top,
      width: max(0, bounds.width - margins.leading - margins.trailing),
      height: max(0, bounds.height - margins.top - margins.bottom))
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
    return [main, secondary].compactMap { $0 }
  }
}
