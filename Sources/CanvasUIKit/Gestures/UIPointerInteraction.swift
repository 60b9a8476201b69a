import CoreGraphics
import Foundation

/// Something a view does in answer to the user, as UIKit's
/// `UIInteraction`: added with ``UIView/addInteraction(_:)``.
@preconcurrency @MainActor public protocol UIInteraction: AnyObject {
  /// The view it is added to.
  var view: UIView? { get }
  /// Called before it is added to `view` (`nil` when removed).
  func willMove(to view: UIView?)
  /// Called after it was added to `view` (`nil` when removed).
  func didMove(to view: UIView?)
}

extension UIView {
  /// The interactions added to the view.
  public var interactions: [any UIInteraction] {
    get { ownInteractions }
    set {
      for old in ownInteractions { removeInteraction(old) }
      for new in newValue { addInteraction(new) }
    }
  }

  /// Adds `interaction`, telling it; it leaves the view it was on, and
  /// is added once however often it is added.
  public func addInteraction(_ interaction: any UIInteraction) {
    if let previous = interaction.view {
      previous.removeInteraction(interaction)
    }
    guard !ownInteractions.contains(where: { $0 === interaction }) else {
      return
    }
    interaction.willMove(to: self)
    ownInteractions.append(interaction)
    interaction.didMove(to: self)
  }

  /// Removes `interaction`, telling it.
  public func removeInteraction(_ interaction: any UIInteraction) {
    guard ownInteractions.contains(where: { $0 === interaction }) else {
      return
    }
    interaction.willMove(to: nil)
    ownInteractions.removeAll { $0 === interaction }
    interaction.didMove(to: nil)
  }
}

/// How the pointer of an iPad's trackpad changes over a view, as UIKit's
/// `UIPointerInteraction`: kept, as a still image shows no pointer.
@preconcurrency @MainActor
open class UIPointerInteraction: NSObject,
  UIInteraction
{
  /// Asked for the regions and styles.
  open private(set) weak var delegate: (any UIPointerInteractionDelegate)?
  /// The view it is added to.
  public private(set) weak var view: UIView?
  /// Whether it answers the pointer.
  open var isEnabled = true

  /// An interaction asking `delegate`.
  public init(delegate: (any UIPointerInteractionDelegate)?) {
    self.delegate = delegate
    super.init()
  }

  open func willMove(to view: UIView?) {}

  open func didMove(to view: UIView?) { self.view = view }

  /// Asks the delegate again: nothing to do without a pointer.
  open func invalidate() {}
}

/// What a pointer interaction asks, as UIKit's
/// `UIPointerInteractionDelegate`; every method has a default.
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate:
  AnyObject
{
  /// The region the pointer is in for `request`.
  func pointerInteraction(
    _ interaction: UIPointerInteraction,
    regionFor request: UIPointerRegionRequest,
    defaultRegion: UIPointerRegion
  ) -> UIPointerRegion?
  /// The pointer's style in `region`.
  func pointerInteraction(
    _ interaction: UIPointerInteraction, styleFor region: UIPointerRegion
  ) -> UIPointerStyle?
}

extension UIPointerInteractionDelegate {
  /// The default region.
  public func pointerInteraction(
    _ interaction: UIPointerInteraction,
    regionFor request: UIPointerRegionRequest,
    defaultRegion: UIPointerRegion
  ) -> UIPointerRegion? { defaultRegion }

  /// The system's style.
  public func pointerInteraction(
    _ interaction: UIPointerInteraction, styleFor region: UIPointerRegion
  ) -> UIPointerStyle? { nil }
}

/// Where the pointer is, as UIKit's `UIPointerRegionRequest`.
@preconcurrency @MainActor open class UIPointerRegionRequest: NSObject {
  /// The pointer's location in the view.
  public let location: CGPoint

  init(location: CGPoint) {
    self.location = location
    super.init()
  }
}

/// A part of a view the pointer may be in, as UIKit's `UIPointerRegion`.
@preconcurrency @MainActor open class UIPointerRegion: NSObject {
  /// The region's rectangle.
  public let rect: CGRect
  /// What tells it from others.
  public let identifier: AnyHashable?

  /// A region of `rect`.
  public init(rect: CGRect, identifier: AnyHashable? = nil) {
    self.rect = rect
    self.identifier = identifier
    super.init()
  }
}

/// A view as it is lifted or highlighted, as UIKit's `UITargetedPreview`.
@preconcurrency @MainActor open class UITargetedPreview: NSObject {
  /// The view.
  public let view: UIView

  /// A preview of `view`.
  public init(view: UIView) {
    self.view = view
    super.init()
  }
}

/// What the pointer does to a view, as UIKit's `UIPointerEffect`.
public enum UIPointerEffect {
  case automatic(UITargetedPreview)
  case highlight(UITargetedPreview)
  case lift(UITargetedPreview)
  case hover(
    UITargetedPreview, preferredTintMode: TintMode = .overlay,
    prefersShadow: Bool = false, prefersScaledContent: Bool = true)

  /// How a hovered view is tinted.
  public enum TintMode: Int, Sendable {
    case none, overlay, underlay
  }
}

/// The pointer's shape, as UIKit's `UIPointerShape`.
public enum UIPointerShape {
  case path(UIBezierPath)
  case roundedRect(CGRect, radius: CGFloat = 8)
  case verticalBeam(length: CGFloat)
  case horizontalBeam(length: CGFloat)
}

/// The pointer's look over a region, as UIKit's `UIPointerStyle`.
@preconcurrency @MainActor open class UIPointerStyle: NSObject {
  /// The effect, if one.
  public let effect: UIPointerEffect?
  /// The shape, if one.
  public let shape: UIPointerShape?

  /// A style of `effect` and `shape`.
  public init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
    self.effect = effect
    self.shape = shape
    super.init()
  }

  /// A style of `shape` alone.
  public init(shape: UIPointerShape, constrainedAxes: UIAxis = []) {
    effect = nil
    self.shape = shape
    super.init()
  }

  /// The pointer hidden.
  public static func hidden() -> UIPointerStyle {
    UIPointerStyle(shape: .roundedRect(.zero, radius: 0))
  }
}
