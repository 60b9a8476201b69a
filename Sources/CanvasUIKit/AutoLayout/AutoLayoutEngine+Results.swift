import CoreGraphics
import Foundation
import LayoutConstraints

extension AutoLayoutEngine {
  // MARK: Results

  /// Measures the labels that wrap at the width they were given; whether
  /// any needs another height.
  mutating func remeasureWrappingLabels() -> Bool {
    var changed = false
    for view in views {
      let key = ObjectIdentifier(view)
      guard let wrapping = view as? any WrapsToWidth,
        let wished = heightWishes[key], let own = frames[key]
      else { continue }
      let height = wrapping.layoutHeight(width: CGFloat(own.width.value))
      if abs(height - wished) > 0.001 {
        wrappedHeights[key] = height
        changed = true
      }
    }
    return changed
  }

  /// Sets the solved frames of the constrained views and of the guides.
  func apply() {
    for view in views where view !== root {
      guard !view.translatesAutoresizingMaskIntoConstraints,
        let own = frames[ObjectIdentifier(view)],
        let parent = view.superview.flatMap({ frames[ObjectIdentifier($0)] })
      else { continue }
      view.frame = CGRect(
        x: own.x.value - parent.x.value, y: own.y.value - parent.y.value,
        width: own.width.value, height: own.height.value)
    }
    for view in views {
      guard let outer = frames[ObjectIdentifier(view)] else { continue }
      for guide in view.layoutGuides {
        guard let own = frames[ObjectIdentifier(guide)] else { continue }
        guide.layoutFrame = CGRect(
          x: own.x.value - outer.x.value, y: own.y.value - outer.y.value,
          width: own.width.value, height: own.height.value)
        if case .content = guide.kind, let scrollView = view as? UIScrollView {
          scrollView.contentSize = guide.layoutFrame.size
        }
      }
    }
  }
}
