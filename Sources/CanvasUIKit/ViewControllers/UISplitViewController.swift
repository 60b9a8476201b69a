import CoreGraphics
import Foundation

/// A split view of a sidebar and content, as UIKit's
/// `UISplitViewController`: its controllers side by side.
open class UISplitViewController: UIViewController {
  /// The controllers shown, leading first.
  open var viewControllers: [UIViewController] {
    get { children }
    set {
      for child in children { child.removeFromParent() }
      for controller in newValue { addChild(controller) }
    }
  }
}
