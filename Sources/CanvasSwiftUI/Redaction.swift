import CanvasUIKit
import CoreGraphics
import Foundation

/// Why a view's content is hidden, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Content not loaded yet, shown as placeholders.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// Private content: kept, drawn as it is here (iOS hides it only on a
  /// locked screen).
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// Content out of date: kept, drawn as it is.
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

extension EnvironmentValues {
  /// Why the content of views here is hidden.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionKey.self] }
    set { self[RedactionKey.self] = newValue }
  }

  private enum RedactionKey: EnvironmentKey {
    static var defaultValue: RedactionReasons { [] }
  }

  /// Whether text and images here are drawn as placeholders.
  var isPlaceholder: Bool { redactionReasons.contains(.placeholder) }
}

extension View {
  /// The view's text and images drawn as placeholders for `reason`, as
  /// SwiftUI's `redacted(reason:)`: each line of text a rounded bar as
  /// long as the line, each image a rounded block its size, in the
  /// foreground colour at 16 % opacity (SwiftUI's placeholder grey,
  /// approximated); colours and shapes as they are.
  public func redacted(reason: RedactionReasons) -> some View {
    EnvironmentModifier(content: self) {
      $0.redactionReasons.formUnion(reason)
    }
  }

  /// The view drawn with nothing redacted.
  public func unredacted() -> some View {
    EnvironmentModifier(content: self) { $0.redactionReasons = [] }
  }
}

/// A placeholder's colour for text of `color`.
func placeholderColor(_ color: UIColor) -> CGColor {
  color.withAlphaComponent(0.16 * color.cgColor.alpha).cgColor
}

/// A view drawn as a placeholder block: its size, its content hidden.
final class PlaceholderNode: ModifierNode {
  let color: CGColor

  init(color: CGColor, child: LayoutNode) {
    self.color = color
    super.init(child: child)
  }

  override func draw(in context: CGContext) {
    context.setFillColor(color)
    context.addPath(
      CGPath(
        roundedRect: frame, cornerWidth: min(4, frame.height / 2),
        cornerHeight: min(4, frame.height / 2), transform: nil))
    context.fillPath()
  }
}
