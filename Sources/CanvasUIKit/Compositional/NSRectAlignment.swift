import CollectionLayout
import CoreGraphics

/// Where a boundary item sits, as UIKit's `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
  case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing,
    trailing, topTrailing

  /// The engine's alignment; `none` is UIKit's top.
  var value: CompositionalLayout.Alignment {
    switch self {
    case .none, .top: .top
    case .topLeading: .topLeading
    case .leading: .leading
    case .bottomLeading: .bottomLeading
    case .bottom: .bottom
    case .bottomTrailing: .bottomTrailing
    case .trailing: .trailing
    case .topTrailing: .topTrailing
    }
  }
}
