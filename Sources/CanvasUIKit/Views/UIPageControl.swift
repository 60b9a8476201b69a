import CoreGraphics
import Foundation

/// A row of dots, one per page, the current one marked, as UIKit's
/// `UIPageControl` since iOS 14: 26 points tall, 7-point dots 9 points
/// apart, the current page's dot in the label colour and the others in
/// `tertiaryLabel`, unless their tint colours are set.
///
/// The pitch of the dots is Interface Builder's, not a documented value;
/// ``preferredIndicatorImage`` is kept and the dots are drawn.
open class UIPageControl: UIControl {
  /// Whether the control draws a backdrop behind its dots.
  public enum BackgroundStyle: Int, Sendable {
    /// A backdrop while touched; none at rest.
    case automatic
    /// Always a backdrop.
    case prominent
    /// Never a backdrop.
    case minimal
  }

  /// How many pages there are; 0 or more.
  open var numberOfPages = 0 {
    didSet {
      numberOfPages = max(0, numberOfPages)
      currentPage = min(currentPage, max(0, numberOfPages - 1))
      invalidateIntrinsicContentSize()
    }
  }
  /// The page shown, from 0, pinned to the pages.
  open var currentPage = 0 {
    didSet {
      let pinned = min(max(0, currentPage), max(0, numberOfPages - 1))
      if pinned != currentPage { currentPage = pinned }
    }
  }
  /// Whether a control with one page is hidden.
  open var hidesForSinglePage = false
  /// The colour of the other pages' dots; `nil` for `tertiaryLabel`.
  open var pageIndicatorTintColor: UIColor?
  /// The colour of the current page's dot; `nil` for the label colour.
  open var currentPageIndicatorTintColor: UIColor?
  /// The backdrop; a still image shows none except for `.prominent`.
  open var backgroundStyle = BackgroundStyle.automatic
  /// Whether dragging along the dots scrubs through the pages.
  open var allowsContinuousInteraction = true
  /// A picture for every dot: kept, dots are drawn.
  open var preferredIndicatorImage: UIImage?

  /// A control in `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// A dot's diameter.
  static let dot: CGFloat = 7
  /// From one dot's centre to the next.
  static let pitch: CGFloat = 16
  /// The control's height.
  static let height: CGFloat = 26
  /// The space on each side of the dots.
  static let padding: CGFloat = 8

  /// The size the dots of `pageCount` pages take, with their padding.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    let count = CGFloat(max(0, pageCount))
    guard count > 0 else { return CGSize(width: 0, height: Self.height) }
    return CGSize(
      width: (count - 1) * Self.pitch + Self.dot + 2 * Self.padding,
      height: Self.height)
  }

  /// The dots' size.
  open override var intrinsicContentSize: CGSize {
    size(forNumberOfPages: numberOfPages)
  }

  /// The dots' size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    intrinsicContentSize
  }

  /// The dots, centred, leading to trailing, the current one marked; a
  /// `.prominent` backdrop behind them; nothing for a single page when
  /// ``hidesForSinglePage``.
  open override func draw(_ rect: CGRect) {
    guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1)
    else { return }
    let size = size(forNumberOfPages: numberOfPages)
    let origin = CGPoint(
      x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2)
    if backgroundStyle == .prominent {
      UIColor.tertiarySystemFill.setFill()
      UIBezierPath(
        roundedRect: CGRect(origin: origin, size: size),
        cornerRadius: size.height / 2
      ).fill()
    }
    let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
    for page in 0..<numberOfPages {
      let slot = leftToRight ? page : numberOfPages - 1 - page
      let center = CGPoint(
        x: origin.x + Self.padding + Self.dot / 2 + CGFloat(slot) * Self.pitch,
        y: bounds.midY)
      let color =
        page == currentPage
        ? currentPageIndicatorTintColor ?? .label
        : pageIndicatorTintColor ?? .tertiaryLabel
      color.setFill()
      UIBezierPath(
        ovalIn: CGRect(
          x: center.x - Self.dot / 2, y: center.y - Self.dot / 2,
          width: Self.dot, height: Self.dot)
      ).fill()
    }
  }
}
