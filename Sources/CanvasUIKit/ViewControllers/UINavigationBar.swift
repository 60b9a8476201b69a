import CoreGraphics
import Foundation

/// The bar of a navigation controller, as UIKit's `UINavigationBar`.
open class UINavigationBar: UIView {
  /// Whether titles are large where their items allow.
  open var prefersLargeTitles = false
  /// Whether the bar is translucent.
  open var isTranslucent = true
  /// The colour of the bar's buttons.
  open var barTintColor: UIColor?
}
