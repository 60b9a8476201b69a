import CoreGraphics
import Foundation

/// How a toolbar looks, as UIKit's `UIToolbarAppearance`.
open class UIToolbarAppearance: UIBarAppearance {
  public override init() {
    super.init()
  }

  /// A copy of `appearance`.
  public required init(barAppearance appearance: UIBarAppearance) {
    super.init(barAppearance: appearance)
  }
}

/// A row of bar buttons at the bottom of a screen, as UIKit's
/// `UIToolbar`: 44 points tall, its items drawn as a navigation bar draws
/// its buttons, flexible spaces sharing the room left and fixed spaces
/// keeping their widths; its background the standard appearance's (the bar
/// material and a hairline above) unless content ends at it.
open class UIToolbar: UIView {
  /// The buttons and spaces, leading to trailing.
  open var items: [UIBarButtonItem]? {
    didSet { setNeedsLayout() }
  }
  /// The bar's colour, set on the standard appearance's background.
  open var barTintColor: UIColor? {
    didSet {
      standardAppearance.backgroundColor = barTintColor
      AppearanceProxies.note(self, \.barTintColor, barTintColor)
    }
  }
  /// Whether content shows through the bar.
  open var isTranslucent = true
  /// The look while content runs on under the bar.
  open var standardAppearance = UIToolbarAppearance() {
    didSet {
      setNeedsLayout()
      AppearanceProxies.note(self, \.standardAppearance, standardAppearance)
    }
  }
  /// The look in a compact height.
  open var compactAppearance: UIToolbarAppearance?
  /// The look when content ends at the bar; `nil` for transparent.
  open var scrollEdgeAppearance: UIToolbarAppearance?
  /// Whether content ends at the bar, as the navigation controller says.
  var isAtScrollEdge = false
  /// The height of the row of items.
  static let rowHeight: CGFloat = 44

  /// A toolbar in `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets the items.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    self.items = items
  }

  /// 44 points tall.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Self.rowHeight)
  }

  private var shownAppearance: UIBarAppearance {
    guard isAtScrollEdge else { return standardAppearance }
    if let scrollEdgeAppearance { return scrollEdgeAppearance }
    let transparent = UIToolbarAppearance(barAppearance: standardAppearance)
    transparent.configureWithTransparentBackground()
    return transparent
  }

  private var parts: [UIView] = []

  /// The background, then the items from the leading margin: fixed
  /// widths kept, flexible spaces sharing what is left, 8 points between
  /// buttons.
  open override func layoutSubviews() {
    super.layoutSubviews()
    for part in parts { part.removeFromSuperview() }
    parts = [
      _UIBarBackground(frame: bounds, shadowAtTop: true) { [unowned self] in
        shownAppearance
      }
    ]
    let items = items ?? []
    let margin: CGFloat = 16
    let gap: CGFloat = 8
    func isFlexible(_ item: UIBarButtonItem) -> Bool {
      item.systemItem == .flexibleSpace
    }
    func width(_ item: UIBarButtonItem) -> CGFloat {
      item.systemItem == .fixedSpace ? item.width : barButtonWidth(item)
    }
    // The gaps are between neighbours with no flexible space between.
    let gaps = zip(items, items.dropFirst()).filter {
      !isFlexible($0.0) && !isFlexible($0.1)
    }.count
    let used =
      items.filter { !isFlexible($0) }.map(width).reduce(0, +)
      + CGFloat(gaps) * gap
    let flexible = items.filter(isFlexible).count
    let spare = max(0, bounds.width - 2 * margin - used)
    let share = flexible > 0 ? spare / CGFloat(flexible) : 0
    let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
    var x = margin
    var previousWasButton = false
    for item in items {
      if isFlexible(item) {
        x += share
        previousWasButton = false
        continue
      }
      if previousWasButton { x += gap }
      let itemWidth = width(item)
      if item.systemItem != .fixedSpace {
        let view = barButton(
          item, leadingAt: leftToRight ? x : bounds.width - x - itemWidth,
          rowHeight: Self.rowHeight)
        parts.append(view)
      }
      x += itemWidth
      previousWasButton = true
    }
    for part in parts { addSubview(part) }
  }
}
