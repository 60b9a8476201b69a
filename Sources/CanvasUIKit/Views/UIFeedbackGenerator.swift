import Foundation

/// Haptic feedback, as UIKit's `UIFeedbackGenerator`: a still image feels
/// nothing, so preparing and playing do nothing here.
@preconcurrency @MainActor open class UIFeedbackGenerator: NSObject {
  public override init() { super.init() }
  /// Readies the Taptic Engine: nothing here.
  open func prepare() {}
}

/// A tap of feedback, as UIKit's `UIImpactFeedbackGenerator`.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// How heavy the tap is.
  public enum FeedbackStyle: Int, Sendable {
    case light, medium, heavy, soft, rigid
  }
  public let style: FeedbackStyle

  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  public override convenience init() { self.init(style: .medium) }

  /// Plays the tap: nothing here.
  open func impactOccurred() {}
  /// Plays the tap at `intensity`: nothing here.
  open func impactOccurred(intensity: CGFloat) {}
}

/// Feedback of an outcome, as UIKit's `UINotificationFeedbackGenerator`.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The outcome.
  public enum FeedbackType: Int, Sendable {
    case success, warning, error
  }
  /// Plays the feedback for `notificationType`: nothing here.
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Feedback of a changed selection, as UIKit's
/// `UISelectionFeedbackGenerator`.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Plays the feedback: nothing here.
  open func selectionChanged() {}
}
