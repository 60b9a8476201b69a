import CoreGraphics

/// A bar's background, as UIKit's `_UIBarBackground`: its appearance's
/// colour over the bar (and the status bar or home indicator area it
/// reaches into), and the appearance's hairline shadow on the content's
/// side — under a navigation bar, over a tab bar or toolbar.
final class _UIBarBackground: UIView {
  private let appearance: () -> UIBarAppearance
  private let shadowAtTop: Bool

  /// A background in `frame`, its hairline at the top or the bottom,
  /// drawn in the appearance `appearance` gives when drawn.
  init(
    frame: CGRect, shadowAtTop: Bool,
    appearance: @escaping () -> UIBarAppearance
  ) {
    self.appearance = appearance
    self.shadowAtTop = shadowAtTop
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) { nil }

  override func draw(_ rect: CGRect) {
    let appearance = appearance()
    let hairline = 1 / max(1, traitCollection.displayScale)
    let fillTop = shadowAtTop ? hairline : 0
    if let fill = appearance.backgroundFill(for: traitCollection) {
      fill.resolvedColor(with: traitCollection).setFill()
      UIRectFill(
        CGRect(
          x: 0, y: fillTop, width: bounds.width,
          height: bounds.height - hairline))
    }
    if let shadow = appearance.shadowColor {
      shadow.resolvedColor(with: traitCollection).setFill()
      UIRectFill(
        CGRect(
          x: 0, y: shadowAtTop ? 0 : bounds.height - hairline,
          width: bounds.width, height: hairline))
    }
  }
}
