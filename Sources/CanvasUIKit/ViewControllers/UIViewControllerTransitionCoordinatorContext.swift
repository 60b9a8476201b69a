import CollectionLayout
import CoreGraphics
import Foundation

/// What a running transition is doing, as UIKit's
/// `UIViewControllerTransitionCoordinatorContext`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether it animates.
  var isAnimated: Bool { get }
  /// Whether it was cancelled.
  var isCancelled: Bool { get }
  /// Whether a gesture drives it.
  var isInteractive: Bool { get }
  /// How long it lasts.
  var transitionDuration: TimeInterval { get }
}
