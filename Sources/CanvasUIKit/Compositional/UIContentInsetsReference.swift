import CollectionLayout
import CoreGraphics

/// What content insets are measured from, as UIKit's
/// `UIContentInsetsReference`: there is no safe area or readable width on
/// Linux, so every reference is the collection view's edges.
public enum UIContentInsetsReference: Int, Sendable {
  case automatic, none, safeArea, layoutMargins, readableContent
}
