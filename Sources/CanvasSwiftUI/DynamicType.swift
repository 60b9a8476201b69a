import CanvasUIKit
import CoreGraphics
import Foundation

/// A Dynamic Type size, as SwiftUI's `DynamicTypeSize`: UIKit's content
/// size categories, smallest first.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4
  case accessibility5

  /// Whether the size is one of the five accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// UIKit's content size category of the same size.
  var category: UIContentSizeCategory {
    UIContentSizeCategory.allCases[Self.allCases.firstIndex(of: self) ?? 3]
  }

  /// The size of UIKit's `category`; large for one it does not name.
  init(_ category: UIContentSizeCategory) {
    let index = UIContentSizeCategory.allCases.firstIndex(of: category) ?? 3
    self = Self.allCases[index]
  }
}

extension EnvironmentValues {
  /// The Dynamic Type size text and symbols are set at: the screen's
  /// content size category.
  public var dynamicTypeSize: DynamicTypeSize {
    get { DynamicTypeSize(traits.preferredContentSizeCategory) }
    set {
      traits = UITraitCollection(traitsFrom: [
        traits,
        UITraitCollection(preferredContentSizeCategory: newValue.category),
      ])
    }
  }

  /// The content size category, as SwiftUI's older `sizeCategory`.
  public var sizeCategory: UIContentSizeCategory {
    get { traits.preferredContentSizeCategory }
    set { dynamicTypeSize = DynamicTypeSize(newValue) }
  }
}

extension View {
  /// Text and symbols in this view at `size`.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environment(\.dynamicTypeSize, size)
  }

  /// Text and symbols in this view at the screen's size held within
  /// `range`.
  public func dynamicTypeSize<T: RangeExpression<DynamicTypeSize>>(
    _ range: T
  ) -> some View {
    EnvironmentModifier(content: self) {
      let sizes = DynamicTypeSize.allCases.filter { range.contains($0) }
      guard let lowest = sizes.first, let highest = sizes.last else { return }
      $0.dynamicTypeSize = min(max($0.dynamicTypeSize, lowest), highest)
    }
  }
}
