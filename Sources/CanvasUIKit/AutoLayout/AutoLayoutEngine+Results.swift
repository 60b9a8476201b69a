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
        let wished = heightWishes[key]?.height, let own = frames[key]
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
  ///
  /// A view's edges are rounded to the screen's pixels where they land
  /// (halves away from zero), as UIKit rounds what its engine solves: a
  /// label 20.3333 points high centred on y = 422 at @3x is at y = 412,
  /// not 411.833 (a reference recorded on iOS 26). Guides keep the values
  /// solved.
  func apply() {
    let scale = max(1, root.traitCollection.displayScale)
    func pixel(_ value: Double) -> CGFloat {
      CGFloat((value * Double(scale)).rounded()) / scale
    }
    func edges(_ frame: Frame) -> CGRect {
      let (minX, minY) = (pixel(frame.x.value), pixel(frame.y.value))
      return CGRect(
        x: minX, y: minY,
        width: pixel(frame.x.value + frame.width.value) - minX,
        height: pixel(frame.y.value + frame.height.value) - minY)
    }
    for view in views where view !== root {
      guard !view.translatesAutoresizingMaskIntoConstraints,
        let own = frames[ObjectIdentifier(view)],
        let parent = view.superview.flatMap({ frames[ObjectIdentifier($0)] })
      else { continue }
      let (inner, outer) = (edges(own), edges(parent))
      view.frame = CGRect(
        x: inner.minX - outer.minX, y: inner.minY - outer.minY,
        width: inner.width, height: inner.height)
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
