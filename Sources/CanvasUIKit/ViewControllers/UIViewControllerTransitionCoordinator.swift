import CollectionLayout
import CoreGraphics
import Foundation

/// A running transition's coordinator, as UIKit's
/// `UIViewControllerTransitionCoordinator`; no transition runs in a still
/// image.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator:
  UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` alongside the transition and `completion` after it.
  @discardableResult
  func animate(
    alongsideTransition animation: (
      (UIViewControllerTransitionCoordinatorContext) -> Void
    )?,
    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}
