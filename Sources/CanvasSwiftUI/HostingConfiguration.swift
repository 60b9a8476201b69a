import CanvasUIKit
import CollectionLayout
import CoreGraphics
import Foundation

/// A cell's content written in SwiftUI, as SwiftUI's
/// `UIHostingConfiguration`: `cell.contentConfiguration =
/// UIHostingConfiguration { Row(item) }`.
///
/// The content is inset by the margins (a list row's by default: 11
/// points top and bottom, 16 at the sides, as UIKit's list cells lay out
/// their content), sized at the cell's width and as tall as it needs
/// (at least `minSize`; a list keeps its rows 44 points tall at least);
/// the background fills the whole cell behind it.
public struct UIHostingConfiguration<Content: View, Background: View>:
  UIContentConfiguration
{
  let content: Content
  let background: Background
  var margins: NSDirectionalEdgeInsets
  var minimumSize: CGSize

  /// Content built by `content`, on no background.
  public init(@ViewBuilder content: () -> Content)
  where Background == EmptyView {
    self.init(
      content: content(), background: EmptyView(),
      margins: Self.listMargins, minimumSize: .zero)
  }

  init(
    content: Content, background: Background,
    margins: NSDirectionalEdgeInsets, minimumSize: CGSize
  ) {
    self.content = content
    self.background = background
    self.margins = margins
    self.minimumSize = minimumSize
  }

  /// A list row's margins, UIKit's.
  static var listMargins: NSDirectionalEdgeInsets {
    let row = CompositionalLayout.ListConfiguration.rowMargins
    return NSDirectionalEdgeInsets(
      top: row.top, leading: row.leading, bottom: row.bottom,
      trailing: row.trailing)
  }

  /// The configuration with `background` filling the cell.
  public func background<B: View>(@ViewBuilder content: () -> B)
    -> UIHostingConfiguration<Content, B>
  {
    UIHostingConfiguration<Content, B>(
      content: self.content, background: content(), margins: margins,
      minimumSize: minimumSize)
  }

  /// The configuration with the cell filled with `style`.
  public func background<S: ShapeStyle>(_ style: S)
    -> UIHostingConfiguration<Content, AnyView>
  {
    UIHostingConfiguration<Content, AnyView>(
      content: content, background: AnyView(existential: style.filling),
      margins: margins, minimumSize: minimumSize)
  }

  /// The configuration with its content inset by `length` on `edges`.
  public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> Self {
    var copy = self
    if edges.contains(.top) { copy.margins.top = length }
    if edges.contains(.bottom) { copy.margins.bottom = length }
    if edges.contains(.leading) { copy.margins.leading = length }
    if edges.contains(.trailing) { copy.margins.trailing = length }
    return copy
  }

  /// The configuration with its content inset by `insets` on `edges`.
  public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> Self {
    var copy = self
    if edges.contains(.top) { copy.margins.top = insets.top }
    if edges.contains(.bottom) { copy.margins.bottom = insets.bottom }
    if edges.contains(.leading) { copy.margins.leading = insets.leading }
    if edges.contains(.trailing) { copy.margins.trailing = insets.trailing }
    return copy
  }

  /// The configuration at least `width` wide and `height` tall.
  public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> Self {
    var copy = self
    if let width { copy.minimumSize.width = width }
    if let height { copy.minimumSize.height = height }
    return copy
  }

  public func makeContentView() -> UIView & UIContentView {
    _UIHostingContentView(configuration: self)
  }

  public func updated(for state: UIConfigurationState) -> Self { self }
}

extension UIHostingConfiguration: ContentLeadingConfiguration {
  /// The leading margin: where a list row's separator starts.
  package var contentLeading: CGFloat { margins.leading }
}

/// The view of a hosting configuration: the content's host inside the
/// margins, the background's behind it across the bounds; neither fills
/// with the system background, so the cell's own shows.
final class _UIHostingContentView<Content: View, Background: View>: UIView,
  UIContentView
{
  private var hosting: UIHostingConfiguration<Content, Background>
  /// The content, leading and across the width inside the margins, as a
  /// list row's.
  private let content: _UIHostingView<AnyView>
  private let background: _UIHostingView<Background>

  init(configuration: UIHostingConfiguration<Content, Background>) {
    hosting = configuration
    content = _UIHostingView(rootView: Self.row(configuration.content))
    background = _UIHostingView(rootView: configuration.background)
    super.init(frame: .zero)
    for host in [background, content] as [UIView] {
      host.backgroundColor = nil
      addSubview(host)
    }
    content.ignoresSafeArea = true
    (background as _UIHostingView<Background>).ignoresSafeArea = true
  }

  required init?(coder: NSCoder) { nil }

  var configuration: UIContentConfiguration {
    get { hosting }
    set {
      guard let new = newValue as? UIHostingConfiguration<Content, Background>
      else { return }
      hosting = new
      content.rootView = Self.row(new.content)
      background.rootView = new.background
      setNeedsLayout()
    }
  }

  /// `content` as a row: leading, across the width it is given.
  private static func row(_ content: Content) -> AnyView {
    AnyView(content.frame(maxWidth: .infinity, alignment: .leading))
  }

  func supports(_ configuration: UIContentConfiguration) -> Bool {
    configuration is UIHostingConfiguration<Content, Background>
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    background.frame = bounds
    let margins = hosting.margins
    content.frame = CGRect(
      x: margins.leading, y: margins.top,
      width: max(0, bounds.width - margins.leading - margins.trailing),
      height: max(0, bounds.height - margins.top - margins.bottom))
  }

  /// The width given (the content's ideal width with the margins, for
  /// none), and the content's height at that width with the margins; at
  /// least the minimum size.
  override func sizeThatFits(_ size: CGSize) -> CGSize {
    let margins = hosting.margins
    let across = margins.leading + margins.trailing
    let inner = content.fittingSize(
      CGSize(width: size.width > 0 ? max(0, size.width - across) : 0, height: 0)
    )
    return CGSize(
      width: max(
        hosting.minimumSize.width,
        size.width > 0 ? size.width : inner.width + across),
      height: max(
        hosting.minimumSize.height,
        inner.height + margins.top + margins.bottom))
  }

  override var intrinsicContentSize: CGSize {
    sizeThatFits(CGSize(width: bounds.width, height: 0))
  }
}
