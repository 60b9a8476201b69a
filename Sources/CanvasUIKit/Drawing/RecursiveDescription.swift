import CollectionLayout
import CoreGraphics
import Foundation

/// A view tree in UIKit's own `recursiveDescription` format.
///
/// The addresses are left out, as swift-snapshot-testing strips them, so a
/// layout change reads as a text diff:
///
///     <UIView; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer>>
///        | <UILabel; frame = (0 409; 25 20.3333); text = 'the'; …>
///
/// A collection view lists the cells and supplementary views it shows, as
/// its subviews in UIKit, in the order of their frames; the cells of a
/// compositional section that scrolls across the layout are inside the
/// scroll view UIKit makes for it
/// (`_UICollectionViewOrthogonalScrollerEmbeddedScrollView`), the section's
/// band the full width of the collection view.
@MainActor enum RecursiveDescription {
  /// The description of `root` and every view under it.
  static func text(of root: UIView) -> String {
    var lines: [String] = []
    func visit(_ view: UIView, depth: Int) {
      lines.append(
        String(repeating: "   | ", count: depth) + withoutAddresses(view))
      let collectionView = view as? UICollectionView
      // A collection view's own views come first; the views it shows for
      // its elements follow, in the order of their frames.
      for child in view.subviews
      where collectionView?.isShownView(child) != true {
        visit(child, depth: depth + 1)
      }
      if let collectionView {
        let shown = shownViews(of: collectionView)
        let across =
          (collectionView.collectionViewLayout
          as? UICollectionViewCompositionalLayout)?.orthogonalSections ?? []
        var scrollers: [Int: (UIScrollView, [UIView])] = [:]
        var order: [Either] = []
        for (attributes, cell) in shown {
          let section = attributes.indexPath.section
          guard attributes.representedElementCategory == .cell,
            across.contains(section)
          else {
            order.append(.view(cell))
            continue
          }
          if scrollers[section] == nil {
            scrollers[section] = (OrthogonalScroller(), [])
            order.append(.scroller(section))
          }
          scrollers[section]?.1.append(cell)
        }
        for entry in order {
          switch entry {
          case .view(let cell):
            visit(cell, depth: depth + 1)
          case .scroller(let section):
            guard let (scroller, cells) = scrollers[section] else { continue }
            // The band all the section's cells take, across the whole
            // width; the cells shown in its coordinates.
            let band = (0..<collectionView.numberOfItems(inSection: section))
              .compactMap {
                collectionView.collectionViewLayout.layoutAttributesForItem(
                  at: IndexPath(item: $0, section: section))?.frame
              }
              .reduce(cells[0].frame) { $0.union($1) }
            scroller.frame = CGRect(
              x: 0, y: band.minY, width: collectionView.bounds.width,
              height: band.height)
            scroller.contentSize = CGSize(
              width: band.maxX + band.minX, height: band.height)
            lines.append(
              String(repeating: "   | ", count: depth + 1)
                + withoutAddresses(scroller))
            for cell in cells {
              let frame = cell.frame
              cell.frame.origin.y -= band.minY
              visit(cell, depth: depth + 2)
              cell.frame = frame
            }
          }
        }
      }
    }
    visit(root, depth: 0)
    // No newline after the last line: iOS's ends with the last view's.
    return lines.joined(separator: "\n")
  }

  /// A view the collection view shows, or the scroll view of a section
  /// that scrolls across the layout.
  private enum Either {
    case view(UIView)
    case scroller(Int)
  }

  /// The scroll view UIKit makes for a section that scrolls across the
  /// layout, named as UIKit names it in a description.
  private final class OrthogonalScroller: UIScrollView {
    override var describedClassName: String {
      "_UICollectionViewOrthogonalScrollerEmbeddedScrollView"
    }

    override init(frame: CGRect) {
      super.init(frame: frame)
      clipsToBounds = true
      contentInsetAdjustmentBehavior = .never
    }

    required init?(coder: NSCoder) { nil }
  }

