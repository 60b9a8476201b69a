import CollectionLayout
import CoreGraphics
import Foundation

/// How a tab bar looks, as UIKit's `UITabBarAppearance`: its background
/// and hairline, and its items' colours.
open class UITabBarAppearance: UIBarAppearance {
  /// The colour of the selected item; `nil` for the bar's tint.
  open var selectedItemColor: UIColor?
  /// The colour of the other items; `nil` for `systemGray`.
  open var normalItemColor: UIColor?

  public override init() {
    super.init()
  }

  /// A copy of `appearance`.
  public required init(barAppearance appearance: UIBarAppearance) {
    super.init(barAppearance: appearance)
    if let tabs = appearance as? UITabBarAppearance {
      selectedItemColor = tabs.selectedItemColor
      normalItemColor = tabs.normalItemColor
    }
  }
}

/// A row of tabs at the bottom of the screen, as UIKit's `UITabBar`: 49
/// points tall on an iPhone (its background reaching down under the home
/// indicator), each item a symbol over a 10-point title, the selected one
/// in the tint colour and the others in `systemGray`, with a red badge at
/// the picture's corner.
///
/// The background follows iOS 15: the standard appearance (the bar
/// material and a hairline above) while content runs on under the bar,
/// the scroll-edge appearance (transparent unless set) when the selected
/// screen's scroll view ends at the bar or there is none.
open class UITabBar: UIView {
  /// How items spread across a wide bar.
  public enum ItemPositioning: Int, Sendable {
    case automatic, fill, centered
  }

  /// The tabs.
  open var items: [UITabBarItem]? {
    didSet { setNeedsLayout() }
  }
  /// The selected tab.
  open weak var selectedItem: UITabBarItem? {
    didSet { setNeedsLayout() }
  }
  /// The colour of unselected tabs; `nil` for `systemGray`.
  open var unselectedItemTintColor: UIColor? {
    didSet {
      AppearanceProxies.note(
        self, \.unselectedItemTintColor, unselectedItemTintColor)
    }
  }
  /// The bar's colour, set on the standard appearance's background.
  open var barTintColor: UIColor? {
    didSet {
      standardAppearance.backgroundColor = barTintColor
      AppearanceProxies.note(self, \.barTintColor, barTintColor)
    }
  }
  /// Whether the bar lets content show through.
  open var isTranslucent = true
  /// The look while content runs on under the bar.
  open var standardAppearance = UITabBarAppearance() {
    didSet {
      setNeedsLayout()
      AppearanceProxies.note(self, \.standardAppearance, standardAppearance)
    }
  }
  /// The look when content ends at the bar; `nil` for transparent.
  open var scrollEdgeAppearance: UITabBarAppearance? {
    didSet {
      AppearanceProxies.note(
        self, \.scrollEdgeAppearance, scrollEdgeAppearance)
    }
  }
  /// How items spread across the bar.
  open var itemPositioning = ItemPositioning.automatic
  /// The width of each item when they are centred.
  ///
  /// 0, the default, is the system's. Kept: items spread across an
  /// iPhone's bar.
  open var itemWidth: CGFloat = 0
  /// The space between items when they are centred.
  ///
  /// 0, the default, is the system's. Kept, as ``itemWidth``.
  open var itemSpacing: CGFloat = 0
  /// Whether the user is rearranging the items: never in a still image.
  public private(set) var isCustomizing = false

  /// Starts the items' customization sheet, as UIKit's; a still image
  /// never shows it, so the bar only says it is customizing.
  open func beginCustomizingItems(_ items: [UITabBarItem]) {
    isCustomizing = true
  }

  /// Ends the customization; whether the items changed: never here.
  @discardableResult
  open func endCustomizing(animated: Bool) -> Bool {
    isCustomizing = false
    return false
  }
  /// Told when the user picks a tab.
  open weak var delegate: (any UITabBarDelegate)?
  /// Whether content ends at the bar, as the tab bar controller decides.
  var isAtScrollEdge = true
  /// The height of the row of items.
  var rowHeight: CGFloat = 49

