import CollectionLayout
import CoreGraphics

/// What a cell or header draws behind its content, as UIKit's
/// `UIBackgroundConfiguration`: a fill, a stroke, a corner radius and
/// insets, with the list presets UIKit gives and their selected look.
@preconcurrency @MainActor public struct UIBackgroundConfiguration {
  /// A view drawn behind, filling the background's frame.
  public var customView: UIView?
  /// The radius of the corners.
  public var cornerRadius: CGFloat = 0
  /// How far the background is inset from the view's edges.
  public var backgroundInsets = NSDirectionalEdgeInsets.zero
  /// The edges whose inset also takes the view's layout margins.
  public var edgesAddingLayoutMarginsToBackgroundInsets =
    NSDirectionalRectEdge()
  /// The fill; `nil` for the view's tint colour.
  public var backgroundColor: UIColor? = .clear
  /// A change applied to the fill.
  public var backgroundColorTransformer: UIConfigurationColorTransformer?
  /// The stroke's colour; `nil` for the view's tint colour.
  public var strokeColor: UIColor? = .clear
  /// A change applied to the stroke.
  public var strokeColorTransformer: UIConfigurationColorTransformer?
  /// The stroke's width.
  public var strokeWidth: CGFloat = 0
  /// How far the stroke lies outside the background's edge.
  public var strokeOutset: CGFloat = 0
  /// A picture drawn behind.
  public var image: UIImage?
  /// How the picture fills the background.
  public var imageContentMode = UIView.ContentMode.scaleToFill
  /// Which preset this is, for its selected and highlighted look.
  var style = Style.clear

  enum Style {
    case clear, plainCell, groupedCell, sidebarCell, plainHeaderFooter,
      groupedHeaderFooter, sidebarHeader
  }

  private init(style: Style, color: UIColor) {
    self.style = style
    backgroundColor = color
  }

  /// No fill.
  public static func clear() -> Self { Self(style: .clear, color: .clear) }

  /// A plain list's row: the system background.
  public static func listPlainCell() -> Self {
    Self(style: .plainCell, color: .systemBackground)
  }

  /// A grouped list's row: the secondary grouped background.
  public static func listGroupedCell() -> Self {
    Self(style: .groupedCell, color: .secondarySystemGroupedBackground)
  }

  /// An inset-grouped list's row, as a grouped one.
  public static func listInsetGroupedCell() -> Self { listGroupedCell() }

  /// A sidebar's row: clear, a rounded tint when selected.
  public static func listSidebarCell() -> Self {
    var background = Self(style: .sidebarCell, color: .clear)
    background.cornerRadius = 10
    return background
  }

  /// A sidebar's row beside other content, as a sidebar row.
  public static func listAccompaniedSidebarCell() -> Self { listSidebarCell() }

  /// A plain list's header or footer: the system background.
  public static func listPlainHeaderFooter() -> Self {
    Self(style: .plainHeaderFooter, color: .systemBackground)
  }

  /// A grouped list's header or footer: clear.
  public static func listGroupedHeaderFooter() -> Self {
    Self(style: .groupedHeaderFooter, color: .clear)
  }

  /// A sidebar's header: clear.
  public static func listSidebarHeader() -> Self {
    Self(style: .sidebarHeader, color: .clear)
  }

  /// This background as it looks in `state`: a list row selected or
  /// highlighted is filled with system gray 4 (light) or 3 (dark) as
  /// iOS fills it; a sidebar row with the tint colour.
  public func updated(for state: UIConfigurationState) -> Self {
    guard let cell = state as? UICellConfigurationState,
      cell.isSelected || cell.isHighlighted
    else { return self }
    var updated = self
    switch style {
    case .plainCell, .groupedCell:
      updated.backgroundColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? .systemGray3 : .systemGray4
      }
    case .sidebarCell:
      updated.backgroundColor = nil
    case .clear, .plainHeaderFooter, .groupedHeaderFooter, .sidebarHeader:
      break
    }
    return updated
  }

  /// The fill for a view tinted `tintColor`.
  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
    let color = backgroundColor ?? tintColor
    return backgroundColorTransformer?(color) ?? color
  }

  /// The stroke for a view tinted `tintColor`.
  public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
    let color = strokeColor ?? tintColor
    return strokeColorTransformer?(color) ?? color
  }

  /// A view drawing this background in `bounds` of a view with
  /// `margins` and `tintColor`.
  func makeView(
    in bounds: CGRect, margins: NSDirectionalEdgeInsets, tintColor: UIColor
  ) -> UIView {
    let edges = edgesAddingLayoutMarginsToBackgroundInsets
    var insets = backgroundInsets
    if edges.contains(.top) { insets.top += margins.top }
    if edges.contains(.leading) { insets.leading += margins.leading }
    if edges.contains(.bottom) { insets.bottom += margins.bottom }
    if edges.contains(.trailing) { insets.trailing += margins.trailing }
    let view = UIView(
      frame: CGRect(
        x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
        width: max(0, bounds.width - insets.leading - insets.trailing),
        height: max(0, bounds.height - insets.top - insets.bottom)))
    view.backgroundColor = resolvedBackgroundColor(for: tintColor)
    view.layer.cornerRadius = cornerRadius
    view.clipsToBounds = cornerRadius > 0
    if strokeWidth > 0 {
      view.layer.borderWidth = strokeWidth
      view.layer.borderColor = resolvedStrokeColor(for: tintColor).cgColor
    }
    let picture = image.map { image -> UIView in
      let shown = UIImageView(image: image)
      shown.contentMode = imageContentMode
      return shown
    }
    for layer in [picture, customView].compactMap({ $0 }) {
      layer.frame = view.bounds
      layer.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(layer)
    }
    return view
  }
}