  /// The cells and supplementary views a collection view shows, laid out
  /// at their frames, in reading order, with their attributes.
  private static func shownViews(of collectionView: UICollectionView)
    -> [(UICollectionViewLayoutAttributes, UICollectionReusableView)]
  {
    collectionView.layoutIfNeeded()
    let shown =
      collectionView.collectionViewLayout.layoutAttributesForElements(
        in: collectionView.bounds) ?? []
    return
      shown
      .sorted {
        ($0.frame.minY, $0.frame.minX, $0.zIndex)
          < ($1.frame.minY, $1.frame.minX, $1.zIndex)
      }
      .compactMap { attributes in
        collectionView.shownView(for: attributes).map { (attributes, $0) }
      }
  }

  /// A view's `description`, which a subclass may override, without the
  /// addresses, as swift-snapshot-testing strips them.
  private static func withoutAddresses(_ view: UIView) -> String {
    view.description.replacingOccurrences(
      of: ":?\\s*0x[\\da-f]+(\\s*)", with: "$1",
      options: .regularExpression)
  }

  /// One view's line, as UIKit's `description` of a view: its class and
  /// address, frame and what UIKit says of it, in UIKit's order.
  static func describe(_ view: UIView) -> String {
    var parts = ["frame = \(rect(view.frame))"]
    if let label = view as? UILabel {
      parts.append("text = '\(label.text ?? "")'")
    }
    if view.clipsToBounds { parts.append("clipsToBounds = YES") }
    if view.isHidden { parts.append("hidden = YES") }
    if view.alpha != 1 { parts.append("alpha = \(number(view.alpha))") }
    if !view.isOpaque { parts.append("opaque = NO") }
    if let mask = autoresize(view.autoresizingMask) {
      parts.append("autoresize = \(mask)")
    }
    if view.tag != 0 { parts.append("tag = \(view.tag)") }
    if !view.isUserInteractionEnabled {
      parts.append("userInteractionEnabled = NO")
    }
    parts.append("layer = <\(view is UILabel ? "_UILabelLayer" : "CALayer")>")
    if let scrollView = view as? UIScrollView {
      parts.append("contentOffset: \(point(scrollView.contentOffset))")
      parts.append(
        "contentSize: \(point(CGPoint(x: scrollView.contentSize.width, y: scrollView.contentSize.height)))"
      )
      let inset = scrollView.adjustedContentInset
      parts.append(
        "adjustedContentInset: {\(number(inset.top)), \(number(inset.left)), "
          + "\(number(inset.bottom)), \(number(inset.right))}")
    }
    if let collectionView = view as? UICollectionView {
      parts.append("layout: <\(type(of: collectionView.collectionViewLayout))>")
      if let dataSource = collectionView.dataSource {
        parts.append("dataSource: <\(type(of: dataSource))>")
      }
    }
    return "<\(view.describedClassName): \(LayoutItems.address(view)); "
      + parts.joined(separator: "; ") + ">"
  }

  /// A number as UIKit prints it: at most six significant digits.
  static func number(_ value: CGFloat) -> String {
    String(format: "%g", value == 0 ? 0 : Double(value))
  }

  private static func rect(_ rect: CGRect) -> String {
    "(\(number(rect.minX)) \(number(rect.minY)); "
      + "\(number(rect.width)) \(number(rect.height)))"
  }

  private static func point(_ point: CGPoint) -> String {
    "{\(number(point.x)), \(number(point.y))}"
  }

  /// The autoresizing mask as UIKit names it: `LM+W+RM+TM+H+BM`.
  private static func autoresize(_ mask: UIView.AutoresizingMask) -> String? {
    let names: [(UIView.AutoresizingMask, String)] = [
      (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"),
      (.flexibleRightMargin, "RM"), (.flexibleTopMargin, "TM"),
      (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
    ]
    let shown = names.filter { mask.contains($0.0) }.map(\.1)
    return shown.isEmpty ? nil : shown.joined(separator: "+")
  }
}

@MainActor extension ScreenCanvas {
  /// The screen's views in UIKit's `recursiveDescription` format.
  public var recursiveDescription: String {
    UIDevice.$drawn.withValue(device) { RecursiveDescription.text(of: root) }
  }
}
