import CoreGraphics
import Foundation
import LayoutConstraints

/// Views and layout guides as constraints see them.
@MainActor enum LayoutItems {
  /// The view an item is, or belongs to.
  static func view(of item: AnyObject?) -> UIView? {
    (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
  }

  /// An address to name an object by, as UIKit prints `0x7f…`.
  static func address(_ object: AnyObject) -> String {
    "0x"
      + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
  }
}
