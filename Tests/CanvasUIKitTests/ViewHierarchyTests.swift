import CanvasUIKit
import Testing

/// The view hierarchy as UIKit keeps it: order, autoresizing, inherited
/// tint, a cell's background views, colours from other spaces.
@MainActor @Suite struct ViewHierarchyTests {
  /// Subviews inserted by index and beside siblings, and moved to the
  /// front and back.
  @Test func subviewsKeepTheirOrder() {
    let root = UIView()
    let (a, b, c, d) = (UIView(), UIView(), UIView(), UIView())
    root.addSubview(a)
    root.insertSubview(b, at: 0)
    root.insertSubview(c, aboveSubview: b)
    root.insertSubview(d, belowSubview: b)
    #expect(
      root.subviews.map { ObjectIdentifier($0) }
        == [d, b, c, a].map { ObjectIdentifier($0) })
    root.bringSubviewToFront(d)
    root.sendSubviewToBack(a)
    #expect(
      root.subviews.map { ObjectIdentifier($0) }
        == [a, b, c, d].map { ObjectIdentifier($0) })
    root.insertSubview(UIView(), at: 99)
    #expect(root.subviews.count == 5)
  }

  /// A flexible width and both flexible margins share a change in
  /// proportion to their sizes; a fixed view keeps its frame.
  @Test func autoresizingSharesTheChange() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let shared = UIView(frame: CGRect(x: 10, y: 20, width: 60, height: 50))
    shared.autoresizingMask = [
      .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
      .flexibleHeight,
    ]
    let pinned = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
    let corner = UIView(frame: CGRect(x: 70, y: 70, width: 20, height: 20))
    corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
    for view in [shared, pinned, corner] { root.addSubview(view) }
    root.frame.size = CGSize(width: 200, height: 150)
    // Widths 10 + 60 + 30 share 100: 10, 60 and 30.
    #expect(shared.frame == CGRect(x: 20, y: 20, width: 120, height: 100))
    #expect(pinned.frame == CGRect(x: 10, y: 10, width: 30, height: 30))
    #expect(corner.frame == CGRect(x: 170, y: 120, width: 20, height: 20))
    root.autoresizesSubviews = false
    root.frame.size = CGSize(width: 50, height: 50)
    #expect(corner.frame.origin == CGPoint(x: 170, y: 120))
  }

  /// A view's tint is its own, else its superview's, else the system
  /// blue.
  @Test func tintIsInherited() {
    let root = UIView()
    let child = UIView()
    root.addSubview(child)
    #expect(child.tintColor == .systemBlue)
    root.tintColor = .systemRed
    #expect(child.tintColor == .systemRed)
    child.tintColor = .systemGreen
    #expect(child.tintColor == .systemGreen && root.tintColor == .systemRed)
    child.tintColor = nil
    #expect(child.tintColor == .systemRed)
  }

  /// The background views sit behind the content view, cell-sized; the
  /// selected one shows only while selected or highlighted.
  @Test func aCellsBackgroundViews() {
    let cell = UICollectionViewCell()
    cell.selectedBackgroundView = UIView()
    cell.backgroundView = UIView()
    cell.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
    cell.layoutIfNeeded()
    let ids = cell.subviews.map { ObjectIdentifier($0) }
    #expect(
      ids
        == [
          cell.backgroundView!, cell.selectedBackgroundView!, cell.contentView,
        ].map {
          ObjectIdentifier($0)
        })
    #expect(cell.backgroundView?.frame == cell.bounds)
    #expect(cell.contentView.frame == cell.bounds)
    #expect(cell.selectedBackgroundView?.isHidden == true)
    cell.isHighlighted = true
    #expect(cell.selectedBackgroundView?.isHidden == false)
    cell.prepareForReuse()
    #expect(cell.selectedBackgroundView?.isHidden == true)
  }

  /// Display P3 colours are converted to sRGB: greys stay grey, P3's own
  /// primaries clip to sRGB's, and a blue leans further to blue.
  @Test func displayP3ColoursConvertToSRGB() {
    func components(_ color: UIColor) -> [CGFloat] {
      var (r, g, b, a) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
      color.getRed(&r, green: &g, blue: &b, alpha: &a)
      return [r, g, b, a]
    }
    func near(_ x: [CGFloat], _ y: [CGFloat]) -> Bool {
      zip(x, y).allSatisfy { abs($0 - $1) < 1e-6 }
    }
    #expect(
      near(
        components(
          UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1)),
        [0.5, 0.5, 0.5, 1]))
    #expect(
      near(
        components(UIColor(displayP3Red: 0, green: 1, blue: 0, alpha: 0.5)),
        [0, 1, 0, 0.5]))
    let blue = components(
      UIColor(
        displayP3Red: 100 / 255, green: 149 / 255, blue: 237 / 255, alpha: 1))
    #expect(blue[0] < 100 / 255 && blue[2] > 237 / 255 && blue[2] <= 1)
  }
}