  /// A bar in `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets the tabs.
  open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
    self.items = items
  }

  /// The appearance shown now.
  var shownAppearance: UIBarAppearance {
    guard isAtScrollEdge else { return standardAppearance }
    if let scrollEdgeAppearance { return scrollEdgeAppearance }
    let transparent = UITabBarAppearance(barAppearance: standardAppearance)
    transparent.configureWithTransparentBackground()
    return transparent
  }

  private var parts: [UIView] = []

  /// 49 points tall, as wide as it is.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: rowHeight)
  }

  /// Lays out the background and one button per tab, equally wide.
  open override func layoutSubviews() {
    super.layoutSubviews()
    for part in parts { part.removeFromSuperview() }
    parts = [
      _UIBarBackground(frame: bounds, shadowAtTop: true) { [unowned self] in
        shownAppearance
      }
    ]
    let items = items ?? []
    if !items.isEmpty {
      let width = bounds.width / CGFloat(items.count)
      let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
      for (index, item) in items.enumerated() {
        let slot = leftToRight ? index : items.count - 1 - index
        parts.append(
          UITabBarButton(
            item: item, isSelected: item === selectedItem, bar: self,
            frame: CGRect(
              x: CGFloat(slot) * width, y: 0, width: width,
              height: rowHeight)))
      }
    }
    for part in parts { addSubview(part) }
  }

  /// The colour of a tab.
  func color(selected: Bool, enabled: Bool) -> UIColor {
    let appearance = shownAppearance as? UITabBarAppearance
    if !enabled { return .tertiaryLabel }
    return selected
      ? appearance?.selectedItemColor ?? tintColor
      : appearance?.normalItemColor ?? unselectedItemTintColor ?? .systemGray
  }
}

/// One tab: its picture over its title, and its badge, as UIKit's
/// `UITabBarButton`.
final class UITabBarButton: UIView {
  init(item: UITabBarItem, isSelected: Bool, bar: UITabBar, frame: CGRect) {
    super.init(frame: frame)
    let color = bar.color(selected: isSelected, enabled: item.isEnabled)
    let image =
      isSelected ? item.selectedImage ?? item.image : item.image
    let picture = UIImageView(image: image)
    picture.preferredSymbolConfiguration = .init(
      textStyle: .body, scale: .large)
    picture.tintColor = color
    picture.contentMode = .center
    picture.frame = CGRect(x: 0, y: 4, width: frame.width, height: 27)
      .inset(by: item.imageInsets)
    addSubview(picture)
    let title = UILabel(frame: .zero)
    title.text = item.shownTitle
    title.font = .systemFont(ofSize: 10, weight: .medium)
    title.textColor = color
    title.textAlignment = .center
    title.frame = CGRect(
      x: item.titlePositionAdjustment.horizontal,
      y: 33 + item.titlePositionAdjustment.vertical, width: frame.width,
      height: 12)
    addSubview(title)
    if let badge = item.badgeValue {
      let label = UILabel(frame: .zero)
      label.text = badge
      label.font = .systemFont(ofSize: 13)
      label.textColor = .white
      label.textAlignment = .center
      let textWidth = badge.isEmpty ? 0 : label.intrinsicContentSize.width
      let side: CGFloat = badge.isEmpty ? 10 : 18
      let width = max(side, textWidth + 10)
      let dot = UIView(
        frame: CGRect(
          x: frame.width / 2 + 6, y: badge.isEmpty ? 5 : 2, width: width,
          height: side))
      dot.backgroundColor = item.badgeColor ?? .systemRed
      dot.layer.cornerRadius = side / 2
      label.frame = dot.bounds
      dot.addSubview(label)
      addSubview(dot)
    }
  }

  required init?(coder: NSCoder) { nil }
}

/// Told when the user picks a tab, as UIKit's protocol.
@preconcurrency @MainActor public protocol UITabBarDelegate: AnyObject {
  /// The user picked `item`.
  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
  /// The Edit sheet is about to open with `items`.
  func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])
  /// The Edit sheet opened with `items`.
  func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem])
  /// The Edit sheet is about to close; `changed` when the order changed.
  func tabBar(
    _ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool)
  /// The Edit sheet closed; `changed` when the order changed.
  func tabBar(
    _ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool)
}

extension UITabBarDelegate {
  /// Nothing.
  public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
  /// Nothing.
  public func tabBar(
    _ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]
  ) {}
  /// Nothing.
  public func tabBar(
    _ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]
  ) {}
  /// Nothing.
  public func tabBar(
    _ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool
  ) {}
  /// Nothing.
  public func tabBar(
    _ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool
  ) {}
}
