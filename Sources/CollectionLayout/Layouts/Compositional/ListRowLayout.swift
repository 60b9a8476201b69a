import Foundation

/// Where the parts of one list row go: the one row geometry of the
/// package.
///
/// The engine's spec lists (``ListRowContent``), CanvasUIKit's list
/// content view (`UIListContentConfiguration`), its list cells'
/// accessories and its table cells all place their parts through it, so
/// a row drawn from a spec and one drawn from UIKit code agree. The
/// picture sits at the leading margin, centred down the row, as large as
/// its room (it is not shrunk: a row grows to hold it, as UIKit's does);
/// the texts follow after ``imageToTextPadding``, stacked or side by side;
/// accessories sit at the margins, ``accessorySpacing`` apart. Right to
/// left, every part is mirrored in the row.
public struct ListRowLayout: Hashable, Sendable {
  /// How a row's text and secondary text share the row.
  public enum Arrangement: Hashable, Sendable {
    /// The secondary text under the text, the two centred down the row
    /// (`UIListContentConfiguration.subtitleCell()`, `cell()`).
    case stacked
    /// The secondary text at the trailing edge, on the text's line
    /// (`valueCell()`).
    case sideBySide
  }

  /// The room between the row's edges and its parts.
  public var margins: DirectionalEdgeInsets
  /// The picture's room; `nil` for a row without a picture.
  public var imageSize: CGSize?
  /// The space between the picture's room and the text.
  public var imageToTextPadding: CGFloat
  /// How the texts share the row.
  public var arrangement: Arrangement
  /// The space between the text and the secondary text side by side.
  public var horizontalTextPadding: CGFloat
  /// The space between the text and the secondary text stacked.
  public var verticalTextPadding: CGFloat
  /// Whether the row reads right to left.
  public var isRightToLeft: Bool

  /// A row of `margins`, with a picture of `imageSize`, its texts
  /// arranged as `arrangement`, as UIKit's list content configuration's
  /// defaults space them.
  public init(
    margins: DirectionalEdgeInsets = CompositionalLayout.ListConfiguration
      .rowMargins,
    imageSize: CGSize? = nil, imageToTextPadding: CGFloat = 16,
    arrangement: Arrangement = .stacked, horizontalTextPadding: CGFloat = 8,
    verticalTextPadding: CGFloat = 3, isRightToLeft: Bool = false
  ) {
    self.margins = margins
    self.imageSize = imageSize
    self.imageToTextPadding = imageToTextPadding
    self.arrangement = arrangement
    self.horizontalTextPadding = horizontalTextPadding
    self.verticalTextPadding = verticalTextPadding
    self.isRightToLeft = isRightToLeft
  }

  /// The side of a row's picture when nothing sizes it, as Settings'
  /// icons.
  public static let imageSide: CGFloat = 29
  /// The room a picture keeps above and below it together: a 29-point
  /// picture fits a 44-point row.
  public static let imageVerticalRoom: CGFloat = 15
  /// The space between accessories, and between the text and the first
  /// accessory after it.
  public static let accessorySpacing: CGFloat = 8

  /// Where the text starts, from the row's leading edge.
  public var textLeading: CGFloat {
    margins.leading + (imageSize.map { $0.width + imageToTextPadding } ?? 0)
  }

  /// The width the texts share in a row `width` wide.
  public func textWidth(inRowOf width: CGFloat) -> CGFloat {
    max(0, width - textLeading - margins.trailing)
  }

  /// The row's height around texts of heights `text` and `secondaryText`
  /// (`nil` where there is none): within the margins, stacked or the
  /// taller side by side, and at least the picture's room.
  public func height(text: CGFloat?, secondaryText: CGFloat?) -> CGFloat {
    let heights = [text, secondaryText].compactMap { $0 }
    let content: CGFloat
    switch arrangement {
    case .sideBySide: content = heights.max() ?? 0
    case .stacked:
      content =
        heights.reduce(0, +)
        + (heights.count > 1 ? verticalTextPadding : 0)
    }
    return max(
      margins.top + content + margins.bottom,
      imageSize.map { $0.height + Self.imageVerticalRoom } ?? 0)
  }

  /// Where the picture and the texts go.
  public struct Parts: Hashable, Sendable {
    /// The picture's room, at the leading margin, centred down the row.
    public var image: CGRect?
    /// The text.
    public var text: CGRect?
    /// The secondary text.
    public var secondaryText: CGRect?
  }

