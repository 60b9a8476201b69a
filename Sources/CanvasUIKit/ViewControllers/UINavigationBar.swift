import CanvasRendering
import CollectionLayout
import CoreGraphics
import Foundation

/// The bar of a navigation controller, as UIKit's `UINavigationBar`: a real
/// view at the top of the controller's view, under the status bar, that
/// lays out its back button, title (inline or large), bar buttons and
/// search bar in ``layoutSubviews()`` and is drawn by the same walk as every
/// other view.
///
/// Its background follows iOS 15 and later: at the scroll edge (the
/// content at its top, or no scroll view), the bar shows
/// ``scrollEdgeAppearance``, or when there is none the standard one with a
/// transparent background; once content has scrolled under it,
/// ``standardAppearance``. The legacy ``barTintColor`` and
/// ``titleTextAttributes`` set the standard appearance, so, as on iOS 15,
/// a bar tint shows only once content scrolls under the bar.
open class UINavigationBar: UIView {
  /// Whether titles are large where their items allow.
  open var prefersLargeTitles = false
  /// Whether the bar is translucent: an opaque bar's standard appearance
  /// has no material behind its colour.
  open var isTranslucent = true {
    didSet { standardAppearance.hasMaterial = isTranslucent }
  }
  /// The bar's colour: the standard appearance's background colour.
  open var barTintColor: UIColor? {
    didSet {
      standardAppearance.backgroundColor = barTintColor
      AppearanceProxies.note(self, \.barTintColor, barTintColor)
    }
  }
  /// The inline title's attributes: the standard appearance's.
  open var titleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet {
      standardAppearance.titleTextAttributes = titleTextAttributes ?? [:]
      AppearanceProxies.note(
        self, \.titleTextAttributes, titleTextAttributes)
    }
  }
  /// The large title's attributes: the standard appearance's.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet {
      standardAppearance.largeTitleTextAttributes =
        largeTitleTextAttributes ?? [:]
      AppearanceProxies.note(
        self, \.largeTitleTextAttributes, largeTitleTextAttributes)
    }
  }
  /// How the bar looks once content has scrolled under it.
  open var standardAppearance = UINavigationBarAppearance() {
    didSet {
      AppearanceProxies.note(self, \.standardAppearance, standardAppearance)
    }
  }
  /// How the bar looks with content at its top; `nil` for the standard
  /// appearance with a transparent background.
  open var scrollEdgeAppearance: UINavigationBarAppearance? {
    didSet {
      AppearanceProxies.note(
        self, \.scrollEdgeAppearance, scrollEdgeAppearance)
    }
  }
  /// How a bar of compact height looks; `nil` for the standard one.
  open var compactAppearance: UINavigationBarAppearance? {
    didSet {
      AppearanceProxies.note(self, \.compactAppearance, compactAppearance)
    }
  }
  /// How a bar of compact height looks at the scroll edge; `nil` for
  /// ``scrollEdgeAppearance``.
  open var compactScrollEdgeAppearance: UINavigationBarAppearance?

  /// The items, bottom first: a navigation controller sets them to its
  /// controllers' navigation items.
  open var items: [UINavigationItem]?
  /// The item on top, whose title and buttons are shown.
  open var topItem: UINavigationItem? { items?.last }
  /// The item below the top one, whose title the back button shows.
  open var backItem: UINavigationItem? { items?.dropLast().last }

  /// Sets the items.
  open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    self.items = items
    setNeedsLayout()
  }

  /// Pushes `item` on top.
  open func pushItem(_ item: UINavigationItem, animated: Bool) {
    items = (items ?? []) + [item]
    setNeedsLayout()
  }

  /// Pops the top item.
  @discardableResult
  open func popItem(animated: Bool) -> UINavigationItem? {
    defer { setNeedsLayout() }
    return items?.popLast()
  }

  /// Whether the top item's title is drawn large: the navigation
  /// controller decides, from ``prefersLargeTitles`` and the items.
  var showsLargeTitle = false
  /// The height of the row of buttons: 44 points, 32 in a compact height.
  var rowHeight: CGFloat = 44
  /// The side margin of the bar's content: its controller's minimum.
  var sideMargin: CGFloat = 16

  /// The views laid out last, taken away before the next layout.
  private var parts: [UIView] = []

  /// Lays out the background, back button, bar buttons, title and search
  /// bar of the top item.
  open override func layoutSubviews() {
    super.layoutSubviews()
    for part in parts { part.removeFromSuperview() }
    let scale = max(1, traitCollection.displayScale)
    parts = [
      _UIBarBackground(
        frame: CGRect(
          x: 0, y: -frame.minY, width: bounds.width,
          height: frame.minY + bounds.height + 1 / scale),
        shadowAtTop: false
      ) { [unowned self] in shownAppearance }
    ]
    guard let item = topItem else { return place() }
    let appearance = shownAppearance
    var leading = sideMargin - 8
    if let back = backItem, !item.hidesBackButton,
      item.leftBarButtonItems == nil
    {
      let chevron = BackChevronView(
        frame: CGRect(x: 6, y: rowHeight / 2 - 12, width: 16, height: 24))
      parts.append(chevron)
      leading = 26
      let title =
        back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title
        ?? "Back"
      let width = textMeasurer.width(of: title, font: UIView.barButtonFont.font)
      parts.append(
        barLabel(
          title, font: UIView.barButtonFont, color: tintColor,
          frame: CGRect(x: leading, y: 0, width: width + 2, height: rowHeight)))
      leading += width + 8
    }
    for button in item.leftBarButtonItems ?? [] {
      let view = barButton(button, leadingAt: leading, rowHeight: rowHeight)
      parts.append(view)
      leading += barButtonWidth(button) + 8
    }
    var trailing = bounds.width - sideMargin
    for button in item.rightBarButtonItems ?? [] {
      let width = barButtonWidth(button)
      parts.append(
        barButton(button, leadingAt: trailing - width, rowHeight: rowHeight))
      trailing -= width + 16
    }
    let title = item.title ?? ""
    if showsLargeTitle {
      let attributes = appearance.largeTitleTextAttributes
      parts.append(
        barLabel(
          title,
          font: attributes[.font] as? UIFont
            ?? UIFont(
              UIFont.systemFont(ofSize: 34, weight: .semibold).font.bold),
          color: attributes[.foregroundColor] as? UIColor ?? .label,
          frame: CGRect(
            x: sideMargin, y: rowHeight + 4,
            width: bounds.width - 2 * sideMargin, height: 44)))
    } else if let titleView = item.titleView {
      // The app's own title view, centred in the row at its size.
      let size =
        titleView.bounds.size == .zero
        ? titleView.sizeThatFits(bounds.size) : titleView.bounds.size
      titleView.frame = CGRect(
        x: (bounds.width - size.width) / 2, y: (rowHeight - size.height) / 2,
        width: size.width, height: size.height)
      parts.append(titleView)
    } else {
      let attributes = appearance.titleTextAttributes
      let centred = barLabel(
        title,
        font: attributes[.font] as? UIFont
          ?? .systemFont(ofSize: 17, weight: .semibold),
        color: attributes[.foregroundColor] as? UIColor ?? .label,
        frame: CGRect(
          x: leading, y: 0, width: max(0, trailing - leading),
          height: rowHeight
        )
        .insetBy(dx: 4, dy: 0))
      centred.textAlignment = .center
      parts.append(centred)
    }
    if let search = item.searchController?.searchBar,
      bounds.height >= rowHeight + (showsLargeTitle ? 104 : 52) - 0.5
    {
      // The search bar fills the 52 points the bar keeps for it; a bar
      // collapsed by scrolling keeps none when the item hides it.
      search.frame = CGRect(
        x: sideMargin - 8, y: showsLargeTitle ? rowHeight + 52 : rowHeight,
        width: bounds.width - 2 * (sideMargin - 8), height: 52)
      parts.append(search)
    }
    place()
  }

  /// Adds the parts laid out, back to front.
  private func place() {
    for part in parts {
      addSubview(part)
      part.setNeedsLayout()
    }
  }

  /// The appearance shown now: at the scroll edge, the scroll-edge one
  /// (or the standard one made transparent); else the standard one.
  var shownAppearance: UINavigationBarAppearance {
    let compact = rowHeight < 44
    guard isAtScrollEdge else {
      return (compact ? compactAppearance : nil) ?? standardAppearance
    }
    if let edge = (compact ? compactScrollEdgeAppearance : nil)
      ?? scrollEdgeAppearance
    {
      return edge
    }
    let transparent = UINavigationBarAppearance(
      barAppearance: standardAppearance)
    transparent.configureWithTransparentBackground()
    return transparent
  }

  /// Whether the top controller's content is at its top: its content
  /// scroll view has not scrolled under the bar; true without a scroll
  /// view, as iOS 15 decides.
  private var isAtScrollEdge: Bool {
    guard
      let scrollView = topItem?.owner?.contentScrollView(for: .top)
    else { return true }
    return scrollView.contentOffset.y
      <= -scrollView.adjustedContentInset.top + 0.5
  }
}

/// The back button's chevron: two strokes 3 points wide with round ends,
/// in the tint, 12 × 20 points inside a margin for the round ends.
private final class BackChevronView: UIView {
  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let arms = bounds.insetBy(dx: 2, dy: 2)
    context.setStrokeColor(
      (tintColor ?? .systemBlue).resolvedColor(with: traitCollection).cgColor)
    context.setLineWidth(3)
    context.setLineCap(.round)
    context.setLineJoin(.round)
    context.move(to: CGPoint(x: arms.maxX, y: arms.minY))
    context.addLine(to: CGPoint(x: arms.minX, y: arms.midY))
    context.addLine(to: CGPoint(x: arms.maxX, y: arms.maxY))
    context.strokePath()
  }
}
