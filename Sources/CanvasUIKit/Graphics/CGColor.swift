import CanvasRendering
import CollectionLayout
import CoreGraphics

extension UIColor {
  /// The Core Graphics colour, resolved now: with the traits of the screen
  /// being drawn (``UITraitCollection/current``), as on iOS, where a
  /// `cgColor` taken from a dynamic colour keeps that appearance.
  public var cgColor: CGColor {
    let color = color(for: UITraitCollection.current)
    return CGColor(
      srgbRed: CGFloat(color.red), green: CGFloat(color.green),
      blue: CGFloat(color.blue), alpha: CGFloat(color.alpha))
  }

  /// The colour of a Core Graphics colour.
  public convenience init(cgColor: CGColor) {
    self.init(Color(cgColor))
  }

  /// Makes this colour the current context's fill colour.
  @preconcurrency @MainActor public func setFill() {
    UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
  }

  /// Makes this colour the current context's stroke colour.
  @preconcurrency @MainActor public func setStroke() {
    UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
  }

  /// Makes this colour the current context's fill and stroke colours.
  @preconcurrency @MainActor public func set() {
    setFill()
    setStroke()
  }
}