  /// Where the parts go in `bounds`, for a text of height `text` and a
  /// secondary text of `secondaryText`'s size (`nil` where there is
  /// none).
  ///
  /// Stacked, the texts are the texts' width and centred down the
  /// row together; side by side, each is as tall as the room inside the
  /// margins, the secondary text as wide as it needs, at most half the
  /// room, at the trailing edge.
  public func parts(
    in bounds: CGRect, text: CGFloat?, secondaryText: CGSize?
  ) -> Parts {
    let inner = CGRect(
      x: bounds.minX + textLeading, y: bounds.minY + margins.top,
      width: textWidth(inRowOf: bounds.width),
      height: max(0, bounds.height - margins.top - margins.bottom))
    var parts = Parts()
    if let imageSize {
      parts.image = CGRect(
        x: bounds.minX + margins.leading,
        y: bounds.midY - imageSize.height / 2, width: imageSize.width,
        height: imageSize.height)
    }
    switch arrangement {
    case .sideBySide:
      var trailing = inner.maxX
      if let secondaryText {
        let width = min(secondaryText.width, inner.width / 2)
        parts.secondaryText = CGRect(
          x: inner.maxX - width, y: inner.minY, width: width,
          height: inner.height)
        trailing -= width + horizontalTextPadding
      }
      if text != nil {
        parts.text = CGRect(
          x: inner.minX, y: inner.minY,
          width: max(0, trailing - inner.minX), height: inner.height)
      }
    case .stacked:
      let gap = text != nil && secondaryText != nil ? verticalTextPadding : 0
      var top =
        inner.midY - ((text ?? 0) + gap + (secondaryText?.height ?? 0)) / 2
      if let text {
        parts.text = CGRect(
          x: inner.minX, y: top, width: inner.width, height: text)
        top += text + gap
      }
      if let secondaryText {
        parts.secondaryText = CGRect(
          x: inner.minX, y: top, width: inner.width,
          height: secondaryText.height)
      }
    }
    guard isRightToLeft else { return parts }
    return Parts(
      image: parts.image.map { mirrored($0, in: bounds) },
      text: parts.text.map { mirrored($0, in: bounds) },
      secondaryText: parts.secondaryText.map { mirrored($0, in: bounds) })
  }

  /// Where accessories of `leading` and `trailing` sizes go in `bounds`,
  /// each list from its edge inwards, centred down the row; the leading
  /// ones start `indent` in from the margin.
  public func accessoryFrames(
    leading: [CGSize], trailing: [CGSize], in bounds: CGRect,
    indent: CGFloat = 0
  ) -> (leading: [CGRect], trailing: [CGRect]) {
    var start = bounds.minX + indent + margins.leading
    let leadingFrames = leading.map { size in
      defer { start += size.width + Self.accessorySpacing }
      return CGRect(
        x: start, y: bounds.midY - size.height / 2, width: size.width,
        height: size.height)
    }
    var end = bounds.maxX - margins.trailing
    let trailingFrames = trailing.map { size in
      end -= size.width
      defer { end -= Self.accessorySpacing }
      return CGRect(
        x: end, y: bounds.midY - size.height / 2, width: size.width,
        height: size.height)
    }
    guard isRightToLeft else { return (leadingFrames, trailingFrames) }
    return (
      leadingFrames.map { mirrored($0, in: bounds) },
      trailingFrames.map { mirrored($0, in: bounds) }
    )
  }

  /// The room between accessories of `leading` and `trailing` sizes for
  /// content whose own margins are this row's.
  ///
  /// The content's text then starts a leading margin after the last
  /// leading accessory, as an editing row's text clears its control, and
  /// ends one ``accessorySpacing`` before the first trailing one, as a
  /// value sits by its chevron. Without accessories it is `bounds` less
  /// `indent` at the leading edge.
  public func contentFrame(
    leading: [CGSize], trailing: [CGSize], in bounds: CGRect,
    indent: CGFloat = 0
  ) -> CGRect {
    func room(_ sizes: [CGSize]) -> CGFloat {
      sizes.isEmpty
        ? 0
        : sizes.reduce(0) { $0 + $1.width }
          + CGFloat(sizes.count) * Self.accessorySpacing
    }
    let start =
      indent
      + (leading.isEmpty
        ? 0 : margins.leading + room(leading) - Self.accessorySpacing)
    let frame = CGRect(
      x: bounds.minX + start, y: bounds.minY,
      width: max(0, bounds.width - start - room(trailing)),
      height: bounds.height)
    return isRightToLeft ? mirrored(frame, in: bounds) : frame
  }

  /// `rect` mirrored across the middle of `bounds`.
  private func mirrored(_ rect: CGRect, in bounds: CGRect) -> CGRect {
    CGRect(
      x: bounds.minX + bounds.maxX - rect.maxX, y: rect.minY,
      width: rect.width, height: rect.height)
  }
}
